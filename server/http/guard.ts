// Who may call the API (docs/protocol.md §8 "Who"): the Host header must name this server (so a page
// that rebinds its DNS to 127.0.0.1 cannot reach it), an Origin header must be an allowed editor
// origin (`Origin: null` never is), and the token must match. CORS answers name the one allowed
// origin, never `*`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tokenMatches } from '../session';
import { HttpError } from './errors';

export interface GuardOptions {
  token: string;
  /** Origins of editors allowed to call (EDITOR_ORIGINS, by default this server's own). */
  editorOrigins: readonly string[];
  /** Host names besides localhost, 127.0.0.1 and [::1] that name this server. */
  allowedHosts: readonly string[];
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0]!;
}

export class Guard {
  private readonly hosts: Set<string>;

  constructor(private readonly options: GuardOptions) {
    this.hosts = new Set([...LOOPBACK_HOSTS, ...options.allowedHosts.map((host) => host.toLowerCase())]);
  }

  hostAllowed(req: IncomingMessage): boolean {
    return this.hosts.has(hostnameOf(req.headers.host));
  }

  checkHost(req: IncomingMessage): void {
    if (!this.hostAllowed(req)) {
      throw new HttpError(403, `The Host header "${req.headers.host ?? ''}" does not name this server; call it as ${[...this.hosts].join(', ')} (set API_HOSTS to add a name).`);
    }
  }

  /** The request's Origin when it is an allowed editor origin; null when there is none; 403 otherwise. */
  checkOrigin(req: IncomingMessage): string | null {
    const origin = req.headers.origin;
    if (origin === undefined) return null;
    if (origin === 'null') throw new HttpError(403, 'Requests with "Origin: null" (sandboxed frames, file: pages) are refused; call from an allowed editor origin.');
    if (!this.options.editorOrigins.includes(origin)) {
      throw new HttpError(403, `The origin ${origin} is not an allowed editor origin (allowed: ${this.options.editorOrigins.join(' ')}; set EDITOR_ORIGINS to change).`);
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

  /** CORS headers for an allowed cross-origin editor (same-origin requests need none, but they do no harm). */
  corsHeaders(res: ServerResponse, origin: string | null): void {
    if (!origin) return;
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
  }
}
