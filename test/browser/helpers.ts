// Opens routes of the built site in a same-origin iframe and drives them with real input.
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendMouse, setViewport } from '@web/test-runner-commands';
import './report-safe-failures';

export interface ConsoleEntry {
  type: string;
  text: string;
  url: string;
}

export interface SiteFrame {
  iframe: HTMLIFrameElement;
  win: Window;
  doc: Document;
  remove: () => void;
}

/** Console messages (all frames) since the last call; the first call starts listening. */
export function consoleMessages(): Promise<ConsoleEntry[]> {
  return executeServerCommand<ConsoleEntry[], undefined>('console-messages');
}

/** Paths the tests request on purpose to see the 404 page; Chromium logs their status as an error. */
export const unknownPaths = ['/no-such-page', '/courses/unknown'];

function isExpected404(entry: ConsoleEntry): boolean {
  if (!entry.text.includes('status of 404')) return false;
  const path = entry.url ? new URL(entry.url, location.href).pathname : '';
  return unknownPaths.includes(path);
}

const isTestPageUrl = (url: string) => url.startsWith(`${location.origin}/`);

/** Every URL this browser asked the test server for since the previous call (the first call starts listening). */
export function requestedUrls(): Promise<string[]> {
  return executeServerCommand<string[], undefined>('requested-urls');
}

/** Errors, warnings and failed requests: what a clean page must not produce. */
export async function consoleProblems(): Promise<string> {
  const entries = await consoleMessages();
  return entries
    .filter((entry) => ['error', 'warn', 'warning', 'pageerror', 'requestfailed'].includes(entry.type))
    .filter((entry) => !isExpected404(entry))
    // The test page's own tooling (e.g. Lit's dev-mode notice from @open-wc) is not the site's concern;
    // a page under test on another origin is, its installed packages too (a vendor project's runtime).
    .filter((entry) => !(isTestPageUrl(entry.url) && /wtr-session-id|\/node_modules\/|\/__web-/.test(entry.url)))
    .map((entry) => `${entry.type}: ${entry.text} (${entry.url})`)
    .join('\n');
}

/**
 * Registers hooks that fail each test of the enclosing suite which left console errors, warnings
 * or failed requests (messages from before the suite are read and dropped first).
 */
export function failOnConsoleProblems(): void {
  before(() => consoleProblems());
  afterEach(async () => {
    expect(await consoleProblems(), 'console errors, warnings or failed requests').to.equal('');
  });
}

export function screenshot(path: string): Promise<boolean> {
  return executeServerCommand<boolean, { path: string }>('page-screenshot', { path });
}

/** The polling interval of waitFor and expectNothingFor: not a way to wait for something. */
const poll = () => new Promise<void>((resolve) => setTimeout(resolve, 20));

/**
 * How many times slower than an idle machine this run may be (scripts/browsers/run-limits.mjs; the
 * test page gets it from web-test-runner.config.mjs), 1 when unknown.
 */
const slowdown = Number((window as Window & { __testSlowdown?: unknown }).__testSlowdown) || 1;

/** How long a wait for something that will happen may take on this run: `ms` on an idle machine, times the slowdown. */
export const patience = (ms: number): number => ms * slowdown;

/** Waits until `read` returns something truthy, and returns it; fails after `timeout` ms (idle machine: patience()) naming `what`. */
export async function waitFor<T>(read: () => T | null | undefined | false, what: string, timeout = 8000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > patience(timeout)) throw new Error(`Timed out waiting for ${what}`);
    await poll();
  }
}

/** waitFor for a condition read asynchronously (the test runner's logs, a fetch). */
export async function waitForAsync<T>(read: () => Promise<T | null | undefined | false>, what: string, timeout = 8000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = await read();
    if (value) return value;
    if (performance.now() - start > patience(timeout)) throw new Error(`Timed out waiting for ${what}`);
    await poll();
  }
}

/**
 * The one fixed-time wait of the browser tests: a check that something does NOT happen. Absence sends
 * no signal to wait for, so the only way to observe it is to look for `ms`; `reason` says why that
 * long is enough (what would have arrived by then). `happened`, polled throughout, describes what
 * arrived when something did, so the wait fails as soon as it does and says what.
 */
export async function expectNothingFor(
  ms: number,
  reason: string,
  happened: () => string | null | undefined | false | Promise<string | null | undefined | false> = () => null,
): Promise<void> {
  const start = performance.now();
  for (;;) {
    const arrived = await happened();
    if (arrived) throw new Error(`Expected nothing for ${ms} ms (${reason}), but: ${arrived}`);
    if (performance.now() - start >= ms) return;
    await poll();
  }
}

/** Resolves after `count` rendering updates (ResizeObserver and IntersectionObserver report in them). */
export async function renderingUpdates(count = 2): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

/** True once React has hydrated (or rendered) the element: React keeps its fiber on an expando key. */
export function isHydrated(element: Element | null): boolean {
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

/** The part of a React fiber read below (React's own field names). */
interface Fiber {
  tag: number;
  memoizedState: { isDehydrated?: boolean; dehydrated?: unknown } | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** React's tag of a Suspense boundary's fiber. */
const SUSPENSE = 13;

/**
 * True once React has committed the hydration of the whole tree under `container`: the root, and
 * every Suspense boundary (each is hydrated in a pass of its own, after the root, and its elements
 * get their fibers before that pass commits). An update that reaches a boundary before is React's
 * error 421; on a busy machine a test's first click can come between the two.
 */
export function isHydrationCommitted(container: Element | null): boolean {
  const key = container && Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (!container || !key) return false;
  const root = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key]!.stateNode.current;
  if (root.memoizedState?.isDehydrated) return false;
  const fibers: Fiber[] = [root];
  for (let fiber = fibers.pop(); fiber; fiber = fibers.pop()) {
    if (fiber.tag === SUSPENSE && fiber.memoizedState?.dehydrated) return false;
    if (fiber.child) fibers.push(fiber.child);
    if (fiber.sibling) fibers.push(fiber.sibling);
  }
  return true;
}

/**
 * Records where `win` was scrolled before and right after each scrollIntoView call made in it (in
 * the same task). A smooth scroll has not moved yet when the call returns, an instant one has
 * arrived: unlike the positions a scroll passes through, this does not depend on how many frames
 * the page gets to see (WebKitGTK animates a smooth scroll off the main thread, and on a busy
 * machine the page may see none of its steps).
 */
export function recordScrollIntoView(win: Window): Array<{ before: number; after: number }> {
  const calls: Array<{ before: number; after: number }> = [];
  const prototype = (win as Window & typeof globalThis).Element.prototype;
  const scrollIntoView = prototype.scrollIntoView;
  prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    const before = win.scrollY;
    scrollIntoView.call(this, options);
    calls.push({ before, after: win.scrollY });
  };
  return calls;
}

let viewportSet = false;

/** Loads `path` in an iframe of the given size and waits until the page is hydrated and painted. */
export async function openSite(path: string, size: { width: number; height: number } = { width: 1280, height: 800 }): Promise<SiteFrame> {
  if (!viewportSet) {
    await setViewport({ width: 1400, height: 1000 });
    viewportSet = true;
  }
  document.querySelectorAll('iframe[data-site]').forEach((frame) => frame.remove());
  const iframe = document.createElement('iframe');
  iframe.dataset.site = '';
  iframe.style.cssText = `position:fixed;left:0;top:0;border:0;width:${size.width}px;height:${size.height}px;background:#fff`;
  const loaded = new Promise<void>((resolve) => iframe.addEventListener('load', () => resolve(), { once: true }));
  iframe.src = path;
  document.body.append(iframe);
  await loaded;
  const win = iframe.contentWindow!;
  const doc = iframe.contentDocument!;
  await waitFor(() => isHydrated(doc.querySelector('main .page h1')) && isHydrationCommitted(doc.getElementById('root')), `the page at ${path} to hydrate`);
  await new Promise((resolve) => win.requestAnimationFrame(() => win.requestAnimationFrame(resolve)));
  return { iframe, win, doc, remove: () => iframe.remove() };
}

/**
 * The centre of an element inside the frame, in the test page's viewport coordinates. For an inline
 * element that wraps, the centre of its first line box (the centre of the whole box may be empty space).
 */
export function centreOf(frame: SiteFrame, element: Element): [number, number] {
  const frameBox = frame.iframe.getBoundingClientRect();
  const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
  return [Math.round(frameBox.left + box.left + box.width / 2), Math.round(frameBox.top + box.top + box.height / 2)];
}

/** Clicks an element with the real mouse (trusted events), scrolling it into the frame's view first. */
export async function click(frame: SiteFrame, element: Element): Promise<void> {
  const box = element.getBoundingClientRect();
  if (box.top < 0 || box.bottom > frame.win.innerHeight) {
    element.scrollIntoView({ block: 'center', behavior: 'instant' });
    await new Promise((resolve) => frame.win.requestAnimationFrame(resolve));
  }
  const [x, y] = centreOf(frame, element);
  await sendMouse({ type: 'click', position: [x, y] });
}

export function byText<T extends Element>(root: ParentNode, selector: string, text: string | RegExp): T {
  const match = [...root.querySelectorAll<T>(selector)].find((element) =>
    typeof text === 'string' ? element.textContent?.trim() === text : text.test(element.textContent ?? ''),
  );
  if (!match) throw new Error(`No ${selector} with text ${String(text)}`);
  return match;
}

export function texts(root: ParentNode, selector: string): string[] {
  return [...root.querySelectorAll(selector)].map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/** Fetches a route's HTML as served, before any JavaScript, and parses it. */
export async function fetchPage(path: string): Promise<{ status: number; doc: Document; html: string }> {
  const response = await fetch(path);
  const html = await response.text();
  return { status: response.status, html, doc: new DOMParser().parseFromString(html, 'text/html') };
}

export const routes = [
  { path: '/', h1: 'Product Analytics', title: /^Product Analytics/ },
  { path: '/privacy-policy', h1: 'Privacy Policy', title: /^Privacy Policy/ },
  { path: '/refund-policy', h1: 'Refund Policy', title: /^Refund Policy/ },
  { path: '/no-such-page', h1: 'Page not found', title: /^Page not found/ },
] as const;
