import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { pages } from './pages';
import { metaForPath, routeMeta, type RouteId } from './content/routes';

function pageFor(path: string): RouteId {
  const meta = metaForPath(path);
  const id = (Object.keys(routeMeta) as RouteId[]).find((key) => routeMeta[key] === meta);
  return id ?? 'notFound';
}

async function boot(): Promise<void> {
  // Every path change scrolls to the top (ScrollManager); the browser must not restore old positions on Back.
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element to mount the site into.');
  if (container.hasChildNodes()) {
    // The prerendered page is already on screen; fetch its code first so hydration runs in one pass.
    await pages[pageFor(window.location.pathname)].preload();
    hydrateRoot(container, <App />);
  } else {
    createRoot(container).render(<App />);
  }
}

void boot();
