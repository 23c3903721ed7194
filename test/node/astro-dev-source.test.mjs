// What the runtime reads as a source position without any build step (types/nav-tree.ts,
// `SourcePosition`) is what Astro's own dev server writes: `astro dev` on the Astro vendor project
// (scripts/vendor-projects.mjs), and its page's elements carry `data-astro-source-file` (an absolute
// path) and `data-astro-source-loc` (`line:column`, from 1, just past the element's start tag).
// test/browser/runtime/nav-tree.test.ts checks the walk reads them so.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { freePort } from '../../scripts/free-port.mjs';

const manifestFile = join(process.cwd(), 'dist/vendor-projects.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : null;

/** The page at `url` once the dev server answers it (it compiles on the first request), or the server's output when it ends first. */
async function pageOnceUp(url, child, output) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`astro dev ended (${child.exitCode}):\n${output.join('')}`);
    const answer = await fetch(url).catch(() => null);
    if (answer?.ok) return answer.text();
    // Asked again a moment later: the condition is the answer, this only paces the asking.
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("Astro's dev server writes where each element is written", { skip: manifest ? false : 'run scripts/vendor-projects.mjs first (npm test does)' }, () => {
  let child = null;
  after(() => {
    // The whole group: npx, astro and its children.
    if (child?.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  });

  it('as an absolute file and line:column on every element of an .astro template', { timeout: 120_000 }, async () => {
    const project = manifest.projects.astro;
    const port = await freePort();
    const output = [];
    child = spawn('npx', ['astro', 'dev', '--port', String(port), '--host', '127.0.0.1'], { cwd: project, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    const html = await pageOnceUp(`http://127.0.0.1:${port}/vendor/astro/dist/`, child, output);
    const startTag = (pattern) => html.match(pattern)?.[0] ?? assert.fail(`no ${pattern} in the page:\n${html}`);
    const attributes = (tag) => ({ file: tag.match(/ data-astro-source-file="([^"]*)"/)?.[1], loc: tag.match(/ data-astro-source-loc="([^"]*)"/)?.[1] });
    // PriceCard.astro line 5, index.astro line 15 (the test/vendor/astro sources).
    const card = attributes(startTag(/<section class="card[^>]*>/));
    assert.equal(card.file, join(project, 'src/components/PriceCard.astro'));
    assert.match(card.loc ?? '', /^5:\d+$/);
    const heading = attributes(startTag(/<h1[^>]*>/));
    assert.equal(heading.file, join(project, 'src/pages/index.astro'));
    assert.match(heading.loc ?? '', /^15:\d+$/);
    // Every element of the templates carries both; the island's (React) elements are not Astro's.
    for (const tag of html.match(/<(main|h1|section|h2|p class="price")[\s>][^>]*>/g) ?? []) {
      const { file, loc } = attributes(tag);
      assert.ok(file?.endsWith('.astro') && /^\d+:\d+$/.test(loc ?? ''), tag);
    }
  });
});
