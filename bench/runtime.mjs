// `npm run bench:runtime`: the editing runtime on generated pages of 1,000, 10,000 and 50,000
// elements: the first whole tree as an editor sees it (BENCH_ONLY=first-tree: that alone;
// BENCH_AB=<folder>: another build interleaved), nav-tree build vs the floor (a bare walk reading each element's class list and bounding
// box), hover-to-outline cost per pointer move, and the runtime's size. In headless Chromium, or in
// the engines BROWSER names (`BROWSER=firefox`, `BROWSER=webkit`, `BROWSER=chromium,firefox,webkit`),
// one after another. Run after a build. Ratios are measured in one run, side by side: this machine
// is shared and noisy. Published through report.mjs: the section `runtime` of bench/README.md for
// Chromium, `runtime-<engines>` for other engines; BENCH_AB, BENCH_ONLY, BENCH_SIZES and
// FIRST_TREE_AFTER runs print only.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { bytesBySource } from './bytes-by-source.mjs';
import { selectedEngines } from '../scripts/browsers/engines.mjs';
import { openBrowser } from '../scripts/browsers/pages.mjs';
import { goal, publish } from './report.mjs';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,50000').split(',').map(Number);
const dist = join(process.cwd(), 'dist/runtime');
const probe = (await build({ entryPoints: ['bench/runtime-probe.ts'], bundle: true, write: false, format: 'iife', minify: true })).outputFiles[0].text;
/** The first-tree bench's floor: a stand-in runtime whose tree is its reads alone (first-tree-floor.ts). */
const floorRuntime = (await build({ entryPoints: ['bench/first-tree-floor.ts'], bundle: true, write: false, format: 'iife', minify: true })).outputFiles[0].text;

/**
 * A page of about `n` elements, nested several levels, some with text. `every` = 1: every element
 * carries a codebase id (the worst case); 2: every second one does, as on pages that mix annotated
 * app markup with markup from libraries or plain HTML.
 */
function pageHtml(n, every, editorOrigin, scroller, runtimeSrc = '/runtime/runtime.umd.js', list = false) {
  return `<!doctype html><html><head><meta charset="utf-8">
<style>body{margin:0;font:14px sans-serif}.g{display:flex;flex-wrap:wrap;padding:2px}.c{padding:2px;border:1px solid #ddd}</style>
<script src="${runtimeSrc}" data-allowed-origins="${editorOrigin}"></script></head><body>
<script>
(function () {
  var seed = 7;
  function hex(len) { var s = ''; for (var i = 0; i < len; i++) { seed = (seed * 1103515245 + 12345) % 2147483648; s += (seed % 16).toString(16); } return s; }
  function id() { return 'tempo-' + hex(8) + '-' + hex(4) + '-4' + hex(3) + '-8' + hex(3) + '-' + hex(12); }
  var made = 0, total = ${n};
  function el(tag, cls) { var e = document.createElement(tag); e.className = made % ${every} === 0 ? cls + ' ' + id() : cls; made++; return e; }
  var root = el('main', 'g');
  document.body.appendChild(root);
  var sections = 0;
  // A flat list: one <ul> of n - 2 items, each a leaf with its text.
  if (${list ? 'true' : 'false'}) {
    var items = el('ul', 'list'); root.appendChild(items);
    while (made < total) { var item = el('li', 'l'); item.textContent = 'item ' + made; items.appendChild(item); }
  }
  while (made < total) {
    var section = el('section', 'g'); root.appendChild(section);
    // The third section scrolls inside itself (the patches bench scrolls it).
    if (${scroller ? 'true' : 'false'} && sections++ === 2) section.style.cssText = 'overflow:auto;max-height:120px';
    for (var i = 0; i < 10 && made < total; i++) {
      var card = el('div', 'c'); section.appendChild(card);
      for (var j = 0; j < 8 && made < total; j++) {
        var leaf = el(j % 3 ? 'span' : 'p', 'l'); leaf.textContent = 'item ' + made; card.appendChild(leaf);
      }
    }
  }
})();
</script>
<script>${probe}</script>
</body></html>`;
}

/**
 * A page with `n` style rules. `dense`: mixed shapes of which about a fifth concern #target
 * (500 descendant rules, 500 :hover rules, ...), a worst case. `framework`: a utility-class
 * framework's shape (spacing/colour/state/breakpoint utilities, components, element resets),
 * where #target carries a dozen classes and a few dozen rules concern it.
 */
function rulesHtml(n, kind) {
  const rules = [];
  if (kind === 'framework') {
    const colors = ['slate', 'gray', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'violet', 'pink', 'rose'];
    const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900];
    rules.push('*, ::before, ::after { box-sizing: border-box; border: 0 solid; }', 'h1, h2, h3, p { margin: 0; }', 'a { color: inherit; }', '[hidden] { display: none; }');
    rules.push('body { font-family: sans-serif; line-height: 1.5; }', 'main { display: block; }', 'button:focus-visible { outline: 2px solid; }');
    const concerned = [
      '.card .card-title { font-size: 1.25rem; }', '.card:hover .card-title { text-decoration: underline; }', '.text-gray-700 { color: #374151; }',
      '.p-4 { padding: 1rem; }', '.font-medium { font-weight: 500; }', '.hover\\:text-blue-600:hover { color: #2563eb; }',
      '@media (min-width: 768px) { .md\\:text-lg { font-size: 1.125rem; } }', '.card { color: #111; font-family: serif; }',
    ];
    for (let i = 0; rules.length < n - concerned.length; i++) {
      const color = colors[i % colors.length];
      const shade = shades[Math.floor(i / colors.length) % shades.length];
      const step = i % 96;
      switch (i % 8) {
        case 0: rules.push(`.p-${step} { padding: ${step * 0.25}rem; }`, `.px-${step} { padding-left: ${step * 0.25}rem; padding-right: ${step * 0.25}rem; }`); break;
        case 1: rules.push(`.m-${step} { margin: ${step * 0.25}rem; }`, `.mt-${step} { margin-top: ${step * 0.25}rem; }`); break;
        case 2: rules.push(`.text-${color}-${shade}-${i} { color: rgb(${i % 255} 0 0); }`); break;
        case 3: rules.push(`.bg-${color}-${shade}-${i} { background-color: rgb(0 ${i % 255} 0); }`); break;
        case 4: rules.push(`.hover\\:bg-${color}-${shade}-${i}:hover { background-color: rgb(0 0 ${i % 255}); }`); break;
        case 5: rules.push(`@media (min-width: ${[640, 768, 1024, 1280][i % 4]}px) { .md\\:w-${step}-${i} { width: ${step}%; } }`); break;
        case 6: rules.push(`.card-${i} .card-title-${i} { font-weight: 600; }`, `.btn-${i}.btn-primary { color: white; }`); break;
        default: rules.push(`.grid-cols-${i} { grid-template-columns: repeat(${(i % 12) + 1}, minmax(0, 1fr)); }`); break;
      }
    }
    // What #target and its card use, spread through the sheet.
    concerned.forEach((rule, k) => rules.splice(Math.floor(((k + 1) * rules.length) / (concerned.length + 1)), 0, rule));
    return `<!doctype html><html><head><meta charset="utf-8"><style>${rules.slice(0, n).join('\n')}</style></head><body>
<main class="container mx-auto"><section class="grid grid-cols-3 gap-4"><div class="card rounded-lg shadow p-6 bg-white">
<p class="card-title text-gray-700 p-4 m-2 mt-3 px-4 font-medium hover:text-blue-600 md:text-lg" id="target">target</p></div></section></main>
<script>${probe}</script></body></html>`;
  }
  for (let i = 0; i < n; i++) {
    const shape = i % 10;
    const rule =
      shape === 0 ? `.c${i} { color: rgb(${i % 255}, 0, 0); }`
      : shape === 1 ? `.card .item.c${i % 50} { margin: ${i % 9}px; }`
      : shape === 2 ? `#id${i} > span { padding: 1px; }`
      : shape === 3 ? `main section .item { line-height: ${1 + (i % 5) / 10}; }`
      : shape === 4 ? `[data-k="${i}"] { display: block; }`
      : shape === 5 ? `.item:hover { background: rgb(0, ${i % 255}, 0); }`
      : shape === 6 ? `@media (min-width: ${i % 2 ? 1 : 5000}px) { .c${i % 40} { font-size: ${10 + (i % 8)}px; } }`
      : shape === 7 ? `section > div p.c${i % 30} ~ p { letter-spacing: 0.${i % 9}px; }`
      : shape === 8 ? `body .card { border-width: ${i % 4}px; }`
      : `ul li:nth-child(${(i % 7) + 1}) { opacity: 0.9; }`;
    rules.push(rule);
  }
  return `<!doctype html><html><head><meta charset="utf-8"><style>${rules.join('\n')}</style></head><body>
<main><section><div class="card c3"><p class="item c5 c10 c20" id="target" data-k="4">target</p><p class="c7">x</p></div></section></main>
<script>${probe}</script></body></html>`;
}

/** `patches`: the host opts in to NAV_TREE_PATCH and records each patch's size and arrival time. */
const hostHtml = (frameSrc, patches) => `<!doctype html><html><body style="margin:0">
<iframe id="f" src="${frameSrc}" style="border:0;width:1200px;height:800px"></iframe>
<script>
window.patches = [];
window.connected = new Promise(function (resolve) {
  document.getElementById('f').addEventListener('load', function () {
    var channel = new MessageChannel();
    var frame = document.getElementById('f');
    channel.port1.onmessage = function (event) {
      if (event.data && event.data.id === 'NAV_TREE') {
        // The compact tree comes as JSON text (protocol 3): its length is the tree's bytes.
        window.treeBytes = typeof event.data.compactJson === 'string' ? event.data.compactJson.length : JSON.stringify(event.data).length;
        resolve(true);
      }
      if (event.data && event.data.id === 'NAV_TREE_PATCH') {
        window.patches.push({ at: performance.timeOrigin + performance.now(), bytes: JSON.stringify(event.data).length });
      }
    };
    frame.contentWindow.postMessage('init', new URL(frame.src).origin, [channel.port2]);
    window.benchPort = channel.port1;
    setTimeout(function () {
      channel.port1.postMessage({ type: 'executeFunction', id: 'init-1', payload: { functionName: 'initProject', args: ${patches ? "['bench', {}, {}, null, { navTreePatches: true }]" : "['bench']"} } });
    }, 50);
  });
});
</script></body></html>`;

/**
 * When the first-tree bench sends initProject: once the page has been laid out (the default, as an
 * editor does on the frame's load event), or with FIRST_TREE_AFTER=paint once it has also painted its
 * first frame, which leaves the page's own first paint out of the window (the probe says when).
 */
const firstTreeStart = process.env.FIRST_TREE_AFTER === 'paint' ? 'bench-painted' : 'bench-laid-out';

/**
 * A host as an editor is one: the host SDK (`host.mjs` of the build under test) connects to the page,
 * then sends initProject with `navTreePatches: true` at once, as an editor does. Times, on the
 * host's clock from just before initProject is sent (once the page has been laid out, or painted: firstTreeStart): `messageMs`, the port's message event carrying
 * the first NAV_TREE (the compact tree), read as the SDK reads it; `emittedMs`, the SDK's NAV_TREE
 * event with the tree expanded into full nodes, which is what an editor's listener gets. `floor`: the
 * frame runs the floor (first-tree-floor.ts), whose reads arrive as BENCH_FLOOR_TREE and have no event.
 */
const firstTreeHtml = (frameSrc, hostSrc, floor) => `<!doctype html><html><body style="margin:0">
<script>window.laidOut = new Promise((resolve) => addEventListener('message', (event) => event.data === '${firstTreeStart}' && resolve()));</script>
<iframe id="f" src="${frameSrc}" style="border:0;width:1200px;height:800px"></iframe>
<script type="module">
import { connectFrame } from '${hostSrc}';
const times = {};
// The bench's only hook: the port handler the SDK sets is wrapped to note when the first NAV_TREE's
// message event is dispatched and its data read (the SDK then handles it as usual).
const handler = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
Object.defineProperty(MessagePort.prototype, 'onmessage', {
  configurable: true,
  get() { return handler.get.call(this); },
  set(listener) {
    handler.set.call(this, typeof listener !== 'function' ? listener : function (event) {
      if (times.messageAt === undefined && event.data && event.data.id === ${floor ? "'BENCH_FLOOR_TREE'" : "'NAV_TREE'"}) times.messageAt = performance.now();
      return listener.call(this, event);
    });
  },
});
const frame = document.getElementById('f');
window.firstTree = (async () => {
  await window.laidOut;
  const client = await connectFrame(frame, { origin: new URL(frame.src).origin, timeoutMs: 120000 });
  // The floor's tree has no SDK event.
  const emitted = ${floor} ? Promise.resolve(null) : new Promise((resolve) => client.on('NAV_TREE', (event) => {
    times.emittedAt ??= performance.now();
    let nodes = 0;
    const count = (node) => { nodes++; node.children.forEach(count); };
    count(event.navTree);
    resolve(nodes);
  }));
  times.sentAt = performance.now();
  await client.initProject('bench', {}, {}, null, { navTreePatches: true });
  const nodes = await emitted;
  // A plain value to poll for: WebKit's WebDriver does not wait for a script's promise.
  window.firstTreeResult = { sentAt: performance.timeOrigin + times.sentAt, messageMs: times.messageAt - times.sentAt, emittedMs: nodes === null ? null : times.emittedAt - times.sentAt, nodes };
})();
</script></body></html>`;

/** BENCH_AB: a folder holding another build's runtime.umd.js, runtime-tools.mjs and host.mjs, measured beside this one in the first-tree bench. */
const otherDist = process.env.BENCH_AB ?? null;

const server = createServer((req, res) => {
  const url = new URL(req.url, 'http://bench.invalid');
  if (url.pathname.startsWith('/runtime/')) {
    res.setHeader('Content-Type', 'text/javascript');
    res.end(readFileSync(join(dist, url.pathname.slice('/runtime/'.length))));
  } else if (url.pathname.startsWith('/other/') && otherDist) {
    // The build the first-tree bench compares with (BENCH_AB), served the same way.
    res.setHeader('Content-Type', 'text/javascript');
    res.end(readFileSync(join(otherDist, url.pathname.slice('/other/'.length))));
  } else if (url.pathname === '/floor/runtime.js') {
    res.setHeader('Content-Type', 'text/javascript');
    res.end(floorRuntime);
  } else if (url.pathname === '/first-tree.html') {
    res.setHeader('Content-Type', 'text/html');
    res.end(firstTreeHtml(url.searchParams.get('frame'), url.searchParams.get('host'), url.searchParams.get('floor') === '1'));
  } else if (url.pathname === '/page.html') {
    res.setHeader('Content-Type', 'text/html');
    res.end(pageHtml(Number(url.searchParams.get('n')), Number(url.searchParams.get('every')), url.searchParams.get('editor'), url.searchParams.get('scroller') === '1', url.searchParams.get('runtime') ?? undefined, url.searchParams.get('list') === '1'));
  } else if (url.pathname === '/rules.html') {
    res.setHeader('Content-Type', 'text/html');
    res.end(rulesHtml(Number(url.searchParams.get('n')), url.searchParams.get('kind')));
  } else if (url.pathname === '/host.html') {
    res.setHeader('Content-Type', 'text/html');
    res.end(hostHtml(url.searchParams.get('frame'), url.searchParams.get('patches') === '1'));
  } else if (url.pathname.startsWith('/editor/')) {
    // The reference editor as built (dist/editor), its canvas on the page given by ?preview=.
    const file = url.pathname === '/editor/' ? 'index.html' : url.pathname.slice('/editor/'.length);
    res.setHeader('Content-Type', file.endsWith('.html') ? 'text/html' : file.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
    res.end(readFileSync(join(process.cwd(), 'dist/editor', file)));
  } else {
    res.statusCode = 404;
    res.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const port = server.address().port;
const editorOrigin = `http://127.0.0.1:${port}`;

/** 500 synthetic pointer moves over random elements, each timed with the layout its outline update causes. */
const HOVER = () => {
  const elements = [...document.querySelectorAll('main *')];
  const moves = 500;
  let seed = 3;
  const samples = [];
  for (let i = 0; i < moves; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    const target = elements[seed % elements.length];
    const box = target.getBoundingClientRect();
    const start = performance.now();
    target.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, composed: true, clientX: box.left + 1, clientY: box.top + 1 }));
    document.documentElement.getBoundingClientRect(); // include the layout the outline update causes
    samples.push(performance.now() - start);
  }
  // Firefox and WebKit round performance.now() to a millisecond, so a single move reads 0 or 1 ms
  // there: the mean of the 500 samples (whose rounding averages out) is what every engine can compare.
  const meanMs = samples.reduce((sum, ms) => sum + ms, 0) / moves;
  samples.sort((a, b) => a - b);
  return { meanMs, medianMs: samples[moves >> 1], p95Ms: samples[Math.floor(moves * 0.95)] };
};

/** 40 STYLING updates sent through the editor's port, each timed until INSTANT_UPDATE_DONE arrives. */
const INSTANT = async () => {
  const port = window.benchPort;
  const codebaseId = await new Promise((resolve) => {
    const onTree = (event) => {
      if (event.data && event.data.id === 'NAV_TREE') {
        port.removeEventListener('message', onTree);
        resolve(event.data.navTree.children[0].children[0].children[0].tempoElement.codebaseId);
      }
    };
    port.addEventListener('message', onTree);
    port.postMessage({ type: 'executeFunction', id: 'tree', payload: { functionName: 'initProject', args: ['bench'] } });
  });
  const samples = [];
  for (let i = 0; i < 41; i++) {
    const item = {
      id: crypto.randomUUID(),
      type: 'STYLING',
      changeName: 'Change styling',
      changeFields: { codebaseId, stylingChanges: { color: `rgb(${i}, 0, 0)` }, stylingFramework: 'CSS', modifiers: [], customProperties: [] },
    };
    const start = performance.now();
    await new Promise((resolve) => {
      const onDone = (event) => {
        if (event.data && event.data.id === 'INSTANT_UPDATE_DONE' && event.data.changeItem.id === item.id) {
          port.removeEventListener('message', onDone);
          resolve();
        }
      };
      port.addEventListener('message', onDone);
      port.postMessage({ type: 'executeFunction', id: `apply-${i}`, payload: { functionName: 'applyChangeItemToDocument', args: [item] } });
    });
    if (i > 0) samples.push(performance.now() - start); // the first loads the editing tools
  }
  samples.sort((a, b) => a - b);
  return { medianMs: samples[samples.length >> 1], p95Ms: samples[Math.floor(samples.length * 0.95)] };
};

const pageSrc = (n, every, scroller = false, list = false) => `http://localhost:${port}/page.html?n=${n}&every=${every}&editor=${encodeURIComponent(editorOrigin)}${scroller ? '&scroller=1' : ''}${list ? '&list=1' : ''}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
/** Small changes on random leaves: what the editor bench makes, 100 times. */
const CHANGES = ['class', 'text', 'add'];
/** Every change kind the patches bench measures: the small ones, then ones that move much of the page (at its top) and scrolls. */
const PATCH_CHANGES = [...CHANGES, 'add-top', 'remove-top', 'resize', 'page-scroll', 'container-scroll', 'insert-first', 'remove-first'];
const PATCH_LABELS = {
  class: 'a class toggled',
  text: 'a text edited',
  add: 'an element added (a leaf)',
  'add-top': 'a card added at the top',
  'remove-top': 'that card removed',
  resize: 'a card at the top resized',
  'page-scroll': 'the page scrolled',
  'container-scroll': 'a container scrolled',
  'insert-first': 'a card inserted first',
  'remove-first': 'that first card removed',
  'item-insert-first': 'an item inserted first',
  'item-remove-first': 'that first item removed',
  'item-insert-middle': 'an item inserted in the middle',
  'item-remove-middle': 'an item removed in the middle',
};
/** The changes measured on the flat list: small ones, and items inserted and removed before thousands of others. */
const LIST_CHANGES = ['class', 'text', 'item-insert-first', 'item-remove-first', 'item-insert-middle', 'item-remove-middle'];

/**
 * A host that takes patches, on a page of 10,000 elements (sections of cards, or with `list` one flat
 * list of 10,000 items): each change (5 of each kind), from the mutation in the page to the patch's
 * arrival at the host (one machine clock: performance.timeOrigin + now in both), and its size.
 */
async function measurePatches(browser, list = false) {
  const page = await browser.newPage();
  const changes = list ? LIST_CHANGES : PATCH_CHANGES;
  try {
    await page.setViewport({ width: 1300, height: 900 });
    await page.goto(`${editorOrigin}/host.html?patches=1&frame=${encodeURIComponent(list ? pageSrc(10_002, 1, false, true) : pageSrc(10_000, 1, true))}`);
    await page.waitFor('window.connected');
    const treeBytes = await page.evaluate(() => window.treeBytes);
    const samples = [];
    for (let i = 0; i < changes.length * 5; i++) {
      const kind = changes[i % changes.length];
      const before = await page.evaluate(() => window.patches.length);
      const at = await page.evaluateInFrame('http://localhost', (k) => window.benchProbe.change(k), kind);
      // A scroll may move no node's box at all: then no patch comes, and 2 s without one counts as 0 bytes.
      const waiting = page.waitFor(`window.patches.length > ${before}`, kind.endsWith('scroll') ? 2000 : undefined);
      const arrived = kind.endsWith('scroll') ? await waiting.then(() => true, () => false) : (await waiting, true);
      const moved = await page.evaluateInFrame('http://localhost', () => window.benchProbe.moved());
      if (!arrived) {
        samples.push({ kind, ms: null, bytes: 0, moved });
        continue;
      }
      const patch = await page.evaluate((n) => window.patches[n], before);
      samples.push({ kind, ms: patch.at - at, bytes: patch.bytes, moved });
    }
    return { treeBytes, samples };
  } finally {
    await page.close();
  }
}

/**
 * The reference editor (dist/editor) with a page of 10,000 elements in its canvas: 100 small changes
 * to the page, 350 ms apart (each its own patch), while the editor's frames are timed with
 * requestAnimationFrame.
 */
async function measureEditor(browser) {
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1600, height: 1000 });
    await page.goto(`${editorOrigin}/editor/?preview=${encodeURIComponent(pageSrc(10_000, 1))}`);
    await page.waitFor(`document.querySelector('iframe[data-status="ready"]') && document.querySelectorAll('.layer[data-key]').length > 10`);
    await page.evaluate(() => {
      window.frameTimes = [];
      let last = performance.now();
      const tick = (now) => {
        window.frameTimes.push(now - last);
        last = now;
        if (!window.stopFrames) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    for (let i = 0; i < 100; i++) {
      await page.evaluateInFrame('http://localhost', (k) => window.benchProbe.change(k), CHANGES[i % 3]);
      await sleep(350);
    }
    const frames = await page.evaluate(() => {
      window.stopFrames = true;
      return window.frameTimes;
    });
    const rendered = await page.evaluate(() => document.querySelectorAll('.layer[data-key]').length);
    return { frames: frames.length, p95Ms: percentile(frames, 0.95), p99Ms: percentile(frames, 0.99), maxMs: Math.max(...frames), rendered };
  } finally {
    await page.close();
  }
}

/**
 * The first whole tree as an editor sees it (issue 26), on pages of `sizes` elements (ids on all): a
 * fresh load of the host and its page per sample, so the editing tools are fetched and evaluated again
 * each time (a new document has its own module map; this server sends no cache headers, so the
 * HTTP cache keeps nothing either: the tools' resource timing says how many bytes came over the
 * network). Then, in the same page, the reads' median. The floor (first-tree-floor.ts: a stand-in runtime
 * whose tree is its reads alone, cold) is measured the same way; with BENCH_AB, the other build too.
 * Their samples are interleaved with this one's, their order alternating.
 */
async function measureFirstTree(browser) {
  const variants = [
    { name: 'this', runtime: '/runtime/runtime.umd.js', host: '/runtime/host.mjs', floor: false },
    ...(otherDist ? [{ name: 'other', runtime: '/other/runtime.umd.js', host: '/other/host.mjs', floor: false }] : []),
    { name: 'floor', runtime: '/floor/runtime.js', host: '/runtime/host.mjs', floor: true },
  ];
  const enc = encodeURIComponent;
  const results = [];
  const page = await browser.newPage();
  try {
    await page.setViewport({ width: 1300, height: 900 });
    for (const n of sizes) {
      // Enough pairs for a median the machine's noise does not decide (7 at 10,000 gave 1.65-2.22x for one build).
      const samples = Number(process.env.FIRST_TREE_SAMPLES ?? (n >= 50_000 ? 7 : n >= 10_000 ? 11 : 15));
      const rows = Object.fromEntries(variants.map(({ name }) => [name, []]));
      for (let i = 0; i < samples; i++) {
        for (const { name, runtime, host, floor } of i % 2 ? [...variants].reverse() : variants) {
          const frameSrc = `http://localhost:${port}/page.html?n=${n}&every=1&editor=${enc(editorOrigin)}&runtime=${enc(runtime)}`;
          // Each sample's own address: WebKit's goto knows its page has arrived by the address.
          await page.goto(`${editorOrigin}/first-tree.html?sample=${i}-${name}&host=${enc(host)}&frame=${enc(frameSrc)}&floor=${floor ? 1 : 0}`);
          await page.waitFor('window.firstTreeResult');
          const tree = await page.evaluate(() => window.firstTreeResult);
          const inFrame = async (fn, arg) => {
            // WebKit's WebDriver may not find the frame while its page is still busy after the tree: try again.
            for (let attempt = 1; ; attempt++) {
              try {
                return await page.evaluateInFrame('http://localhost', fn, arg);
              } catch (error) {
                if (attempt === 10) throw error;
                await sleep(500);
              }
            }
          };
          const readsMs = await inFrame((repeat) => window.benchProbe.reads(repeat), n >= 50_000 ? 3 : 5);
          const tools = await inFrame(() => window.benchProbe.toolsFetch());
          const marks = await page.evaluateInFrame('http://localhost', () => performance.getEntriesByType('mark').map((mark) => [mark.name, performance.timeOrigin + mark.startTime]));
          rows[name].push({ ...tree, marks: marks.map(([mark, at]) => [mark, at - tree.sentAt]), readsMs, toolsMs: tools ? tools.responseEnd - tree.sentAt : null, toolsBytes: tools ? tools.transferSize : null });
        }
      }
      results.push({ n, rows });
    }
  } finally {
    await page.close();
  }
  return results;
}

/** BENCH_ONLY=first-tree: measure and print the first whole tree alone. */
const onlyFirstTree = process.env.BENCH_ONLY === 'first-tree';

/** Every measurement in one engine's browser. */
async function measure(engine) {
  const browser = await openBrowser(engine);
  const rows = [];
  const cssRules = [];
  let patches = null;
  let listPatches = null;
  let editor = null;
  let firstTree = null;
  try {
    firstTree = await measureFirstTree(browser);
    if (onlyFirstTree) return { label: browser.label, version: browser.version, firstTree };
    for (const [n, every] of sizes.flatMap((size) => [[size, 1], [size, 2]])) {
      const page = await browser.newPage();
      await page.setViewport({ width: 1300, height: 900 });
      // The page runs at another origin than the host, as in an editor.
      const frameSrc = `http://localhost:${port}/page.html?n=${n}&every=${every}&editor=${encodeURIComponent(editorOrigin)}`;
      await page.goto(`${editorOrigin}/host.html?frame=${encodeURIComponent(frameSrc)}`);
      await page.waitFor('window.connected');
      const repeat = n >= 50_000 ? 5 : 11;
      const tree = await page.evaluateInFrame('http://localhost', (r) => window.benchProbe.compare(r), repeat);
      const json = every === 1 ? await page.evaluateInFrame('http://localhost', (r) => window.benchProbe.compareJson(r), repeat) : null;
      const hover = await page.evaluateInFrame('http://localhost', HOVER);
      // applyChangeItemToDocument → INSTANT_UPDATE_DONE, timed at the editor, through the real port.
      const instant = every === 1 && n === 10_000 ? await page.evaluate(INSTANT) : null;
      rows.push({ n, every, ...tree, json, hover, instant });
      await page.close();
    }
    if (sizes.includes(10_000)) {
      patches = await measurePatches(browser);
      listPatches = await measurePatches(browser, true);
      editor = await measureEditor(browser);
    }
    for (const kind of ['framework', 'dense']) {
      const rulesPage = await browser.newPage();
      await rulesPage.goto(`${editorOrigin}/rules.html?n=5000&kind=${kind}`);
      cssRules.push({ kind, ...(await rulesPage.evaluate((repeat) => window.benchProbe.cssRules(repeat), 21)) });
      await rulesPage.close();
    }
  } finally {
    await browser.close();
  }
  return { label: browser.label, version: browser.version, rows, cssRules, patches, listPatches, editor, firstTree };
}

const size = (file) => {
  const body = readFileSync(join(dist, file));
  return { min: body.length, gzip: gzipSync(body, { level: 9 }).length };
};

const median = (values) => percentile(values, 0.5);
const count = (value) => value.toLocaleString('en');
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const times = (ratio) => `${ratio.toFixed(2)}×`;
/** Goals by page size: the first whole tree within 3× its reads at 1,000 elements, 1.5× from 10,000 on (issue 26). */
const firstTreeTarget = (n) => (n >= 10_000 ? 1.5 : 3);

/** The first whole tree's tables and goals: medians over the samples, ratios to the reads of the same page. */
function firstTreeReport({ engine, label, version, firstTree }) {
  const rows = [];
  const pairs = [];
  const notes = [];
  const goals = [];
  const other = firstTree[0]?.rows.other !== undefined;
  for (const { n, rows: byBuild } of firstTree) {
    const elements = count(byBuild.this[0].nodes);
    for (const [name, samples] of Object.entries(byBuild)) {
      const m = (key) => median(samples.map((sample) => sample[key]));
      const r = (key) => median(samples.map((sample) => sample[key] / sample.readsMs));
      const event = samples[0].emittedMs !== null;
      rows.push([elements, name, String(samples.length), m('readsMs').toFixed(1), m('messageMs').toFixed(1), times(r('messageMs')), event ? m('emittedMs').toFixed(1) : '—', event ? times(r('emittedMs')) : '—', samples[0].toolsMs === null ? '—' : m('toolsMs').toFixed(1), samples[0].toolsBytes === null ? '—' : count(samples[0].toolsBytes)]);
      const names = samples[0].marks.map(([mark]) => mark);
      if (names.length) notes.push(`- marks, ${name} at ${elements} elements: ${names.map((mark) => `${mark} ${median(samples.map((sample) => sample.marks.find(([m]) => m === mark)?.[1] ?? Number.NaN)).toFixed(1)}`).join(', ')}`);
    }
    // Pairs measured back to back: this build's time over another variant's, per pair. Over the floor
    // it is what the build adds to the reads, read apart from how busy the machine was.
    const pair = (name, key) => median(byBuild.this.map((sample, i) => sample[key] / byBuild[name][i][key])).toFixed(2);
    pairs.push([elements, pair('floor', 'messageMs'), ...(other ? [pair('other', 'messageMs'), pair('other', 'emittedMs')] : [])]);
    const ratio = (key, name = 'this') => median(byBuild[name].map((sample) => sample[key] / sample.readsMs));
    goals.push(
      goal(`${label}: first whole tree ≤ ${firstTreeTarget(n)}× its reads at ${count(n)} elements (message)`, `${times(ratio('messageMs'))}; event ${times(ratio('emittedMs'))}; the floor ${times(ratio('messageMs', 'floor'))}`, ratio('messageMs') <= firstTreeTarget(n)),
    );
  }
  const tables = [
    {
      id: `${engine}: first tree`,
      title: `${label} (${version}): the first whole tree as an editor sees it — initProject through the host SDK → the compact NAV_TREE's message event ("message"), → the SDK's NAV_TREE event ("event"); ms and ratios to the same page's reads, medians`,
      header: ['elements', 'build', 'samples', 'reads ms', 'message ms', 'message / reads', 'event ms', 'event / reads', 'tools at ms', 'tools bytes'],
      keys: 2,
      rows,
    },
    {
      id: `${engine}: first tree per pair`,
      title: `${label}: the first whole tree, this build over the other variant measured beside it, median per pair`,
      header: ['elements', 'this / floor, message', ...(other ? ['this / other, message', 'this / other, event'] : [])],
      rows: pairs,
    },
  ];
  return { tables, goals, notes };
}

/** The first whole tree in every engine measured, side by side (this build). */
function firstTreeEnginesTable(results) {
  const cell = (firstTree, n) => {
    const byBuild = firstTree.find((entry) => entry.n === n).rows;
    const m = (key) => median(byBuild.this.map((sample) => sample[key]));
    const r = (key) => median(byBuild.this.map((sample) => sample[key] / sample.readsMs));
    const floor = median(byBuild.floor.map((sample) => sample.messageMs / sample.readsMs));
    return `${m('messageMs').toFixed(0)} / ${m('readsMs').toFixed(0)} / ${times(r('messageMs'))}; ${m('emittedMs').toFixed(0)} / ${times(r('emittedMs'))}; ${times(floor)}`;
  };
  return {
    id: 'first tree, engines side by side',
    title: "The first whole tree, engines side by side (message ms / reads ms / ratio; event ms / ratio; the floor's message ratio)",
    header: ['elements', ...results.map((result) => result.label)],
    rows: results[0].firstTree.map(({ n }) => [count(n), ...results.map(({ firstTree }) => cell(firstTree, n))]),
  };
}

/** One engine's tables and goals: nav tree and hover, the tree into JSON, patches, the editor, processed CSS rules, instant updates. */
function engineReport(result) {
  const { engine, label, rows, cssRules, patches, listPatches, editor } = result;
  const first = firstTreeReport(result);
  if (onlyFirstTree) return first;
  const tables = [...first.tables];
  const goals = [...first.goals];
  tables.push({
    id: `${engine}: nav tree`,
    title: `${label}: nav tree build against the floor (a bare walk reading each element's class list and box), medians; hover: mean of 500 moves, p95`,
    header: ['elements', 'with ids', 'nodes', 'floor ms', 'nav tree ms', 'nav tree / floor', 'hover µs per move', 'hover p95 µs'],
    keys: 2,
    rows: rows.map((row) => [count(row.elements), row.every === 1 ? 'all' : 'half', count(row.nodes), row.floorMs.toFixed(2), row.navTreeMs.toFixed(2), times(row.navTreeMs / row.floorMs), (row.hover.meanMs * 1000).toFixed(0), (row.hover.p95Ms * 1000).toFixed(0)]),
  });
  const json = rows.filter((row) => row.json);
  tables.push({
    id: `${engine}: nav tree into JSON`,
    title: `${label}: the nav tree into JSON, medians; ratios to the JSON floor (every element's classes and box into JSON); reads: the floor plus the styles and text each node needs; compact: what a host taking patches gets; full: what other hosts get`,
    header: ['elements', 'nodes', 'floor ms', 'reads ms', 'reads / floor', 'compact ms', 'compact / floor', 'full ms', 'full / floor', 'compact B/node', 'full B/node'],
    rows: json.map(({ elements, nodes, json: j }) => [count(elements), count(nodes), j.floorJsonMs.toFixed(2), j.readsJsonMs.toFixed(2), times(j.readsJsonMs / j.floorJsonMs), j.compactJsonMs.toFixed(2), times(j.compactJsonMs / j.floorJsonMs), j.fullJsonMs.toFixed(2), times(j.fullJsonMs / j.floorJsonMs), (j.compactBytes / nodes).toFixed(0), (j.fullBytes / nodes).toFixed(0)]),
  });
  const worst = (every) => Math.max(...rows.filter((row) => row.every === every).map((row) => row.navTreeMs / row.floorMs));
  const at10k = rows.find((row) => row.n === 10_000 && row.every === 1);
  const worstJson = Math.max(...json.map((row) => row.json.compactJsonMs / row.json.floorJsonMs));
  goals.push(
    goal(`${label}: nav tree ≤ 1.5× the floor, ids on every element (worst size)`, times(worst(1)), worst(1) <= 1.5),
    goal(`${label}: nav tree ≤ 1.5× the floor, ids on half the elements (worst size)`, times(worst(2)), worst(2) <= 1.5),
    goal(`${label}: hover ≤ 1 ms per move at 10,000 elements`, at10k ? `${(at10k.hover.meanMs * 1000).toFixed(0)} µs` : 'not measured', at10k !== undefined && at10k.hover.meanMs <= 1),
    goal(`${label}: compact tree into JSON ≤ 2.0× its floor (worst size)`, times(worstJson), worstJson <= 2),
  );
  const patchKinds = (measured, changes) =>
    changes.map((kind) => {
      const mine = measured.samples.filter((sample) => sample.kind === kind);
      const ms = mine.filter((sample) => sample.ms !== null).map((sample) => sample.ms);
      const bytes = mine.map((sample) => sample.bytes);
      return { kind, ms, share: (100 * Math.max(...bytes)) / measured.treeBytes, bytes, moved: mine.map((sample) => sample.moved), silent: mine.length - ms.length, samples: mine.length };
    });
  const patchTable = (id, title, measured, kinds) => ({
    id,
    title,
    header: ['change', 'mutation → patch, median', 'max', 'bytes, median', 'bytes, max', 'max, of the tree', 'elements whose box moved (median)', 'sent no patch'],
    rows: [
      ['the first NAV_TREE (compact), whole', '—', '—', count(measured.treeBytes), count(measured.treeBytes), '100 %', '—', '—'],
      ...kinds.map(({ kind, ms, share, bytes, moved, silent, samples }) => [
        PATCH_LABELS[kind],
        ms.length ? `${percentile(ms, 0.5).toFixed(1)} ms` : 'no patch',
        ms.length ? `${Math.max(...ms).toFixed(1)} ms` : '—',
        count(percentile(bytes, 0.5)),
        count(Math.max(...bytes)),
        `${share.toFixed(3)} %`,
        count(percentile(moved, 0.5)),
        `${silent} of ${samples}`,
      ]),
    ],
  });
  if (patches) {
    const kinds = patchKinds(patches, PATCH_CHANGES);
    tables.push(patchTable(`${engine}: patches`, `${label}: patches on a page of 10,002 elements (the third section scrolls inside itself), 5 of each change: mutation in the page → the patch at the host, and its size`, patches, kinds));
    const listKinds = listPatches ? patchKinds(listPatches, LIST_CHANGES) : [];
    if (listPatches) tables.push(patchTable(`${engine}: patches, flat list`, `${label}: patches on a flat list of 10,000 items (one <ul>), 5 of each change: mutation in the page → the patch at the host, and its size`, listPatches, listKinds));
    // The targets of issues 16, 26 and 45: a small change's patch within the 300 ms debounce + 10 ms, any change's patch ≤ 1 % of the tree.
    const small = kinds.filter(({ kind }) => CHANGES.includes(kind));
    const slowest = Math.max(...small.map(({ ms }) => (ms.length ? percentile(ms, 0.5) : Number.POSITIVE_INFINITY)));
    const largest = Math.max(...kinds.map(({ share }) => share));
    goals.push(
      goal(`${label}: a small change (class, text, leaf added) → its patch ≤ 310 ms (median, slowest kind)`, `${slowest.toFixed(1)} ms`, slowest <= 310),
      goal(`${label}: every change's patch ≤ 1 % of the tree (largest)`, `${largest.toFixed(3)} %`, largest <= 1),
    );
    if (listPatches) {
      const largestInList = Math.max(...listKinds.map(({ share }) => share));
      goals.push(goal(`${label}: every change's patch ≤ 1 % of the tree, flat list of 10,000 items (largest)`, `${largestInList.toFixed(3)} %`, largestInList <= 1));
    }
  }
  if (editor) {
    tables.push({
      id: `${engine}: editor`,
      title: `${label}: the reference editor with a 10,002-element page in its canvas, 100 small changes 350 ms apart, frames timed with requestAnimationFrame`,
      header: ['measure', 'value'],
      rows: [
        ['frame time p95', `${editor.p95Ms.toFixed(1)} ms`],
        ['frame time p99', `${editor.p99Ms.toFixed(1)} ms`],
        ['frame time max', `${editor.maxMs.toFixed(1)} ms`],
        ['frames', count(editor.frames)],
        ['layer rows drawn', count(editor.rendered)],
      ],
    });
    goals.push(goal(`${label}: the editor's frame < 50 ms (p95)`, `${editor.p95Ms.toFixed(1)} ms`, editor.p95Ms < 50));
  }
  tables.push({
    id: `${engine}: css rules`,
    title: `${label}: processed CSS rules for one element (processRulesForSelectedElement), pages of 5,000 rules, medians; floor: element.matches over every style rule; first call: indexes the rules (kept until the sheets change)`,
    header: ['page', 'rules', 'listed', 'first call ms', 'later ms', 'floor ms', 'later / floor'],
    rows: cssRules.map((row) => [row.kind, count(row.rules), count(row.processed), row.coldMs.toFixed(2), row.processMs.toFixed(2), row.floorMs.toFixed(2), times(row.processMs / row.floorMs)]),
  });
  for (const row of cssRules) goals.push(goal(`${label}: processed CSS rules ≤ 5 ms (later calls), ${row.kind} page`, `${row.processMs.toFixed(2)} ms`, row.processMs <= 5));
  const instantRow = rows.find((row) => row.instant);
  if (instantRow) {
    tables.push({
      id: `${engine}: instant update`,
      title: `${label}: applyChangeItemToDocument → INSTANT_UPDATE_DONE at the editor, 40 STYLING changes through the port`,
      header: ['elements', 'median', 'p95'],
      rows: [[count(instantRow.elements), `${instantRow.instant.medianMs.toFixed(2)} ms`, `${instantRow.instant.p95Ms.toFixed(2)} ms`]],
    });
    goals.push(goal(`${label}: instant update ≤ 16 ms (p95)`, `${instantRow.instant.p95Ms.toFixed(2)} ms`, instantRow.instant.p95Ms <= 16));
  }
  return { tables, goals, notes: first.notes };
}

/** The runtime's files: sizes, the two budgets, and where each file's bytes come from. */
async function sizeReport() {
  const files = Object.fromEntries(['runtime.umd.js', 'runtime.mjs', 'runtime-tools.mjs'].map((file) => [file, size(file)]));
  const cell = (bytes) => `${kib(bytes)} (${count(bytes)} B)`;
  const whole = files['runtime.umd.js'].gzip + files['runtime-tools.mjs'].gzip;
  const tables = [
    {
      id: 'sizes',
      title: 'The runtime as built (dist/runtime), minified and gzip -9',
      header: ['file', 'min', 'gzip -9'],
      rows: [...Object.entries(files).map(([file, { min, gzip }]) => [`\`${file}\``, cell(min), cell(gzip)]), ['core + tools (`runtime.umd.js` + `runtime-tools.mjs`)', cell(files['runtime.umd.js'].min + files['runtime-tools.mjs'].min), cell(whole)]],
    },
  ];
  for (const file of ['runtime.umd.js', 'runtime-tools.mjs']) {
    tables.push({
      id: `bytes of ${file}`,
      title: `Where \`${file}\`'s bytes come from (min bytes by source area; gzip: what removing the area would save)`,
      header: ['area', 'min bytes', 'gzip bytes'],
      rows: (await bytesBySource(join(dist, file))).map((row) => [row.area, count(row.min), count(row.gzip)]),
    });
  }
  const goals = [goal('core (`runtime.umd.js`) ≤ 15 KiB gzip', kib(files['runtime.umd.js'].gzip), files['runtime.umd.js'].gzip <= 15 * 1024), goal('whole runtime (core + tools) ≤ 20 KiB gzip', kib(whole), whole <= 20 * 1024)];
  return { tables, goals };
}

/** Runs that must not replace the section: they measure a part, or another setup, or two builds at once. */
function whyNotWritten() {
  if (otherDist) return 'a BENCH_AB run: it compares two builds';
  if (onlyFirstTree) return 'BENCH_ONLY=first-tree measures a part of the bench';
  if (process.env.BENCH_SIZES) return 'BENCH_SIZES measures other pages than the standard ones';
  if (process.env.FIRST_TREE_AFTER) return 'FIRST_TREE_AFTER starts the first tree\'s clock elsewhere';
  return undefined;
}

// Chromium unless BROWSER (or BROWSERS) names engines; each gets its own browser, one after another.
const engines = selectedEngines(process.env.BROWSERS ?? process.env.BROWSER ?? 'chromium');
const measured = [];
try {
  for (const engine of engines) {
    const result = await measure(engine);
    measured.push({ engine, ...result });
    console.log(`(${result.label} measured.)`);
  }
} finally {
  server.close();
}

const parts = measured.map(engineReport);
const files = onlyFirstTree ? { tables: [], goals: [] } : await sizeReport();
publish({
  // The default run (Chromium) is the section `runtime`; a run of other engines has its own, so neither replaces the other.
  section: engines.length === 1 && engines[0] === 'chromium' ? 'runtime' : `runtime-${engines.join('-')}`,
  title: `The editing runtime${engines.length === 1 && engines[0] === 'chromium' ? '' : ` in ${measured.map((result) => result.label).join(', ')}`}`,
  settings: Object.fromEntries(['BROWSER', 'BROWSERS', 'BENCH_SIZES', 'BENCH_ONLY', 'BENCH_AB', 'FIRST_TREE_SAMPLES', 'FIRST_TREE_AFTER'].filter((name) => process.env[name]).map((name) => [name, process.env[name]])),
  tables: [...parts.flatMap((part) => part.tables), ...(measured.length > 1 ? [firstTreeEnginesTable(measured)] : []), ...files.tables],
  goals: [...parts.flatMap((part) => part.goals), ...files.goals],
  notes: parts.flatMap((part) => part.notes),
  noWrite: whyNotWritten(),
});
