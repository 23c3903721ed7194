import { Link } from 'wouter';
import { PageShell } from '../components/PageShell';
import { routeMeta } from '../content/routes';

export default function NotFoundPage() {
  return (
    <PageShell meta={routeMeta.notFound} className="not-found">
      <div className="container not-found__inner">
        <p className="eyebrow">Error 404</p>
        <h1>Page not found</h1>
        <p>The page you were looking for does not exist or has moved.</p>
        <Link href="/" className="button">
          Back to the home page
        </Link>
      </div>
    </PageShell>
  );
}
