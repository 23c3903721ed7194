import { expect } from '@open-wc/testing';
import { nextConnectionState, type ConnectionEvent, type ConnectionState } from './connection-state';

describe('runtime/host/connection-state', () => {
  /** The states after each event, from `from`. */
  function run(events: ConnectionEvent['type'][], from: ConnectionState = 'connecting'): ConnectionState[] {
    const states: ConnectionState[] = [];
    for (const type of events) states.push(nextConnectionState(states.at(-1) ?? from, { type } as ConnectionEvent));
    return states;
  }

  it('connects, reloads, is lost and comes back; closed is final', () => {
    expect(run(['loaded', 'answered', 'loaded', 'answered', 'loaded', 'unanswered', 'loaded', 'answered', 'closed', 'loaded', 'answered'])).to.deep.equal([
      // The first page's own load event while connecting is still the first connection.
      'connecting',
      'ready',
      'reloading',
      'ready',
      'reloading',
      'lost',
      'reloading',
      'ready',
      'closed',
      'closed',
      'closed',
    ]);
    expect(run(['unanswered'])).to.deep.equal(['lost']);
  });
});
