// The origins one editing server answers on, and which of them may act as an editor. The site and
// its previews are different origins from the editor (their own host names on the same port), so
// nothing a page of the site runs can read the editor or call the API; an editor origin that named
// one of them would undo that, so it is refused at start.
import type { HostNames } from '../http/hosts';
import { isDevHost, isLoopbackName } from '../http/hosts';

export interface ServerOrigins {
  /** The production site: http://localhost:PORT. */
  site: string;
  /** The default preview host: http://preview.<DEV_DOMAIN>:PORT. */
  preview: string;
  /** The editor, its API and its live events: http://<EDITOR_HOST>:PORT. */
  editor: string;
}

export function serverOrigins(names: HostNames, port: number): ServerOrigins {
  const origin = (host: string): string => new URL(`http://${host}:${port}`).origin;
  return { site: origin('localhost'), preview: origin(`preview.${names.devDomain}`), editor: origin(names.editorHost) };
}

/** Refuses an editor host that would share an origin with the site or a preview. */
export function checkEditorHost(names: HostNames): void {
  const host = names.editorHost;
  // A name of its own under .localhost is the point; localhost itself and loopback addresses are the site's.
  if (isLoopbackName(host) && !host.endsWith('.localhost')) {
    throw new Error(`EDITOR_HOST must not be ${host}: the site is served there; use a name of its own like editor.localhost.`);
  }
  if (isDevHost(host, names)) throw new Error(`EDITOR_HOST must not be under DEV_DOMAIN (${names.devDomain}): preview hosts run the site's code.`);
}

/**
 * The editor origins besides the editor's own (EDITOR_ORIGINS), each checked: not a preview host (any
 * port), and not a name of this machine on this server's port unless it is the editor host.
 */
export function checkEditorOrigins(extra: readonly string[], names: HostNames, port: number): string[] {
  const own = serverOrigins(names, port).editor;
  for (const entry of extra) {
    const url = new URL(entry);
    const hostname = url.hostname.toLowerCase();
    if (isDevHost(hostname, names)) {
      throw new Error(`EDITOR_ORIGINS: ${entry} is a preview host (under ${names.devDomain}); previews run the site's code and cannot be editors.`);
    }
    const samePort = Number(url.port || 80) === port;
    if (samePort && url.origin !== own && isLoopbackName(hostname)) {
      throw new Error(`EDITOR_ORIGINS: ${entry} is where this server serves the site; the editor has its own origin, ${own}.`);
    }
  }
  return [own, ...extra.filter((entry) => entry !== own)];
}
