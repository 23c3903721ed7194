// In-place text editing of the real element (never a copy): docs/protocol.md §5 (START_EDITING_TEXT, EDITED_TEXT).
// The browser edits the element while the designer types, and may merge, split or replace the page's
// text nodes; when the edit ends, the page's own nodes come back, holding the new text
// (lib/text-nodes.ts), so the framework that rendered them goes on updating what the page shows.
import { editedTextOf, ownTextNodesOf, textChanges } from './text-nodes';

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
  onStart(key: string, oldText: string): void;
  onEnd(key: string, newText: string, oldText: string): void;
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

/** Gives the element's text nodes (`own`: only its own) `text`, changing the fewest; an element without one gets one. */
function writeText(element: Element, text: string, own: boolean): void {
  const changes = textChanges(element, text, own);
  if (!changes) element.append(element.ownerDocument.createTextNode(text));
  else for (const [node, data] of changes) node.data = data;
}

/**
 * Makes `element` editable as plain text and focuses it; the edit ends (and the element is restored)
 * on blur. Beside child elements (an icon next to a label) only the element's own text is edited:
 * the children are not editable meanwhile, and the text reported is its own (editedTextOf).
 */
export function startTextEdit(element: HTMLElement, key: string, callbacks: TextEditCallbacks): TextEditSession {
  const oldText = editedTextOf(element);
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
    const newText = children.length ? ownTextNodesOf(element).map((node) => node.data).join('') : element.textContent ?? '';
    // Typing (even back to the same text) merges and replaces the page's nodes: put them back, then
    // give them the new text.
    restore();
    if (newText !== oldText) writeText(element, newText, children.length > 0);
    callbacks.onEnd(key, newText, oldText);
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
  // selectAllChildren, not a Range: WebKit takes no Range inside a shadow root from the document's selection.
  const selection = element.ownerDocument.getSelection();
  if (!children.length) selection?.selectAllChildren(element);
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

/** The part of a lookup entry staticTextOf reads (types/mutations.ts TextOrigin); anything else in it is ignored. */
type TextLookup = { staticTextContents?: unknown; text?: { pages?: unknown } } | null | undefined;

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
  return typeof editable === 'string' ? editable !== 'none' : entry?.staticTextContents;
}

/** Whether the element shows text of its own (beside child elements, its own text nodes'). */
export function hasText(element: Element): boolean {
  return editedTextOf(element).trim() !== '';
}
