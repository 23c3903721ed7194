// Browser tests: every file under test/browser runs in each browser engine — Debian's Chromium,
// Firefox ESR and WebKitGTK (test/plugins/launchers.mjs) — or in those BROWSERS names
// (`BROWSERS=firefox`; `npm test` runs the engines one after another, scripts/test-browsers.mjs).
// The built site (dist/) is served from the same origin as the test pages by the production
// request handler, so tests load real routes in an iframe and inspect them as a visitor sees them.
// How many files run at once and the timeouts come from the machine's cores and load
// (scripts/browsers/run-limits.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { defaultReporter } from '@web/test-runner';
import { freePort } from './scripts/free-port.mjs';
import { selectedEngines } from './scripts/browsers/engines.mjs';
import { describeLimits, runLimits } from './scripts/browsers/run-limits.mjs';
import { domainSettings } from './scripts/settings.mjs';
import { browserCommands } from './test/plugins/browser-commands.mjs';
import { engineSummary } from './test/plugins/engine-summary.mjs';
import { restartingEsbuildPlugin } from './test/plugins/esbuild-service.mjs';
import { launchers } from './test/plugins/launchers.mjs';
import { liveServer } from './test/plugins/live-server.mjs';
import { pageConsoleMiddleware } from './test/plugins/page-console.mjs';
import { requestLogMiddleware } from './test/plugins/request-log.mjs';
import { webKitUserAgents } from './test/plugins/webkit-launcher.mjs';

const port = process.env.WTR_PORT ? Number(process.env.WTR_PORT) : await freePort();
const limits = runLimits();
console.log(`Test server on port ${port}${process.env.WTR_PORT ? ' (WTR_PORT)' : ''}; ${describeLimits(limits)}`);
const esbuild = restartingEsbuildPlugin({ ts: true, target: 'es2022' });
// The site's request handler as the editing server runs it (built by `npm run build`, which runs first).
const siteModule = join(process.cwd(), 'dist/server/site.mjs');
if (!existsSync(siteModule)) throw new Error('dist/server/site.mjs is missing: run "npm run build" first (npm test does).');
const { createSiteHandler, staticFiles } = await import(siteModule);
// The test page (http://localhost:PORT) plays the editor that the site's own runtime trusts.
const site = createSiteHandler(join(process.cwd(), 'dist'), { domains: domainSettings(process.env), editorOrigins: [`http://localhost:${port}`] });
// The reference editor's files on the test page's origin (the editing server serves them on the editor's own host).
const editorFiles = staticFiles(join(process.cwd(), 'dist/editor'), { extensions: [] });

/** Requests the test runner answers itself; everything else is a request to the site. */
function isTestRunnerRequest(ctx) {
  if (ctx.path === '/' && [...ctx.URL.searchParams.keys()].some((key) => key.startsWith('wtr'))) return true;
  if (['/__', '/test/', '/node_modules/', '/site/', '/types/', '/docs/'].some((prefix) => ctx.path.startsWith(prefix))) return true;
  // Runtime and editor sources (`.ts`) are test imports; built files (`/runtime/runtime.umd.js`, `/editor/`, ...) are served below.
  return (ctx.path.startsWith('/runtime/') || ctx.path.startsWith('/editor/')) && ctx.path.endsWith('.ts');
}

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Projects made by scripts/vendor-projects.mjs from the packed runtime (npm test runs it before the browser tests).
const vendorManifest = join(process.cwd(), 'dist/vendor-projects.json');
const vendorProjects = existsSync(vendorManifest) ? JSON.parse(readFileSync(vendorManifest, 'utf8')).projects : {};
const TYPES = { '.html': 'html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.map': 'application/json', '.json': 'application/json', '.css': 'text/css' };

export default {
  // End-to-end tests live in test/browser; unit tests sit beside the module they test.
  files: ['test/browser/**/*.test.ts', 'runtime/**/*.test.ts', 'editor/**/*.test.ts'],
  port,
  nodeResolve: true,
  concurrency: limits.concurrency,
  browserStartTimeout: limits.browserStartTimeout,
  testsStartTimeout: limits.testsStartTimeout,
  testsFinishTimeout: limits.testsFinishTimeout,
  testFramework: { config: { timeout: limits.testTimeout } },
  // web-test-runner's own page, plus the run's slowdown, which the tests' waits for a condition allow for (test/browser/helpers.ts).
  testRunnerHtml: (testFramework) =>
    `<!DOCTYPE html><html><head><script>window.__testSlowdown = ${limits.slowdown};</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  // esbuild compiles the modules the test pages load, with a new service if its process dies (test/plugins/esbuild-service.mjs).
  // liveServer: `npm start` on a copy of the site, for the live-reload tests (its editor origin is this test page).
  plugins: [esbuild, browserCommands(), liveServer({ editorOrigin: `http://localhost:${port}`, startTimeoutMs: Math.round(60_000 * limits.slowdown) })],
  reporters: [defaultReporter(), engineSummary({ limits, transformService: esbuild.transformService })],
  middleware: [
    // What the browser-commands plugin reads: every URL asked for, and (WebKit) the pages' console.
    requestLogMiddleware(),
    pageConsoleMiddleware((userAgent) => webKitUserAgents.has(userAgent)),
    // The vendor projects, at /vendor/<project>/…: their pages (with {{EDITOR_ORIGIN}} filled in) and installed files.
    async (ctx, next) => {
      const match = /^\/vendor\/([a-z0-9-]+)\/(.*)$/.exec(ctx.path);
      const dir = match && vendorProjects[match[1]];
      if (!dir) return next();
      const file = normalize(join(dir, match[2] || 'index.html'));
      if (!file.startsWith(dir + sep) || !existsSync(file)) return next();
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      ctx.type = type;
      // The test runner marks every file with an extension cacheable for a year once this returns; a
      // page's own requests (htmx's fetch) must reach the server every time, where tests see them.
      const setHeader = ctx.res.setHeader.bind(ctx.res);
      ctx.res.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === 'cache-control' ? 'no-store' : value);
      ctx.set('Cache-Control', 'no-store');
      // The quick start names http://localhost:8080, where its reader serves it; here that is this
      // server. Its Vite app has it in a built script.
      const filled = () => readFile(file, 'utf8').then((text) => text.replaceAll('{{EDITOR_ORIGIN}}', `http://localhost:${port}`).replaceAll('http://localhost:8080', `http://localhost:${port}`));
      const quickStartScript = match[1].startsWith('quick-start') && type === 'text/javascript' && !match[2].startsWith('node_modules/');
      ctx.body = type === 'html' || quickStartScript ? await filled() : await readFile(file);
    },
    // The reference editor as an editing server hands it out (server/app/editor-page.ts): `?session=`
    // is the session JSON of a live server (test/plugins/live-server.mjs) to put in its meta tag, so
    // the editor stays on this page's origin, where a test can read it (the editing server's own
    // editor page cannot be framed), while it edits the live server's copy. Other /editor/ requests
    // get the built files as they are.
    async (ctx, next) => {
      if (isTestRunnerRequest(ctx) || /\.tsx?$/.test(ctx.path)) return next();
      if (ctx.path.startsWith('/editor/') && !(ctx.path === '/editor/' && ctx.query.session)) {
        ctx.respond = false;
        ctx.req.url = ctx.req.url.slice('/editor'.length) || '/';
        if (ctx.req.url.startsWith('/?') || ctx.req.url === '/') ctx.req.url = `/index.html${ctx.req.url.slice(1)}`;
        editorFiles(ctx.req, ctx.res, () => {
          ctx.res.statusCode = 404;
          ctx.res.end('Not found');
        });
        return;
      }
      if (ctx.path !== '/editor/' || !ctx.query.session) return next();
      const attribute = String(ctx.query.session).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      const html = await readFile(join(process.cwd(), 'dist/editor/index.html'), 'utf8');
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = html.replace('<head>', `<head>\n<meta name="editing-session" content="${attribute}">\n<meta name="live-build" content="on">`);
    },
    // An image that arrives after `ms` milliseconds: keeps a page's load event back.
    async (ctx, next) => {
      if (ctx.path !== '/test-slow-image') return next();
      await wait(Math.min(Number(ctx.query.ms) || 0, 10_000));
      ctx.type = 'image/gif';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');
    },
    // Fixture pages for the runtime (plain HTML, no framework): {{EDITOR_ORIGIN}} becomes this server's
    // origin and {{ALLOWED_ORIGINS}} the `allowed` query parameter (default: the editor origin).
    async (ctx, next) => {
      const match = /^\/test-fixtures\/([a-z0-9-]+\.html)$/.exec(ctx.path);
      if (!match) return next();
      const editor = `http://localhost:${port}`;
      const html = await readFile(join(process.cwd(), 'test/fixtures', match[1]), 'utf8');
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = html.replaceAll('{{EDITOR_ORIGIN}}', editor).replaceAll('{{ALLOWED_ORIGINS}}', (ctx.query.allowed ?? editor).replace(/[<>"&]/g, ''));
    },
    async (ctx, next) => {
      if (isTestRunnerRequest(ctx)) return next();
      // Tests set this cookie to watch the "Loading..." state while a page chunk downloads slowly.
      const slow = /(?:^|;\s*)slow-chunks=(\d+)/.exec(ctx.get('cookie'));
      if (slow && ctx.path.startsWith('/assets/') && !ctx.path.startsWith('/assets/main-')) await wait(Number(slow[1]));
      // All test files share one HTTP cache (WebKit's run in one WebDriver session), and a chunk an
      // earlier file cached as immutable is never asked for again, so a test that watches a chunk
      // download would depend on file order: here nothing the site sends outlives its test.
      const setHeader = ctx.res.setHeader.bind(ctx.res);
      ctx.res.setHeader = (name, value) => setHeader(name, String(name).toLowerCase() === 'cache-control' ? 'no-store' : value);
      // And these to hold the runtime's editing tools back, or to refuse them (the first tree comes before them):
      // a refusal is not cached either, as the header override above sees to.
      if (ctx.path === '/runtime/runtime-tools.mjs') {
        const slowTools = /(?:^|;\s*)slow-tools=(\d+)/.exec(ctx.get('cookie'));
        if (slowTools) await wait(Math.min(Number(slowTools[1]), 10_000));
        if (/(?:^|;\s*)no-tools=1/.test(ctx.get('cookie'))) {
          ctx.status = 503;
          ctx.body = 'refused for this test';
          return;
        }
      }
      ctx.respond = false;
      site(ctx.req, ctx.res);
    },
  ],
  browsers: selectedEngines().map((engine) => launchers[engine]()),
};
