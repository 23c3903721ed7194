import { lazyPage } from './lib/lazyPage';

// Each route page is its own chunk, so the landing page never downloads the policies' text.
export const pages = {
  home: lazyPage(() => import('./pages/LandingPage')),
  privacy: lazyPage(() => import('./pages/PrivacyPolicyPage')),
  refund: lazyPage(() => import('./pages/RefundPolicyPage')),
  notFound: lazyPage(() => import('./pages/NotFoundPage')),
};
