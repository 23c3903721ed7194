import { expect } from '@open-wc/testing';
import { watchPageErrors, type ErrorFields } from './page-errors';

describe('core/page-errors: the page\'s uncaught errors, forwarded and remembered', () => {
  let frame: HTMLIFrameElement;
  let win: Window;
  let controller: AbortController;
  let heard: ErrorFields[];

  beforeEach(async () => {
    // A window of its own: the test page's error handlers never see these events.
    frame = document.createElement('iframe');
    const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
    document.body.append(frame);
    await loaded;
    win = frame.contentWindow!;
    controller = new AbortController();
    heard = [];
  });
  afterEach(() => {
    controller.abort();
    frame.remove();
  });

  const watch = () => watchPageErrors({ win, signal: controller.signal, vite: false, onError: (error) => heard.push(error) });
  const scriptError = (message: string, error?: unknown) => win.dispatchEvent(new ErrorEvent('error', { message, error, filename: 'app.js', lineno: 3, colno: 9 }));
  const rejection = (reason: unknown) => win.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }));

  it('forwards a script error with its place and stack, and a rejection by its reason whatever it is', () => {
    const watcher = watch();
    const thrown = new TypeError('x is not a function');
    scriptError('Uncaught TypeError: x is not a function', thrown);
    scriptError('Script error.');
    rejection('plain text');
    rejection({ code: 7 });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    rejection(circular);
    expect(heard.map(({ message }) => message)).to.deep.equal(['x is not a function', 'Script error.', 'plain text', '{"code":7}', '[object Object]']);
    expect(heard[0]).to.include({ filename: 'app.js', lineno: 3, colno: 9 });
    expect(heard[0]!.stack).to.equal(thrown.stack);
    expect(watcher.recent()).to.deep.equal(heard);
  });

  it('leaves out a resource that failed to load (no script error), and remembers the latest 20 only', () => {
    const watcher = watch();
    win.dispatchEvent(new Event('error'));
    expect(heard).to.deep.equal([]);
    for (let i = 1; i <= 25; i++) rejection(`error ${i}`);
    expect(heard).to.have.length(25);
    expect(watcher.recent().map(({ message }) => message)).to.deep.equal(Array.from({ length: 20 }, (_, i) => `error ${i + 6}`));
  });

  it('hears nothing once its signal is aborted', () => {
    watch();
    controller.abort();
    scriptError('after the stop');
    rejection('after the stop');
    expect(heard).to.deep.equal([]);
  });
});
