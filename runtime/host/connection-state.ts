// The SDK's connection to a frame, as one small state machine: what an editor shows ("reconnecting…",
// "this page has no editing runtime") follows these states, and every change is one `state` event.
//
//   connecting ──answered──▶ ready ──loaded──▶ reloading ──answered──▶ ready
//        │                     ▲                   │
//        └──unanswered──▶ lost ┴──loaded──▶ reloading ──unanswered──▶ lost
//   any ──closed──▶ closed (final)

export type ConnectionState =
  /** connectFrame is waiting for the runtime's first answer. */
  | 'connecting'
  /** Connected: calls go to the page's runtime. */
  | 'ready'
  /** The frame loaded a new page (a reload or a navigation): connecting to its runtime; calls wait or fail with FrameReloadedError. */
  | 'reloading'
  /** The page has no runtime that answers (or speaks another protocol): calls fail with FrameNotConnectedError until a page that has one loads. */
  | 'lost'
  /** close() was called. */
  | 'closed';

export type ConnectionEvent =
  /** A runtime speaking this protocol answered the handshake. */
  | { type: 'answered' }
  /** The iframe loaded a document. */
  | { type: 'loaded' }
  /** No runtime answered, or one that speaks another protocol. */
  | { type: 'unanswered' }
  | { type: 'closed' };

export function nextConnectionState(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  if (state === 'closed') return 'closed';
  switch (event.type) {
    case 'closed':
      return 'closed';
    case 'answered':
      return 'ready';
    case 'unanswered':
      return 'lost';
    case 'loaded':
      // The first page's own load event comes while connecting: still the first connection.
      return state === 'connecting' ? 'connecting' : 'reloading';
  }
}
