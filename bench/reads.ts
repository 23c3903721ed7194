// The reads every nav-tree node needs, into JSON: what the first whole tree is compared with
// (issue 26). One module, bundled into the bench's page probe (timed warm, in the page) and into the
// floor runtime (run cold, once, as an editor's first tree would be: first-tree-floor.ts).

/**
 * What the tree cannot do without: each element's classes and box, its four computed styles and its
 * text children, into JSON. A build's cost beyond this is its own (keys, index, structure).
 */
export function readsJson(root: Element): string {
  const out: { c: string; b: number[]; s: string[]; t: string[] }[] = [];
  const stack: Element[] = [root];
  while (stack.length) {
    const element = stack.pop()!;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const texts: string[] = [];
    for (let child = element.firstChild; child; child = child.nextSibling) if (child.nodeType === 3) texts.push((child as Text).data);
    out.push({ c: element.getAttribute('class') ?? '', b: [box.left, box.top, box.width, box.height], s: [style.display, style.position, style.flexDirection, style.cssFloat], t: texts });
    for (let child = element.lastElementChild; child; child = child.previousElementSibling) stack.push(child);
  }
  return JSON.stringify(out);
}
