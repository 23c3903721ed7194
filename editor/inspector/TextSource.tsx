// The selected element's own text: the Text field where the source writes it as text (saying where:
// in the element, where its component is used, a content file), or, where code works it out, the
// text with a sentence saying where and from what, and what to edit instead ('Edit Dynamic Text'
// in the canvas brings the designer here).
import { useEffect, useRef } from 'react';
import type { RenderingText } from '../lib/source-origins';
import { TextField } from './ElementFields';

interface Props {
  /** The element's own text as the page shows it ('' when it has none). */
  text: string;
  /** Where it is written, for this rendering (null: the lookups do not say). */
  origin: RenderingText | null;
  focusRequest: number;
  onCommit(text: string): void;
}

export function TextSource({ text, origin, focusRequest, onCommit }: Props) {
  const explanation = useRef<HTMLDivElement>(null);
  const computed = origin?.here === 'none';
  useEffect(() => {
    if (computed && focusRequest > 0) explanation.current?.focus();
  }, [computed, focusRequest]);
  if (!text.trim()) return null;
  if (computed) {
    return (
      <div className="field text-source computed" ref={explanation} tabIndex={-1} data-testid="text-source">
        <span>Text</span>
        <output className="computed-text">{text}</output>
        {origin.computed.map((sentence) => (
          <p key={sentence} className="hint text-why">{sentence}</p>
        ))}
      </div>
    );
  }
  const places = origin?.writtenHere ?? [];
  const where = places.length ? `Written ${places.join(', and ')}.` : null;
  return (
    <div className="text-source" data-testid="text-source">
      <TextField text={text} focusRequest={focusRequest} onCommit={onCommit} />
      {where && <p className="muted small text-where">{where}</p>}
      {origin?.here === 'some' && origin.computed.map((sentence) => <p key={sentence} className="hint text-why">Part of it: {sentence}</p>)}
    </div>
  );
}
