// The typed host-side client: every callable function as an async method, typed events, reconnects
// when the frame reloads (replaying initProject), and close(). Types come from types/, the same table
// the frame implements, so a protocol change that breaks a host fails its typecheck.
import { gzipSync, strToU8 } from 'fflate';
import mitt from 'mitt';
import { v4 as uuid } from 'uuid';
import {
  FRAME_EVENT_NAMES,
  FUNCTION_NAMES,
  PROTOCOL_VERSION,
  type FrameEvent,
  type FrameEventName,
  type FunctionArgs,
  type FunctionName,
  type FunctionResults,
  type InspectPayload,
} from '../../types';
import { isRecord } from '../shared/validate';
import { bytesToBase64 } from './base64';
import { nextConnectionState, type ConnectionEvent, type ConnectionState } from './connection-state';
import { FrameNotConnectedError, FrameReloadedError } from './errors';
import { handshake, type Handshake } from './handshake';
import type { NavTreeIndex } from './nav-tree-patch';
import { createPendingAnswers } from './pending-answers';
import { createTreeState } from './tree-state';

export { FrameError, FrameNotConnectedError, FrameReloadedError } from './errors';
export type { ConnectionState } from './connection-state';

export interface ConnectOptions {
  /** The frame's origin, e.g. `https://preview.example`: the only origin 'init' is posted to. */
  origin: string;
  /** How long a request may wait for its answer (default 10 s). `initProject` waits at least as long as a reloaded page's handshake (4 × `connectTimeoutMs`): the page loads its editing tools before it answers. */
  timeoutMs?: number;
  /** How long to wait for the runtime to answer the handshake (default 10 s; a reloaded page gets 4 times this). */
  connectTimeoutMs?: number;
  /** Arguments whose JSON is longer than this many characters are sent gzip-compressed (default 256 KiB). */
  compressAbove?: number;
}

export type FunctionMethods = { [K in FunctionName]: (...args: FunctionArgs[K]) => Promise<FunctionResults[K]> };

export interface ComponentState {
  props: Record<string, unknown>;
  state: unknown;
}

/**
 * Frame events, plus `reconnected` after the frame reloaded and the client connected again, `tree`
 * after every whole tree and every applied patch (the tree with its node index; null: the page has
 * none), and `state` whenever the connection's state changes (`reason`: why it was lost).
 */
type Events = { [K in FrameEventName]: FrameEvent<K> } & {
  reconnected: { href: string };
  tree: NavTreeIndex | null;
  state: { state: ConnectionState; reason?: string };
};

export interface FrameClient extends FunctionMethods {
  inspectElement(payload: InspectPayload): Promise<ComponentState>;
  getStateAndProps(componentName: string): Promise<ComponentState>;
  /** Whether `selector` (or a rule with one) matches the element with that key. */
  matchRule(rule: string | { selector: string }, elementKey: string): Promise<boolean>;
  /** Subscribes to a frame event; returns the unsubscribe function. */
  on<K extends keyof Events>(event: K, handler: (event: Events[K]) => void): () => void;
  /** The latest tree with its node index, as the last `tree` event gave it (null before the first tree, or a page without one). */
  readonly tree: NavTreeIndex | null;
  /** Where the connection is (connection-state.ts): `ready`, or `reloading` after the page loaded again, `lost` when it has no runtime that answers, `closed`. */
  readonly state: ConnectionState;
  /** True while calls reach a runtime: `ready`, and `reloading` (the old page's port until the new one answers). */
  readonly connected: boolean;
  close(): void;
}

const EVENT_NAMES = new Set<string>(FRAME_EVENT_NAMES);

function checkOrigin(origin: string): string {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new Error(`origin must be an origin like https://preview.example, got ${JSON.stringify(origin)}`);
  }
  if (parsed.origin !== origin.replace(/\/$/, '')) throw new Error(`origin must be scheme, host and port only, got ${JSON.stringify(origin)}`);
  return parsed.origin;
}

/**
 * Resolves once the iframe shows the document it was given rather than its first, empty one: an
 * 'init' posted to that about:blank page (the editor's own origin) would make the browser warn about a
 * target-origin mismatch. A frame whose document is cross-origin (unreadable) has its page already.
 */
function pageArrived(iframe: HTMLIFrameElement, timeoutMs: number): Promise<void> {
  let doc: Document | null = null;
  try {
    doc = iframe.contentDocument;
  } catch {
    doc = null;
  }
  const blank = doc !== null && doc.URL === 'about:blank' && iframe.src !== '' && iframe.src !== 'about:blank';
  if (!blank) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      iframe.removeEventListener('load', done);
      resolve();
    };
    // After the timeout the handshake runs anyway and reports clearly if nothing answers.
    const timer = setTimeout(done, timeoutMs);
    iframe.addEventListener('load', done);
  });
}

/** The runtime's `RUNTIME_CONNECTED` among a handshake's first messages (absent from a runtime too old to send it). */
function helloOf(connection: Handshake): Record<string, unknown> | undefined {
  return connection.early.find((data): data is Record<string, unknown> => isRecord(data) && data.id === 'RUNTIME_CONNECTED');
}

/**
 * Why a runtime that answered cannot be talked to: it said (`RUNTIME_CONNECTED`, its first message)
 * it speaks another protocol version, whose messages this client would misread (docs/protocol.md,
 * Versions). Null when it speaks this one, or is too old to say.
 */
function otherProtocol(connection: Handshake): string | null {
  const version = helloOf(connection)?.protocolVersion;
  if (typeof version !== 'number' || version === PROTOCOL_VERSION) return null;
  return `The editing runtime in the frame speaks protocol ${version}, this client protocol ${PROTOCOL_VERSION}: load the same version of the package in the page and in the editor`;
}

/** How many times the first connection's wait a reloaded page gets to answer. */
const RELOAD_PATIENCE = 4;

/** Connects to the editing runtime in `iframe` (loaded or still loading). Rejects with a clear error when it does not answer. */
export async function connectFrame(iframe: HTMLIFrameElement, options: ConnectOptions): Promise<FrameClient> {
  const origin = checkOrigin(options.origin);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 10_000;
  const compressAbove = options.compressAbove ?? 256 * 1024;
  const emitter = mitt<Events>();
  const answers = createPendingAnswers(timeoutMs);
  // initProject loads the editing tools into the page before it answers: on a busy machine or a slow
  // dev server that takes as long as loading a page, so it gets a reloaded page's patience.
  const initTimeoutMs = Math.max(timeoutMs, connectTimeoutMs * RELOAD_PATIENCE);
  const trees = createTreeState({
    emit: (event: 'NAV_TREE' | 'NAV_TREE_PATCH' | 'tree', data: unknown) => emitter.emit(event, data as never),
    wantsIndex: () => !!emitter.all.get('tree')?.length,
    requestTree: () => call('requestNavTree', []),
  });
  let state: ConnectionState = 'connecting';
  let port: MessagePort | null = null;
  let lastInit: unknown[] | null = null;
  /** The frame's location as its runtime last reported it (LATEST_HREF): iframe.src misses navigation inside the frame. */
  let href = iframe.src;
  /** The runtime instance connected to (RUNTIME_CONNECTED); null for a runtime too old to say. */
  let runtimeId: string | null = null;
  /** Events held while a load event is sorted out: a new page's come after `reconnected`. */
  let held: unknown[] | null = null;
  /** Load events seen: only the latest one's outcome releases the held events. */
  let loads = 0;

  /** The one place the connection's state changes; `state` listeners hear every change. */
  function transition(event: ConnectionEvent, reason?: string): void {
    const next = nextConnectionState(state, event);
    if (next === state) return;
    state = next;
    emitter.emit('state', { state, ...(reason ? { reason } : {}) });
  }

  const frameWindow = () => {
    const win = iframe.contentWindow;
    if (!win) throw new Error('The iframe is not in a document (no contentWindow)');
    return win;
  };

  function onMessage(data: unknown): void {
    if (typeof data !== 'object' || data === null) return;
    const { id } = data as { id?: unknown };
    if (typeof id !== 'string' || answers.settle(data as { id: string })) return;
    if (!EVENT_NAMES.has(id)) return;
    if (id === 'LATEST_HREF' && typeof (data as { href?: unknown }).href === 'string') href = (data as { href: string }).href;
    if (id === 'RUNTIME_CONNECTED' && typeof (data as { runtimeId?: unknown }).runtimeId === 'string') runtimeId = (data as { runtimeId: string }).runtimeId;
    if (held) return void held.push(data);
    dispatchEvent(id, data);
  }

  function dispatchEvent(id: string, data: unknown): void {
    if (id === 'NAV_TREE') return trees.onTree(data as FrameEvent<'NAV_TREE'>);
    if (id === 'NAV_TREE_PATCH') return trees.onPatch(data as FrameEvent<'NAV_TREE_PATCH'>);
    emitter.emit(id as FrameEventName, data as FrameEvent);
  }

  /** Sends on a handshake's port from now on. The previous port is left open: answers the same runtime sent on it before switching still arrive. */
  function adopt(connection: Handshake): void {
    port = connection.port;
    port.onmessage = (event: MessageEvent) => onMessage(event.data);
    connection.early.forEach(onMessage);
  }

  /**
   * A handshake that a newer load event overtook: it was answered by the page that has gone, or by the
   * new page answering an older 'init' (its runtime then posts its events there). Only the messages of
   * the runtime the client is connected to now are taken from it; the old page's are dropped.
   */
  function keepListening(connection: Handshake): void {
    const said = helloOf(connection)?.runtimeId;
    const from = typeof said === 'string' ? said : null;
    connection.port.onmessage = (event: MessageEvent) => {
      if (from !== null && from === runtimeId) onMessage(event.data);
    };
  }

  function send(message: Record<string, unknown>, label: string, patienceMs?: number): Promise<unknown> {
    if (state === 'closed') return Promise.reject(new Error('The connection is closed'));
    if (!port) return Promise.reject(new FrameNotConnectedError());
    const id = uuid();
    const answer = answers.expect(id, label, patienceMs);
    port.postMessage({ ...message, id });
    return answer;
  }

  async function call(name: FunctionName, args: unknown[]): Promise<unknown> {
    if (name === 'initProject') lastInit = args;
    const json = JSON.stringify(args);
    // Large arguments (lookups of a big project) travel compressed; the frame inflates them.
    const payload = json.length > compressAbove ? { functionName: name, compressedArgs: bytesToBase64(gzipSync(strToU8(json))) } : { functionName: name, args };
    const answer = (await send({ type: 'executeFunction', payload }, name, name === 'initProject' ? initTimeoutMs : undefined)) as { result?: unknown };
    return answer.result;
  }

  // A load event may be a reload (hot reload, navigation: a new runtime) or the late load event of the
  // page already connected to. Connect again either way; the runtime's id tells which it was.
  const onLoad = () => {
    if (state === 'closed') return;
    transition({ type: 'loaded' });
    const before = runtimeId;
    runtimeId = null;
    // Held until `reconnected`, so an editor can drop the old page's state then and know that every
    // event after it is the new page's (its tree may be posted before the replayed call's answer).
    held ??= [];
    const load = ++loads;
    const release = () => {
      if (load !== loads || !held) return;
      const events = held;
      held = null;
      for (const data of events) dispatchEvent((data as { id: string }).id, data);
    };
    // Only the latest load event's connection counts: a page that reloads twice in a row (a save's
    // instant page, then its build) must not have the first reload's late outcome (an answer from the
    // page that has gone, an init that page never answered) replace or close the second's connection.
    const latest = () => load === loads;
    // A new page's runtime may be slow to start (a rebuild, a busy machine): it gets longer to answer.
    handshake(frameWindow(), origin, connectTimeoutMs * RELOAD_PATIENCE, location.origin)
      .then(async (connection) => {
        if (!latest()) return keepListening(connection);
        const other = otherProtocol(connection);
        if (other !== null) {
          // As a page without a runtime: pending calls say why, later ones that nothing is connected.
          connection.port.close();
          answers.failAll(() => new Error(other));
          port = null;
          return transition({ type: 'unanswered' }, other);
        }
        adopt(connection);
        transition({ type: 'answered' });
        if (before !== null && runtimeId === before) return; // the same runtime: its answers come on the new port
        answers.failAll(() => new FrameReloadedError());
        if (lastInit) await call('initProject', lastInit);
        // The new runtime's first messages on connecting name it and its page, so `href` is the new page's.
        if (latest()) emitter.emit('reconnected', { href });
      })
      .catch((error: unknown) => {
        if (!latest()) return;
        answers.failAll(() => new FrameReloadedError());
        port = null; // the new page has no runtime (or refuses us); calls say so
        transition({ type: 'unanswered' }, error instanceof Error ? error.message : String(error));
      })
      .finally(release);
  };

  await pageArrived(iframe, connectTimeoutMs);
  const first = await handshake(frameWindow(), origin, connectTimeoutMs, location.origin);
  const other = otherProtocol(first);
  if (other !== null) {
    first.port.close();
    throw new Error(other);
  }
  adopt(first);
  transition({ type: 'answered' });
  iframe.addEventListener('load', onLoad);

  const methods = Object.fromEntries(FUNCTION_NAMES.map((name) => [name, (...args: unknown[]) => call(name, args)])) as unknown as FunctionMethods;

  const componentState = async (message: Record<string, unknown>, label: string): Promise<ComponentState> => {
    const answer = (await send(message, label)) as { props: Record<string, unknown>; state: unknown };
    return { props: answer.props, state: answer.state };
  };

  return {
    ...methods,
    inspectElement: (payload) => componentState({ type: 'inspectElement', payload }, 'inspectElement'),
    getStateAndProps: (componentName) => componentState({ type: 'GET_STATE_AND_PROPS', componentName }, 'GET_STATE_AND_PROPS'),
    async matchRule(rule, elementKey) {
      // The answer carries `matches`; the frame's separate `{ id: messageId, matches }` message is for older hosts.
      return (await call('ruleMatchesElement', [uuid(), rule, elementKey])) as boolean;
    },
    on(event, handler) {
      emitter.on(event, handler);
      return () => emitter.off(event, handler);
    },
    get tree() {
      return trees.current();
    },
    get state() {
      return state;
    },
    get connected() {
      return port !== null && (state === 'ready' || state === 'reloading');
    },
    close() {
      if (state === 'closed') return;
      transition({ type: 'closed' });
      iframe.removeEventListener('load', onLoad);
      answers.failAll(() => new Error('The connection is closed'));
      port?.close();
      port = null;
      emitter.all.clear();
    },
  };
}
