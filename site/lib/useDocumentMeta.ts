import { useEffect } from 'react';
import type { RouteMeta } from '../content/types';

function setMetaContent(selector: string, content: string): void {
  const element = document.head.querySelector<HTMLMetaElement>(selector);
  if (element) element.content = content;
}

/** Keeps the head in step with the route after client-side navigation; the prerenderer writes it for first loads. */
export function useDocumentMeta(meta: RouteMeta): void {
  useEffect(() => {
    if (document.title !== meta.title) document.title = meta.title;
    setMetaContent('meta[name="description"]', meta.description);
    setMetaContent('meta[property="og:title"]', meta.title);
    setMetaContent('meta[property="og:description"]', meta.description);
  }, [meta]);
}
