// Who may reach the editing surfaces — the editor page (which carries the token), /api/ (which takes
// it) and /__live (build errors with source lines) — checked here once, in one order, for every
// route (docs/protocol.md §8 "Who"):
// 1. Host: the surface's own host names only, so a page that rebinds its DNS name to this machine
//    (its requests carry its own name) reaches nothing of it.
// 2. Caller: the socket's address must be this machine's loopback, unless remote editing was asked
//    for (REMOTE_EDITING=on); the Host header says nothing about who calls.
// 3. Origin: absent (a navigation, a same-origin GET), the request's own origin (checked Host), or
//    an allowed editor origin (then CORS names it, never `*`); `Origin: null` never.
// 4. Token, where the surface takes one: compared in constant time; nothing else is said before it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokenMatches } from '../session';
import { isLoopbackAddress } from './callers';
import { HttpError } from './errors';
import { type HostKind, type HostNames, hostKindOf, hostnameOf } from './hosts';

export type Surface = 'editor' | 'api' | 'live';

/** The kinds of host each surface answers on: the previews follow /__live from their own origin. */
const SURFACE_HOSTS: Record<Surface, readonly HostKind[]> = { editor: ['editor'], api: ['editor'], live: ['editor', 'preview'] };

const SURFACE_NAMES: Record<Surface, string> = { editor: 'the editor', api: 'the editing API', live: 'the live-build events' };

export interface GuardOptions {
  token: string;
  names: HostNames;
  /** Origins allowed to call from another origin: the editor's own and EDITOR_ORIGINS. */
  editorOrigins: readonly string[];
  /** REMOTE_EDITING=on: callers from other machines pass step 2. */
  remoteEditing: boolean;
}

export class Guard {
  constructor(private readonly options: GuardOptions) {}

  hostKind(req: IncomingMessage): HostKind {
    return hostKindOf(hostnameOf(req.headers.host), this.options.names);
  }

  /** Whether the caller may use the editing surfaces at all (step 2 alone). */
  callerAllowed(req: IncomingMessage): boolean {
    return this.options.remoteEditing || isLoopbackAddress(req.socket.remoteAddress);
  }

  /**
   * Steps 1–3 for `surface`, and the token when `token` is true. Throws the refusal; answers the
   * origin to name in CORS headers (a cross-origin editor), or null.
   */
  admit(req: IncomingMessage, surface: Surface, { token }: { token: boolean }): string | null {
    if (!SURFACE_HOSTS[surface].includes(this.hostKind(req))) {
      const editor = this.options.names.editorHost;
      throw new HttpError(
        403,
        `The Host header "${req.headers.host ?? ''}" does not name ${SURFACE_NAMES[surface]} of this server (it answers on ${editor}${surface === 'live' ? ' and the preview hosts' : ''} only).`,
      );
    }
    if (!this.callerAllowed(req)) {
      throw new HttpError(403, 'This server edits for this machine only: the request came from another address. Start it with REMOTE_EDITING=on to allow that (docs/security.md says what it risks).');
    }
    const origin = this.checkOrigin(req);
    if (token) this.checkToken(req);
    return origin;
  }

  private checkOrigin(req: IncomingMessage): string | null {
    const origin = req.headers.origin;
    if (origin === undefined) return null;
    if (origin === 'null') throw new HttpError(403, 'Requests with "Origin: null" (sandboxed frames, file: pages) are refused; call from an allowed editor origin.');
    // The Host passed step 1, so a request from its own origin is one of this server's pages.
    if (origin.toLowerCase() === `http://${(req.headers.host ?? '').toLowerCase()}`) return null;
    if (!this.options.editorOrigins.includes(origin)) {
      throw new HttpError(403, `The origin ${origin} is not an allowed editor origin (allowed: ${this.options.editorOrigins.join(' ')}; set EDITOR_ORIGINS to add one).`);
    }
    return origin;
  }

  checkToken(req: IncomingMessage): void {
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match || !tokenMatches(match[1]!, this.options.token)) {
      throw new HttpError(
        401,
        `${header ? 'Wrong' : 'Missing'} token: send "Authorization: Bearer <token>" with the token this server made at start (in .editing/session.json of the project).`,
        { 'WWW-Authenticate': 'Bearer' },
      );
    }
  }

  /** CORS headers for an allowed cross-origin editor (same-origin requests need none). */
  corsHeaders(res: ServerResponse, origin: string | null): void {
    res.setHeader('Vary', 'Origin');
    if (origin) res.setHeader('Access-Control-Allow-Origin', origin);
  }
}
