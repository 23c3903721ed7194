// Style the runtime adds to the page itself (not the overlays): storyboard layout from query parameters.
import { RUNTIME_STYLE_ATTRIBUTE } from '../shared/injected';
import type { PageParams } from './query-params';

export function storyboardCss(params: PageParams): string {
  if (!params.storyboard) return '';
  let css = 'html, body { margin: 0; } #root { width: 100vw; min-height: 100vh; }';
  if (params.storyboardType) css += ' html, body { background: transparent !important; overflow: hidden !important; }';
  return css;
}

/** Adds a <style> to the head; the returned function removes it again. */
export function injectStyle(doc: Document, css: string): () => void {
  if (!css) return () => {};
  const style = doc.createElement('style');
  style.setAttribute(RUNTIME_STYLE_ATTRIBUTE, '');
  style.textContent = css;
  doc.head.append(style);
  return () => style.remove();
}
