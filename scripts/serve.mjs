// `npm start` ends here: serves the built site, the editor and the mutation server (/api/) on
// http://localhost:${PORT:-4173} until killed. With --live (what `npm start` passes) the dev-domain
// hosts get the live build instead of dist/site-dev: rebuilt in memory after every edit, and
// /__live tells open previews to reload. `npm run serve` (no flag) serves the build as it is.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentSettings } from './document-settings.mjs';
import { createSiteHandler } from './site-server.mjs';
import { apiHosts, editingEnabled, editorOrigins, listenHost } from './settings.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** What a thrown value says (as types/errors.ts's errorMessage, which this plain script cannot import). */
const errorMessage = (error) => (error instanceof Error ? error.message : String(error));

const options = process.argv.slice(2);
for (const option of options) if (option !== '--live') fail(`Unknown option "${option}": the only option is --live (rebuild the dev-domain pages after every edit).`);
const live = options.includes('--live');

const rawPort = process.env.PORT ?? '4173';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) fail(`PORT must be a whole number from 0 to 65535, got "${rawPort}".`);

let settings;
try {
  settings = { editing: editingEnabled(process.env), allowedHosts: apiHosts(process.env), host: listenHost(process.env) };
} catch (error) {
  fail(errorMessage(error));
}

const root = process.cwd();
const dist = join(root, 'dist');
let api = null;
let liveSite = null;
// Until the server is ready (the mutation server is loaded), requests wait for nothing: 503.
let handler = (_req, res) => {
  res.statusCode = 503;
  res.setHeader('Retry-After', '1');
  res.end('Starting');
};
const server = createServer((req, res) => handler(req, res));
server.on('error', (error) => fail(error.code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another port.` : error.message));

/** The editor's page, with the API session in a meta tag when the Host names this server (so the designer copies nothing). */
function editorPageWithSession(req, res) {
  const session = api.sessionFor(req);
  if (!session) return false;
  const html = readFileSync(join(dist, 'editor', 'index.html'), 'utf8');
  let meta = `<meta name="editing-session" content="${JSON.stringify(session).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;
  // Only `npm start` (--live) has a live build whose errors the editor can follow.
  if (liveSite) meta += '\n<meta name="live-build" content="on">';
  const body = Buffer.from(html.replace('<head>', `<head>\n${meta}`));
  res.statusCode = 200;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  // It carries the token: never cached.
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

server.listen(port, settings.host, async () => {
  const actual = server.address().port;
  try {
    const own = `http://localhost:${actual}`;
    // By default the site's runtime and the mutation server trust the editor this server hosts itself.
    const origins = editorOrigins(process.env, own);
    if (live) {
      const { createLiveDevSite } = await import('../dist/server/live.mjs');
      liveSite = await createLiveDevSite({ root, editorOrigins: origins, shell: documentSettings(process.env), log: (line) => console.log(line) });
    }
    const site = createSiteHandler(dist, { editorOrigins: origins, devSite: liveSite?.handleDevSite });
    const { createEditingApi } = await import('../dist/server/index.mjs');
    api = createEditingApi({ root, origin: own, editorOrigins: origins, allowedHosts: settings.allowedHosts, editing: settings.editing });
    api.onFilesWritten(({ kind, paths, message }) => {
      // Rebuild first: the log line must not delay the preview.
      liveSite?.sourcesChanged(paths);
      console.log(`[edit] ${kind}: ${message} → wrote ${paths.join(', ')}`);
    });
    handler = (req, res) => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/api' || path.startsWith('/api/')) return api.handle(req, res);
      // The live events and their page script, on every host: previews and editors alike.
      if (liveSite && (path === '/__live' || path.startsWith('/__live/'))) return liveSite.handleLive(req, res);
      if ((path === '/editor/' || path === '/editor/index.html') && (req.method === 'GET' || req.method === 'HEAD') && editorPageWithSession(req, res)) return;
      site(req, res);
    };
    console.log(`Serving the site on http://localhost:${actual}`);
    console.log(`Preview host with the editing runtime: http://preview.dev.localhost:${actual} (editor origins: ${origins.join(' ')})`);
    if (liveSite) console.log(`Live reload: the dev-domain pages rebuild after every edit of site/; events at ${own}/__live`);
    console.log(
      api.readOnlyReason
        ? `Mutation server at ${own}/api/ is read-only: ${api.readOnlyReason}`
        : `Mutation server at ${own}/api/ writes into ${join(root, 'site')} (token in .editing/session.json; EDITING=off for read-only)`,
    );
  } catch (error) {
    fail(errorMessage(error));
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(async () => {
      await Promise.all([api?.close(), liveSite?.close()]);
      process.exit(0);
    });
    // Keep-alive connections must not hold the exit.
    server.closeAllConnections?.();
  });
}
