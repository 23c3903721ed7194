// The floor of the first-tree bench: a stand-in for the runtime whose first tree costs nothing beyond
// its reads. It answers the host SDK's handshake and, on initProject, posts the page's reads into
// JSON (reads.ts, run cold, as the runtime's walk is) on the port, under an id the SDK ignores, then
// answers the call. Timed as the runtime is, it shows what any build could reach on this page and
// machine: the reads cold rather than warm, the JSON, the post and the hop to the host.
import { PROTOCOL_VERSION } from '../types/protocol';
import { readsJson } from './reads';

addEventListener('message', (event: MessageEvent) => {
  const port = event.ports[0];
  if (event.data !== 'init' || event.source !== parent || !port) return;
  port.onmessage = (message: MessageEvent) => {
    const request = message.data as { type?: unknown; id?: unknown; payload?: { functionName?: unknown } };
    if (request.type !== 'executeFunction' || typeof request.id !== 'string') return;
    if (request.payload?.functionName === 'initProject') port.postMessage({ id: 'BENCH_FLOOR_TREE', json: readsJson(document.body) });
    port.postMessage({ id: request.id, result: { adapter: { name: null, choice: 'off' } } });
  };
  port.postMessage({ id: 'RUNTIME_CONNECTED', runtimeId: 'bench-floor', protocolVersion: PROTOCOL_VERSION });
});
