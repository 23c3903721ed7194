// The host SDK as an editor vendor uses it, against a plain HTML page with the UMD script tag.
import { expect } from '@open-wc/testing';
import { connectFrame, type FrameClient } from '../../../runtime/host';
import { PROTOCOL_VERSION, type NavTreeNode } from '../../../types';
import { consoleProblems, expectNothingFor, patience, waitFor } from '../helpers';
import { connectToFixture, createFrame, editorOrigin, fixturesOrigin } from './host';

const origin = fixturesOrigin;
const PLAIN = `${origin}/test-fixtures/plain.html`;
const connect = connectToFixture;

function nextEvent<T>(subscribe: (handler: (event: T) => void) => () => void, timeout = 3000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out waiting for an event')), patience(timeout));
    const off = subscribe((event) => {
      clearTimeout(timer);
      off();
      resolve(event);
    });
  });
}

describe('host SDK: connectFrame', () => {
  let frame: FrameClient | null = null;
  afterEach(() => {
    frame?.close();
    frame = null;
    document.querySelectorAll('iframe').forEach((iframe) => iframe.remove());
  });

  it('connects, calls functions as typed async methods and delivers typed events', async () => {
    const iframe = await createFrame(PLAIN);
    frame = await connect(iframe);
    expect(frame.connected).to.equal(true);
    const tree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', handler));
    // A plain page: `auto` finds no framework, and the answer says so.
    expect(await frame.initProject('sdk')).to.deep.equal({ adapter: { name: null, choice: 'detected', reason: 'no framework detected' } });
    const { navTree } = await tree;
    expect(navTree!.tempoElement.storyboardId).to.equal('sdk');
    const h1 = navTree!.children[0]!.children[0]!;
    const key = `${h1.tempoElement.codebaseId}_sdk_${h1.tempoElement.uniquePath}`;
    expect(await frame.checkIfHydrationError()).to.equal('no_error');
    expect(await frame.matchRule('h1', key)).to.equal(true);
    expect(await frame.matchRule({ selector: 'p' }, key)).to.equal(false);
    const classes = nextEvent<{ classList: string[] }>((handler) => frame!.on('ELEMENT_CLASS_LIST', handler));
    expect(await frame.getElementClassList(key)).to.deep.equal([]);
    expect((await classes).classList).to.deep.equal([]);
  });

  it('answers what it asks for: computed values, classes and processed rules resolve with their data', async () => {
    frame = await connect(await createFrame(PLAIN));
    const tree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', handler));
    await frame.initProject('sdk');
    const main = (await tree).navTree!.children[0]!;
    const link = main.children.find((node) => node.name === 'a')!;
    const key = `${link.tempoElement.codebaseId}_sdk_${link.tempoElement.uniquePath}`;
    const evals = await frame.getCssEvals(key);
    expect(evals.cssEvals.color).to.equal('rgb(0, 0, 238)');
    expect(evals.parent).to.deep.equal({ display: 'block', 'flex-direction': 'row' });
    expect(await frame.getElementClassList(key)).to.deep.equal(['link']);
    const rules = await frame.processRulesForSelectedElement({}, key);
    expect(rules.find((rule) => rule.selector === '.link')).to.deep.include({ applied: true, styles: { color: 'rgb(0, 0, 238)' } });
    expect(rules.find((rule) => rule.selector === '.link:hover')).to.deep.include({ applied: false, modifiers: { hover: true } });
  });

  it('connects to a frame that is still loading without a target-origin warning', async () => {
    await consoleProblems();
    const iframe = document.createElement('iframe');
    iframe.src = PLAIN;
    document.body.append(iframe);
    // Right now the iframe still shows its first, empty page, at this editor's origin.
    expect(iframe.contentDocument?.URL).to.equal('about:blank');
    frame = await connect(iframe);
    expect(await frame.checkIfHydrationError()).to.equal('no_error');
    expect(await consoleProblems()).to.equal('');
  });

  it('rejects with the frame error, and the component errors', async () => {
    frame = await connect(await createFrame(PLAIN));
    await frame.initProject('sdk');
    let error: unknown;
    // Deliberately wrong at run time, as untyped JavaScript hosts might send.
    await frame.setZoomPerc('big' as unknown as number).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('zoom must be a finite number');
    error = undefined;
    await frame.getStateAndProps('Card').catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('No component found');
  });

  it('sends large arguments compressed', async () => {
    frame = await connect(await createFrame(PLAIN), { compressAbove: 10 });
    const lookup = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`tempo-${i}`, { name: `Component${i}`, isComponent: true }]));
    const tree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', handler));
    await frame.initProject('big', { 'tempo-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d': { name: 'Title' }, ...lookup });
    expect(JSON.stringify((await tree).navTree)).to.contain('"name":"Title"');
  });

  it('a late load event of the page it connected to is not a reload: calls go on, no reconnect', async () => {
    const iframe = document.createElement('iframe');
    iframe.src = `${origin}/test-fixtures/slow-load.html`;
    document.body.append(iframe);
    // Wait until the cross-origin page has replaced the empty one, while its image still holds back the load event.
    await waitFor(() => iframe.contentDocument === null, 'the page to arrive');
    frame = await connect(iframe);
    const reconnects: unknown[] = [];
    frame.on('reconnected', (event) => reconnects.push(event));
    const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
    const init = frame.initProject('late');
    await loaded;
    expect(await init).to.deep.equal({ adapter: { name: null, choice: 'detected', reason: 'no framework detected' } });
    expect(await frame.checkIfHydrationError()).to.equal('no_error');
    await expectNothingFor(300, 'a reconnect starts on the load event and its handshake takes a few ms (the reload test sees one well within this)', () =>
      reconnects.length > 0 && `reconnected: ${JSON.stringify(reconnects)}`,
    );
  });

  it('reconnects when the frame reloads and replays the project init', async () => {
    const iframe = await createFrame(PLAIN);
    frame = await connect(iframe);
    await frame.initProject('again');
    const reconnected = nextEvent<{ href: string }>((handler) => frame!.on('reconnected', handler), 5000);
    const tree = nextEvent<{ navTree: NavTreeNode | null }>((handler) => frame!.on('NAV_TREE', handler), 5000);
    // The new page's events come after `reconnected`: an editor drops the old page's state there.
    const order: string[] = [];
    const offs = [frame.on('reconnected', () => order.push('reconnected')), frame.on('NAV_TREE', () => order.push('NAV_TREE'))];
    iframe.src = `${PLAIN}?reloaded=1`;
    expect((await reconnected).href).to.equal(`${PLAIN}?reloaded=1`);
    expect((await tree).navTree!.tempoElement.storyboardId).to.equal('again');
    for (const off of offs) off();
    expect(order.slice(0, 2)).to.deep.equal(['reconnected', 'NAV_TREE']);
    expect(await frame.checkIfHydrationError()).to.equal('no_error');
    // Navigation inside the frame (Back): iframe.src stays the same, the reported href is the page's.
    const back = nextEvent<{ href: string }>((handler) => frame!.on('reconnected', handler), 5000);
    await frame.goBack();
    expect((await back).href).to.equal(PLAIN);
    expect(iframe.src).to.equal(`${PLAIN}?reloaded=1`);
  });

  it('a page that reloads twice in a row: the first reload’s late outcome leaves the connection to the last page alone', async () => {
    const iframe = await createFrame(PLAIN);
    // Short limits, so the first reload's handshake or replayed init fails while the test looks on.
    frame = await connectFrame(iframe, { origin, timeoutMs: patience(1000), connectTimeoutMs: patience(250) });
    await frame.initProject('twice');
    const reconnects: string[] = [];
    frame.on('reconnected', ({ href }) => reconnects.push(href));
    // The first new page goes away at its own load event, as a save's instant page does when its build is ready.
    iframe.addEventListener('load', () => (iframe.src = `${PLAIN}?reload=2`), { once: true });
    iframe.src = `${PLAIN}?reload=1`;
    await waitFor(() => reconnects.includes(`${PLAIN}?reload=2`), 'the client reconnected to the last page', 10_000);
    await expectNothingFor(patience(2000), 'the first reload’s handshake (4 × 250 ms) or its init (1000 ms) has failed by then', () => !frame!.connected && 'the client lost its connection');
    expect(await frame.checkIfHydrationError()).to.equal('no_error');
    expect(reconnects.at(-1)).to.equal(`${PLAIN}?reload=2`);
  });

  it('says clearly when the frame does not answer (no runtime, or this origin not allowed)', async () => {
    const iframe = await createFrame(`${PLAIN}?allowed=https://someone-else.example`);
    let error: unknown;
    await connectFrame(iframe, { origin, connectTimeoutMs: 600 }).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal(
      `The frame at ${origin} did not answer within 600 ms: is the editing runtime loaded there, and does it allow this editor's origin (${editorOrigin})?`,
    );
    let bad: unknown;
    await connectFrame(iframe, { origin: `${origin}/path` }).catch((caught: unknown) => (bad = caught));
    expect((bad as Error).message).to.match(/origin must be scheme, host and port only/);
  });

  it('refuses a runtime of another protocol version, at once and after a reload, saying which', async () => {
    // A stand-in for the frame on this origin that answers the handshake with the version it is told.
    const iframe = document.createElement('iframe');
    let version = PROTOCOL_VERSION - 1;
    const answerInits = () =>
      iframe.contentWindow!.addEventListener('message', (event) => {
        if (event.data !== 'init') return;
        const port = event.ports[0]!;
        port.postMessage({ id: 'RUNTIME_CONNECTED', runtimeId: `fake-${version}`, protocolVersion: version });
      });
    const load = (title: string) => {
      const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
      iframe.srcdoc = `<!doctype html><title>${title}</title>`;
      return loaded.then(answerInits);
    };
    document.body.append(iframe);
    await load('old runtime');
    const expected = (spoken: number) =>
      `The editing runtime in the frame speaks protocol ${spoken}, this client protocol ${PROTOCOL_VERSION}: load the same version of the package in the page and in the editor`;
    let error: unknown;
    await connectFrame(iframe, { origin: location.origin, connectTimeoutMs: patience(5000) }).catch((caught: unknown) => (error = caught));
    expect((error as Error | undefined)?.message).to.equal(expected(PROTOCOL_VERSION - 1));

    // Connected to a runtime of this version, the page reloads into one of the next version.
    version = PROTOCOL_VERSION;
    await load('this runtime');
    frame = await connectFrame(iframe, { origin: location.origin, timeoutMs: patience(10_000), connectTimeoutMs: patience(5000) });
    expect(frame.connected).to.equal(true);
    const pending = frame.requestNavTree();
    version = PROTOCOL_VERSION + 1;
    await load('newer runtime');
    let failed: unknown;
    await pending.catch((caught: unknown) => (failed = caught));
    expect((failed as Error | undefined)?.message).to.equal(expected(PROTOCOL_VERSION + 1));
    expect([frame.state, frame.connected]).to.deep.equal(['lost', false]);
  });

  it('its state follows the page: reloading and ready again on a reload, lost on a page without a runtime that answers, closed', async () => {
    const iframe = await createFrame(PLAIN);
    frame = await connectFrame(iframe, { origin, timeoutMs: patience(5000), connectTimeoutMs: patience(250) });
    expect(frame.state).to.equal('ready');
    const states: Array<{ state: string; reason?: string }> = [];
    frame.on('state', (event) => states.push(event));
    iframe.src = `${PLAIN}?reloaded=1`;
    await waitFor(() => states.length >= 2, 'reloading, then ready', 10_000);
    expect(states).to.deep.equal([{ state: 'reloading' }, { state: 'ready' }]);
    expect(frame.connected).to.equal(true);
    // The next page's runtime does not allow this editor: it never answers.
    iframe.src = `${PLAIN}?allowed=https://someone-else.example`;
    await waitFor(() => states.length >= 4, 'reloading, then lost', 10_000);
    expect(states.slice(2).map(({ state }) => state)).to.deep.equal(['reloading', 'lost']);
    expect(states[3]!.reason).to.match(/did not answer/);
    expect([frame.state, frame.connected]).to.deep.equal(['lost', false]);
    let error: unknown;
    await frame.requestNavTree().catch((caught: unknown) => (error = caught));
    expect((error as Error).name).to.equal('FrameNotConnectedError');
    // A page with a runtime again.
    iframe.src = PLAIN;
    await waitFor(() => frame!.state === 'ready', 'ready again', 10_000);
    frame.close();
    expect(states.at(-1)).to.deep.equal({ state: 'closed' });
  });

  it('close() rejects later calls and stops events', async () => {
    frame = await connect(await createFrame(PLAIN));
    const seen: unknown[] = [];
    frame.on('NAV_TREE', (event) => seen.push(event));
    frame.close();
    expect(frame.connected).to.equal(false);
    let error: unknown;
    await frame.initProject('x').catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('The connection is closed');
    await expectNothingFor(100, 'a connected frame posts its events within a few ms; after close() none may reach a handler', () =>
      seen.length > 0 && `an event reached the handler: ${JSON.stringify(seen[0]).slice(0, 120)}`,
    );
  });
});
