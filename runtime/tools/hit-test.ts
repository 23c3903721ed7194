// The element under a point of the viewport, inside open shadow roots too: the document's
// elementFromPoint answers a shadow host, its root's answers what inside the host is there.

export function elementAtPoint(doc: Document, x: number, y: number): Element | null {
  let hit = doc.elementFromPoint(x, y);
  for (let root = hit?.shadowRoot; root; root = hit?.shadowRoot) {
    const inner = root.elementFromPoint(x, y);
    // The host itself (its own box, outside any shadow child) ends the descent.
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}
