// The CSS rules that match the element, winning first; rules that do not apply now are dimmed.
import type { ProcessedCssRule } from '../../types';

export function Rules({ rules }: { rules: readonly ProcessedCssRule[] }) {
  if (!rules.length) return <p className="muted">No rules match.</p>;
  return (
    <ol className="rules">
      {rules.map((rule, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered; rules have no id.
        <li key={i} className={rule.applied ? 'applied' : 'unapplied'}>
          <div className="selector">
            <code>{rule.selector}</code>
            <span className="marks">
              {rule.inherited ? 'inherited' : ''}
              {rule.applied ? '' : ' not applied'}
            </span>
          </div>
          <ul>
            {Object.entries(rule.styles).map(([prop, value]) => (
              <li key={prop}>
                <code>
                  {prop}: {String(value)}
                </code>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
