// WebKit's launcher (test/plugins/webkit-launcher.mjs) starts every test file with no button or key
// held. WebKitGTK's WebDriver keeps a right or middle button in its state after the button is
// released, and every later event carries it: upper-case keys then type in lower case. Here one
// "file" right-clicks, and the next, on a fresh page, must type "Hello World" as it is and see no
// button held.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { selectedEngines } from '../../scripts/browsers/engines.mjs';
import { WebKitLauncher } from '../plugins/webkit-launcher.mjs';

const PAGE = `data:text/html,${encodeURIComponent(`<!doctype html><input id="field" style="width: 300px">
<script>window.moves = []; addEventListener('mousemove', (event) => moves.push(event.buttons));</script>`)}`;

/** Polls a condition in the page until it holds (navigation answers before the page has loaded). */
async function waitUntil(page, what, condition) {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await page.evaluate(condition).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`WebKit: ${what} did not happen within 10 s`);
}

async function typeInFreshField(page, text) {
  await waitUntil(page, 'the page loaded', () => document.readyState === 'complete' && Boolean(document.getElementById('field')));
  await page.evaluate(() => document.getElementById('field').focus());
  await page.keyboard.type(text);
  return page.evaluate(() => document.getElementById('field').value);
}

describe('WebKit launcher: each test file starts with nothing held', { skip: !selectedEngines().includes('webkit') && 'WebKit is not among BROWSERS' }, () => {
  const launcher = new WebKitLauncher();
  after(() => launcher.stop());

  it('a file after one that right-clicked types upper case and moves with no button', async () => {
    await launcher.startSession('first', PAGE);
    const first = launcher.getPage('first');
    assert.equal(await typeInFreshField(first, 'Hello World'), 'Hello World', 'typing works before the right click');
    await first.mouse.click(100, 100, { button: 'right' });
    await launcher.stopSession('first');

    await launcher.startSession('second', PAGE);
    const second = launcher.getPage('second');
    assert.equal(await typeInFreshField(second, 'Hello World'), 'Hello World');
    await second.mouse.move(150, 150);
    await waitUntil(second, 'a mouse move', () => window.moves.length > 0);
    assert.deepEqual(await second.evaluate(() => window.moves), [0], 'no button held');
    await launcher.stopSession('second');
  });
});
