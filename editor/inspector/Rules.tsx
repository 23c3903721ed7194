// The CSS rules that match the element, winning first; rules that do not apply now are dimmed, and so
// are rules of a state (`:hover`) that is not forced, though the pointer may be on the element.
import type { ProcessedCssRule } from '../../types';
import { isPassingState } from './authored';

export function Rules({ rules, forced = '' }: { rules: readonly ProcessedCssRule[]; forced?: string }) {
  if (!rules.length) return <p className="muted">No rules match.</p>;
  return (
    <ol className="rules">
      {rules.map((rule, i) => {
        const states = Object.keys(rule.modifiers ?? {}).filter((state) => isPassingState(state) && state !== forced);
        const applied = rule.applied && !states.length;
        return (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered; rules have no id.
        <li key={i} className={applied ? 'applied' : 'unapplied'}>
          <div className="selector">
            <code>{rule.selector}</code>
            <span className="marks">
              {rule.inherited ? 'inherited' : ''}
              {states.length ? ` on ${states.join(', ')}` : rule.applied ? '' : ' not applied'}
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
        );
      })}
    </ol>
  );
}
