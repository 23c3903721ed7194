// What every page's document is made from besides the source: one definition for the prerenderer
// (scripts/prerender.mjs) and the live dev-domain build of `npm start` (server/live), so their
// heads cannot drift apart.
import { domainSettings } from './settings.mjs';

/** The source file of each route's lazily loaded page chunk (see site/pages/index.ts). */
export const PAGE_SOURCES = {
  home: 'site/pages/LandingPage.tsx',
  privacy: 'site/pages/PrivacyPolicyPage.tsx',
  refund: 'site/pages/RefundPolicyPage.tsx',
  notFound: 'site/pages/NotFoundPage.tsx',
};

/** The route whose page answers unknown paths (with status 404). */
export const NOT_FOUND_ROUTE = 'notFound';

/** The site's own runtime script (scripts/site-server.mjs serves it, started with the editor origins). */
export const SITE_RUNTIME_SRC = '/runtime/site-runtime.js';

const setting = (env, name) => (env[name]?.trim() ? env[name].trim() : undefined);

/**
 * The build-time settings of the documents (ANALYTICS_SRC, SITE_URL, DEV_DOMAIN, STAGING_DEV_DOMAIN),
 * in the shape server/live's ShellSettings takes.
 */
export function documentSettings(env) {
  const { devDomain, stagingDevDomain } = domainSettings(env);
  return {
    siteName: 'Product Analytics',
    analyticsSrc: setting(env, 'ANALYTICS_SRC'),
    siteUrl: setting(env, 'SITE_URL'),
    runtimeLoader: { devDomain, stagingDevDomain, src: SITE_RUNTIME_SRC },
    pageSources: PAGE_SOURCES,
    notFoundRoute: NOT_FOUND_ROUTE,
  };
}
