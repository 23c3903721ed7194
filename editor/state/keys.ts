// The editor's keyboard: one table from a key press to a command, the same in the editor's own page
// and in the preview (whose runtime forwards its key presses).

export type KeyCommand = 'undo' | 'redo' | 'deselect' | 'delete' | 'duplicate' | 'up' | 'down' | 'left' | 'right';

export interface KeyPress {
  key: string;
  /** Ctrl, or ⌘ on a Mac. */
  mod: boolean;
  shift: boolean;
}

const ARROWS: Record<string, KeyCommand> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };

/** The command for a key press, or null when the editor leaves the key alone. */
export function commandFor({ key, mod, shift }: KeyPress): KeyCommand | null {
  const letter = key.length === 1 ? key.toLowerCase() : key;
  if (mod) {
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
