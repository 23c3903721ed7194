// The editor's half of docs/protocol.md §1: post 'init' with a port to the frame at an explicit origin,
// until the runtime answers on that port (it may still be starting when the frame's load event fires).

const RETRY_MS = 100;

export interface Handshake {
  port: MessagePort;
  /** Messages that arrived during the handshake (the runtime's first events). */
  early: unknown[];
}

export function handshake(frame: Window, origin: string, timeoutMs: number, hostOrigin: string): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const attempt = () => {
      const channel = new MessageChannel();
      const early: unknown[] = [];
      channel.port1.onmessage = (event: MessageEvent) => {
        early.push(event.data);
        if (timer !== null) clearTimeout(timer);
        channel.port1.onmessage = null;
        resolve({ port: channel.port1, early });
      };
      frame.postMessage('init', origin, [channel.port2]);
      timer = setTimeout(() => {
        channel.port1.close();
        if (Date.now() - started >= timeoutMs) {
          reject(
            new Error(
              `The frame at ${origin} did not answer within ${timeoutMs} ms: is the editing runtime loaded there, ` +
                `and does it allow this editor's origin (${hostOrigin})?`,
            ),
          );
        } else attempt();
      }, RETRY_MS);
    };
    attempt();
  });
}
