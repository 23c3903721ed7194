import type { RouteMeta } from './content/types';

// Builds the HTML file of one prerendered route. Pure (no Node or DOM APIs) so it can be tested in the browser.

export interface DocumentParts {
  meta: RouteMeta;
  /** Server-rendered markup of the app, placed inside #root. */
  appHtml: string;
  /** The site's stylesheet, inlined so first paint needs no extra request. */
  css: string;
  /** URL of the client entry module. */
  entry: string;
  /** Modules the route needs at start (entry imports and the route's page chunk). */
  modulePreloads: readonly string[];
  /** Third-party analytics script URL; when absent nothing is requested. */
  analyticsSrc?: string | undefined;
  /** Public origin of the site (e.g. `https://course.example`); enables canonical and og:url. */
  siteUrl?: string | undefined;
  /** Product name for og:site_name. */
  siteName: string;
  /** Dev-domain build only: load the editing runtime when the page is opened on the dev domain. */
  runtimeLoader?: RuntimeLoader | undefined;
}

export interface RuntimeLoader {
  /** Host names ending with this domain load the runtime (e.g. `dev.localhost`)... */
  devDomain: string;
  /** ...unless they end with this one (e.g. `staging-dev.localhost`). */
  stagingDevDomain: string;
  /** Script that holds the runtime and starts it with the editor origins the server was given. */
  src: string;
}

const HOSTNAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** Validates a domain setting (DEV_DOMAIN, STAGING_DEV_DOMAIN): a lowercase host name. */
export function checkDomain(name: string, value: string): string {
  if (!HOSTNAME.test(value)) throw new Error(`${name} must be a host name like dev.example.com, got "${value}"`);
  return value;
}

/** The runtime script's URL: a path or an http(s) URL with no character that would need escaping in markup. */
const RUNTIME_SRC = /^(?:https?:\/\/[\w.:-]+)?\/[\w./-]*$/;

/**
 * The inline loader: decides by `location.hostname` alone, so a visitor on any other host
 * downloads no runtime byte. Matching is by whole labels (`xdev.localhost` is not `dev.localhost`).
 * On the dev domain it writes the runtime's script into the page being parsed: a parser-blocking
 * script, so the runtime starts before any later script of the page (the app, an analytics tag) and
 * takes the editor's port before they could listen for it. It must be the page's first script.
 */
export function runtimeLoaderScript(loader: RuntimeLoader): string {
  if (!RUNTIME_SRC.test(loader.src)) throw new Error(`The runtime script's URL must be a path or an http(s) URL of plain characters, got "${loader.src}"`);
  const args = [checkDomain('DEV_DOMAIN', loader.devDomain), checkDomain('STAGING_DEV_DOMAIN', loader.stagingDevDomain), loader.src].map((value) => JSON.stringify(value));
  return (
    '(function(h,d,s,u){function m(x){return h===x||h.slice(-x.length-1)==="."+x}' +
    'if(m(d)&&!m(s))document.write("<script src=\\""+u+"\\"><\\/script>")})' +
    `(location.hostname,${args.join(',')})`
  );
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => escapes[char] ?? char);
}

/** Accepts only absolute http(s) URLs, so a misconfigured build fails loudly instead of shipping a broken tag. */
export function checkHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href;
}

export function renderDocument(parts: DocumentParts): string {
  const { meta } = parts;
  const title = escapeHtml(meta.title);
  const description = escapeHtml(meta.description);
  const head: string[] = [
    '<meta charset="utf-8">',
    // The dev domain's runtime before every other script (see runtimeLoaderScript).
    ...(parts.runtimeLoader ? [`<script>${runtimeLoaderScript(parts.runtimeLoader)}</script>`] : []),
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title>`,
    `<meta name="description" content="${description}">`,
    '<meta name="theme-color" content="#1d4ed8">',
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(parts.siteName)}">`,
    `<meta property="og:title" content="${title}">`,
    `<meta property="og:description" content="${description}">`,
    '<meta property="og:locale" content="en_US">',
    '<meta name="twitter:card" content="summary">',
  ];
  if (parts.siteUrl) {
    const url = escapeHtml(new URL(meta.path, checkHttpUrl('SITE_URL', parts.siteUrl)).href);
    head.push(`<link rel="canonical" href="${url}">`, `<meta property="og:url" content="${url}">`);
  }
  head.push(`<style>${parts.css.replace(/<\/style/gi, '<\\/style')}</style>`);
  for (const href of parts.modulePreloads) head.push(`<link rel="modulepreload" href="${escapeHtml(href)}">`);
  head.push(`<script type="module" src="${escapeHtml(parts.entry)}"></script>`);
  if (parts.analyticsSrc) {
    // async: fetched in parallel and run whenever it arrives; it never blocks parsing or first paint.
    head.push(`<script async src="${escapeHtml(checkHttpUrl('ANALYTICS_SRC', parts.analyticsSrc))}"></script>`);
  }
  return `<!doctype html>
<html lang="en">
<head>
${head.join('\n')}
</head>
<body>
<div id="root">${parts.appHtml}</div>
</body>
</html>
`;
}
