// The editor's keyboard: one table from a key press to a command, the same in the editor's own page
// and in the preview (whose runtime forwards its key presses).

export type KeyCommand = 'undo' | 'redo' | 'deselect' | 'delete' | 'duplicate' | 'up' | 'down' | 'left' | 'right' | 'moveUp' | 'moveDown' | 'copyStyles' | 'pasteStyles' | 'selectAll';

export interface KeyPress {
  key: string;
  /** Ctrl, or ⌘ on a Mac. */
  mod: boolean;
  shift: boolean;
  /** Alt (⌥ on a Mac): with ↑ or ↓ it moves the selection among its siblings; with Ctrl/⌘ and C or V it copies or pastes styles. */
  alt?: boolean;
  /** The physical key (`KeyC`): with ⌥ held a Mac reports the character it types (`ç`) as `key`. */
  code?: string;
}

const ARROWS: Record<string, KeyCommand> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The command for a key press, or null when the editor leaves the key alone. */
export function commandFor({ key, mod, shift, alt = false, code = '' }: KeyPress): KeyCommand | null {
  const letter = key.length === 1 ? key.toLowerCase() : key;
  if (mod && alt) {
    if (code === 'KeyC' || letter === 'c') return shift ? null : 'copyStyles';
    if (code === 'KeyV' || letter === 'v') return shift ? null : 'pasteStyles';
    return null;
  }
  if (alt) {
    if (shift) return null;
    return key === 'ArrowUp' ? 'moveUp' : key === 'ArrowDown' ? 'moveDown' : null;
  }
  if (mod) {
    // Outside text the page is a canvas: select-all must not select the editor's (or the page's) words.
    if (letter === 'a' && !shift) return 'selectAll';
    if (letter === 'z') return shift ? 'redo' : 'undo';
    if (letter === 'y' && !shift) return 'redo';
    if (letter === 'd' && !shift) return 'duplicate';
    return null;
  }
  if (shift) return null;
  if (key === 'Escape') return 'deselect';
  if (key === 'Delete' || key === 'Backspace') return 'delete';
  return ARROWS[key] ?? null;
}
