// `npm start` ends here: reads the settings, starts the editing server (server/app, built into
// dist/server) and says where everything is, until killed. With --live (what `npm start` passes) the
// preview hosts get the live build instead of dist/site-dev: rebuilt in memory after every edit, and
// /__live tells open previews to reload. `npm run serve` (no flag) serves the build as it is.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentSettings } from './document-settings.mjs';
import { checkRetiredSettings, domainSettings, editingEnabled, editorHost, editorOrigins, listenHost, remoteEditing } from './settings.mjs';

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
  checkRetiredSettings(process.env);
  settings = {
    names: { editorHost: editorHost(process.env), ...domainSettings(process.env) },
    editorOrigins: editorOrigins(process.env),
    editing: editingEnabled(process.env),
    remoteEditing: remoteEditing(process.env),
    host: listenHost(process.env),
  };
} catch (error) {
  fail(errorMessage(error));
}

const root = process.cwd();
const serverModule = new URL('../dist/server/index.mjs', import.meta.url);
if (!existsSync(serverModule)) fail(`${fileURLToPath(serverModule)} is missing: run "npm run build" first (npm start does).`);
const { startEditingServer } = await import(serverModule.href);

let server;
try {
  server = await startEditingServer({
    root,
    distDir: join(root, 'dist'),
    port,
    ...settings,
    live: live ? { shell: documentSettings(process.env) } : undefined,
    // The editor's Publish builds the production site with this script, in a child process.
    publish: { buildScript: join(import.meta.dirname, 'publish-site.mjs') },
    log: (line) => console.log(line),
  });
} catch (error) {
  fail(errorMessage(error));
}

const { origins } = server;
const loopbackOnly = /^(?:127\.\d+\.\d+\.\d+|::1|localhost)$/.test(settings.host);
console.log(`Site:    ${origins.site}/`);
console.log(`Preview: ${origins.preview}/ (the site with the editing runtime${server.live ? ', rebuilt after every edit' : ''})`);
console.log(`Editor:  ${server.editorUrl}`);
if (!loopbackOnly) {
  console.log(
    settings.remoteEditing
      ? `Listening on ${settings.host} with REMOTE_EDITING=on: anyone who reaches port ${server.port} can open the editor, take its token and change site/. Use it on a network you trust.`
      : `Listening on ${settings.host}: other computers get the site and its previews; the editor, /api/ and /__live answer this machine only (REMOTE_EDITING=on to change that).`,
  );
}
console.log(
  server.readOnlyReason
    ? `Mutation server at ${origins.editor}/api/ is read-only: ${server.readOnlyReason}`
    : `Mutation server at ${origins.editor}/api/ writes into ${join(root, 'site')} (token in .editing/session.json; EDITING=off for read-only)`,
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close().then(
      () => process.exit(0),
      (error) => fail(`Stopping the server failed: ${errorMessage(error)}`),
    );
  });
}
