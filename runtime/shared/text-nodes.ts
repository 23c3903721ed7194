// Text changes that keep the page's Text nodes. Frameworks (React, Preact, Vue, Svelte, Solid, Lit)
// keep references to the text nodes they rendered and later set their data (`Count: {count}`): a
// node an edit replaced goes on being updated off the page, and the page stops following its state.
// So an edit changes the data of the nodes that hold the characters that differ, and creates or
// removes no node.

// Read through Node's own getters: a <form> answers `form.childNodes` with its control of that name.
const nodeGetter = (name: 'childNodes' | 'textContent') => Object.getOwnPropertyDescriptor(Node.prototype, name)!.get!;
const childNodesOf = (node: Node): ChildNode[] => Array.from(nodeGetter('childNodes').call(node) as NodeListOf<ChildNode>);

/** The Text nodes that are `element`'s own children (beside its child elements), in order. */
export function ownTextNodesOf(element: Node): Text[] {
  return childNodesOf(element).filter((child): child is Text => child.nodeType === 3);
}

/** Whether `element` has child elements (an icon beside a label). */
export const hasChildElements = (element: Node): boolean => childNodesOf(element).some((child) => child.nodeType === 1);

/**
 * The text a designer edits in an element: beside child elements (an icon next to a label, a hidden
 * part of a link), only the element's own text nodes; otherwise all of its text.
 */
export function editedTextOf(element: Node): string {
  return hasChildElements(element) ? ownTextNodesOf(element).map((node) => node.data).join('') : (nodeGetter('textContent').call(element) as string | null) ?? '';
}

/** The Text nodes under `root`, in document order: the ones its textContent joins. */
export function textNodesOf(root: Node): Text[] {
  const found: Text[] = [];
  const walker = (root.ownerDocument ?? (root as Document)).createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) found.push(node as Text);
  return found;
}

/** Where `old` and `next` differ: `old`'s characters [start, end) become `next`'s [start, nextEnd). */
export function changedRange(old: string, next: string): { start: number; end: number; nextEnd: number } {
  let start = 0;
  while (start < old.length && start < next.length && old[start] === next[start]) start++;
  let kept = 0;
  const limit = Math.min(old.length, next.length) - start;
  while (kept < limit && old[old.length - 1 - kept] === next[next.length - 1 - kept]) kept++;
  return { start, end: old.length - kept, nextEnd: next.length - kept };
}

/**
 * The data each node must hold so that together they read `next`, changing as few nodes as the edit
 * allows: the characters before and after the changed part stay in the nodes that hold them; the
 * changed part goes into the first node it touches (for a pure insertion, the node that ends where it
 * goes, so `Count: ` + `3` grows its label, not the number), and nodes wholly inside it are emptied.
 * Null when there is no node to hold the text.
 */
export function spreadText(datas: readonly string[], next: string, locked: readonly boolean[] = []): string[] | null {
  if (!datas.length) return null;
  const old = datas.join('');
  if (old === next) return [...datas];
  const { start, end, nextEnd } = changedRange(old, next);
  const inserted = next.slice(start, nextEnd);
  const result = [...datas];
  // The node that takes the inserted text: the first one holding a removed character, or for a pure
  // insertion the first non-empty node that reaches the point (the first node at the very start). A
  // locked node (a value the page fills in) takes an insertion at its edge only when no other node can.
  const hostFor = (skipLocked: boolean): number => {
    let offset = 0;
    for (let i = 0; i < datas.length; i++) {
      const from = offset;
      const to = offset + datas[i]!.length;
      offset = to;
      if (skipLocked && locked[i]) continue;
      const takes = start < end ? to > start : start === 0 ? !skipLocked || from === 0 : (from < start && to >= start) || (skipLocked && from === start);
      if (takes) return i;
    }
    return -1;
  };
  let host = start < end ? hostFor(false) : hostFor(true);
  if (host < 0) host = hostFor(false);
  if (host < 0) host = datas.length - 1;
  let offset = 0;
  for (let i = 0; i < datas.length; i++) {
    const data = datas[i]!;
    const from = offset;
    const to = offset + data.length;
    offset = to;
    const overlaps = i === host || (from < end && to > start);
    if (!overlaps) continue;
    const before = data.slice(0, Math.max(0, Math.min(data.length, start - from)));
    const after = data.slice(Math.max(0, Math.min(data.length, end - from)));
    result[i] = before + (i === host ? inserted : '') + after;
  }
  return result;
}

/** The nodes an edit of `element`'s text changes: with `own`, beside child elements, only its own (editedTextOf); the children keep theirs. */
export const editedNodesOf = (element: Node, own: boolean): Text[] => (own ? ownTextNodesOf(element) : textNodesOf(element));

/**
 * What gives `element`'s text nodes (with `own`, only its own, beside child elements) the text
 * `text`: the nodes whose data changes, each with its new data (none when the text is the same).
 * Null when the element has no text node: the caller adds one.
 */
export function textChanges(element: Node, text: string, own = false, locked?: readonly boolean[]): Array<[Text, string]> | null {
  const nodes = editedNodesOf(element, own);
  const spread = spreadText(nodes.map((node) => node.data), text, locked);
  if (!spread) return null;
  return nodes.flatMap((node, i): Array<[Text, string]> => (node.data === spread[i] ? [] : [[node, spread[i]!]]));
}
