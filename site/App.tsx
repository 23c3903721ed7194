import { Suspense } from 'react';
import { Route, Router, Switch, useLocation } from 'wouter';
import { Footer } from './components/Footer';
import { Header } from './components/Header';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { ScrollManager } from './components/ScrollManager';
import { pages } from './pages';

function Loading() {
  return (
    <p className="loading container" role="status">
      Loading...
    </p>
  );
}

function Routes() {
  const [location] = useLocation();
  return (
    <PageErrorBoundary resetKey={location}>
      <Suspense fallback={<Loading />}>
        <Switch>
          <Route path="/">
            <pages.home.Component />
          </Route>
          <Route path="/privacy-policy">
            <pages.privacy.Component />
          </Route>
          <Route path="/refund-policy">
            <pages.refund.Component />
          </Route>
          <Route>
            <pages.notFound.Component />
          </Route>
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

/** The whole site. `ssrPath` is set only by the prerenderer; in the browser the router reads the location. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <Router ssrPath={ssrPath}>
      <ScrollManager />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Routes />
      </main>
      <Footer />
    </Router>
  );
}
