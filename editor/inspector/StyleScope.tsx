// The two-way choice shown above the style fields when the selected element's look is partly set
// where its component is used (SectionLink's link: each use passes its classes): style every use of
// the component, or only the selected one.
import type { StylingScope } from '../../types';

export function StyleScope({ component, scope, onChange }: { component: string; scope: StylingScope; onChange(scope: StylingScope): void }) {
  return (
    <fieldset className="style-scope" data-testid="style-scope">
      <legend>Styles apply to</legend>
      <label>
        <input type="radio" name="style-scope" value="every-use" checked={scope === 'every-use'} onChange={() => onChange('every-use')} />
        Every use of {component}
      </label>
      <label>
        <input type="radio" name="style-scope" value="this-use" checked={scope === 'this-use'} onChange={() => onChange('this-use')} />
        Only this one
      </label>
      <p className="muted small">
        {scope === 'every-use' ? `A change shows wherever ${component} is used.` : `A change shows only on the ${component} selected; the others keep their look.`}
      </p>
    </fieldset>
  );
}
