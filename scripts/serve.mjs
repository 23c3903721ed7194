// `npm start` ends here: serves the built site on http://localhost:${PORT:-4173} until killed.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createSiteHandler } from './site-server.mjs';
import { editorOrigins } from './settings.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

const rawPort = process.env.PORT ?? '4173';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) fail(`PORT must be a whole number from 0 to 65535, got "${rawPort}".`);

let handler = null;
const server = createServer((req, res) => handler(req, res));
server.on('error', (error) => fail(error.code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another port.` : error.message));
server.listen(port, () => {
  const actual = server.address().port;
  try {
    // By default the site's runtime trusts the editor this server hosts itself.
    const origins = editorOrigins(process.env, `http://localhost:${actual}`);
    handler = createSiteHandler(join(process.cwd(), 'dist'), { editorOrigins: origins });
    console.log(`Serving the site on http://localhost:${actual}`);
    console.log(`Preview host with the editing runtime: http://preview.dev.localhost:${actual} (editor origins: ${origins.join(' ')})`);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
