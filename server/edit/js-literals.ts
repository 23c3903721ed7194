// Source text for values the server writes: string literals in the file's quote style, JSON values
// as JavaScript, and JSX attribute values.

/** A string literal that evaluates to `value`, in quote `quote`. */
export function quoteString(value: string, quote: "'" | '"'): string {
  let out = quote;
  for (const char of value) {
    if (char === '\\') out += '\\\\';
    else if (char === quote) out += `\\${quote}`;
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\u2028') out += '\\u2028';
    else if (char === '\u2029') out += '\\u2029';
    else if (char < ' ' && char !== '\t') out += `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
    else out += char;
  }
  return out + quote;
}

/** A template literal without substitutions that evaluates to `value`. */
export function quoteTemplate(value: string): string {
  return `\`${value.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${').replace(/\r/g, '\\r')}\``;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** JSON data as a JavaScript expression (objects with unquoted keys where they are identifiers). */
export function jsValue(value: unknown, quote: "'" | '"'): string {
  if (value === null) return 'null';
  if (typeof value === 'string') return quoteString(value, quote);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((item) => jsValue(item, quote)).join(', ')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${IDENTIFIER.test(key) ? key : quoteString(key, quote)}: ${jsValue(item, quote)}`);
    return entries.length ? `{ ${entries.join(', ')} }` : '{}';
  }
  throw new Error(`Not JSON: ${typeof value}`);
}

/**
 * A JSX attribute value: `"text"` when JSX reads the string back unchanged (no quote, no entity,
 * no line break), otherwise an expression `{'text'}`; other values are expressions.
 */
export function jsxAttributeValue(value: unknown, style: { quote: "'" | '"'; jsxQuote: "'" | '"' }): string {
  if (typeof value === 'string' && !value.includes(style.jsxQuote) && !/[&\n\r]/.test(value)) return `${style.jsxQuote}${value}${style.jsxQuote}`;
  return `{${jsValue(value, style.quote)}}`;
}
