// The editor writes a text edit from the page only as the end of an edit it saw begin: EDITED_TEXT is
// accepted once, after START_EDITING_TEXT for the same element and the same old text, on the same page.
// A script of the previewed page that got hold of the frame's port could post a lone EDITED_TEXT;
// with this, that writes nothing (docs/security.md). The frame never re-keys an edit under way (its
// session keeps the key it began with), so the key must match exactly.

export interface TextEditGate {
  /** START_EDITING_TEXT arrived. */
  began(key: string, oldText: string): void;
  /** EDITED_TEXT arrived: null when it ends the edit that began (which is then over), else why it is refused. */
  ended(key: string, oldText: string): string | null;
  /** A new page (a reload): no edit of the old one can end here. */
  reset(): void;
}

export function createTextEditGate(): TextEditGate {
  let open: { key: string; oldText: string } | null = null;
  return {
    began(key, oldText) {
      open = { key, oldText };
    },
    ended(key, oldText) {
      const begun = open;
      if (!begun) return 'no text edit began in the page';
      if (begun.key !== key) return `the edit that began was of another element (${begun.key})`;
      if (begun.oldText !== oldText) return 'its old text is not the text the edit began with';
      open = null;
      return null;
    },
    reset() {
      open = null;
    },
  };
}
