// The editor's side of the protocol, as a test drives it: a frame at another (or the same) origin,
// a real MessageChannel, requests answered by id, and every event the frame posts.
import type { FrameEvent, FrameEventName, FrameMessage } from '../../../types';
import { connectFrame, type ConnectOptions, type FrameClient } from '../../../runtime/host';
import { patience } from '../helpers';

/** How long connect() waits for an answer to one 'init' before it posts another (the runtime may still be starting). */
const INIT_RETRY_MS = 100;

export interface HostFrame {
  iframe: HTMLIFrameElement;
  origin: string;
  port: MessagePort;
  /** Every message the frame posted on the port, in order. */
  messages: FrameMessage[];
  send(message: unknown): void;
  /** Events caused by what happens next: nextEvent() looks from here on. call/request/send mark too. */
  mark(): void;
  call(functionName: string, ...args: unknown[]): Promise<{ id: string; result?: unknown; error?: string }>;
  request(message: Record<string, unknown>): Promise<Record<string, unknown>>;
  nextEvent<K extends FrameEventName>(id: K, accept?: (event: FrameEvent<K>) => boolean, timeout?: number): Promise<FrameEvent<K>>;
  events<K extends FrameEventName>(id: K): FrameEvent<K>[];
  remove(): void;
}

export const port = location.port;
export const editorOrigin = location.origin;
export const devOrigin = `http://preview.dev.localhost:${port}`;
export const stagingOrigin = `http://preview.staging-dev.localhost:${port}`;
/** The origin test/fixtures/*.html are served on (/test-fixtures/…): another origin than this page. */
export const fixturesOrigin = `http://fixtures.localhost:${port}`;

/** The host SDK connected to a fixture page, its answer and handshake limits (10 s each) allowing for this run's slowdown. */
export const connectToFixture = (iframe: HTMLIFrameElement, options: Omit<ConnectOptions, 'origin'> = {}): Promise<FrameClient> =>
  connectFrame(iframe, { origin: fixturesOrigin, timeoutMs: patience(10_000), connectTimeoutMs: patience(10_000), ...options });

/** @deprecated See helpers.ts: for nav-patches-frame.test.ts (issue 16's branch) only. */

let counter = 0;
export const newId = () => `req-${Date.now()}-${++counter}`;

export function createFrame(src: string, size = { width: 1000, height: 700 }): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = `position:fixed;left:0;top:0;border:0;width:${size.width}px;height:${size.height}px;background:#fff`;
  const loaded = new Promise<HTMLIFrameElement>((resolve) => iframe.addEventListener('load', () => resolve(iframe), { once: true }));
  iframe.src = src;
  document.body.append(iframe);
  return loaded;
}

/** Events carry their name as id; answers carry the host's request id, which is never an event name. */
function isEvent(message: FrameMessage, id: string): boolean {
  return (message as { id?: unknown }).id === id;
}

/** Connects to a loaded frame: posts 'init' with a port until the runtime answers (it may still be starting). */
export async function connect(iframe: HTMLIFrameElement, { attempts = 40 } = {}): Promise<HostFrame> {
  const origin = new URL(iframe.src).origin;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const channel = new MessageChannel();
    const messages: FrameMessage[] = [];
    const waiters = new Set<() => void>();
    // Answered: the runtime's first event on this port, LATEST_HREF, has arrived.
    let answered: () => void = () => {};
    const answer = new Promise<boolean>((resolve) => {
      answered = () => resolve(true);
      setTimeout(() => resolve(false), INIT_RETRY_MS);
    });
    channel.port1.onmessage = (event: MessageEvent<FrameMessage>) => {
      messages.push(event.data);
      if (isEvent(event.data, 'LATEST_HREF')) answered();
      waiters.forEach((wake) => wake());
    };
    iframe.contentWindow!.postMessage('init', origin, [channel.port2]);
    if (!(await answer)) {
      channel.port1.close();
      continue;
    }
    const waitFor = <T>(find: () => T | undefined, what: string, timeout: number): Promise<T> =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (found !== undefined) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`Timed out waiting for ${what}`));
        }, patience(timeout));
        waiters.add(check);
        check();
      });
    let cursor = messages.length;
    const host: HostFrame = {
      iframe,
      origin,
      port: channel.port1,
      messages,
      send: (message) => {
        cursor = messages.length;
        channel.port1.postMessage(message);
      },
      mark: () => {
        cursor = messages.length;
      },
      async request(message) {
        const start = messages.length;
        cursor = start;
        channel.port1.postMessage(message);
        const id = message.id;
        return waitFor(
          // Request ids are the host's own (never an event name), so the first message with it is the answer.
          () => messages.slice(start).find((m) => (m as { id?: unknown }).id === id) as Record<string, unknown> | undefined,
          `an answer to ${String(id)}`,
          5000,
        );
      },
      call(functionName, ...args) {
        return host.request({ type: 'executeFunction', id: newId(), payload: { functionName, args } }) as Promise<{ id: string; result?: unknown; error?: string }>;
      },
      nextEvent(id, accept = () => true, timeout = 3000) {
        const start = cursor;
        return waitFor(
          () => messages.slice(start).find((m) => isEvent(m, id) && accept(m as FrameEvent<typeof id>)) as FrameEvent<typeof id> | undefined,
          `event ${id}`,
          timeout,
        );
      },
      events(id) {
        return messages.filter((m) => isEvent(m, id)) as FrameEvent<typeof id>[];
      },
      remove() {
        channel.port1.close();
        iframe.remove();
      },
    };
    return host;
  }
  throw new Error(`The runtime in ${iframe.src} did not answer init`);
}

export async function openHost(src: string, size?: { width: number; height: number }): Promise<HostFrame> {
  return connect(await createFrame(src, size));
}

/** Frame-relative point → test-page viewport point (for sendMouse). */
export function toPage(iframe: HTMLIFrameElement, x: number, y: number): [number, number] {
  const box = iframe.getBoundingClientRect();
  return [Math.round(box.left + x), Math.round(box.top + y)];
}
