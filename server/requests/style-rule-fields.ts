// The selector and media query of a styleRule request: text that names a rule of the stylesheet, so
// it must read as CSS of its kind (css-tree's parser) and can never carry a block, a comment or markup.
// The schema (types/request-schemas.ts) has read each as a string of at most 500 characters.
import { parse } from 'css-tree';
import { badRequest } from '../http/errors';

const show = (value: string): string => JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}...` : value);

/** What may never appear in a selector or a query: it would end the prelude, open a comment or smuggle markup. */
const FORBIDDEN: [RegExp, string][] = [
  [/[{}]/, 'a "{" or "}"'],
  [/;/, 'a ";"'],
  [/</, 'a "<"'],
  [/\/\*|\*\//, 'a comment'],
  [/\\/, 'a "\\"'],
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  [/[\u0000-\u001f\u007f]/, 'a line break or control character'],
];

function checkText(value: string, field: string, what: string, context: 'selectorList' | 'mediaQueryList'): string {
  const text = value.trim();
  if (!text) throw badRequest(`${field} is empty; send the ${what} of a rule of the stylesheet.`);
  for (const [pattern, name] of FORBIDDEN) if (pattern.test(text)) throw badRequest(`${field} ${show(text)} contains ${name}; send the ${what} as the stylesheet writes it.`);
  try {
    parse(text, {
      context,
      onParseError(error) {
        throw error;
      },
    });
  } catch {
    throw badRequest(`${field} ${show(text)} is not a CSS ${what}.`);
  }
  return text;
}

/** A selector list (`.policy__toc h2`, `:root`, `h1, h2`). */
export const expectSelector = (value: string, field: string): string => checkText(value, field, 'selector', 'selectorList');

/** A media query without `@media` (`(min-width: 40rem)`). */
export const expectMedia = (value: string, field: string): string => checkText(value, field, 'media query', 'mediaQueryList');

/** One selector of an element another sits in (`.policy__toc`, `main > .card`): not a list, no pseudo-element. */
export function expectContext(value: string, field: string): string {
  const text = checkText(value, field, 'selector', 'selectorList');
  if (text.includes(',')) throw badRequest(`${field} ${show(text)} is a list of selectors; send the one selector of the element it sits in.`);
  if (text.includes('::')) throw badRequest(`${field} ${show(text)} names a pseudo-element, which holds no elements; send the selector of the element it sits in.`);
  return text;
}
