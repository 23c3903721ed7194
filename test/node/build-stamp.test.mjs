// `npm start` skips the build when nothing it reads changed (scripts/build-stamp.mjs): a source's
// bytes, a build setting, or an output missing or changed make it build again; files other tools keep
// in dist/ do not. And the build `npm test` ran wrote a stamp that holds for the checkout as it is.
import assert from 'node:assert/strict';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync, truncateSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { buildState, inputsHash, removeStamp, writeStamp } from '../../scripts/build-stamp.mjs';
import { repo } from './helpers/editing.mjs';

function project() {
  const root = mkdtempSync(join(tmpdir(), 'build-stamp-'));
  const write = (path, text) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('package.json', '{}\n');
  write('site/App.tsx', 'export const App = () => null;\n');
  write('runtime/index.ts', 'export {};\n');
  write('dist/site/index.html', '<!doctype html>\n');
  write('runtime/dist/runtime.umd.js', '!function(){}();\n');
  return { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A stamp as a build that started a moment ago writes it. */
function built(root, env = {}) {
  writeStamp(root, inputsHash(root, env), Date.now() - 60_000);
}

describe('the build stamp (npm start builds only when something changed)', () => {
  it('holds while nothing changes, and not once a source, a setting or an output does', () => {
    const { root, write, remove } = project();
    try {
      assert.deepEqual(buildState(root, {}).upToDate, false, 'no stamp: build');
      built(root, { SITE_URL: 'https://course.example' });
      assert.equal(buildState(root, { SITE_URL: 'https://course.example' }).upToDate, true);
      assert.match(buildState(root, {}).why, /settings changed/, 'another SITE_URL');
      assert.equal(buildState(root, { SITE_URL: ' https://course.example ', PORT: '9999' }).upToDate, true, 'what the build does not read, or whitespace, changes nothing');

      appendFileSync(join(root, 'site/App.tsx'), '// edited\n');
      assert.match(buildState(root, { SITE_URL: 'https://course.example' }).why, /sources .*changed/);
      built(root);
      assert.equal(buildState(root, {}).upToDate, true);

      write('site/New.tsx', 'export {};\n');
      assert.equal(buildState(root, {}).upToDate, false, 'a new source file');
      built(root);
      // What the build writes itself (runtime/dist) is no input.
      write('runtime/dist/runtime-tools.mjs', 'export {};\n');
      assert.equal(buildState(root, {}).upToDate, true);

      truncateSync(join(root, 'dist/site/index.html'), 3);
      assert.match(buildState(root, {}).why, /dist\/site\/index\.html changed/);
      built(root);
      rmSync(join(root, 'runtime/dist/runtime.umd.js'));
      assert.match(buildState(root, {}).why, /runtime\/dist\/runtime\.umd\.js is missing/);
    } finally {
      remove();
    }
  });

  it('counts only what the build wrote as its output, and no stamp after a build that did not finish', () => {
    const { root, write, remove } = project();
    try {
      // A file another tool keeps in dist/, older than the build: not the build's, so it may change.
      write('dist/vendor-projects.json', '{}\n');
      const old = (Date.now() - 3_600_000) / 1000;
      utimesSync(join(root, 'dist/vendor-projects.json'), old, old);
      built(root);
      write('dist/vendor-projects.json', '{"changed":true}\n');
      assert.equal(buildState(root, {}).upToDate, true);
      // A source saved while the build ran: the stamp has the inputs the build started from.
      const startedFrom = inputsHash(root, {});
      write('site/App.tsx', 'export const App = () => 1;\n');
      writeStamp(root, startedFrom, Date.now() - 60_000);
      assert.match(buildState(root, {}).why, /sources .*changed/);
      removeStamp(root);
      assert.match(buildState(root, {}).why, /no complete build/);
      write('dist/build-stamp.json', '{"inputs":1}\n');
      assert.match(buildState(root, {}).why, /not a stamp/);
    } finally {
      remove();
    }
  });

  it('holds for this checkout after the build npm test ran', () => {
    const state = buildState(repo, process.env);
    assert.equal(state.upToDate, true, state.why);
  });
});
