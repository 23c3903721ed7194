// Style values are checked, after the request checks of css-values.ts, against the CSS grammar of their property before anything is written:
// css-tree's lexer knows every standard property's value syntax (from MDN's data), so `color: blu`
// or `width: -50px` is refused with a sentence, not written into the stylesheet. What the grammar
// cannot judge is let through: custom properties (`--x` takes any value), values with `var()`
// (resolved only in the page), and properties css-tree does not know under a vendor prefix.
// Out-of-range numbers (`font-size: 99999px`) are valid CSS: the editor warns about those.
import { definitionSyntax, lexer, parse } from 'css-tree';

/** What is wrong with `property: value`: a sentence, and the grammar it missed for the details. */
export interface DeclarationProblem {
  sentence: string;
  /** The value syntax the property takes (`color takes <color>`), for whoever reads CSS grammar. */
  grammar: string | null;
}

/** The longest grammar the details quote; a longer one is a page of alternatives. */
const GRAMMAR_MAX = 300;

/** What is wrong with `property: value`; null when it may be written. */
export function declarationProblem(property: string, value: string): DeclarationProblem | null {
  if (property.startsWith('--')) return null;
  const descriptor = lexer.getProperty(property);
  if (!descriptor || (descriptor as { syntax?: unknown }).syntax === undefined) {
    // A vendor-prefixed property the data does not list is the browser's to judge.
    return /^-[a-z]+-/.test(property) ? null : { sentence: `"${property}" is not a CSS property.`, grammar: null };
  }
  let tree: ReturnType<typeof parse>;
  try {
    tree = parse(value, { context: 'value' });
  } catch {
    return { sentence: `"${value}" is not a valid value for ${property}: it is not CSS.`, grammar: null };
  }
  const match = lexer.matchProperty(property, tree);
  if (!match.error) return null;
  if (/var\(\)/.test(match.error.message)) return null;
  const syntax = lexer.getProperty(property)?.syntax;
  const expected = syntax ? definitionSyntax.generate(syntax) : '';
  return {
    sentence: `"${value}" is not a valid value for ${property}.`,
    grammar: expected ? `${property} takes ${expected.length <= GRAMMAR_MAX ? expected : `${expected.slice(0, GRAMMAR_MAX - 1)}…`}` : null,
  };
}
