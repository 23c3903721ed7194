// In-place text editing of the real element (never a copy): docs/protocol.md §5 (START_EDITING_TEXT, EDITED_TEXT).
// The browser edits the element while the designer types, and may merge, split or replace the page's
// text nodes; when the edit ends, the page's own nodes come back, holding the new text
// (lib/text-nodes.ts), so the framework that rendered them goes on updating what the page shows.
import { textChanges } from './text-nodes';

export interface TextEditSession {
  element: HTMLElement;
  key: string;
  /** Ends the edit now, as a blur would. */
  commit(): void;
  /** Puts back the very nodes the element had (and their text), then ends the edit. */
  cancel(): void;
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

/** Gives the element's own text nodes `text`, changing the fewest; an element without one gets one. */
function writeText(element: Element, text: string): void {
  const changes = textChanges(element, text);
  if (!changes) element.append(element.ownerDocument.createTextNode(text));
  else for (const [node, data] of changes) node.data = data;
}

/** Makes `element` editable as plain text and focuses it; the edit ends (and the element is restored) on blur. */
export function startTextEdit(element: HTMLElement, key: string, callbacks: TextEditCallbacks): TextEditSession {
  const oldText = element.textContent ?? '';
  const previous = element.getAttribute('contenteditable');
  const restore = keepNodes(element);
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    element.removeEventListener('blur', end);
    element.removeEventListener('keydown', onKeyDown);
    if (previous === null) element.removeAttribute('contenteditable');
    else element.setAttribute('contenteditable', previous);
    // The edit selected the text; leaving it highlighted would look like the edit is still on. In a
    // shadow root WebKit reports the selection at the host's place in the document.
    const selection = element.ownerDocument.getSelection();
    const root = element.getRootNode();
    const at = selection?.anchorNode;
    if (at && (element.contains(at) || (root instanceof ShadowRoot && at.contains(root.host)))) selection.removeAllRanges();
    const newText = element.textContent ?? '';
    // Typing (even back to the same text) merges and replaces the page's nodes: put them back, then
    // give them the new text.
    restore();
    if (newText !== oldText) writeText(element, newText);
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
  };

  function onKeyDown(event: KeyboardEvent): void {
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
  element.ownerDocument.getSelection()?.selectAllChildren(element);
  callbacks.onStart(key, oldText);
  return session;
}

/** Text is editable in place when the source says it is static, or (without lookups) when the element holds only text. */
export function hasStaticText(element: Element, staticTextContents: unknown): boolean {
  if (typeof staticTextContents === 'boolean') return staticTextContents && (element.textContent ?? '').trim() !== '';
  if (element.childElementCount > 0) return false;
  return (element.textContent ?? '').trim() !== '';
}

/**
 * Text a second click edits in place: static text, or text that is the element's only content (a
 * value from data, `{paragraph}`): the server changes the literal that value comes from. Text mixed
 * with child elements is edited in the editor's own field instead.
 */
export function isEditableInPlace(element: Element, staticTextContents: unknown): boolean {
  return hasStaticText(element, staticTextContents) || (element.childElementCount === 0 && hasText(element));
}

export function hasText(element: Element): boolean {
  return (element.textContent ?? '').trim() !== '';
}
