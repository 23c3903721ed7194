import { lazyPage } from '../lib/lazyPage';

// Each route page is its own chunk, so the landing page never downloads the policies' text.
export const pages = {
  home: lazyPage(() => import('./LandingPage')),
  privacy: lazyPage(() => import('./PrivacyPolicyPage')),
  refund: lazyPage(() => import('./RefundPolicyPage')),
  notFound: lazyPage(() => import('./NotFoundPage')),
};
