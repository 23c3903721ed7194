import { expect } from '@open-wc/testing';
import { gzipSync, strToU8, zlibSync } from 'fflate';
import { consoleMessages, consoleProblems, expectNothingFor, waitForAsync } from '../helpers';
import { IDS, openCards } from './cards';
import { connect, createFrame, editorOrigin, newId, openHost, port, type HostFrame } from './host';

const crossOrigin = `http://fixtures.localhost:${port}`;
const plain = (query = '') => `${crossOrigin}/test-fixtures/plain.html${query}`;
const STORYBOARD = 'story_board-1';

function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

describe('runtime protocol: handshake and trust', () => {
  before(() => consoleMessages());
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('accepts init over a transferred port from the parent at an allowed origin and answers requests by id', async () => {
    const host = await openHost(plain());
    expect(host.events('LATEST_HREF')[0]!.href).to.equal(plain());
    const id = newId();
    const answer = await host.request({ type: 'executeFunction', id, payload: { functionName: 'initProject', args: [STORYBOARD] } });
    expect(answer).to.deep.equal({ id, result: { adapter: { name: null, choice: 'detected', reason: 'no framework detected' } } });
    const tree = await host.nextEvent('NAV_TREE');
    expect(tree.navTree!.tempoElement).to.deep.equal({ codebaseId: 'STORYBOARD-TOP-CONSTANT', storyboardId: STORYBOARD, uniquePath: '0' });
    host.remove();
  });

  it('refuses init from an origin that is not allowed, and says so once in the console', async () => {
    await consoleMessages();
    const iframe = await createFrame(plain('?allowed=https://editor.example'));
    let error: unknown;
    try {
      await connect(iframe, { attempts: 3 });
    } catch (caught) {
      error = caught;
    }
    expect(String(error)).to.contain('did not answer init');
    const warnings = (await consoleMessages()).filter((entry) => entry.text.includes('refused init'));
    expect(warnings).to.have.length(1);
    expect(warnings[0]!.text).to.contain(editorOrigin);
  });

  it('refuses init from a window that is not its parent, even at an allowed origin', async () => {
    const iframe = await createFrame(plain());
    const sibling = document.createElement('iframe');
    document.body.append(sibling);
    const channel = new MessageChannel();
    const received: unknown[] = [];
    channel.port1.onmessage = (event) => received.push(event.data);
    // Posted from the sibling's realm, so event.source is the sibling window (same origin as the editor).
    const post = (sibling.contentWindow as unknown as { Function: FunctionConstructor }).Function(
      'target',
      'origin',
      'port',
      'target.postMessage("init", origin, [port])',
    ) as (target: Window, origin: string, transfer: MessagePort) => void;
    post(iframe.contentWindow!, crossOrigin, channel.port2);
    await expectNothingFor(300, 'a runtime answers an init it accepts at once (connect retries every 100 ms)', () => received.length > 0 && `it answered: ${JSON.stringify(received[0])}`);
    sibling.remove();
    // The same frame does answer its parent: the silence above was the refusal, not a slow runtime.
    (await connect(iframe)).remove();
  });

  it('a later init replaces the port', async () => {
    const iframe = await createFrame(plain());
    const first = await connect(iframe);
    const second = await connect(iframe);
    const before = first.messages.length;
    const answer = await second.call('setZoomPerc', 1.5);
    expect(answer.error).to.equal(undefined);
    await expectNothingFor(100, 'the second port has its answer, so whatever the first port would get was posted by now', () =>
      first.messages.length !== before && `the first port got ${JSON.stringify(first.messages.slice(before))}`,
    );
    second.remove();
  });

  it('answers what was asked on a replaced port before it closes that port, however many inits follow', async () => {
    const page = await openCards();
    const { host } = page;
    // A colour change under `transition: color 10s`: getCssEvals with settle answers once it ends (2 s at most).
    page.el(IDS.slow).style.color = 'rgb(0, 0, 255)';
    const settled = host.call('getCssEvals', page.key(IDS.slow), { settle: true });
    // Requests on one port arrive in order, and a settling answer holds up none after it: once this
    // answer is here, the settle request is in flight.
    expect((await host.call('setZoomPerc', 1)).error).to.equal(undefined);
    // The editor connects twice more: a late load event of the page, its handshake retried while the
    // runtime was busy (every init replaces the port events go to).
    const second = await connect(page.iframe);
    const third = await connect(page.iframe);
    const answer = await settled;
    expect(answer.error).to.equal(undefined);
    expect(answer.result).to.have.property('cssEvals');
    // Answered, the first port is closed: nothing more comes on it.
    const before = host.messages.length;
    host.send({ type: 'executeFunction', id: newId(), payload: { functionName: 'setZoomPerc', args: [1] } });
    expect((await third.call('setZoomPerc', 1)).error).to.equal(undefined);
    await expectNothingFor(100, 'the newest port has its answer, so an answer on the first would have been posted by now', () =>
      host.messages.length !== before && `the first port got ${JSON.stringify(host.messages.slice(before))}`,
    );
    second.remove();
    third.remove();
    host.remove();
  });
});

describe('runtime protocol: requests', () => {
  let host: HostFrame;
  before(async () => {
    host = await openHost(plain());
    await host.call('initProject', STORYBOARD);
  });
  after(() => host.remove());

  it('answers an unknown function with an error and logs it', async () => {
    await consoleMessages();
    for (const name of ['noSuchFunction', 'constructor', 'toString', '__proto__', 'eval']) {
      const answer = await host.call(name);
      expect(answer.error, name).to.equal('Function to execute not found');
    }
    // Console messages of the (out-of-process) frame reach the test runner asynchronously.
    await waitForAsync(async () => (await consoleMessages()).some((entry) => entry.text.includes('Function to execute not found')), 'the error in the console');
  });

  it('answers a throwing function with its message and stays usable', async () => {
    expect((await host.call('setZoomPerc', 'big')).error).to.equal('zoom must be a finite number');
    expect((await host.call('setSelectedElement', 'no_such_key_0')).error).to.match(/Invalid element key/);
    expect((await host.call('applyChangeItemToDocument', {})).error).to.equal('Unknown change type: undefined');
    expect((await host.call('setZoomPerc', 1)).error).to.equal(undefined);
  });

  it('ignores messages without a payload or without an id', async () => {
    const before = host.messages.length;
    host.send({ type: 'executeFunction', id: newId() });
    host.send({ type: 'executeFunction', payload: { functionName: 'setZoomPerc', args: [2] } });
    host.send('hello');
    host.send(null);
    // The port delivers in order and the runtime drops (or would answer) these at once, so any answer to
    // them arrives before the answer to this later call.
    const answer = await host.call('setZoomPerc', 1);
    expect(answer.error).to.equal(undefined);
    expect(host.messages.slice(before).filter((m) => ('error' in m || 'result' in m) && m !== answer)).to.deep.equal([]);
  });

  it('reads compressedArgs (gzip and zlib), used instead of args', async () => {
    const key = `tempo-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d_${STORYBOARD}_0-0-0`;
    const json = strToU8(JSON.stringify([key]));
    for (const compressed of [gzipSync(json), zlibSync(json)]) {
      const answer = await host.request({
        type: 'executeFunction',
        id: newId(),
        payload: { functionName: 'getElementClassList', args: ['ignored'], compressedArgs: base64(compressed) },
      });
      expect(answer.error).to.equal(undefined);
    }
    const list = host.events('ELEMENT_CLASS_LIST').at(-1)!;
    expect(list.classList).to.deep.equal([]);
  });

  it('refuses bad compressedArgs with a clear error and applies nothing', async () => {
    const cases: [string, string][] = [
      ['%%%not base64', 'compressedArgs is not valid base64'],
      [btoa('plain text, not compressed'), 'compressedArgs is not valid gzip or zlib data'],
      [base64(gzipSync(strToU8('{"not":"an array"}'))), 'compressedArgs must hold a JSON array of arguments'],
      [base64(gzipSync(strToU8('[1, 2'))), 'compressedArgs does not hold valid JSON'],
      // 65 MiB of spaces compress to a few dozen KiB: refused at the 64 MiB cap, not allocated.
      [base64(gzipSync(new Uint8Array(65 * 1024 * 1024).fill(32), { level: 9 })), 'compressedArgs expands beyond 67108864 bytes'],
    ];
    for (const [compressedArgs, message] of cases) {
      const answer = await host.request({ type: 'executeFunction', id: newId(), payload: { functionName: 'setZoomPerc', compressedArgs } });
      expect(answer.error).to.equal(message);
    }
  });

  it('inspectElement and GET_STATE_AND_PROPS answer the documented errors on a page without a framework', async () => {
    const inspect = (payload: Record<string, unknown>) => host.request({ type: 'inspectElement', id: newId(), payload });
    expect((await inspect({})).error).to.equal('No component name');
    expect((await inspect({ componentName: 'Card', tempoElementID: 'tempo-00000000-0000-4000-8000-000000000000' })).error).to.equal('Could not find element');
    expect((await inspect({ componentName: 'Card', tempoElementID: 'tempo-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d' })).error).to.equal('Could not find component');
    expect((await host.request({ type: 'GET_STATE_AND_PROPS', id: newId() })).error).to.equal('No component name');
    expect((await host.request({ type: 'GET_STATE_AND_PROPS', id: newId(), componentName: 'Card' })).error).to.equal('No component found');
  });

  it('answers GET_STATE_AND_PROPS posted at window level from an allowed origin', async () => {
    const id = newId();
    const answer = new Promise<unknown>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.origin === crossOrigin && (event.data as { id?: string }).id === id) {
          window.removeEventListener('message', onMessage);
          resolve(event.data);
        }
      };
      window.addEventListener('message', onMessage);
    });
    host.iframe.contentWindow!.postMessage({ type: 'GET_STATE_AND_PROPS', id, componentName: 'Card' }, crossOrigin);
    expect(await answer).to.deep.equal({ id, error: 'No component found' });
  });

  it('survives a fuzz of thousands of malformed and random messages', async () => {
    await consoleProblems();
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    const pick = <T,>(items: T[]): T => items[Math.floor(random() * items.length)]!;
    const junk = (): unknown =>
      pick<() => unknown>([
        () => null,
        () => undefined,
        () => random() * 1e9,
        () => 'x'.repeat(Math.floor(random() * 50)),
        () => [junk(), junk()],
        () => ({ [pick(['a', '__proto__', 'constructor', 'payload'])]: junk() }),
        () => true,
        () => -0,
        () => NaN,
        () => pick(['init', 'executeFunction', 'inspectElement', 'GET_STATE_AND_PROPS']),
      ])();
    const names = ['initProject', 'setHoveredElement', 'setSelectedElement', 'setMultiselectedElementKeys', 'setZoomPerc', 'setAiContext', 'getCssEvals', 'getElementClassList', 'tempAddDiv', 'checkIfHydrationError', 'setNewLookups', 'x', '', 'hasOwnProperty'];
    for (let i = 0; i < 3000; i++) {
      const kind = random();
      if (kind < 0.3) host.send(junk());
      else if (kind < 0.8) {
        host.send({ type: 'executeFunction', id: newId(), payload: { functionName: pick(names), args: [junk(), junk(), junk()] } });
      } else if (kind < 0.9) host.send({ type: 'executeFunction', id: newId(), payload: { functionName: pick(names), compressedArgs: junk() } });
      else host.send({ type: pick(['inspectElement', 'GET_STATE_AND_PROPS', 'nope']), id: pick([newId(), junk()]), payload: junk(), componentName: junk() });
    }
    // The runtime still answers, and nothing escaped as an uncaught error.
    const answer = await host.call('initProject', STORYBOARD);
    expect(answer.error).to.equal(undefined);
    const uncaught = (await consoleMessages()).filter((entry) => entry.type === 'pageerror');
    expect(uncaught).to.deep.equal([]);
  });
});
