// The reference editor on its own origin (the editor host, e.g. http://editor.localhost:4173): its
// page, with the API session in a meta tag so the designer copies nothing, and its files. The page
// is the one answer that carries the token, so it goes only to callers the guard admits (this
// machine, the editor's Host, no foreign Origin), is never cached, cannot be framed, and keeps no
// opener: pages of the site, which live on other origins, can neither read it nor script it.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { EditingSession } from '../../types';
import { sendBody } from '../http/answers';
import { HttpError } from '../http/errors';
import type { Guard } from '../http/guard';
import { staticFiles } from './site-handler';

export interface EditorPageOptions {
  /** The build output folder (dist/): the editor is dist/editor. */
  distDir: string;
  guard: Guard;
  session: EditingSession;
  /** Whether `npm start`'s live build runs (the editor then follows its errors). */
  live: boolean;
}

/** On every answer of the editor host: no framing, no sniffing, no referrer, no use by other origins. */
const EDITOR_HOST_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const escapeAttribute = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function withHostHeaders(res: ServerResponse): void {
  for (const [name, value] of Object.entries(EDITOR_HOST_HEADERS)) res.setHeader(name, value);
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}): void {
  sendBody(req, res, status, Buffer.from(`${text}\n`), { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
}

export function createEditorPage(options: EditorPageOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const dir = join(options.distDir, 'editor');
  const template = readFileSync(join(dir, 'index.html'), 'utf8');
  let meta = `<meta name="editing-session" content="${escapeAttribute(JSON.stringify(options.session))}">`;
  if (options.live) meta += '\n<meta name="live-build" content="on">';
  const page = Buffer.from(template.replace('<head>', `<head>\n${meta}`));
  const files = staticFiles(dir, { extensions: [] });

  return (req, res) => {
    withHostHeaders(res);
    try {
      options.guard.admit(req, 'editor', { token: false });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      sendText(req, res, error.status, error.message, error.headers);
      return;
    }
    const { pathname, search } = new URL(req.url ?? '/', 'http://editor.invalid');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(req, res, 405, 'The editor host answers GET and HEAD here; the API is under /api/.', { Allow: 'GET, HEAD' });
      return;
    }
    if (pathname === '/' || pathname === '/editor') {
      res.writeHead(pathname === '/' ? 302 : 301, { Location: `/editor/${search}`, 'Cache-Control': 'no-store' });
      res.end();
      return;
    }
    if (pathname === '/editor/' || pathname === '/editor/index.html') {
      // It carries the token: never stored, and a window that opened it gets no handle on it.
      sendBody(req, res, 200, page, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Cross-Origin-Opener-Policy': 'same-origin' });
      return;
    }
    const notFound = (): void => sendText(req, res, 404, `Not found: ${pathname}. This host serves the editor (/editor/), its API (/api/) and /__live; the site is on its own host.`);
    if (!pathname.startsWith('/editor/')) return notFound();
    req.url = pathname.slice('/editor'.length) + search;
    files(req, res, notFound);
  };
}
