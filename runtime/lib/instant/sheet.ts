// The one <style> element the updater owns: created on first rule, dropped when no rule is left,
// and put back into <head> if a hot reload replaced it.

export const STYLE_ATTRIBUTE = 'data-arb89-instant';

export interface StyleSlot { set(text: string): void; remove(): void }

export function createStyleSlot(doc: Document): StyleSlot {
  let style: HTMLStyleElement | null = null;
  const remove = () => { style?.remove(); style = null; };
  return {
    set(text) {
      if (!text) return remove();
      if (!style) { style = doc.createElement('style'); style.setAttribute(STYLE_ATTRIBUTE, ''); }
      if (!style.isConnected) (doc.head ?? doc.documentElement).append(style);
      if (style.textContent !== text) style.textContent = text;
    },
    remove,
  };
}
