// Which framework rendered the page, from the markers it leaves (interim: React only; the full
// detector for Preact, Vue and Lit replaces this file).
export type FrameworkName = 'react' | 'preact' | 'vue' | 'lit';

export function detectFramework(doc: Document): FrameworkName | null {
  const candidates = [doc.body, ...Array.from(doc.body?.children ?? []).slice(0, 20)];
  for (const el of candidates) {
    if (!el) continue;
    for (const key of Object.keys(el)) if (key.startsWith('__reactContainer$') || key === '_reactRootContainer') return 'react';
  }
  return null;
}
