// `npm run bench:roundtrip`: the source round trip of `npm start` on this site. The real server
// (scripts/serve.mjs --live) runs on a throw-away copy of the project; a headless Chromium has the
// dev-domain preview open. Each round POSTs a real mutation to /api/ and times
//   request → answer: the answer comes after the file is written (the write is atomic and fsynced),
//   request → visible: the open preview shows the change (its page's modules or its stylesheet
//   swapped in place, or reloaded by itself), and whether the page's own state survived (a marker
//   set on window before),
// alternating editText on the hero headline (two texts: the landing page's content, swapped in with
// React Refresh), an INLINE styling change of its colour (the hero section's module, and the
// stylesheet) and a styleRule change of the lead's colour (the stylesheet alone).
// Before the rounds: the first save after the server started (sent the moment it serves, while it
// still warms up). After them, the stall check: edits sent back to back (ROUNDS editText, then twice as
// many INLINE styling edits, each sent when the one before answered) while a loop keeps asking
// for the site's page, the editor's page and the /__live stream's first event, each answer timed
// (the same loop on the idle server first, for comparison in the same run).
// At the end every edit is undone (the copy must equal site/ byte for byte) and the copy is removed.
//   ROUNDS=20 (per operation)
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import puppeteer from 'puppeteer-core';
import { findChromium } from '../scripts/browsers/engines.mjs';
import { localFetch } from '../scripts/localhost-request.mjs';
import { createScratchProject, startServer } from '../scripts/scratch-project.mjs';
import { siteHashes } from '../scripts/site-hashes.mjs';
import { goal, publish } from './report.mjs';
import { ms, quantile } from './stats.mjs';

const rawRounds = process.env.ROUNDS ?? '20';
const rounds = Number(rawRounds);
if (!Number.isInteger(rounds) || rounds < 2 || rounds > 500) {
  console.error(`ROUNDS must be a whole number from 2 to 500, got "${rawRounds}".`);
  process.exit(1);
}
const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium found: install Debian\'s chromium (apt-get install -y chromium) or set CHROME_PATH.');
  process.exit(1);
}

/** The `ready` events of /__live, read as a stream: when each arrived here, and the server's own rebuild time. */
function followReadyEvents(origin) {
  const ready = [];
  const controller = new AbortController();
  const done = (async () => {
    const response = await localFetch(`${origin}/__live`, { signal: controller.signal });
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const name = /^event: (.+)$/m.exec(frame)?.[1];
        const data = /^data: (.+)$/m.exec(frame)?.[1];
        if (name === 'ready' && data) ready.push({ at: performance.timeOrigin + performance.now(), durationMs: JSON.parse(data).durationMs });
      }
    }
  })().catch((error) => {
    if (error.name !== 'AbortError') throw error;
  });
  return { ready, stop: () => (controller.abort(), done) };
}

const project = createScratchProject('bench-roundtrip-');
const original = siteHashes(project.root);
let server = null;
let browser = null;
let events = null;
const applied = [];
const timings = { editText: { write: [], ready: [], visible: [], kept: 0 }, styling: { write: [], ready: [], visible: [], kept: 0 }, styleRule: { write: [], ready: [], visible: [], kept: 0 } };
const rebuilds = [];
const stall = { idle: [], busy: [], editsBackToBack: [], stylingBackToBack: [] };
let firstSave = null;
let restored = false;

try {
  server = await startServer(project.root);
  const { token } = server.session();
  const api = `${server.editorOrigin}/api/canvases/site`;

  // The first save after `npm start`: at once, while the server still warms up in the background.
  {
    const lookups = await (await localFetch(`${api}/lookups`, { headers: { authorization: `Bearer ${token}` } })).json();
    const [id] = Object.entries(lookups.treeElementLookup).find(([, entry]) => entry.file === 'site/sections/HeroSection.tsx' && entry.name === 'h1') ?? [];
    if (!id) throw new Error('The lookups name no <h1> in site/sections/HeroSection.tsx.');
    const start = performance.now();
    const response = await localFetch(`${api}/parseAndMutate/mutate/styling`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-change-item-id': randomUUID() },
      body: JSON.stringify({ reactElement: { codebaseId: id }, styling: { 'letter-spacing': '0.01em' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] }),
    });
    const answer = await response.json();
    firstSave = performance.now() - start;
    if (response.status !== 200) throw new Error(`the first save answered ${response.status}: ${answer.error}`);
    applied.push(answer.activityId);
  }
  events = followReadyEvents(server.editorOrigin);

  browser = await puppeteer.launch({ executablePath: chromium, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'] });
  const page = await browser.newPage();
  await page.goto(`http://preview.dev.localhost:${server.port}/`, { waitUntil: 'load' });
  await page.waitForSelector('#hero-title');
  let { codebaseId, text } = await page.$eval('#hero-title', (h1) => ({
    codebaseId: [...h1.classList].find((name) => name.startsWith('tempo-')),
    text: h1.textContent,
  }));
  if (!codebaseId) throw new Error('The hero headline of the dev-domain page carries no codebase id.');
  const texts = [`${text} (edited)`, text];
  const colors = ['rgb(185, 28, 28)', 'rgb(29, 78, 216)'];

  async function mutate(operation, body) {
    const changeItemId = randomUUID();
    const response = await localFetch(`${api}/parseAndMutate/mutate/${operation}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-change-item-id': changeItemId },
      body: JSON.stringify(body),
    });
    const answer = await response.json();
    if (response.status !== 200) throw new Error(`${operation} answered ${response.status}: ${answer.error}`);
    applied.push(changeItemId);
    codebaseId = answer.prevIdToNewIdMap[codebaseId] ?? codebaseId;
  }

  /** One round: the request, and the time the reloaded preview's DOM first shows `shows` (checked on every DOM change). */
  async function round(operation, body, shows, expected) {
    // The page's own state: a reload loses it, a swap in place keeps it.
    await page.evaluate(() => (window.__benchState = 'kept'));
    const visible = page.waitForFunction(shows, { polling: 'mutation', timeout: 15_000 }, expected);
    const start = performance.timeOrigin + performance.now();
    await mutate(operation, body);
    const answered = performance.timeOrigin + performance.now();
    const seenAt = await (await visible).jsonValue();
    const ready = events.ready.find((event) => event.at > start);
    if (!ready) throw new Error(`the page showed the ${operation} before a ready event arrived`);
    timings[operation].write.push(answered - start);
    timings[operation].ready.push(ready.at - start);
    timings[operation].visible.push(seenAt - start);
    if ((await page.evaluate(() => window.__benchState)) === 'kept') timings[operation].kept++;
    rebuilds.push(ready.durationMs);
    events.ready.length = 0;
    // The next round starts from a page that has finished loading.
    await page.waitForFunction(() => document.readyState === 'complete');
  }

  const textShown = (expected) => {
    const h1 = document.querySelector('#hero-title');
    return h1 && h1.textContent === expected && performance.timeOrigin + performance.now();
  };
  const colorShown = (expected) => {
    const h1 = document.querySelector('#hero-title');
    return h1 && getComputedStyle(h1).color === expected && performance.timeOrigin + performance.now();
  };
  const leadColorShown = (expected) => {
    const lead = document.querySelector('.hero__lead');
    return lead && getComputedStyle(lead).color === expected && performance.timeOrigin + performance.now();
  };

  for (let i = 0; i < rounds; i++) {
    const newText = texts[i % 2];
    await round('editText', { element: { codebaseId }, newText, oldText: text }, textShown, newText);
    text = newText;
    const color = colors[i % 2];
    await round('styling', { reactElement: { codebaseId }, styling: { color }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] }, colorShown, color);
    await round('styleRule', { selector: '.hero__lead', media: null, styling: { color } }, leadColorShown, color);
  }

  // The stall check: how long the site, the editor and /__live take to answer, idle and while edits run back to back.
  const probes = [
    () => localFetch(`${server.origin}/`).then((response) => response.arrayBuffer()),
    () => localFetch(`${server.editorOrigin}/editor/`).then((response) => response.arrayBuffer()),
    async () => {
      const controller = new AbortController();
      const response = await localFetch(`${server.editorOrigin}/__live`, { signal: controller.signal });
      // The first frame (`status`) is the answer.
      for await (const _chunk of response.body) break;
      controller.abort();
    },
  ];
  async function probeLoop(into, until) {
    let i = 0;
    while (!until()) {
      const start = performance.now();
      await probes[i++ % probes.length]().catch((error) => {
        if (error.name !== 'AbortError') throw error;
      });
      into.push(performance.now() - start);
    }
  }
  const idleUntil = performance.now() + 3000;
  await probeLoop(stall.idle, () => performance.now() > idleUntil);
  let editing = true;
  const busyLoop = probeLoop(stall.busy, () => !editing);
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    const newText = texts[i % 2];
    await mutate('editText', { element: { codebaseId }, newText, oldText: text });
    text = newText;
    stall.editsBackToBack.push(performance.now() - start);
  }
  // Twice as many styling edits (issue 45: 20 text edits and 40 styling edits), each sent when the last answered.
  for (let i = 0; i < 2 * rounds; i++) {
    const start = performance.now();
    await mutate('styling', { reactElement: { codebaseId }, styling: { color: colors[i % 2] }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] });
    stall.stylingBackToBack.push(performance.now() - start);
  }
  editing = false;
  await busyLoop;
} finally {
  // The undos below rebuild too; their figures are not the round trip's.
  await events?.stop();
  // Undo newest first, so the copy returns to exactly the bytes of site/.
  const session = server?.session();
  for (const latestUuid of applied.reverse()) {
    const response = await localFetch(`${server.editorOrigin}/api/canvases/site/parseAndMutate/activities/undoChangeToFiles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ latestUuid }),
    });
    if (response.status !== 200) console.error(`undo of ${latestUuid} answered ${response.status}: ${(await response.json()).error}`);
  }
  restored = JSON.stringify(siteHashes(project.root)) === JSON.stringify(original);
  await browser?.close();
  await server?.stop();
  project.remove();
  if (applied.length && !restored) {
    console.error('After undoing every edit the copy differs from site/: the undo path is broken.');
    process.exitCode = 1;
  }
}

const row = (name, values) => [name, String(values.length), ms(quantile(values, 0.5)), ms(quantile(values, 0.95))];
const all = (key) => Object.values(timings).flatMap((operation) => operation[key]);
const rows = Object.entries(timings).flatMap(([operation, { write, ready, visible, kept }]) => [
  row(`\`${operation}\`: request → answer (file written)`, write),
  row(`\`${operation}\`: request → \`ready\` event (rebuilt)`, ready),
  row(`\`${operation}\`: request → the open preview shows it`, visible),
  [`\`${operation}\`: the page's state kept (no reload)`, String(visible.length), `${kept} of ${visible.length}`, '—'],
]);
rows.push(row('all three: request → answer (file written)', all('write')), row('all three: request → the open preview shows it', all('visible')), row('live rebuild alone (server side, `durationMs`)', rebuilds));
if (firstSave !== null) rows.push(['first save after the server started (request → answer)', '1', ms(firstSave), '—']);
rows.push(
  row('`editText` sent back to back: request → answer', stall.editsBackToBack),
  row('`styling` sent back to back: request → answer', stall.stylingBackToBack),
  row('site, editor and `/__live` answers, idle server', stall.idle),
  row('site, editor and `/__live` answers, during back-to-back edits', stall.busy),
);
const writeMedian = quantile(all('write'), 0.5);
const writeP95 = quantile(all('write'), 0.95);
const visibleMedian = quantile(all('visible'), 0.5);
const sheetVisible = quantile(timings.styleRule.visible, 0.5);
const sheetKept = timings.styleRule.visible.length > 0 && timings.styleRule.kept === timings.styleRule.visible.length;
const keptAll = Object.values(timings).reduce((sum, { kept }) => sum + kept, 0);
const savesAll = all('visible').length;
const busyP95 = quantile(stall.busy, 0.95);
const backToBack = [
  ['`editText`', stall.editsBackToBack],
  ['`styling`', stall.stylingBackToBack],
].map(([name, values]) => ({ name, median: quantile(values, 0.5), p95: quantile(values, 0.95), measured: values.length > 0 }));
publish({
  section: 'roundtrip',
  title: 'The source round trip on this site',
  settings: { ROUNDS: rounds },
  tables: [{ id: 'roundtrip', title: `Source round trip (${rounds} rounds per operation)`, header: ['measure', 'rounds', 'median', 'p95'], rows }],
  goals: [
    goal('write ≤ 50 ms median', ms(writeMedian), writeMedian <= 50),
    goal('write ≤ 150 ms p95', ms(writeP95), writeP95 <= 150),
    goal('first save ≤ 1 s', firstSave === null ? 'not measured' : ms(firstSave), firstSave !== null && firstSave <= 1000),
    goal('visible ≤ 800 ms median', ms(visibleMedian), visibleMedian <= 800),
    goal('every save visible ≤ 300 ms median (issue 45)', ms(visibleMedian), visibleMedian <= 300),
    goal('a stylesheet save visible ≤ 300 ms median, the page\'s state kept (issue 45)', `${ms(sheetVisible)}, kept ${timings.styleRule.kept} of ${timings.styleRule.visible.length}`, sheetVisible <= 300 && sheetKept),
    goal('every save shown with the page\'s state kept: content, component and stylesheet (issue 45)', `${keptAll} of ${savesAll}`, savesAll > 0 && keptAll === savesAll),
    goal('answers during back-to-back edits ≤ 50 ms p95', stall.busy.length ? ms(busyP95) : 'not measured', stall.busy.length > 0 && busyP95 <= 50),
    ...backToBack.map(({ name, median, p95, measured }) =>
      goal(`${name} sent back to back ≤ 50 ms median, ≤ 200 ms p95 (issue 45)`, measured ? `${ms(median)}, p95 ${ms(p95)}` : 'not measured', measured && median <= 50 && p95 <= 200),
    ),
  ],
  noWrite: applied.length && !restored ? 'the copy was not restored after the undos' : undefined,
});
