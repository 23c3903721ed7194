// getPageCustomProperties: the custom properties (`--accent`, `--space-6`) the page's own style rules
// declare, with the value each has at the root element, so an editor can offer the site's tokens.
// The same sheets as getPageClassNames: the document's and open shadow roots' readable ones, not the runtime's.
import type { PageCustomProperty } from '../../types/protocol';
import { walkStyleSheets, type StyleScope } from './css-rules/collect';

/** Each custom property once, sorted by name; its value as computed at the root, or as declared when the root has none. */
export function pageCustomProperties(scopes: readonly StyleScope[], root: Element, log: (message: string, error?: unknown) => void): PageCustomProperty[] {
  const declared = new Map<string, string>();
  for (const scope of scopes) {
    walkStyleSheets(scope, [], log, (rule) => {
      const style = rule.style;
      for (let i = 0, n = style.length; i < n; i++) {
        const name = style.item(i);
        // The first declaration is kept: a later scope (`.dark { --ink: … }`) is a variant of the token.
        if (name.startsWith('--') && !declared.has(name)) declared.set(name, style.getPropertyValue(name).trim());
      }
    });
  }
  const computed = root.ownerDocument.defaultView?.getComputedStyle(root);
  return [...declared]
    .map(([name, text]) => ({ name, value: computed?.getPropertyValue(name).trim() || text }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
