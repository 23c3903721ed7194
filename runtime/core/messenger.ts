// The one owner of messaging with the editor: the init handshake, origin checks, the port, answers
// and events (docs/protocol.md §1–§3, §5). Everything else talks to the host through this module.
import type { FrameEventFields, FrameEventName, FrameMessage, HostRequest } from '../../types';
import type { Logger } from './logger';
import { isRecord } from '../shared/validate';

export type Reply = (message: FrameMessage) => void;

export interface MessengerOptions {
  win: Window;
  allowedOrigins: ReadonlySet<string>;
  log: Logger;
  signal: AbortSignal;
  onRequest: (request: HostRequest, reply: Reply) => void;
  /** A (new) editor connected: post the state it needs from scratch. */
  onConnect: () => void;
}

export interface Messenger {
  post<K extends FrameEventName>(id: K, fields: FrameEventFields[K]): void;
  /** A message that is neither an event nor the answer to the current request (ruleMatchesElement's). */
  send(message: FrameMessage): void;
  readonly connected: boolean;
  close(): void;
}

/** Narrows a host message to a request, or explains in the debug log why it is ignored. */
function asRequest(data: unknown, log: Logger): HostRequest | null {
  if (!isRecord(data) || typeof data.type !== 'string') {
    log.debug('ignored a message without a type', data);
    return null;
  }
  if (typeof data.id !== 'string' || data.id === '') {
    log.debug(`ignored ${data.type}: no id`);
    return null;
  }
  // GET_STATE_AND_PROPS carries componentName at top level (compat); every other request needs a payload.
  if (data.type !== 'GET_STATE_AND_PROPS' && !isRecord(data.payload)) {
    log.debug(`ignored ${data.type}: no payload`);
    return null;
  }
  return data as unknown as HostRequest;
}

/**
 * The DOM methods and getters the messenger uses, taken from the page's prototypes when the runtime
 * starts: a script that runs later and wraps one (`MessagePort.prototype.postMessage` to copy the
 * tree, a `ports` getter to take the port) is never called by the runtime (docs/security.md).
 */
interface Intrinsics {
  listen: typeof EventTarget.prototype.addEventListener;
  stopImmediately: (event: Event) => void;
  dataOf: (event: MessageEvent) => unknown;
  originOf: (event: MessageEvent) => string;
  sourceOf: (event: MessageEvent) => MessageEventSource | null;
  portsOf: (event: MessageEvent) => readonly MessagePort[];
  postOn: (port: MessagePort, message: unknown) => void;
  startPort: (port: MessagePort) => void;
  closePort: (port: MessagePort) => void;
}

function getter<T>(prototype: object, name: string): (target: object) => T {
  const get = Object.getOwnPropertyDescriptor(prototype, name)?.get;
  if (!get) throw new Error(`This browser has no ${name} getter to read messages with`);
  return (target) => get.call(target) as T;
}

function intrinsicsOf(win: Window): Intrinsics {
  const realm = win as Window & typeof globalThis;
  const { addEventListener } = realm.EventTarget.prototype;
  const { stopImmediatePropagation } = realm.Event.prototype;
  const { postMessage, start, close } = realm.MessagePort.prototype;
  const event = realm.MessageEvent.prototype;
  return {
    listen: addEventListener,
    stopImmediately: (e) => stopImmediatePropagation.call(e),
    dataOf: getter(event, 'data'),
    originOf: getter(event, 'origin'),
    sourceOf: getter(event, 'source'),
    portsOf: getter(event, 'ports'),
    postOn: (port, message) => postMessage.call(port, message),
    startPort: (port) => start.call(port),
    closePort: (port) => close.call(port),
  };
}

export function createMessenger(options: MessengerOptions): Messenger {
  const { win, allowedOrigins, log, signal } = options;
  const dom = intrinsicsOf(win);
  let port: MessagePort | null = null;
  /**
   * The port a later 'init' replaced, still answering what arrives on it. An editor that connects
   * again (a late load event of the same page) may have sent requests on the old port just before:
   * Firefox and WebKit deliver the new 'init' before those, so closing the old port at once would
   * drop them, and the editor would wait for answers that never come. An older port is closed once
   * it owes no answer: a handshake retried while the page was busy delivers several inits at once.
   */
  let previousPort: MessagePort | null = null;
  /** Requests taken from each port and not answered yet: a port older than the previous one closes once it has none. */
  const unanswered = new Map<MessagePort, number>();
  /** Ports older than the previous one that still owe answers (a settling getCssEvals, a slow initProject). */
  const retired = new Set<MessagePort>();
  const refusedOrigins = new Set<string>();

  /** Closes a port two 'init's old, or once it has answered what it was asked. */
  function retire(old: MessagePort): void {
    if (unanswered.has(old)) retired.add(old);
    else dom.closePort(old);
  }

  /** One answer sent on `target`: the last one owed closes a retired port. */
  function answered(target: MessagePort): void {
    const left = (unanswered.get(target) ?? 1) - 1;
    if (left > 0) return void unanswered.set(target, left);
    unanswered.delete(target);
    if (retired.delete(target)) dom.closePort(target);
  }

  function deliver(target: MessagePort, message: FrameMessage): void {
    try {
      dom.postOn(target, message);
    } catch (error) {
      // A value that cannot be cloned must not take the runtime down; the host sees the error instead.
      log.error('could not post a message', error);
      if ('id' in message && typeof message.id === 'string') dom.postOn(target, { id: message.id, error: 'The answer could not be serialised' });
    }
  }

  function send(message: FrameMessage): void {
    if (port) deliver(port, message);
  }

  /** Requests are answered on the port they came on; events go to the newest port. */
  function listen(target: MessagePort): void {
    dom.listen.call(
      target,
      'message',
      (event: Event) => {
        const request = asRequest(dom.dataOf(event as MessageEvent), log);
        if (!request) return;
        unanswered.set(target, (unanswered.get(target) ?? 0) + 1);
        let owed = true;
        options.onRequest(request, (message) => {
          deliver(target, message);
          if (owed) answered(target);
          owed = false;
        });
      },
      { signal },
    );
    dom.startPort(target);
  }

  function onWindowMessage(event: MessageEvent): void {
    const origin = dom.originOf(event);
    const data = dom.dataOf(event);
    const source = dom.sourceOf(event);
    const trusted = allowedOrigins.has(origin);
    if (data === 'init') {
      const newPort = dom.portsOf(event)[0];
      if (!trusted || source !== win.parent || win.parent === win || !newPort) {
        if (!refusedOrigins.has(origin)) {
          refusedOrigins.add(origin);
          log.warn(`refused init from ${origin || 'an unknown origin'}: not the parent window at an allowed origin`);
        }
        return;
      }
      // The editor's port is the runtime's alone: no listener after this one (the page's, at the
      // window or below) sees the message or its port.
      dom.stopImmediately(event);
      // A later init replaces the port: the editor reloaded, or connected again to this page.
      if (previousPort) retire(previousPort);
      previousPort = port;
      port = newPort;
      listen(port);
      log.debug(`connected to ${origin}`);
      options.onConnect();
      return;
    }
    if (trusted && isRecord(data) && data.type === 'GET_STATE_AND_PROPS' && source) {
      dom.stopImmediately(event);
      const request = asRequest(data, log);
      const target = source as Window;
      if (request) options.onRequest(request, (message) => target.postMessage(message, { targetOrigin: origin }));
    }
    // Every other window-level message is none of the runtime's business (docs/protocol.md §1.3).
  }

  // At the window's capture phase: before every listener the page adds after the runtime started.
  dom.listen.call(win, 'message', onWindowMessage as EventListener, { capture: true, signal });

  return {
    post(id, fields) {
      send({ id, ...fields } as FrameMessage);
    },
    send,
    get connected() {
      return port !== null;
    },
    close() {
      for (const old of retired) dom.closePort(old);
      retired.clear();
      unanswered.clear();
      if (previousPort) dom.closePort(previousPort);
      previousPort = null;
      if (port) dom.closePort(port);
      port = null;
    },
  };
}
