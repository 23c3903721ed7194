// `npm run bench:load`: the editing server under a burst of edits. The real server
// (scripts/serve.mjs --live, as `npm start` runs it) serves a throw-away copy of the project. First,
// with the server idle, a few loops keep asking what a designer's browser asks for — the site's page,
// the dev-domain preview page, the editor's page, the API's lookups and history, the edit queue, the
// /__live stream's first event — each answer timed. Then BURST edits (INLINE colours on the hero
// headline, each a different colour, so every one writes) are sent all at once while the same loops
// run, and each edit's answer is timed with the queue position the server reported for it.
// At the end every edit is undone, newest first, and the copy must equal site/ byte for byte.
//   BURST=200 (edits in the burst)   PAUSE_MS=50 (between one loop's requests)
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { localFetch } from '../scripts/localhost-request.mjs';
import { createScratchProject, startServer } from '../scripts/scratch-project.mjs';
import { siteHashes } from '../scripts/site-hashes.mjs';
import { goal, publish } from './report.mjs';
import { ms, quantile } from './stats.mjs';

function wholeNumber(name, fallback, min, max) {
  const raw = process.env[name] ?? String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${name} must be a whole number from ${min} to ${max}, got "${raw}".`);
    process.exit(1);
  }
  return value;
}
const burst = wholeNumber('BURST', 200, 2, 1000);
const pauseMs = wholeNumber('PAUSE_MS', 50, 0, 5000);
/** The goal of issue 43: reads answer within this at p95 during the burst. */
const READ_GOAL_P95_MS = 200;

const project = createScratchProject('bench-load-');
const original = siteHashes(project.root);
let server = null;
const applied = [];
const reads = { idle: new Map(), burst: new Map() };
const edits = [];
let failure = null;
let restored = false;

try {
  server = await startServer(project.root);
  const { token } = server.session();
  const api = `${server.editorOrigin}/api/canvases/site`;
  const auth = { authorization: `Bearer ${token}` };
  const previewOrigin = `http://preview.dev.localhost:${server.port}`;

  const lookups = await (await localFetch(`${api}/lookups`, { headers: auth })).json();
  const [codebaseId] = Object.entries(lookups.treeElementLookup).find(([, entry]) => entry.file === 'site/sections/HeroSection.tsx' && entry.name === 'h1') ?? [];
  if (!codebaseId) throw new Error('The lookups name no <h1> in site/sections/HeroSection.tsx.');

  const body = async (response) => {
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${response.url ?? ''} answered ${response.status}`);
  };
  /** What a designer's browser asks for, by name; each resolves once the whole answer is in. */
  const probes = {
    'site page': () => localFetch(`${server.origin}/`).then(body),
    'preview page': () => localFetch(`${previewOrigin}/`).then(body),
    'editor page': () => localFetch(`${server.editorOrigin}/editor/`).then(body),
    'lookups (API)': () => localFetch(`${api}/lookups`, { headers: auth }).then(body),
    'history (API)': () => localFetch(`${api}/activities`, { headers: auth }).then(body),
    'edit queue (API)': () => localFetch(`${api}/queue`, { headers: auth }).then(body),
    '/__live first event': async () => {
      const controller = new AbortController();
      const response = await localFetch(`${server.editorOrigin}/__live`, { signal: controller.signal });
      for await (const _chunk of response.body) break;
      controller.abort();
    },
  };

  /** One loop per probe, each waiting `pauseMs` between its requests, until `until()`. */
  async function probeLoops(into, until) {
    await Promise.all(
      Object.entries(probes).map(async ([name, probe]) => {
        const times = [];
        into.set(name, times);
        while (!until()) {
          const start = performance.now();
          try {
            await probe();
          } catch (error) {
            if (error.name !== 'AbortError') throw new Error(`${name}: ${error.message}`);
          }
          times.push(performance.now() - start);
          if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
        }
      }),
    );
  }

  const idleUntil = performance.now() + 3000;
  await probeLoops(reads.idle, () => performance.now() > idleUntil);

  let bursting = true;
  const loops = probeLoops(reads.burst, () => !bursting);
  const sent = Array.from({ length: burst }, async (_, i) => {
    const changeItemId = randomUUID();
    const start = performance.now();
    const response = await localFetch(`${api}/parseAndMutate/mutate/styling`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json', 'x-change-item-id': changeItemId },
      body: JSON.stringify({ reactElement: { codebaseId }, styling: { color: `rgb(${i % 256}, ${Math.floor(i / 256)}, 7)` }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] }),
    });
    const answer = await response.json();
    const header = response.headers.get('x-edit-queue-position');
    const position = header === null ? null : Number(header);
    edits.push({ ms: performance.now() - start, status: response.status, position, error: answer.error });
    if (response.status === 200) applied.push({ id: changeItemId, at: performance.now() });
  });
  await Promise.all(sent);
  bursting = false;
  await loops;
} catch (error) {
  failure = error;
} finally {
  // Undo newest first (by when each was answered: the server wrote them in that order), so the copy returns to site/'s bytes.
  const session = server?.session();
  for (const { id } of applied.sort((a, b) => b.at - a.at)) {
    const response = await localFetch(`${server.editorOrigin}/api/canvases/site/parseAndMutate/activities/undoChangeToFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ latestUuid: id }),
    });
    if (response.status !== 200) console.error(`undo of ${id} answered ${response.status}: ${(await response.json()).error}`);
  }
  restored = JSON.stringify(siteHashes(project.root)) === JSON.stringify(original);
  await server?.stop();
  project.remove();
  if (failure) {
    console.error(failure);
    process.exitCode = 1;
  } else if (applied.length && !restored) {
    console.error('After undoing every edit the copy differs from site/: an edit or its undo lost bytes.');
    process.exitCode = 1;
  }
}

if (!failure) {
  const row = (name, values) => [name, String(values.length), ms(quantile(values, 0.5)), ms(quantile(values, 0.95)), ms(Math.max(...values))];
  const answered = edits.filter((edit) => edit.status === 200);
  const refused = edits.filter((edit) => edit.status !== 200);
  const statuses = [...new Set(refused.map((edit) => edit.status))].join(', ');
  const told = edits.map((edit) => edit.position).filter((position) => position !== null);
  const worst = [...reads.burst].map(([name, times]) => ({ name, p95: quantile(times, 0.95) })).sort((a, b) => b.p95 - a.p95)[0];
  publish({
    section: 'load',
    title: 'The editing server under a burst of edits',
    settings: { BURST: burst, PAUSE_MS: pauseMs },
    tables: [
      {
        id: 'burst',
        title: `Reads, idle and during a burst of ${burst} edits sent at once (each loop's reads ${pauseMs} ms apart), and the edits`,
        header: ['measure', 'answers', 'median', 'p95', 'max'],
        rows: [
          ...[...reads.idle].map(([name, times]) => row(`${name}, idle server`, times)),
          ...[...reads.burst].map(([name, times]) => row(`${name}, during the burst`, times)),
          row('edit: request → answer (written)', answered.map((edit) => edit.ms)),
        ],
      },
    ],
    goals: [goal(`every kind of read ≤ ${READ_GOAL_P95_MS} ms p95 during the burst (the slowest)`, `${ms(worst.p95)}: ${worst.name}`, worst.p95 <= READ_GOAL_P95_MS)],
    notes: [
      `${answered.length} of ${edits.length} edits written${refused.length ? `; ${refused.length} refused (${statuses}): ${refused[0].error}` : ''}.`,
      `${told.length} of ${edits.length} answers said their queue position${told.length ? ` (${Math.min(...told)}–${Math.max(...told)})` : ''}.`,
    ],
    noWrite: applied.length && !restored ? 'the copy was not restored after the undos' : undefined,
  });
}
