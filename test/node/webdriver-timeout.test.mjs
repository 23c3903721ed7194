// A WebDriver command that never answers fails with its name after the timeout, instead of holding
// the session's queue (and every later command of the test file) for good.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { WebDriverSession, webDriverRequest } from '../../scripts/browsers/webdriver.mjs';

describe('WebDriver client', () => {
  const held = [];
  // A driver that answers /status and never answers anything else.
  const server = createServer((request, response) => {
    if (request.url === '/status') response.end(JSON.stringify({ value: { ready: true } }));
    else held.push(response);
  });
  const listening = new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  after(() => {
    for (const response of held) response.destroy();
    server.close();
  });

  it('answers a command’s value, and fails a command with no answer within the timeout, naming it', async () => {
    await listening;
    const base = `http://127.0.0.1:${server.address().port}`;
    assert.deepEqual(await webDriverRequest(base, 'GET', '/status'), { ready: true });
    await assert.rejects(webDriverRequest(base, 'POST', '/session/1/execute/sync', { script: 'return 1', args: [] }, 200), {
      message: 'WebDriver POST /session/1/execute/sync: no answer within 0.2 s',
    });
  });

  it('runs the next queued command after one that timed out', async () => {
    await listening;
    const session = new WebDriverSession(`http://127.0.0.1:${server.address().port}`, '1', {});
    const hung = session.exclusive(() => webDriverRequest(session.base, 'GET', '/session/1/url', undefined, 200));
    const next = session.exclusive(() => webDriverRequest(session.base, 'GET', '/status'));
    await assert.rejects(hung, /no answer/);
    assert.deepEqual(await next, { ready: true });
  });
});
