// Whether a saved style took effect, where the designer looks: under the field that made it, beside a
// token or a kind of text, and in the changes list. A save the page does not show is an alert.
import type { ReactNode } from 'react';
import { effectSentence, type SaveEffect } from '../state/save-effects';

export function EffectNote({ effect, children = null }: { effect: SaveEffect | undefined; children?: ReactNode }) {
  if (!effect) return null;
  const missed = effect.status === 'missed';
  return (
    <div className={`effect-note ${effect.status}`} role={missed ? 'alert' : 'status'} data-effect={effect.status}>
      <p>
        {effect.status === 'shows' ? '✓ ' : ''}
        {effectSentence(effect)}
      </p>
      {children}
    </div>
  );
}
