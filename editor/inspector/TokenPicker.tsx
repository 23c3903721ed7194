// The site's tokens for one field, as a short menu beside it: each with its name, its value and (for
// colours) a swatch; choosing one writes `var(--token)`.
import { useState } from 'react';
import { useCloseOutside } from './use-close-outside';
import type { PageCustomProperty } from '../../types';
import { Swatch } from './Swatch';

interface Props {
  label: string;
  colours: boolean;
  tokens: readonly PageCustomProperty[];
  /** The token the field holds now (`--accent`), marked in the list. */
  current: string | null;
  onPick(value: string): void;
}

export function TokenPicker({ label, colours, tokens, current, onPick }: Props) {
  const [open, setOpen] = useState(false);
  const box = useCloseOutside<HTMLSpanElement>(open, setOpen);
  if (!tokens.length) return null;
  const what = colours ? 'colours' : 'sizes';
  return (
    <span className="token-picker" ref={box}>
      <button type="button" className="token-button" aria-label={`Site ${what} for ${label.toLowerCase()}`} aria-expanded={open} title={`The site’s ${what}`} onClick={() => setOpen(!open)}>
        ◆
      </button>
      {open && (
        <div
          className="token-menu"
          role="group"
          aria-label={`Site ${what}`}
          onKeyDown={(event) => {
            // Escape closes the menu from any of its buttons (and goes no further: it would clear the selection).
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            setOpen(false);
          }}
        >
          {tokens.map((token) => (
            <button
              key={token.name}
              type="button"
              className={token.name === current ? 'token current' : 'token'}
              aria-pressed={token.name === current}
              onClick={() => {
                setOpen(false);
                onPick(`var(${token.name})`);
              }}
            >
              {colours && <Swatch colour={token.value} />}
              <span className="token-name">{token.name}</span>
              <span className="token-value">{token.value}</span>
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
