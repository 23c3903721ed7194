// Test-runner commands for the live-reload tests: a real `npm start` server (scripts/serve.mjs --live)
// on a throw-away copy of the project, edits by hand to that copy, and a look inside a cross-origin
// preview frame (which the test page itself may not read). Servers and copies are removed when the
// test run ends, whatever happened.
import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localFetch } from '../../scripts/localhost-request.mjs';
import { createScratchProject, startServer } from '../../scripts/scratch-project.mjs';

const repo = join(import.meta.dirname, '../..');
const SITE_FILE = /^site\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:tsx|ts|css)$/;

/**
 * @param {{ editorOrigin: string, startTimeoutMs?: number }} options the test page's origin, which the
 *   server must accept as an editor; how long a server may take to start (its live build runs first)
 */
export function liveServer({ editorOrigin, startTimeoutMs = 60_000 }) {
  /** session id → { project, server } */
  const running = new Map();

  async function stop(sessionId) {
    const entry = running.get(sessionId);
    running.delete(sessionId);
    if (!entry) return;
    try {
      await entry.server?.stop();
    } finally {
      entry.project.remove();
    }
  }

  function projectOf(sessionId) {
    const entry = running.get(sessionId);
    if (!entry) throw new Error('live-server-start first: no live server runs for this test file');
    return entry.project;
  }

  function checkedPath(path) {
    if (typeof path !== 'string' || !SITE_FILE.test(path)) throw new Error(`live-server-write: "${path}" is not a site source file (site/…/name.tsx|ts|css)`);
    return path;
  }

  return {
    name: 'live-server',
    async executeCommand({ command, payload, session }) {
      if (command === 'live-server-start') {
        await stop(session.id);
        const project = createScratchProject('wtr-live-');
        running.set(session.id, { project, server: null });
        const server = await startServer(project.root, { env: { EDITOR_ORIGINS: editorOrigin }, timeoutMs: startTimeoutMs });
        running.get(session.id).server = server;
        return {
          port: server.port,
          siteOrigin: server.origin,
          editorOrigin: server.editorOrigin,
          editorUrl: server.editorUrl,
          devOrigin: server.previewOrigin,
          token: server.session().token,
        };
      }
      if (command === 'live-server-stop') {
        await stop(session.id);
        return true;
      }
      if (command === 'live-server-write') {
        // An edit by hand: replace one exact, unique text, or put the repository's original back.
        const path = checkedPath(payload?.path);
        const file = join(projectOf(session.id).root, path);
        if (payload.restore === true) {
          writeFileSync(file, readFileSync(join(repo, path)));
          return true;
        }
        const { from, to } = payload;
        const text = readFileSync(file, 'utf8');
        if (typeof from !== 'string' || typeof to !== 'string' || text.split(from).length !== 2) {
          throw new Error(`live-server-write: ${JSON.stringify(from)} must occur exactly once in ${path}`);
        }
        writeFileSync(file, text.replace(from, () => to));
        return true;
      }
      if (command === 'live-server-editor-page') {
        // The editor's page as this machine's own caller gets it (with the token): what no web page may read.
        const entry = running.get(session.id);
        if (!entry?.server) throw new Error('live-server-start first: no live server runs for this test file');
        return (await localFetch(entry.server.editorUrl)).text();
      }
      if (command === 'live-server-visit') {
        // A page of the production site (a plain Host) as a visitor gets it: its status and text.
        const entry = running.get(session.id);
        if (!entry?.server) throw new Error('live-server-start first: no live server runs for this test file');
        const path = payload?.path;
        if (typeof path !== 'string' || !path.startsWith('/')) throw new Error(`live-server-visit: "${path}" is not a path`);
        const response = await localFetch(`${entry.server.origin}${path}`);
        return { status: response.status, text: await response.text() };
      }
      if (command === 'live-server-status') {
        // The live build's state now: the first event of its stream (`status`), read from this machine.
        const entry = running.get(session.id);
        if (!entry?.server) throw new Error('live-server-start first: no live server runs for this test file');
        const stop = new AbortController();
        const response = await localFetch(`${entry.server.previewOrigin}/__live`, { signal: stop.signal });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let text = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) throw new Error('live-server-status: the stream ended before its status');
            text += value;
            const event = /event: status\ndata: (.*)\n\n/.exec(text);
            if (event) return JSON.parse(event[1]);
          }
        } finally {
          stop.abort();
        }
      }
      if (command === 'live-server-burst') {
        // Another tool's burst of edits, sent at once from this machine (a browser sends six at a time
        // per host): `operation` with each of `bodies`. Answers when sent; live-server-burst-answers has the answers.
        const entry = running.get(session.id);
        if (!entry?.server) throw new Error('live-server-start first: no live server runs for this test file');
        const { operation, bodies } = payload ?? {};
        if (typeof operation !== 'string' || !/^[A-Za-z]+$/.test(operation) || !Array.isArray(bodies)) throw new Error('live-server-burst: { operation, bodies: [...] }');
        const { token } = entry.server.session();
        // Each answer is kept as it comes; a request that gets none is one of the answers (status 0),
        // which the test lists.
        // A burst sent before the previous one's answers were collected adds to it (a test that tops the queue up).
        const burst = entry.burst ?? { answers: [], settled: 0 };
        entry.burst = burst;
        const first = burst.answers.length;
        burst.answers.length += bodies.length;
        bodies.forEach(async (body, n) => {
          const i = first + n;
          try {
            const response = await localFetch(`${entry.server.editorOrigin}/api/canvases/site/parseAndMutate/mutate/${operation}`, {
              method: 'POST',
              headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-change-item-id': randomUUID() },
              body: JSON.stringify(body),
            });
            const answer = await response.json();
            burst.answers[i] = { status: response.status, position: response.headers.get('x-edit-queue-position'), error: answer.error ?? null };
          } catch (error) {
            burst.answers[i] = { status: 0, position: null, error: `no answer: ${String(error)}` };
          }
          burst.settled += 1;
        });
        return bodies.length;
      }
      if (command === 'live-server-burst-answers') {
        // Answers at once (a command that waited could outlast the runner's 20 s command timeout while
        // a loaded machine saves the burst): false until every request of the burst has its answer (the
        // runner takes null for a command no plugin handled).
        const entry = running.get(session.id);
        if (!entry?.burst) throw new Error('live-server-burst first');
        const { answers, settled } = entry.burst;
        if (settled < answers.length) return false;
        entry.burst = null;
        return answers;
      }
      if (command === 'live-server-read') {
        // A site source file of the copy as it is on disk now (what the mutation server wrote).
        return readFileSync(join(projectOf(session.id).root, checkedPath(payload?.path)), 'utf8');
      }
      if (command === 'frame-eval') {
        // Evaluates an expression in the test page's frame at `origin`; a frame that is loading answers { ok: false }.
        if (typeof session.browser.evaluateInFrame === 'function') {
          // WebKit (WebDriver): its launcher switches into the frame and back.
          try {
            return await session.browser.evaluateInFrame(session.id, payload.origin, payload.expression);
          } catch (error) {
            return { ok: false, error: String(error) };
          }
        }
        const page = session.browser.getPage(session.id);
        // The newest live frame at that origin: a frame the previous test removed can still be listed
        // for a moment (detached), and evaluating there fails with "Execution context was destroyed".
        const frame = page
          .frames()
          .filter((candidate) => !(candidate.detached ?? candidate.isDetached?.()) && candidate.url().startsWith(`${payload.origin}/`))
          .at(-1);
        if (!frame) return { ok: false, error: `no frame at ${payload.origin}` };
        try {
          return { ok: true, value: await frame.evaluate(payload.expression) };
        } catch (error) {
          return { ok: false, error: String(error) };
        }
      }
      return undefined;
    },
    async serverStop() {
      await Promise.all([...running.keys()].map((id) => stop(id)));
    },
  };
}
