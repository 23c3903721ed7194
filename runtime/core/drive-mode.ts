// Drive mode is remembered per browser session, so a reload of the preview keeps it.

const STORAGE_KEY = 'editing-runtime:drive-mode';

export function readDriveMode(storage: Storage | null): boolean {
  try {
    return storage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false; // storage can be blocked (sandboxed frames); drive mode then just is not remembered
  }
}

export function writeDriveMode(storage: Storage | null, on: boolean): void {
  try {
    if (on) storage?.setItem(STORAGE_KEY, 'on');
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // see readDriveMode
  }
}

export function sessionStorageOf(win: Window): Storage | null {
  try {
    return win.sessionStorage;
  } catch {
    return null;
  }
}
