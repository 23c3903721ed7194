// Spacing as a box model: margin around padding around the element's size, one field per side.
import { SIDES } from './style-fields';
import { ValueField } from './fields';

interface Props {
  values: Record<string, string>;
  size: string;
  onCommit(prop: string, value: string): void;
}

function Ring({ kind, values, onCommit, children }: Props & { kind: 'margin' | 'padding'; children: React.ReactNode }) {
  return (
    <div className={`ring ${kind}`}>
      <span className="ring-label">{kind}</span>
      {SIDES.map((side) => (
        <div key={side} className={`side-${side}`}>
          <ValueField compact label={`${kind} ${side}`} prop={`${kind}-${side}`} kind="length" value={values[`${kind}-${side}`] ?? ''} onCommit={(value) => onCommit(`${kind}-${side}`, value)} />
        </div>
      ))}
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
