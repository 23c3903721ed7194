import { expect } from '@open-wc/testing';
import type { FrameMessage, HostRequest } from '../../../types';
import { waitFor } from '../../../test/browser/helpers';
import { createElementIds } from '../../shared/element-ids';
import { createLogger } from '../logger';
import { Later, ThenAfter, type FunctionTable } from './functions';
import { createRequests, type Requests } from './requests';
import { createState } from './state';

const call = (id: string, functionName: string, args: unknown[] = []): HostRequest => ({ type: 'executeFunction', id, payload: { functionName, args } });

describe('core/frame/requests: the order of answers', () => {
  let events: string[];
  let replies: FrameMessage[];
  let requests: Requests;
  let finishSlow: (value: string) => void;

  beforeEach(() => {
    events = [];
    replies = [];
    const slow = new Promise<string>((resolve) => (finishSlow = resolve));
    // Only the entries these tests call: the handler looks a name up and calls it with the wire's arguments.
    const table: Partial<Record<keyof FunctionTable, (...args: unknown[]) => unknown>> = {
      getPageClassNames: () => new ThenAfter(['answered'], () => events.push('after')),
      scrollToElement: () => new Later(slow),
      goBack: () => (events.push('goBack ran'), undefined),
      setZoomPerc: () => {
        throw Object.assign(new Error('No element with key k in the page'), { code: 'unknown-key' });
      },
    };
    requests = createRequests({
      win: window,
      state: createState(false),
      log: createLogger(false),
      ids: createElementIds(document),
      functions: table as unknown as FunctionTable,
      tools: { get: () => Promise.reject(new Error('no tools in this test')) },
      adapters: { resolve: () => Promise.resolve({ name: null, choice: 'off' }), current: () => null },
    });
  });
  afterEach(() => requests.stop());

  const reply = (message: FrameMessage) => {
    events.push(`reply ${(message as { id?: string }).id}`);
    replies.push(message);
  };

  it('posts a ThenAfter answer first, and runs its work after it, from a later task', async () => {
    requests.ready();
    requests.receive(call('1', 'getPageClassNames'), reply);
    await waitFor(() => events.includes('after'), 'the work after the answer');
    expect(events).to.deep.equal(['reply 1', 'after']);
    expect(replies[0]).to.deep.equal({ id: '1', result: ['answered'] });
  });

  it('does not hold the requests behind a Later, which answers when it settles', async () => {
    requests.ready();
    requests.receive(call('1', 'scrollToElement', ['key']), reply);
    requests.receive(call('2', 'goBack'), reply);
    await waitFor(() => events.includes('reply 2'), 'the answer behind the Later');
    expect(events).to.deep.equal(['goBack ran', 'reply 2']);
    finishSlow('done');
    await waitFor(() => events.includes('reply 1'), 'the Later settled');
    expect(replies[1]).to.deep.equal({ id: '1', result: 'done' });
  });

  it('answers a refusal with its sentence and the code an editor acts on', async () => {
    requests.ready();
    requests.receive(call('1', 'setZoomPerc', [2]), reply);
    requests.receive(call('2', 'noSuchFunction'), reply);
    await waitFor(() => replies.length === 2, 'both answers');
    expect(replies[0]).to.deep.equal({ id: '1', error: 'No element with key k in the page', code: 'unknown-key' });
    expect(replies[1]).to.deep.equal({ id: '2', error: 'Function to execute not found' });
  });

  it('holds requests until the DOM is ready, in order, and drops them when stopped first', async () => {
    requests.receive(call('1', 'goBack'), reply);
    requests.receive(call('2', 'setZoomPerc', [2]), reply);
    expect(events).to.deep.equal([]);
    requests.ready();
    await waitFor(() => replies.length === 2, 'the held requests');
    expect(replies.map((message) => (message as { id: string }).id)).to.deep.equal(['1', '2']);

    requests.stop();
    const stopped = createRequests({
      win: window,
      state: createState(false),
      log: createLogger(false),
      ids: createElementIds(document),
      functions: {} as FunctionTable,
      tools: { get: () => Promise.reject(new Error('no tools')) },
      adapters: { resolve: () => Promise.reject(new Error('no adapter')), current: () => null },
    });
    stopped.receive(call('3', 'goBack'), reply);
    stopped.stop();
    stopped.ready();
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    expect(replies).to.have.length(2);
  });
});
