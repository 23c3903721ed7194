// In-place text editing of the real element (never a copy): docs/protocol.md §5 (START_EDITING_TEXT, EDITED_TEXT).
// The browser edits the element while the designer types, and may merge, split or replace the page's
// text nodes; when the edit ends, the page's own nodes come back, holding the new text
// (lib/text-nodes.ts), so the framework that rendered them goes on updating what the page shows.
import { editedNodesOf, editedTextOf, ownTextNodesOf, textNodesOf } from './text-nodes';
import { planTextEdit, textLayout, textSourceOf, type TextLayout, type TextSource } from './text-parts';

export interface TextEditSession {
  element: HTMLElement;
  key: string;
  /** Ends the edit now, as a blur would. */
  commit(): void;
  /** Puts back the very nodes the element had (and their text), then ends the edit. */
  cancel(): void;
  /**
   * Enter commits, Escape cancels. The runtime's window listener calls it, since in edit mode it stops
   * every key there (no page handler hears one); the element's own listener covers a page without it.
   */
  handleKey(event: KeyboardEvent): void;
}

export interface TextEditCallbacks {
  /** The element's lookup entry (checked here, text-parts.ts textSourceOf): the parts of its text the page fills in are shown locked and kept. */
  lookup?: unknown;
  onStart(key: string, oldText: string): void;
  /** `refused`: the text typed would have changed a bound part; the element shows `oldText` again. */
  onEnd(key: string, newText: string, oldText: string, refused?: { text: string; reason: string }): void;
}

/**
 * The element's subtree as it is now: each element's child nodes and each text node's text. Frameworks
 * keep references to their nodes (`Count: {n}` updates its text node later), so a cancelled edit must
 * put back these very nodes, not new ones with the same text.
 */
function keepNodes(root: Element): () => void {
  const children = new Map<Node, ChildNode[]>();
  const texts = new Map<CharacterData, string>();
  const visit = (node: Node) => {
    if (node instanceof CharacterData) texts.set(node, node.data);
    if (!node.hasChildNodes()) return;
    const kids = [...node.childNodes];
    children.set(node, kids);
    kids.forEach(visit);
  };
  visit(root);
  return () => {
    // Parents first (the map keeps document order): each gets its own children back, wherever editing moved them.
    for (const [parent, kids] of children) {
      const now = parent.childNodes;
      if (now.length !== kids.length || kids.some((kid, i) => now[i] !== kid)) (parent as ParentNode).replaceChildren(...kids);
    }
    if (!children.has(root) && root.hasChildNodes()) root.replaceChildren();
    for (const [node, data] of texts) if (node.data !== data) node.data = data;
  };
}

/**
 * Gives the element's text nodes (`own`: only its own) `text`, changing the fewest and literal text
 * only (text-parts.ts); an element without one gets one. Answers why not, changing nothing.
 */
function writeText(element: Element, text: string, own: boolean, source: TextSource): string | null {
  const nodes = editedNodesOf(element, own);
  const plan = planTextEdit(
    nodes.map((node) => node.data),
    text,
    own && source !== 'literal' ? null : source,
  );
  if ('refused' in plan) return plan.refused;
  if (!plan.spread) element.append(element.ownerDocument.createTextNode(text));
  else plan.spread.forEach((data, i) => nodes[i]!.data !== data && (nodes[i]!.data = data));
  return null;
}

const ownOrAll = (element: Element): string[] => textNodesOf(element).map((node) => node.data);

/** A Range over characters [start, end) of `element`'s text. */
function rangeOf(element: Element, start: number, end: number): Range {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  let offset = 0;
  let begun = false;
  for (const node of textNodesOf(element)) {
    const next = offset + node.data.length;
    // The node holding the first character (a boundary at a node's end would move with that node's text).
    if (!begun && (start < next || (start === end && start <= next))) {
      range.setStart(node, start - offset);
      begun = true;
    }
    if (begun && end <= next) {
      range.setEnd(node, end - offset);
      break;
    }
    offset = next;
  }
  return range;
}

/** Where a boundary point falls in `element`'s text, in characters. */
function offsetIn(element: Element, node: Node, offset: number): number {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  range.setEnd(node, offset);
  return range.toString().length;
}

/** The longest literal part (its words, without the whitespace around them): what the designer most likely came to change. */
function longestLiteral(element: Element, layout: TextLayout): Range | null {
  const text = textNodesOf(element).map((node) => node.data).join('');
  let best: [number, number] | null = null;
  for (const span of layout.spans) {
    if (span.bound) continue;
    const part = text.slice(span.start, span.end);
    const start = span.start + (part.length - part.trimStart().length);
    const end = span.end - (part.length - part.trimEnd().length);
    if (end > start && (!best || end - start > best[1] - best[0])) best = [start, end];
  }
  return best ? rangeOf(element, best[0], best[1]) : null;
}

/**
 * The characters [from, to) of `element`'s text an input would change. Chromium gives no target ranges
 * in `plaintext-only` editing: the selection then, and for a deletion at a caret the character beside
 * it (a word's deletion takes more: the check when the edit ends catches that).
 */
function inputTargets(element: Element, event: InputEvent): Array<[number, number]> {
  const given = event.getTargetRanges();
  const ranges: Array<{ startContainer: Node; startOffset: number; endContainer: Node; endOffset: number; collapsed: boolean }> = given.length ? given : [];
  if (!ranges.length) {
    const selection = element.ownerDocument.getSelection();
    for (let i = 0; selection && i < selection.rangeCount; i++) ranges.push(selection.getRangeAt(i));
  }
  return ranges.map((range) => {
    const from = offsetIn(element, range.startContainer, range.startOffset);
    const to = offsetIn(element, range.endContainer, range.endOffset);
    if (given.length || !range.collapsed || !event.inputType.startsWith('delete')) return [from, to];
    return event.inputType.endsWith('Backward') ? [Math.max(0, from - 1), from] : [from, from + 1];
  });
}

/** The name under which the bound parts are highlighted while an edit runs (CSS Custom Highlight API). */
const BOUND_HIGHLIGHT = 'tempo-bound-text';

/**
 * Shows the bound parts of `element`'s text locked while it is edited (a highlight, where the browser
 * has the Custom Highlight API; no node of the page is added) and stops any input that would change
 * them. Answers the function that ends both.
 */
function lockBoundParts(element: Element, layout: TextLayout): () => void {
  const doc = element.ownerDocument;
  const view = doc.defaultView;
  /** The bound parts' characters in the text as it is now. Kept as offsets: browsers' editing moves live ranges in ways of their own. */
  const bound = layout.spans.filter((span) => span.bound && span.end > span.start).map(({ start, end }) => ({ start, end }));
  if (!bound.length || !view) return () => {};
  const textNow = () => textNodesOf(element).map((node) => node.data).join('');
  /** An input let through: where it changes the text, and the text before it. */
  let pending: { from: number; to: number; before: string } | null = null;
  const onBeforeInput = (event: InputEvent) => {
    const targets = inputTargets(element, event);
    const hits = targets.some(([from, to]) => bound.some(({ start, end }) => (from < to ? from < end && to > start : start < from && from < end)));
    const [first] = targets;
    if (hits || !first) {
      pending = null;
      if (hits) event.preventDefault();
      return;
    }
    pending = { from: first[0], to: first[1], before: textNow() };
  };
  // An input changes the text in one gap between bound parts: the parts after it move by what it added or took.
  const onInput = () => {
    if (!pending) return;
    const delta = textNow().length - pending.before.length;
    for (const part of bound) {
      if (part.start >= pending.to) {
        part.start += delta;
        part.end += delta;
      }
    }
    pending = null;
    highlight();
  };
  element.addEventListener('beforeinput', onBeforeInput as EventListener);
  element.addEventListener('input', onInput);
  const registry = (view.CSS as { highlights?: Map<string, unknown> } | undefined)?.highlights;
  const Highlight = (view as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  const sheet = registry && Highlight && 'adoptedStyleSheets' in doc ? new view.CSSStyleSheet() : null;
  const highlight = () => {
    if (sheet && Highlight) registry?.set(BOUND_HIGHLIGHT, new Highlight(...bound.map(({ start, end }) => rangeOf(element, start, end))));
  };
  if (sheet) {
    sheet.replaceSync(`::highlight(${BOUND_HIGHLIGHT}){background-color:rgb(100 116 139 / .28);text-decoration:underline dotted rgb(71 85 105)}`);
    doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet];
    highlight();
  }
  return () => {
    element.removeEventListener('beforeinput', onBeforeInput as EventListener);
    element.removeEventListener('input', onInput);
    if (!sheet) return;
    registry?.delete(BOUND_HIGHLIGHT);
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((one) => one !== sheet);
  };
}

/**
 * Makes `element` editable as plain text and focuses it; the edit ends (and the element is restored)
 * on blur. Beside child elements (an icon next to a label) only the element's own text is edited:
 * the children are not editable meanwhile, and the text reported is its own (editedTextOf).
 */
export function startTextEdit(element: HTMLElement, key: string, callbacks: TextEditCallbacks): TextEditSession {
  const oldText = editedTextOf(element);
  const source = textSourceOf(callbacks.lookup);
  /** Ends the lock of the bound parts (set once editing began). */
  let unlock = () => {};
  const previous = element.getAttribute('contenteditable');
  const restore = keepNodes(element);
  const children = [...element.children].map((child): [Element, string | null] => [child, child.getAttribute('contenteditable')]);
  for (const [child] of children) child.setAttribute('contenteditable', 'false');
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    element.removeEventListener('blur', end);
    element.removeEventListener('keydown', onKeyDown);
    if (previous === null) element.removeAttribute('contenteditable');
    else element.setAttribute('contenteditable', previous);
    for (const [child, value] of children) {
      if (value === null) child.removeAttribute('contenteditable');
      else child.setAttribute('contenteditable', value);
    }
    // The edit selected the text; leaving it highlighted would look like the edit is still on. In a
    // shadow root WebKit reports the selection at the host's place in the document.
    const selection = element.ownerDocument.getSelection();
    const root = element.getRootNode();
    const at = selection?.anchorNode;
    if (at && (element.contains(at) || (root instanceof ShadowRoot && at.contains(root.host)))) selection.removeAllRanges();
    const typed = children.length ? ownTextNodesOf(element).map((node) => node.data).join('') : element.textContent ?? '';
    // Firefox turns a space beside the caret into a no-break space as it edits: the designer typed none.
    const newText = oldText.includes('\u00a0') ? typed : typed.replace(/\u00a0/g, ' ');
    // Typing (even back to the same text) merges and replaces the page's nodes: put them back, then
    // give them the new text.
    restore();
    unlock();
    const refused = newText === oldText ? null : writeText(element, newText, children.length > 0, source);
    if (refused) callbacks.onEnd(key, oldText, oldText, { text: newText, reason: refused });
    else callbacks.onEnd(key, newText, oldText);
  };

  const session: TextEditSession = {
    element,
    key,
    commit() {
      if (element.ownerDocument.activeElement === element) element.blur();
      end();
    },
    cancel() {
      restore();
      session.commit();
    },
    handleKey: onKeyDown,
  };

  function onKeyDown(event: KeyboardEvent): void {
    if (ended) return;
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      session.commit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      session.cancel();
    }
  }

  element.setAttribute('contenteditable', 'plaintext-only');
  element.addEventListener('blur', end);
  element.addEventListener('keydown', onKeyDown);
  element.focus({ preventScroll: true });
  // The parts the page fills in (from the source's parts) are shown locked, and typing into them is stopped.
  const layout = !children.length && Array.isArray(source) ? textLayout(ownOrAll(element), source) : null;
  if (layout?.from === 'source') unlock = lockBoundParts(element, layout);
  // selectAllChildren, not a Range: WebKit takes no Range inside a shadow root from the document's selection.
  const selection = element.ownerDocument.getSelection();
  const literal = layout?.from === 'source' ? longestLiteral(element, layout) : null;
  if (literal) selection?.setBaseAndExtent(literal.startContainer, literal.startOffset, literal.endContainer, literal.endOffset);
  else if (!children.length) selection?.selectAllChildren(element);
  else {
    // Beside child elements, the element's own text is selected when it is one run (an icon's label):
    // typing over it leaves the children be. Text on both sides of a child gets the caret at its end.
    const own = ownTextNodesOf(element).filter((node) => node.data.trim() !== '');
    const first = own[0];
    const last = own[own.length - 1];
    const run = !!first && !!last && [...element.childNodes].slice([...element.childNodes].indexOf(first), [...element.childNodes].indexOf(last) + 1).every((node) => node.nodeType === 3);
    if (first && last) selection?.setBaseAndExtent(run ? first : last, run ? 0 : last.data.length, last, last.data.length);
  }
  callbacks.onStart(key, oldText);
  return session;
}

/**
 * Text a second click edits in place. With the source's word (`staticTextContents`, or a rendering's
 * own from staticTextOf): text written as text somewhere (in the element, where its component is
 * used, in a content file), also beside child elements, where only the element's own text is
 * edited; never text code works out ('Edit Dynamic Text' says where). Without lookups: an element
 * that holds only text.
 */
export function isEditableInPlace(element: Element, staticTextContents: unknown): boolean {
  if (typeof staticTextContents === 'boolean') return staticTextContents && hasText(element);
  return element.childElementCount === 0 && hasText(element);
}

/** Where an element's text comes from, as the runtime knows it: its lookup entry, the page's path and which rendering of its source element it is. */
export interface TextPlace {
  lookup: unknown;
  pagePath: string;
  index: number;
}

/** Whether a second click edits the element's text in place (isEditableInPlace with the source's word). */
export const editableInPlace = (element: Element, place: TextPlace): boolean => isEditableInPlace(element, staticTextOf(place.lookup, place.pagePath, place.index));

/** Whether the selected element shows text the source does not write as text: the overlay offers 'Edit Dynamic Text'. */
export const showsDynamicText = (element: Element, place: TextPlace): boolean => hasText(element) && !editableInPlace(element, place);

/** The part of a lookup entry staticTextOf reads (types/mutations.ts TextOrigin); anything else in it is ignored. */
type TextLookup = { staticTextContents?: unknown; textParts?: unknown; text?: { pages?: unknown } } | null | undefined;

/**
 * Whether the source writes the text of the `index`-th rendering on the page at `pagePath`: the
 * lookup's `text.pages` when its renderings differ (one paragraph of a list is put together by
 * code), else its `staticTextContents` (types/mutations.ts TextOrigin).
 */
export function staticTextOf(lookup: unknown, pagePath: string, index: number): unknown {
  const entry = lookup as TextLookup;
  const pages = entry?.text?.pages;
  const path = pagePath.replace(/(.)\/+$/, '$1');
  const page = Array.isArray(pages) ? ((pages.find((p) => p?.path === path) ?? pages.find((p) => p?.path === null)) as { editable?: unknown } | undefined) : undefined;
  const editable = Array.isArray(page?.editable) ? page.editable[index] : undefined;
  if (typeof editable === 'string') return editable !== 'none';
  // Literal text beside expressions (`Count: {count}`): the literal parts are edited in place, the rest stays locked.
  const parts: unknown = entry?.textParts;
  if (entry?.staticTextContents === false && Array.isArray(parts) && parts.some((part: { literal?: unknown } | null) => typeof part?.literal === 'string' && part.literal.trim() !== '')) return true;
  return entry?.staticTextContents;
}

/** Whether the element shows text of its own (beside child elements, its own text nodes'). */
export function hasText(element: Element): boolean {
  return editedTextOf(element).trim() !== '';
}
