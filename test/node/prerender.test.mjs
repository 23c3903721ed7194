// The build-time configuration of the prerenderer, run for real against the current build.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, mkdirSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';

const repo = resolve('.');

/** A scratch project that shares this build's server bundle and sources but has its own output. */
function scratch() {
  const dir = mkdtempSync(join(tmpdir(), 'prerender-'));
  mkdirSync(join(dir, 'dist'));
  symlinkSync(join(repo, 'site'), join(dir, 'site'));
  cpSync(join(repo, 'dist/ssr'), join(dir, 'dist/ssr'), { recursive: true });
  cpSync(join(repo, 'dist/site-manifest.json'), join(dir, 'dist/site-manifest.json'));
  return dir;
}

function prerender(dir, env) {
  return spawnSync(process.execPath, [join(repo, 'scripts/prerender.mjs')], { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8' });
}

describe('prerender', () => {
  const dirs = [];
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('writes one HTML file per route and the 404 page outside the served folder', () => {
    const dir = scratch();
    dirs.push(dir);
    const result = prerender(dir, { ANALYTICS_SRC: '' });
    assert.equal(result.status, 0, result.stderr);
    for (const file of ['dist/site/index.html', 'dist/site/privacy-policy.html', 'dist/site/refund-policy.html', 'dist/not-found.html']) {
      assert.ok(existsSync(join(dir, file)), file);
    }
    assert.ok(!existsSync(join(dir, 'dist/site/404.html')));
    const html = readFileSync(join(dir, 'dist/site/index.html'), 'utf8');
    assert.doesNotMatch(html, /<script async/);
  });

  it('adds the analytics snippet asynchronously when ANALYTICS_SRC is set', () => {
    const dir = scratch();
    dirs.push(dir);
    const result = prerender(dir, { ANALYTICS_SRC: 'https://stats.example.com/a.js' });
    assert.equal(result.status, 0, result.stderr);
    for (const file of ['dist/site/index.html', 'dist/site/privacy-policy.html']) {
      assert.match(readFileSync(join(dir, file), 'utf8'), /<script async src="https:\/\/stats\.example\.com\/a\.js"><\/script>/);
    }
  });

  it('fails the build with a clear message for a bad ANALYTICS_SRC', () => {
    const dir = scratch();
    dirs.push(dir);
    const result = prerender(dir, { ANALYTICS_SRC: 'not a url' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /ANALYTICS_SRC must be an absolute http\(s\) URL, got "not a url"/);
  });
});
