// The server's index of codebase ids agrees with the dev-domain build (what preview.dev.localhost
// gets): every tempo-… class in the built pages is in the index with the right file and element,
// every element the server's static render puts on a page is in that page, as often as the
// server counts it (its `renderings`), and the only indexed ids no page shows are those the render
// also says are not shown on first load. (Under `npm start` the dev domain is served by the live
// build instead; live-build.test.mjs checks its ids against the same index.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ProjectSnapshot, repo } from './helpers/editing.mjs';

const PAGES = [
  ['/', 'dist/site-dev/index.html'],
  ['/privacy-policy', 'dist/site-dev/privacy-policy.html'],
  ['/refund-policy', 'dist/site-dev/refund-policy.html'],
  [null, 'dist/404/site-dev.html'],
];

/** tempo id → { tag, count } for every element of a built page. */
function idsInPage(html) {
  const found = new Map();
  for (const match of html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*?\sclass="([^"]*)"/g)) {
    for (const name of match[2].split(/\s+/)) {
      if (!/^tempo-[0-9a-f]{8}-/.test(name)) continue;
      const entry = found.get(name) ?? { tag: match[1], count: 0 };
      entry.count++;
      found.set(name, entry);
    }
  }
  return found;
}

describe('codebase ids: the server index and the dev-domain build', () => {
  for (const [, file] of PAGES) assert.ok(existsSync(join(repo, file)), `${file} is missing: run "npm run build" first`);
  const snapshot = ProjectSnapshot.read(repo);
  const index = snapshot.index;
  const pages = snapshot.pages;

  it('the server renders the same routes the site has', () => {
    assert.deepEqual(pages.map((page) => page.path).sort(), PAGES.map(([path]) => path).sort());
  });

  for (const [path, file] of PAGES) {
    describe(`page ${path ?? '(not found)'}`, () => {
      const html = readFileSync(join(repo, file), 'utf8');
      const inPage = idsInPage(html);
      const rendered = pages.find((page) => page.path === path).renderings;

      it('every tempo class in the page is an indexed element of the same tag', () => {
        assert.ok(inPage.size > 20, `only ${inPage.size} ids in ${file}`);
        for (const [id, { tag }] of inPage) {
          const entry = index.get(id);
          assert.ok(entry, `${id} (<${tag}>) in ${file} is not in the server's index`);
          assert.equal(entry.tag.toLowerCase(), tag.toLowerCase(), `${id}: index says <${entry.tag}> at ${entry.file}:${entry.line}, page has <${tag}>`);
        }
      });

      it('every element the server renders for the page is in it, exactly as often (renderings)', () => {
        for (const [id, renderings] of rendered) {
          const entry = index.get(id);
          const where = `<${entry.tag}> at ${entry.file}:${entry.line}:${entry.column}`;
          assert.ok(inPage.has(id), `${where} is rendered by the server's walk but not in ${file}`);
          assert.ok(renderings.every((r) => r.certain), `${where}: the walk is unsure on this page`);
          assert.equal(renderings.length, inPage.get(id).count, `${where}: walk counts ${renderings.length}, the page has ${inPage.get(id).count}`);
        }
        for (const id of inPage.keys()) assert.ok(rendered.has(id), `${id} is in ${file} but the server's walk does not render it there`);
      });
    });
  }

  it('ids no page shows are exactly the ones the walk does not reach (Loading fallback, error boundary)', () => {
    const shown = new Set(PAGES.flatMap(([, file]) => [...idsInPage(readFileSync(join(repo, file), 'utf8')).keys()]));
    const unshown = index.all().filter((entry) => !shown.has(entry.id));
    const walked = new Set(pages.flatMap((page) => [...page.renderings.keys()]));
    assert.deepEqual(
      unshown.map((entry) => `${entry.file}:${entry.line} <${entry.tag}> ${entry.component}`).sort(),
      index.all().filter((entry) => !walked.has(entry.id)).map((entry) => `${entry.file}:${entry.line} <${entry.tag}> ${entry.component}`).sort(),
    );
    assert.deepEqual([...new Set(unshown.map((entry) => entry.component))].sort(), ['Loading', 'PageErrorBoundary']);
  });
});
