// What a request's Host header names, for one server that answers three kinds of origin on one port
// (docs/protocol.md §8 "Who"): the editor's own host name, the preview hosts under the dev domain,
// and everything else, which gets the production site. The kind decides what a request may reach.

export type HostKind = 'editor' | 'preview' | 'site';

export interface DevDomains {
  /** Preview hosts are this domain and its subdomains (DEV_DOMAIN, default dev.localhost). */
  devDomain: string;
  /** …but not this one and its subdomains (STAGING_DEV_DOMAIN). */
  stagingDevDomain: string;
}

export interface HostNames extends DevDomains {
  /** The editor's host name (EDITOR_HOST, default editor.localhost): the editor, /api/ and /__live. */
  editorHost: string;
}

/** The host name of a Host header, lower case, without the port; `[::1]` keeps its brackets. */
export function hostnameOf(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0]!;
}

const under = (hostname: string, domain: string): boolean => hostname === domain || hostname.endsWith(`.${domain}`);

/** Whether `hostname` is on the dev domain (whole labels) and not on the staging-dev domain. */
export function isDevHost(hostname: string, { devDomain, stagingDevDomain }: DevDomains): boolean {
  return under(hostname, devDomain) && !under(hostname, stagingDevDomain);
}

export function hostKindOf(hostname: string, names: HostNames): HostKind {
  if (hostname === names.editorHost) return 'editor';
  return isDevHost(hostname, names) ? 'preview' : 'site';
}

/** The names that reach this machine without DNS: a browser or a resolver answers them with loopback. */
export function isLoopbackName(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}
