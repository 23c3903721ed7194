// What a designer may write into CSS: property names and values that cannot end their declaration
// or rule, open a comment, or smuggle markup (`</style>`). Everything else is CSS's own business.

const PROPERTY = /^(?:--[A-Za-z0-9_-]+|-?[a-z][a-z0-9-]*)$/;

export function cssPropertyProblem(name: string): string | null {
  if (name.length > 100) return `the CSS property name "${name.slice(0, 40)}…" is longer than 100 characters`;
  if (!PROPERTY.test(name)) return `"${name}" is not a CSS property name (kebab-case like "background-color", or a custom property like "--accent")`;
  return null;
}

const FORBIDDEN: [string, string][] = [
  [';', 'a ";" (it would end the declaration)'],
  ['{', 'a "{" (it would open a block)'],
  ['}', 'a "}" (it would close the rule)'],
  ['<', 'a "<" (markup has no place in a CSS value)'],
  ['/*', 'a "/*" (it would open a comment)'],
  ['*/', 'a "*/" (it would close a comment)'],
  ['\\', 'a "\\" (escapes are not accepted)'],
];

export function cssValueProblem(value: string): string | null {
  if (value.trim() === '') return 'is empty; send null to unset a property';
  if (value.length > 1000) return 'is longer than 1000 characters';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
  if (/[\u0000-\u001f\u007f]/.test(value)) return 'contains a line break or control character';
  for (const [needle, why] of FORBIDDEN) if (value.includes(needle)) return `contains ${why}`;
  let quote: string | null = null;
  const brackets: string[] = [];
  const closing: Record<string, string> = { ')': '(', ']': '[' };
  for (const char of value) {
    if (quote) {
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '(' || char === '[') brackets.push(char);
    else if (char === ')' || char === ']') {
      if (brackets.pop() !== closing[char]) return `has an unbalanced "${char}"`;
    }
  }
  if (quote) return `has an unclosed ${quote} quote`;
  if (brackets.length) return `has an unclosed "${brackets[brackets.length - 1]}"`;
  return null;
}
