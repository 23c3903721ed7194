// This tab's name for the editing server's history: a uuid kept in sessionStorage, which each tab has
// for itself and keeps across reloads, so a reloaded tab still knows which changes it made.

const KEY = 'visual-editor-tab';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The tab's id; a fresh one each call where storage is unavailable (then the tab is new after a reload). */
export function editorTabId(storage: Pick<Storage, 'getItem' | 'setItem'> | null = safeSessionStorage()): string {
  const stored = storage?.getItem(KEY);
  if (stored && UUID.test(stored)) return stored;
  const id = crypto.randomUUID();
  storage?.setItem(KEY, id);
  return id;
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage blocked (a sandboxed page, a strict privacy setting).
    return null;
  }
}
