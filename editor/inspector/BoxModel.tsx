// Spacing as a box model: margin around padding around the element's size, one field per side.
import type { PageCustomProperty } from '../../types';
import { ValueField } from './fields';
import type { ShownValue } from './shown-value';
import { SIDES } from './style-fields';

interface Props {
  /** A side's authored value (`var(--space-5)`) and computed one. */
  shown(prop: string): ShownValue;
  /** The site's size tokens a side offers. */
  tokens(prop: string): readonly PageCustomProperty[];
  size: string;
  onCommit(prop: string, value: string): void;
}

function Ring({ kind, shown, tokens, onCommit, children }: Props & { kind: 'margin' | 'padding'; children: React.ReactNode }) {
  return (
    <div className={`ring ${kind}`}>
      <span className="ring-label">{kind}</span>
      {SIDES.map((side) => {
        const prop = `${kind}-${side}`;
        const { value, computed } = shown(prop);
        return (
          <div key={side} className={`side-${side}`}>
            <ValueField compact label={`${kind} ${side}`} prop={prop} kind="length" value={value} computed={computed} tokens={tokens(prop)} onCommit={(next) => onCommit(prop, next)} />
          </div>
        );
      })}
      {children}
    </div>
  );
}

export function BoxModel(props: Props) {
  return (
    <div className="box-model" aria-label="Spacing" role="group">
      <Ring {...props} kind="margin">
        <Ring {...props} kind="padding">
          <div className="content-size">{props.size}</div>
        </Ring>
      </Ring>
    </div>
  );
}
