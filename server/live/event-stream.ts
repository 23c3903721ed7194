// GET /__live: server-sent events to every open preview and editor (types/live.ts). The stream opens
// with the state now, then carries each rebuild's events; a comment every `keepAliveMs` keeps idle
// connections (and proxies) from timing out. Who may open it (Host, caller, Origin) is the guard's
// to say (server/http/guard.ts) before a request gets here; an editor on another origin that the
// guard admitted is named in CORS, never `*`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LiveEventName, LiveEvents } from '../../types/live';
import { sendJson } from '../http/answers';

export interface EventStreamOptions {
  keepAliveMs: number;
  /** The payload of the first event, `status`. */
  status: () => LiveEvents['status'];
}

function frame<K extends LiveEventName>(name: K, payload: LiveEvents[K]): string {
  return `event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`;
}

export class EventStream {
  private readonly clients = new Set<ServerResponse>();
  private readonly keepAlive: NodeJS.Timeout;
  private closed = false;

  constructor(private readonly options: EventStreamOptions) {
    this.keepAlive = setInterval(() => this.writeAll(': keep-alive\n\n'), options.keepAliveMs);
    // Idle streams alone must not keep the process alive; close() clears it anyway.
    this.keepAlive.unref();
  }

  get clientCount(): number {
    return this.clients.size;
  }

  /** `corsOrigin`: the cross-origin editor the guard admitted, or null (same origin). */
  handle(req: IncomingMessage, res: ServerResponse, corsOrigin: string | null): void {
    if (req.method !== 'GET') return sendJson(req, res, 405, { error: `${req.method ?? ''} is not allowed here: open the stream with GET (an EventSource).` }, { Allow: 'GET' });
    if (this.closed) return sendJson(req, res, 503, { error: 'The server is shutting down.' });
    const cors: Record<string, string> = { Vary: 'Origin' };
    if (corsOrigin) cors['Access-Control-Allow-Origin'] = corsOrigin;
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
      ...cors,
    });
    // After a server restart, EventSource reconnects within a second and the new `status` reloads the page.
    res.write(`retry: 1000\n\n${frame('status', this.options.status())}`);
    this.clients.add(res);
    const drop = (): void => {
      this.clients.delete(res);
    };
    req.on('close', drop);
    res.on('close', drop);
  }

  send<K extends LiveEventName>(name: K, payload: LiveEvents[K]): void {
    this.writeAll(frame(name, payload));
  }

  private writeAll(text: string): void {
    for (const client of this.clients) client.write(text);
  }

  /** Ends every stream and stops the keep-alive timer. */
  close(): void {
    this.closed = true;
    clearInterval(this.keepAlive);
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
