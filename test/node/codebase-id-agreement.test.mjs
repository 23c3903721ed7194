// The server's index of codebase ids agrees with the dev-domain build (what preview.dev.localhost
// gets): every tempo-… class in the built pages is in the index with the right file and element,
// every element the server's static render puts on a page is in that page, as often as the
// server counts it (its `renderings`), and the only indexed ids no page shows are those the render
// also says are not shown on first load. Library components' use sites (wouter's `<Link>`) are
// covered like DOM elements: each names the element the component renders (`<a>`). (Under
// `npm start` the dev domain is served by the live build instead; live-build.test.mjs checks its ids
// against the same index.)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ProjectSnapshot, repo } from './helpers/editing.mjs';

/** The element each library component of the site renders. */
const RENDERS = { wouter: { Link: 'a' } };

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
          const expected = entry.library === null ? entry.tag : RENDERS[entry.library]?.[entry.tag];
          assert.ok(expected, `${id}: <${entry.tag}> from ${entry.library} at ${entry.file}:${entry.line} renders an element this test does not know`);
          assert.equal(expected.toLowerCase(), tag.toLowerCase(), `${id}: index says <${entry.tag}> at ${entry.file}:${entry.line}, page has <${tag}>`);
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

  it('every <Link> of the site is indexed as a wouter use site, shown on the pages the walk says, as often', () => {
    const links = index.all().filter((entry) => entry.library !== null);
    assert.deepEqual(
      links.map((entry) => `${entry.file}:${entry.line}:${entry.column} <${entry.tag}> ${entry.library} ${entry.component}`),
      [
        'site/components/Footer.tsx:12:11 <Link> wouter Footer',
        'site/components/Footer.tsx:23:17 <Link> wouter Footer',
        'site/components/Header.tsx:11:9 <Link> wouter Header',
        'site/pages/NotFoundPage.tsx:12:9 <Link> wouter NotFoundPage',
      ],
    );
    // Every <Link> the site writes (none is left without an id), and no other library component
    // (wouter's Route, Switch and Router, React's Suspense render no element of their own).
    const written = [...snapshot.sourceFiles.values()].reduce((count, sourceFile) => count + (sourceFile.text.match(/<Link\b/g) ?? []).length, 0);
    assert.equal(links.length, written);
    // Per page: the footer's brand link, its two policy links (one <Link> in a .map), the header's, the not-found page's.
    const expected = { '/': [1, 2, 1, 0], '/privacy-policy': [1, 2, 1, 0], '/refund-policy': [1, 2, 1, 0], null: [1, 2, 1, 1] };
    for (const [path, file] of PAGES) {
      const inPage = idsInPage(readFileSync(join(repo, file), 'utf8'));
      assert.deepEqual(links.map((entry) => inPage.get(entry.id)?.count ?? 0), expected[path], `${file}: <Link> renderings`);
      for (const entry of links) assert.equal(pages.find((page) => page.path === path).renderings.get(entry.id)?.length ?? 0, inPage.get(entry.id)?.count ?? 0);
    }
  });

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
