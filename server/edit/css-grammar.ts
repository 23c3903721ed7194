// Style values are checked, after the request checks of css-values.ts, against the CSS grammar of their property before anything is written:
// css-tree's lexer knows every standard property's value syntax (from MDN's data), so `color: blu`
// or `width: -50px` is refused with a sentence, not written into the stylesheet. What the grammar
// cannot judge is let through: custom properties (`--x` takes any value), values with `var()`
// (resolved only in the page), and properties css-tree does not know under a vendor prefix.
// Out-of-range numbers (`font-size: 99999px`) are valid CSS: the editor warns about those.
import { definitionSyntax, lexer, parse } from 'css-tree';

/** What is wrong with `property: value`, as a sentence; null when it may be written. */
export function declarationProblem(property: string, value: string): string | null {
  if (property.startsWith('--')) return null;
  const descriptor = lexer.getProperty(property);
  if (!descriptor || (descriptor as { syntax?: unknown }).syntax === undefined) {
    // A vendor-prefixed property the data does not list is the browser's to judge.
    return /^-[a-z]+-/.test(property) ? null : `"${property}" is not a CSS property.`;
  }
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(value, { context: 'value' });
  } catch {
    return `"${value}" is not a valid value for ${property}: it is not CSS.`;
  }
  const match = lexer.matchProperty(property, tree);
  if (!match.error) return null;
  if (/var\(\)/.test(match.error.message)) return null;
  // The property's syntax when it is short enough to read (`<color>`), not a page of alternatives.
  const syntax = lexer.getProperty(property)?.syntax;
  const expected = syntax ? definitionSyntax.generate(syntax) : '';
  return `"${value}" is not a valid value for ${property}${expected && expected.length <= 60 ? ` (expected ${expected})` : ''}.`;
}
