// The editing server in a process of its own, for tests that kill it (SIGKILL) mid-change: started
// on `root` with an ephemeral port, it prints one JSON line with its editor origin and token once it
// answers, then serves until it is killed. What the server logs goes to stderr as usual.
import { join, resolve } from 'node:path';
import { domainSettings } from '../../../scripts/settings.mjs';

const [root] = process.argv.slice(2);
if (!root) throw new Error('usage: node server-process.mjs <project root>');
const repo = resolve(import.meta.dirname, '../../..');
const server = await import(join(repo, 'dist/server/index.mjs'));
const api = await server.startEditingServer({
  root,
  distDir: join(repo, 'dist'),
  port: 0,
  host: '127.0.0.1',
  names: { editorHost: 'editor.localhost', ...domainSettings({}) },
  editorOrigins: [],
  editing: true,
  remoteEditing: false,
});
process.stdout.write(`${JSON.stringify({ origin: api.origins.editor, token: api.session.token })}\n`);
