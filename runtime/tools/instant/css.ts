// CSS text for instant updates: every declaration is checked before it reaches a style element, so
// a value from a change item can never close its rule, open a new one or end the <style> element.
import { PSEUDO_CLASS_MODIFIERS, screenRange } from '../../../types';

const PSEUDO: readonly string[] = PSEUDO_CLASS_MODIFIERS;

export interface Decl { prop: string; value: string; important: boolean }

const PROP = /^-{0,2}[a-zA-Z][a-zA-Z0-9-]*$/;
export const isPropName = (name: string): boolean => PROP.test(name);
// `\` could escape our closing brace, `/*` could comment out later rules, line breaks end strings.
const UNSAFE = /[;{}<\\\n\r\f]|\/\*/;
const IMPORTANT = /!\s*important$/i;

function balanced(value: string): boolean {
  let quote = '';
  let depth = 0;
  for (const c of value) {
    if (quote) { if (c === quote) quote = ''; }
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth++;
    else if (c === ')' && --depth < 0) return false;
  }
  return !quote && !depth;
}

/** A checked declaration, or the reason it is refused. */
export function checkDecl(prop: string, raw: unknown, supports: (p: string, v: string) => boolean): Decl | string {
  if (!isPropName(prop)) return `Invalid CSS property name ${JSON.stringify(prop)}`;
  let value = typeof raw === 'string' ? raw.trim() : '';
  const important = IMPORTANT.test(value);
  if (important) value = value.replace(IMPORTANT, '').trim();
  const custom = prop.startsWith('--');
  if (!value || UNSAFE.test(value) || !balanced(value) || (!custom && !supports(prop, value))) {
    return `Invalid value for CSS property ${prop}: ${JSON.stringify(raw)}`;
  }
  return { prop: custom ? prop : prop.toLowerCase(), value, important };
}

/** `color: red; margin: 0` → checked declarations, or the reason one is refused. */
export function parseDecls(text: string, supports: (p: string, v: string) => boolean): Decl[] | string {
  if (/[{}<]/.test(text)) return `Invalid CSS declarations ${JSON.stringify(text)}`;
  const decls: Decl[] = [];
  for (const part of text.split(';')) {
    if (!part.trim()) continue;
    const colon = part.indexOf(':');
    const decl = colon < 0 ? `Invalid CSS declaration ${JSON.stringify(part.trim())}` : checkDecl(part.slice(0, colon).trim(), part.slice(colon + 1), supports);
    if (typeof decl === 'string') return decl;
    decls.push(decl);
  }
  return decls;
}

/** Same key → same selector and media: used to decide which later null unsets which property. */
export const modifierKey = (modifiers: string[]): string =>
  modifiers.filter((m) => PSEUDO.includes(m) || screenRange(m) !== null).sort().join(':');

/**
 * `.cls:hover{prop:value}`, wrapped in `@media (min-width: …)` for a wide-screen variant (`md`) or
 * `@media (max-width: …)` for a narrow one (`max-md`: 0.02px below, so it never meets `md`, as the
 * server writes it); other modifiers are ignored.
 */
export function ruleText(cls: string, decls: Decl[], modifiers: string[], important: boolean): string {
  if (!decls.length) return '';
  const pseudo = PSEUDO.filter((p) => modifiers.includes(p)).map((p) => `:${p}`).join('');
  const body = decls.map((d) => `${d.prop}:${d.value}${d.important || important ? ' !important' : ''}`).join(';');
  const rule = `.${CSS.escape(cls)}${pseudo}{${body}}`;
  const screen = modifiers.map(screenRange).find((range) => range !== null);
  if (!screen) return rule;
  return screen.direction === 'wider' ? `@media (min-width: ${screen.width}px){${rule}}` : `@media (max-width: ${screen.width - 0.02}px){${rule}}`;
}
