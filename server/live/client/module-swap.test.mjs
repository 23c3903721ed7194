// The live client's module swap (module-swap.ts): which `modules` payloads it follows, and when a swap
// counts as done or sends the page to a reload instead. Modules here are data: URLs (Node imports them
// as the browser imports the live build's chunks).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../../test/node/helpers/source-module.mjs';

const { isModuleSwap, swapModules } = await sourceModule(import.meta.url, './module-swap.ts');
const { HOT_UPDATE_BEFORE_EVENT } = await sourceModule(import.meta.url, '../../../types/protocol.ts');

const moduleUrl = (code) => `data:text/javascript,${encodeURIComponent(code)}`;
/** A Refresh entry whose refresh() answers `result`, counting its calls in globalThis.__refreshed. */
const entry = (result) => moduleUrl(`export function refresh() { globalThis.__refreshed = (globalThis.__refreshed ?? 0) + 1; return ${JSON.stringify(result)}; }`);

function fakeWindow() {
  const target = new EventTarget();
  const heard = [];
  target.addEventListener(HOT_UPDATE_BEFORE_EVENT, (event) => heard.push(event.detail.kind));
  return { target, heard };
}

describe('live client: module swap', () => {
  it('follows only build files of this origin', () => {
    assert.equal(isModuleSwap({ refresh: '/assets/live-refresh.js', urls: ['/assets/LandingPage.js', '/assets/pages/Privacy.js'] }), true);
    assert.equal(isModuleSwap({ refresh: '/assets/live-refresh.js', urls: [] }), true);
    for (const bad of [null, 'x', { refresh: 'https://evil.example/x.js', urls: [] }, { refresh: '/assets/live-refresh.js', urls: ['//evil.example/x.js'] }, { refresh: '/assets/live-refresh.js', urls: ['/assets/../api/x.js'] }, { refresh: '/assets/live-refresh.js', urls: '/assets/a.js' }, { refresh: '/assets/live-refresh.js', urls: ['/assets/a.css'] }]) {
      assert.equal(isModuleSwap(bad), false, JSON.stringify(bad));
    }
  });

  it('imports the modules, tells the runtime, swaps the stylesheet, then re-renders: done', async () => {
    const { target, heard } = fakeWindow();
    const order = [];
    globalThis.__ran = 0;
    const swapped = await swapModules(target, { refresh: entry({ updated: 2, failed: false }), urls: [moduleUrl('globalThis.__ran++;')] }, 'v2', () => (order.push(`css after ${heard.length} event(s), ${globalThis.__ran} module(s) run`), true));
    assert.equal(swapped, true);
    assert.deepEqual(heard, ['module']);
    assert.deepEqual(order, ['css after 1 event(s), 1 module(s) run']);
  });

  it('reloads instead when a module throws (before anything on screen changed), or React re-rendered nothing, or failed', async () => {
    for (const [refresh, urls, why] of [
      [entry({ updated: 1, failed: false }), [moduleUrl('throw new Error("broken module")')], 'a module that throws'],
      [entry({ updated: 0, failed: false }), [moduleUrl('')], 'nothing registered again'],
      [entry({ updated: 3, failed: true }), [moduleUrl('')], 'an error React cannot recover from'],
      [moduleUrl('export const nothing = 1;'), [], 'an entry without refresh()'],
    ]) {
      const { target, heard } = fakeWindow();
      const before = globalThis.__refreshed ?? 0;
      let css = false;
      assert.equal(await swapModules(target, { refresh, urls }, 'v3', () => (css = true)), false, why);
      if (why === 'a module that throws' || why === 'an entry without refresh()') assert.deepEqual([heard, css, globalThis.__refreshed ?? 0], [[], false, before], `${why}: nothing changed`);
    }
  });

  it('a stylesheet that cannot be swapped reloads, before React re-renders', async () => {
    const { target } = fakeWindow();
    const before = globalThis.__refreshed ?? 0;
    assert.equal(await swapModules(target, { refresh: entry({ updated: 1, failed: false }), urls: [] }, 'v4', () => false), false);
    assert.equal(globalThis.__refreshed ?? 0, before);
  });
});
