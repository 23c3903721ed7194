// Text splices: every edit is `{ start, end, text }` on the original string, so each byte outside
// the edited spans stays as it was (no reprinting).

export interface Edit {
  start: number;
  end: number;
  text: string;
}

export const insertAt = (position: number, text: string): Edit => ({ start: position, end: position, text });
export const replaceSpan = (start: number, end: number, text: string): Edit => ({ start, end, text });
export const removeSpan = (start: number, end: number): Edit => ({ start, end, text: '' });

/** Edits in application order; overlapping edits are a bug in the operation, so they throw. */
export function sortEdits(edits: readonly Edit[]): Edit[] {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1]!;
    const current = sorted[i]!;
    if (current.start < previous.end) throw new Error(`Overlapping edits at ${previous.start}-${previous.end} and ${current.start}-${current.end}`);
  }
  return sorted;
}

export function applyEdits(text: string, edits: readonly Edit[]): string {
  let out = '';
  let cursor = 0;
  for (const edit of sortEdits(edits)) {
    out += text.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return out + text.slice(cursor);
}

/**
 * Where the character at `offset` of the original text is after the edits, or null if an edit
 * replaced it. Text inserted at an offset goes before the character that was there.
 */
export function mapOffset(offset: number, edits: readonly Edit[]): number | null {
  let shift = 0;
  for (const edit of sortEdits(edits)) {
    if (edit.start > offset) break;
    if (edit.start === edit.end) {
      shift += edit.text.length;
      continue;
    }
    if (offset < edit.end) return null;
    shift += edit.text.length - (edit.end - edit.start);
  }
  return offset + shift;
}
