// An attacker's script on a page of the site tries every way a browser offers to the editing token
// of a real `npm start` server (on a copy of the site): the production site's page and the preview's
// page each run it — same-origin and cross-origin requests for the editor's page and its API, event
// streams, the editor in a frame, the editor in a new window — and nothing it can read holds the
// token. A page of another origin cannot frame the editor at all. Both checks are tried where they
// must succeed too (the token is in the editor's page as this machine gets it; frames of other pages
// are readable here), so the assertions can fail. Node's side of the attack: test/node/server-attacks.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { patience, waitForAsync } from './helpers';
import { editorPageFromThisMachine, inFrameAt, startLiveServer, stopLiveServer, type LiveServer } from './live-server';

interface Attempt {
  way: string;
  /** Everything the attacker could read that way (a body, an error, a document). */
  got: string;
}

/**
 * Runs in a page of the site: every way to the editor's page, its session and its API. Self-contained
 * (it is sent to the page as text), and it never throws: each way answers what it could read.
 */
async function attack(targets: { editorUrl: string; editorOrigin: string }): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  const tryWay = async (way: string, run: () => Promise<string>) => {
    try {
      attempts.push({ way, got: await run() });
    } catch (error) {
      attempts.push({ way, got: `refused: ${String(error)}` });
    }
  };
  const read = async (url: string, init?: RequestInit) => {
    const response = await fetch(url, init);
    return `${response.status} ${response.type} ${await response.text()}`;
  };
  for (const path of ['/editor/', '/editor/index.html', '/editor', '/.editing/session.json', '/api/canvases/site/lookups']) {
    await tryWay(`same-origin fetch ${path}`, () => read(path, { credentials: 'include' }));
  }
  await tryWay('cross-origin fetch of the editor', () => read(targets.editorUrl, { credentials: 'include' }));
  await tryWay('no-cors fetch of the editor', () => read(targets.editorUrl, { mode: 'no-cors', credentials: 'include' }));
  await tryWay('cross-origin fetch of the API', () => read(`${targets.editorOrigin}/api/canvases/site/lookups`));
  await tryWay('cross-origin fetch of the session file', () => read(`${targets.editorOrigin}/.editing/session.json`));
  await tryWay('XMLHttpRequest of the editor', () =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('GET', targets.editorUrl);
      xhr.withCredentials = true;
      xhr.onload = () => resolve(`${xhr.status} ${xhr.responseText}`);
      xhr.onerror = () => reject(new Error('network error'));
      xhr.send();
    }),
  );
  await tryWay('the editor\'s live events', () =>
    new Promise((resolve) => {
      const source = new EventSource(`${targets.editorOrigin}/__live`);
      source.addEventListener('status', (event) => {
        source.close();
        resolve(`status: ${(event as MessageEvent).data}`);
      });
      source.onerror = () => {
        source.close();
        resolve('refused: error event');
      };
    }),
  );
  await tryWay('the editor in a frame', () =>
    new Promise((resolve) => {
      const frame = document.createElement('iframe');
      frame.src = targets.editorUrl;
      const look = () => {
        clearTimeout(timer);
        let got: string;
        try {
          got = frame.contentDocument?.documentElement.outerHTML ?? 'no document';
        } catch (error) {
          got = `refused: ${String(error)}`;
        }
        frame.remove();
        resolve(got);
      };
      // An engine that fires no load event for a refused frame: the attacker looks anyway.
      const timer = setTimeout(look, 5000);
      frame.onload = look;
      document.body.append(frame);
    }),
  );
  await tryWay('the editor in a new window', async () => {
    const opened = window.open(targets.editorUrl, '_blank');
    if (!opened) return 'refused: no window';
    const seen: string[] = [];
    // A new window loads after open() returns: look until it has a document that is not the blank one, or cannot be looked at.
    for (let i = 0; i < 100; i++) {
      try {
        const html = opened.document?.documentElement?.outerHTML ?? '';
        seen.push(html);
        if (opened.location.href !== 'about:blank') break;
      } catch (error) {
        seen.push(`refused: ${String(error)}`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    opened.close();
    return seen.join('\n');
  });
  return attempts;
}

const runAttack = (targets: { editorUrl: string; editorOrigin: string }) => `(${attack.toString()})(${JSON.stringify(targets)})`;

/**
 * Waits until the test runner reaches the frame at `origin` with its page loaded: the browser's frame
 * list can trail the frame's load event (Firefox over BiDi).
 */
const untilFrameAt = (origin: string) =>
  waitForAsync(async () => {
    const answer = await inFrameAt<string>(origin, 'document.readyState');
    return answer.ok && answer.value === 'complete';
  }, `the frame at ${origin}`, 20_000);

function loadFrame(src: string): Promise<HTMLIFrameElement> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:800px;height:600px;border:0';
    frame.onload = () => resolve(frame);
    frame.src = src;
    document.body.append(frame);
  });
}

describe('a page of the site cannot obtain the editing token', function () {
  this.timeout(patience(120_000));
  let server: LiveServer;

  before(async () => {
    server = await startLiveServer();
  });
  // An editor a popup opened would run on, and take focus and time from the files after this one.
  afterEach(() => executeServerCommand('close-other-windows'));
  after(async () => {
    document.querySelectorAll('iframe').forEach((frame) => frame.remove());
    await stopLiveServer();
  });

  it('the editor\'s page as this machine gets it carries the token (so the checks below can fail)', async () => {
    expect(server.token).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(await editorPageFromThisMachine()).to.include(server.token);
  });

  for (const which of ['site', 'preview'] as const) {
    it(`a script on the ${which} page tries every way and reads nothing that holds it`, async () => {
      const origin = which === 'site' ? server.siteOrigin : server.devOrigin;
      const frame = await loadFrame(`${origin}/`);
      try {
        await untilFrameAt(origin);
        const answer = await inFrameAt<Attempt[]>(origin, runAttack({ editorUrl: server.editorUrl, editorOrigin: server.editorOrigin }));
        expect(answer.ok, `the attack ran in the ${which} page: ${answer.error}`).to.equal(true);
        const attempts = answer.value ?? [];
        expect(attempts.map((attempt) => attempt.way)).to.have.length(13);
        for (const attempt of attempts) {
          expect(attempt.got, attempt.way).not.to.include(server.token);
          expect(attempt.got, attempt.way).not.to.include('editing-session');
          expect(attempt.got, attempt.way).not.to.include('treeElementLookup');
        }
        // The ways that reach the server at all are refused there, not merely hidden by the browser.
        const got = (way: string) => attempts.find((attempt) => attempt.way === way)?.got ?? '';
        // The site's /editor/ sends a visitor on to the editor's own origin, which a script cannot follow.
        expect(got('same-origin fetch /editor/')).to.match(which === 'site' ? /^refused: TypeError/ : /^404 basic/);
        expect(got('same-origin fetch /api/canvases/site/lookups')).to.match(/^403 basic \{"error":"The Host header/);
        expect(got('cross-origin fetch of the editor')).to.match(/^refused: TypeError/);
        expect(got('cross-origin fetch of the API')).to.match(/^refused: TypeError/);
        expect(got('the editor\'s live events')).to.equal('refused: error event');
      } finally {
        frame.remove();
      }
    });
  }

  it('a page of another origin cannot frame the editor, though it can frame a page that allows it', async () => {
    const preview = await loadFrame(`${server.devOrigin}/`);
    await untilFrameAt(server.devOrigin);
    const readable = await inFrameAt<string>(server.devOrigin, 'document.title');
    expect(readable.ok, `frames are readable here: ${readable.error}`).to.equal(true);
    expect(readable.value).to.include('Product Analytics');
    preview.remove();

    const editor = await loadFrame(server.editorUrl);
    const inside = await inFrameAt<{ session: string | null; root: number }>(
      server.editorOrigin,
      "({ session: document.querySelector('meta[name=\"editing-session\"]')?.content ?? null, root: document.querySelector('#root')?.childElementCount ?? 0 })",
    );
    // Blocked: no document of the editor's origin in the frame, or an error page in its place.
    if (inside.ok) {
      expect(inside.value?.session ?? null).to.equal(null);
      expect(inside.value?.root ?? 0).to.equal(0);
    }
    editor.remove();
  });
});
