// fetch() for the editing server's host names from Node. Browsers and curl answer every `*.localhost`
// name with the loopback address; Node's resolver does not, and fetch() will not send a Host header
// of its own choosing. So this connects to 127.0.0.1 itself, names the URL's host in the Host header,
// and answers a standard Response as soon as the headers arrive (its body streams: event streams too).
import { request } from 'node:http';
import { Readable } from 'node:stream';

const NO_BODY = new Set([101, 204, 205, 304]);

/** `url`: an http URL on this machine, e.g. `http://editor.localhost:4173/api/…`; `init` as fetch takes it (string bodies, `signal`). */
export function localFetch(url, init = {}) {
  const target = new URL(url);
  if (target.protocol !== 'http:') throw new Error(`localFetch: ${url} is not an http URL`);
  const address = target.hostname === 'localhost' || target.hostname.endsWith('.localhost') ? '127.0.0.1' : target.hostname.replace(/^\[|\]$/g, '');
  const method = init.method ?? 'GET';
  const headers = Object.fromEntries(new Headers(init.headers ?? {}).entries());
  return new Promise((resolve, reject) => {
    const req = request(
      // A connection of its own (agent: false): a kept-alive one can be closed by the server's idle
      // timeout (5 s) just as a request is sent on it, which fails as "socket hang up".
      { host: address, port: target.port || 80, method, path: target.pathname + target.search, headers: { ...headers, host: target.host }, signal: init.signal, agent: false },
      (res) => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) for (const one of [value].flat()) responseHeaders.append(name, String(one));
        const empty = method === 'HEAD' || NO_BODY.has(res.statusCode);
        if (empty) res.resume();
        // As fetch: a body read that the signal stops fails with an AbortError, not a lost connection.
        init.signal?.addEventListener('abort', () => res.destroy(new DOMException('This operation was aborted', 'AbortError')), { once: true });
        resolve(new Response(empty ? null : Readable.toWeb(res), { status: res.statusCode, headers: responseHeaders }));
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}
