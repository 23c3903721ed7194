// The build-time configuration of the prerenderer, run for real against the current build.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
  for (const variant of ['site', 'site-dev']) {
    cpSync(join(repo, `dist/ssr-${variant}`), join(dir, `dist/ssr-${variant}`), { recursive: true });
    cpSync(join(repo, `dist/${variant}-manifest.json`), join(dir, `dist/${variant}-manifest.json`));
  }
  cpSync(join(repo, 'dist/runtime'), join(dir, 'dist/runtime'), { recursive: true });
  return dir;
}

function prerender(dir, env) {
  return spawnSync(process.execPath, [join(repo, 'scripts/prerender.mjs')], { cwd: dir, env: { ...process.env, ...env }, encoding: 'utf8' });
}

describe('prerender', () => {
  const dirs = [];
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('copies site/public as files, leaving out (and naming) symbolic links that lead outside it', () => {
    const dir = scratch();
    dirs.push(dir);
    // Its own site/: the repository's entries linked in, and a public folder of its own with links.
    rmSync(join(dir, 'site'));
    mkdirSync(join(dir, 'site'));
    for (const entry of readdirSync(join(repo, 'site'))) if (entry !== 'public') symlinkSync(join(repo, 'site', entry), join(dir, 'site', entry));
    cpSync(join(repo, 'site/public'), join(dir, 'site/public'), { recursive: true });
    mkdirSync(join(dir, 'outside'));
    writeFileSync(join(dir, 'outside/secret.txt'), 'not for the web\n');
    symlinkSync(join(dir, 'outside/secret.txt'), join(dir, 'site/public/secret.txt'));
    symlinkSync(join(dir, 'outside'), join(dir, 'site/public/linked'));
    symlinkSync('robots.txt', join(dir, 'site/public/robots-copy.txt'));
    const result = prerender(dir, { ANALYTICS_SRC: '' });
    assert.equal(result.status, 0, result.stderr);
    for (const variant of ['site', 'site-dev']) {
      assert.equal(existsSync(join(dir, `dist/${variant}/secret.txt`)), false, `${variant}: the linked secret`);
      assert.equal(existsSync(join(dir, `dist/${variant}/linked`)), false, `${variant}: the linked folder`);
      const copy = join(dir, `dist/${variant}/robots-copy.txt`);
      assert.equal(lstatSync(copy).isFile(), true, `${variant}: a link inside public is copied as a file`);
      assert.equal(readFileSync(copy, 'utf8'), readFileSync(join(repo, 'site/public/robots.txt'), 'utf8'));
    }
    assert.match(result.stderr, /secret\.txt leads outside site\/public/);
    assert.match(result.stderr, /linked leads outside site\/public/);
  });

  it('writes one HTML file per route and the 404 page outside the served folder', () => {
    const dir = scratch();
    dirs.push(dir);
    const result = prerender(dir, { ANALYTICS_SRC: '' });
    assert.equal(result.status, 0, result.stderr);
    for (const variant of ['site', 'site-dev']) {
      for (const file of [`dist/${variant}/index.html`, `dist/${variant}/privacy-policy.html`, `dist/${variant}/refund-policy.html`, `dist/404/${variant}.html`]) {
        assert.ok(existsSync(join(dir, file)), file);
      }
      assert.ok(!existsSync(join(dir, `dist/${variant}/404.html`)));
      assert.doesNotMatch(readFileSync(join(dir, `dist/${variant}/index.html`), 'utf8'), /<script async/);
    }
    // Only the dev-domain build carries codebase ids and the runtime loader.
    const production = readFileSync(join(dir, 'dist/site/index.html'), 'utf8');
    const dev = readFileSync(join(dir, 'dist/site-dev/index.html'), 'utf8');
    assert.doesNotMatch(production, /tempo-[0-9a-f]{8}-/);
    assert.doesNotMatch(production, /site-runtime\.js/);
    assert.match(dev, /class="[^"]*tempo-[0-9a-f]{8}-[0-9a-f]{4}-5/);
    assert.match(dev, /site-runtime\.js/);
    assert.match(dev, /"dev\.localhost","staging-dev\.localhost"/);
    // The loader is the page's first script and writes the runtime's as a parser-blocking one, so no
    // later script of the page (the app, an analytics tag) runs before the runtime has the editor's port.
    const firstScript = /<script\b[^>]*>([\s\S]*?)<\/script>/.exec(dev);
    assert.match(firstScript[1], /site-runtime\.js/);
    assert.match(firstScript[1], /document\.write\("<script src=/);
    assert.ok(dev.indexOf(firstScript[0]) < dev.indexOf('<style>'), 'before the styles and every other script');
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

  it('bakes DEV_DOMAIN and STAGING_DEV_DOMAIN into the dev-domain loader', () => {
    const dir = scratch();
    dirs.push(dir);
    const result = prerender(dir, { DEV_DOMAIN: 'preview.example.com', STAGING_DEV_DOMAIN: 'staging.preview.example.com' });
    assert.equal(result.status, 0, result.stderr);
    assert.match(readFileSync(join(dir, 'dist/site-dev/index.html'), 'utf8'), /"preview\.example\.com","staging\.preview\.example\.com"/);
    const bad = prerender(dir, { DEV_DOMAIN: 'not a domain' });
    assert.notEqual(bad.status, 0);
    assert.match(bad.stderr, /DEV_DOMAIN must be a host name like dev\.example\.com, got "not a domain"/);
  });

  it('fails the build with a clear message for a bad ANALYTICS_SRC', () => {
    const dir = scratch();
    dirs.push(dir);
    const result = prerender(dir, { ANALYTICS_SRC: 'not a url' });
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /ANALYTICS_SRC must be an absolute http\(s\) URL, got "not a url"/);
  });
});
