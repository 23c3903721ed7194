// The test page's side of test/plugins/live-server.mjs: a real `npm start` on a throw-away copy of
// the project, its files read and written by hand, and expressions evaluated in its cross-origin preview.
import { executeServerCommand } from '@web/test-runner-commands';

export interface LiveServer {
  port: number;
  /** The production site's origin (http://localhost:PORT). */
  siteOrigin: string;
  /** The editor's own origin: the editor page, /api/ and /__live (http://editor.localhost:PORT). */
  editorOrigin: string;
  /** The editor's page, as `npm start` prints it. */
  editorUrl: string;
  /** The dev-domain host: the preview with the editing runtime and the live client. */
  devOrigin: string;
  /** The mutation server's token. */
  token: string;
}

export const startLiveServer = () => executeServerCommand<LiveServer, undefined>('live-server-start');
export const stopLiveServer = () => executeServerCommand('live-server-stop');

/** A site source file of the copy as it is on disk now. */
/** The live build's state now (the first event of `GET /__live`): building, ready or failed, and the version it serves. */
export const liveStatus = () => executeServerCommand<{ state: 'ready' | 'building' | 'failed'; version: string | null }, undefined>('live-server-status');
/** Another tool's burst: `operation` with each of `bodies`, all sent at once from the test machine; resolves once sent. */
export const sendBurst = (operation: string, bodies: unknown[]) => executeServerCommand<number, { operation: string; bodies: unknown[] }>('live-server-burst', { operation, bodies });
/** The answers of the burst once every request has one (false before): each edit's status, queue position (its header) and error. */
export const burstAnswers = () => executeServerCommand<{ status: number; position: string | null; error: string | null }[] | false, undefined>('live-server-burst-answers');
export const readSite = (path: string) => executeServerCommand<string, { path: string }>('live-server-read', { path });
/** An edit by hand: `from` (which must occur once) becomes `to`. */
export const writeSite = (path: string, from: string, to: string) => executeServerCommand<boolean, { path: string; from: string; to: string }>('live-server-write', { path, from, to });
/** Puts the repository's version of a site file back into the copy. */
export const restoreSite = (path: string) => executeServerCommand<boolean, { path: string; restore: true }>('live-server-write', { path, restore: true });

/**
 * Evaluates an expression (a promise is awaited) in a frame of this page at `origin`, cross-origin or
 * not (the test runner reads it for us); `ok: false` when no frame at that origin answers.
 */
export function inFrameAt<T>(origin: string, expression: string): Promise<{ ok: boolean; value?: T; error?: string }> {
  return executeServerCommand<{ ok: boolean; value?: T; error?: string }, { origin: string; expression: string }>('frame-eval', { origin, expression });
}

/** Evaluates an expression in the preview frame; null while it reloads. */
export async function inPreview<T>(server: LiveServer, expression: string): Promise<T | null> {
  const answer = await inFrameAt<T>(server.devOrigin, expression);
  return answer.ok ? (answer.value ?? null) : null;
}

/** A page of the production site (`http://localhost:PORT`, a plain Host) as a visitor gets it. */
export const visitSite = (path: string) => executeServerCommand<{ status: number; text: string }, { path: string }>('live-server-visit', { path });

/** The editor's page as a caller on this machine gets it from the server (it carries the token). */
export const editorPageFromThisMachine = () => executeServerCommand<string, undefined>('live-server-editor-page');
