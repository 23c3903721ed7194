// In-place text editing of the real element (never a copy): SPEC.md §4, PROTOCOL.md §5.

export interface TextEditSession {
  element: HTMLElement;
  key: string;
  /** Ends the edit now, as a blur would. */
  commit(): void;
  /** Restores the old text, then ends the edit. */
  cancel(): void;
}

export interface TextEditCallbacks {
  onStart(key: string, oldText: string): void;
  onEnd(key: string, newText: string, oldText: string): void;
}

/** Makes `element` editable as plain text and focuses it; the edit ends (and the element is restored) on blur. */
export function startTextEdit(element: HTMLElement, key: string, callbacks: TextEditCallbacks): TextEditSession {
  const oldText = element.textContent ?? '';
  const previous = element.getAttribute('contenteditable');
  let ended = false;

  const end = () => {
    if (ended) return;
    ended = true;
    element.removeEventListener('blur', end);
    element.removeEventListener('keydown', onKeyDown);
    if (previous === null) element.removeAttribute('contenteditable');
    else element.setAttribute('contenteditable', previous);
    // The edit selected the text; leaving it highlighted would look like the edit is still on.
    const selection = element.ownerDocument.getSelection();
    if (selection?.anchorNode && element.contains(selection.anchorNode)) selection.removeAllRanges();
    callbacks.onEnd(key, element.textContent ?? '', oldText);
  };

  const session: TextEditSession = {
    element,
    key,
    commit() {
      if (element.ownerDocument.activeElement === element) element.blur();
      end();
    },
    cancel() {
      element.textContent = oldText;
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
  const selection = element.ownerDocument.getSelection();
  if (selection) {
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    selection.removeAllRanges();
    selection.addRange(range);
  }
  callbacks.onStart(key, oldText);
  return session;
}

/** Text is editable in place when the source says it is static, or (without lookups) when the element holds only text. */
export function hasStaticText(element: Element, staticTextContents: unknown): boolean {
  if (typeof staticTextContents === 'boolean') return staticTextContents && (element.textContent ?? '').trim() !== '';
  if (element.childElementCount > 0) return false;
  return (element.textContent ?? '').trim() !== '';
}

export function hasText(element: Element): boolean {
  return (element.textContent ?? '').trim() !== '';
}
