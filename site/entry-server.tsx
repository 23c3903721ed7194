import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { App } from './App';

export { renderDocument } from './document';
export { routeMeta, prerenderedRoutes } from './content/routes';

/**
 * Renders the site at `path` to HTML once every lazy page has resolved, so the prerendered file
 * holds the full content (not the `Loading...` fallback).
 */
export function renderPath(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(<App ssrPath={path} />, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}
