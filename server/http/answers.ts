// Whole answers from memory, the one way every route of the server writes them: the length known,
// never sniffed, no body for HEAD.
import type { IncomingMessage, ServerResponse } from 'node:http';

export function sendBody(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, headers: Record<string, string>): void {
  res.writeHead(status, { 'Content-Length': String(body.length), 'X-Content-Type-Options': 'nosniff', ...headers });
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A JSON answer (the API's results and every `{ error }`), never stored. */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  sendBody(req, res, status, Buffer.from(JSON.stringify(value)), { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
}
