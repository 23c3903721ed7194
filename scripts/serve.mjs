// `npm start` ends here: serves the built site on http://localhost:${PORT:-4173} until killed.
import { createServer } from 'node:http';
import { join } from 'node:path';
import { createSiteHandler } from './site-server.mjs';

const rawPort = process.env.PORT ?? '4173';
const port = Number(rawPort);
if (!/^\d+$/.test(rawPort) || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, got "${rawPort}".`);
  process.exit(1);
}

let handler;
try {
  handler = createSiteHandler(join(process.cwd(), 'dist'));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = createServer(handler);
server.on('error', (error) => {
  console.error(error.code === 'EADDRINUSE' ? `Port ${port} is already in use; set PORT to another port.` : error.message);
  process.exit(1);
});
server.listen(port, () => {
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Serving the site on http://localhost:${actual}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
