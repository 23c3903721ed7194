// The <style> elements the updater owns: one in the document's <head>, and one in each open shadow
// root that holds an updated element (document rules do not reach into shadow trees). Each is created
// on first rule, dropped when no rule is left, and put back if a hot reload replaced it.

import { INSTANT_STYLE_ATTRIBUTE, RUNTIME_STYLE_ATTRIBUTE } from '../../shared/injected';

export interface StyleSlots {
  /** The same rules in the document and in each of `shadowRoots`; other roots lose theirs. */
  set(text: string, shadowRoots: Iterable<ShadowRoot>): void;
  remove(): void;
}

export function createStyleSlots(doc: Document): StyleSlots {
  const styles = new Map<Document | ShadowRoot, HTMLStyleElement>();
  const drop = (root: Document | ShadowRoot) => {
    styles.get(root)?.remove();
    styles.delete(root);
  };
  return {
    set(text, shadowRoots) {
      const roots = new Set<Document | ShadowRoot>(text ? [doc, ...shadowRoots] : []);
      for (const root of [...styles.keys()]) if (!roots.has(root)) drop(root);
      for (const root of roots) {
        let style = styles.get(root);
        if (!style) {
          style = doc.createElement('style');
          style.setAttribute(INSTANT_STYLE_ATTRIBUTE, '');
          style.setAttribute(RUNTIME_STYLE_ATTRIBUTE, '');
          styles.set(root, style);
        }
        if (!style.isConnected) (root === doc ? (doc.head ?? doc.documentElement) : root).append(style);
        if (style.textContent !== text) style.textContent = text;
      }
    },
    remove() {
      for (const root of [...styles.keys()]) drop(root);
    },
  };
}
