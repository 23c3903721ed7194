import { useEffect, useRef, type ReactNode } from 'react';
import type { RouteMeta } from '../content/types';
import { useDocumentMeta } from '../lib/useDocumentMeta';

// The first page of a visit is prerendered and already has the reader's attention; only later
// pages (client-side navigation) move focus to their heading for screen-reader and keyboard users.
let firstPageShown = false;

/** Wraps every route page: sets head tags, fades the page in, and manages focus after navigation. */
export function PageShell({ meta, className, children }: { meta: RouteMeta; className?: string; children: ReactNode }) {
  useDocumentMeta(meta);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!firstPageShown) {
      firstPageShown = true;
      return;
    }
    const heading = ref.current?.querySelector('h1');
    if (!heading) return;
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={ref} className={className ? `page ${className}` : 'page'}>
      {children}
    </div>
  );
}
