// Copy and paste of styles (Ctrl/Cmd+Alt+C, Ctrl/Cmd+Alt+V): what an element's own authored style
// is, read from the processed CSS rules the inspector shows, and what a paste sends. Pure; the
// actions that use it are in style-copy.ts.
import type { ProcessedCssRule } from '../../types';

/** What was copied: the declarations and whom they came from, as the designer reads it. */
export interface StyleClipboard {
  /** Property → value, in the order the element's rules list them. */
  styles: Record<string, string>;
  /** "the heading “Contents”". */
  from: string;
}

/**
 * The element's own declarations: its style attribute and the rules of a class of its own (a selector
 * that is one class, in the resting state), not its tag's rules, its ancestors' or the rules that
 * reach it through a longer selector (those style it from elsewhere: a paste would copy where it
 * sits, not how it looks). Where several of them set a property, the one that wins: the rules come
 * winning first. `!important` is left out: the value is what is copied.
 */
export function authoredStyles(rules: readonly ProcessedCssRule[]): Record<string, string> {
  const styles: Record<string, string> = {};
  for (const rule of rules) {
    if (rule.inherited || !isOwn(rule)) continue;
    for (const [property, raw] of Object.entries(rule.styles)) {
      const value = raw.replace(/\s*!important\s*$/i, '').trim();
      if (!value || Object.hasOwn(styles, property)) continue;
      styles[property] = value;
    }
  }
  return styles;
}

function isOwn(rule: ProcessedCssRule): boolean {
  if (rule.selector === 'element.style') return true;
  return typeof rule.classParsed === 'string' && !rule.modifiers && rule.selector.trim() === `.${rule.classParsed}`;
}

/** The clipboard as CSS text, for the system clipboard: `color: red;` a line. */
export function cssText(clipboard: StyleClipboard): string {
  return Object.entries(clipboard.styles)
    .map(([property, value]) => `${property}: ${value};`)
    .join('\n');
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Copied 6 styles from the heading “Contents”". */
export function copiedNote(clipboard: StyleClipboard): string {
  return `Copied ${plural(Object.keys(clipboard.styles).length, 'style')} from ${clipboard.from}. Select elements and press Ctrl+Alt+V (⌘⌥V on a Mac) or Paste styles to give them these styles.`;
}

/** "Pasted 6 styles from the heading “Contents” onto 2 elements". */
export function pastedNote(clipboard: StyleClipboard, onto: string): string {
  return `Pasted ${plural(Object.keys(clipboard.styles).length, 'style')} from ${clipboard.from} onto ${onto}.`;
}

/** Why nothing can be copied from an element, or null when something can. */
export function nothingToCopy(styles: Readonly<Record<string, string>>, from: string): string | null {
  return Object.keys(styles).length
    ? null
    : `${from.charAt(0).toUpperCase()}${from.slice(1)} has no styles of its own to copy: its look comes from its tag or from where it sits. Select an element that has a class of its own, or give it a style first.`;
}
