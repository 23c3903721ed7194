// Starts the editing server on a port: listens first (so PORT=0 gets its port before any origin is
// named), answers 503 until everything is ready, then serves the application of app.ts.
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EditingServer, type EditingServerOptions, createEditingServer } from './app';

export interface StartOptions extends Omit<EditingServerOptions, 'port'> {
  /** 0: any free port. */
  port: number;
  /** The address to listen on (HOST); loopback unless the person starting it says otherwise. */
  host: string;
}

export interface RunningServer extends EditingServer {
  readonly port: number;
  /** The address it listens on. */
  readonly host: string;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException): void => {
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is already in use; set PORT to another port.`) : error);
    };
    server.once('error', failed);
    server.listen(port, host, () => {
      server.off('error', failed);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function stop(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    // Keep-alive connections and open event streams must not hold the exit.
    server.closeAllConnections();
  });
}

export async function startEditingServer(options: StartOptions): Promise<RunningServer> {
  let app: EditingServer | null = null;
  const server = createServer((req, res) => {
    if (app) return app.handle(req, res);
    res.writeHead(503, { 'Retry-After': '1', 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Starting\n');
  });
  const port = await listen(server, options.port, options.host);
  try {
    app = await createEditingServer({ ...options, port });
  } catch (error) {
    await stop(server);
    throw error;
  }
  const ready = app;
  let closing: Promise<void> | null = null;
  return {
    ...ready,
    port,
    host: options.host,
    close() {
      closing ??= Promise.all([stop(server), ready.close()]).then(() => undefined);
      return closing;
    },
  };
}
