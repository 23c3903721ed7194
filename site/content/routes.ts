import type { RouteMeta } from './types';

// Title and description of every route, used by the prerenderer (head tags) and the client (on navigation).
export const routeMeta = {
  home: {
    path: '/',
    title: 'Product Analytics — online course in SQL, Python and A/B testing',
    description:
      'An English-language online course in product analytics: SQL, Python, statistics, A/B tests and data visualization, with live webinars, reviewed homework and a graduation project.',
  },
  privacy: {
    path: '/privacy-policy',
    title: 'Privacy Policy — Product Analytics',
    description: 'How the Product Analytics course collects, uses, shares and protects personal data, and the rights you have over it.',
  },
  refund: {
    path: '/refund-policy',
    title: 'Refund Policy — Product Analytics',
    description: 'Purchase terms and refunds for the Product Analytics course, with limitation of liability and online commerce terms.',
  },
  notFound: {
    path: '/404',
    title: 'Page not found — Product Analytics',
    description: 'The page you were looking for does not exist.',
  },
} as const satisfies Record<string, RouteMeta>;

export type RouteId = keyof typeof routeMeta;

/** The routes that are prerendered to their own HTML file, and what the server serves for unknown paths. */
export const prerenderedRoutes: readonly RouteId[] = ['home', 'privacy', 'refund', 'notFound'];

export function metaForPath(path: string): RouteMeta {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  for (const meta of Object.values(routeMeta)) {
    if (meta.path === normalised && meta.path !== routeMeta.notFound.path) return meta;
  }
  return routeMeta.notFound;
}
