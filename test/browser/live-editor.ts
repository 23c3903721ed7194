// The reference editor on a real `npm start` server's copy of the site, as the editor's tests open
// it, and the waits they share: one place, so every test starts the same way.
import { setViewport } from '@web/test-runner-commands';
import { clickIn, computed, inPreviewFrame, openReadyEditor, previewFrame, selectedRows, waitFor, waitForAsync, type EditorPage } from './editor-page';
import { patience } from './helpers';
import { liveStatus, readSite, startLiveServer, stopLiveServer, type LiveServer } from './live-server';

export interface LiveEditor {
  server: LiveServer;
  page: EditorPage;
  /** The editor page's query (preview and session): to open the editor again. */
  query: string;
}

/** Starts a live server on a fresh copy of the site and opens the editor on `path` of its preview, connected. */
export async function openLiveEditor(path = '/', timeoutMs = patience(20_000)): Promise<LiveEditor> {
  await setViewport({ width: 1500, height: 950 });
  const server = await startLiveServer();
  const session = { token: server.token, canvasId: 'site', apiBase: `${server.editorOrigin}/api/`, previewOrigin: server.devOrigin };
  const query = `?preview=${encodeURIComponent(`${server.devOrigin}${path}`)}&session=${encodeURIComponent(JSON.stringify(session))}`;
  const page = await openReadyEditor(query, { width: 1440, height: 900 }, timeoutMs);
  return { server, page, query };
}

/** Closes the editor's frames and stops the server (its copy of the site goes with it). */
export async function closeLiveEditor(): Promise<void> {
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
  await stopLiveServer();
}

/** Waits until the copy's `path` passes `accept` (a save reaches the disk); returns its text. */
export function untilFile(path: string, accept: (text: string) => boolean, what: string): Promise<string> {
  return waitForAsync(async () => {
    const text = await readSite(path);
    return accept(text) && text;
  }, `${what} in ${path}`, 45_000);
}

/**
 * Clicks the toolbar's Undo once it can be clicked, as a designer does: the keyboard's focus may still
 * be in a field or the preview, whose Ctrl+Z undoes their own text.
 */
export async function clickUndo(page: EditorPage): Promise<void> {
  await clickIn(page, await waitFor(() => page.doc.querySelector<HTMLButtonElement>('.toolbar button[aria-label^="Undo"]:not([disabled])'), 'Undo ready'));
}

/** The live build the preview's page comes from (its live client's `data-build`); null while none is loaded. */
export function previewBuild(page: EditorPage): Promise<string | null> {
  return inPreviewFrame<string>(page, "document.querySelector('script[data-build]')?.getAttribute('data-build') ?? null");
}

/**
 * Waits until the live build is done and the preview shows the build it serves: a write's rebuild
 * reloads the page some time after the file changed (or keeps the version, when the files came back
 * to what was built), and a test that goes on before then has the page reload under it.
 */
export function untilPreviewOnLatestBuild(page: EditorPage, what: string, { not = null }: { not?: string | null } = {}): Promise<string> {
  return waitForAsync(async () => {
    const status = await liveStatus();
    // `not`: a build the change must replace. The server starts a write's rebuild a moment after the
    // write, so a status read in between is still the old build's, "ready", with the preview on it.
    if (status.state !== 'ready' || status.version === null || status.version === not) return false;
    return (await previewBuild(page)) === status.version && status.version;
  }, `${what}: the preview on the latest build`, 45_000);
}

/** Pages the editor has connected to since it opened (a save's reload adds one). */
export const pageLoads = (page: EditorPage) => Number(previewFrame(page).dataset.pageLoads);

/** Stylesheets the preview swapped in place since the editor opened (a save of CSS alone adds one, and no page load). */
export const hotUpdates = (page: EditorPage) => Number(previewFrame(page).dataset.hotUpdates);

/** Where the preview is before a change: the build its page came from, how many pages the editor has connected to and stylesheets it swapped, and whether something is selected. */
export interface Mark {
  build: string | null;
  loads: number;
  hot: number;
  selected: boolean;
}
export const markPreview = async (page: EditorPage): Promise<Mark> => ({ build: await previewBuild(page), loads: pageLoads(page), hot: hotUpdates(page), selected: selectedRows(page).length > 0 });

/** The preview shows what came after `since`: a new page connected, or the saved stylesheet swapped into the same one. */
export const shownSince = (page: EditorPage, since: Mark) => pageLoads(page) > since.loads || hotUpdates(page) > since.hot;

/**
 * Waits until the editor is idle with the preview on the build a change brought (one other than
 * `since`'s: the server starts a write's rebuild a moment after the write, so the old build still
 * reads as the latest for a while), connected to that page, and the selection found again there with
 * its values read: a field used before then would be replaced under the keyboard.
 */
export async function settled(page: EditorPage, what: string, since: Mark) {
  await untilPreviewOnLatestBuild(page, what, { not: since.build });
  // What was last seen, for the message if it never comes.
  let seen = '';
  await waitFor(
    // A reload clears the selection; the editor then finds it again in the new page and reads its
    // values. A swapped stylesheet keeps the page: the editor reads the values again.
    () => {
      const state = {
        loads: `${pageLoads(page)} (before: ${since.loads})`,
        hot: `${hotUpdates(page)} (before: ${since.hot})`,
        status: previewFrame(page).dataset.status,
        saving: !!page.doc.querySelector('.log li[data-status="saving"]'),
        selected: selectedRows(page).length,
        color: computed(page, 'color'),
      };
      seen = JSON.stringify(state);
      return shownSince(page, since) && state.status === 'ready' && !state.saving && (since.selected ? state.selected > 0 && state.color : true);
    },
    `${what}: the editor connected to the new page, nothing saving`,
    45_000,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; last seen: ${seen}`);
  });
}
