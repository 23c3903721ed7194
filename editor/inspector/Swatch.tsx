// A colour as a small square over a checkerboard, so `transparent` and half-see-through colours show as such.
import { isSeeThrough } from './tokens';

export function Swatch({ colour }: { colour: string }) {
  const clear = !colour || isSeeThrough(colour);
  return (
    <span className="swatch-chip" data-colour={colour} data-see-through={clear ? '' : undefined}>
      <span style={{ background: clear ? 'transparent' : colour }} />
    </span>
  );
}
