// The rendering a text or attribute edit names (ElementReference.rendering), when the source's render
// of that page tells which one it is. Unlike delete, duplicate and move (chosen-rendering.ts), these
// edits have a fallback when it does not (a condition above it that the source does not decide, a
// page that shows another count than the source renders): every rendering's text or value, as a
// request without a rendering gets, so they are never refused for naming one.
import type { ElementReference } from '../../types';
import { invalidInput } from '../refusals';
import type { IndexedElement } from '../project/id-index';
import type { Rendering } from '../project/render-walk';
import { pageFor } from '../project/renderings';
import type { OperationContext } from './context';

export function namedRendering(context: OperationContext, entry: IndexedElement, reference: ElementReference, field: string): Rendering | null {
  const named = reference.rendering;
  if (!named) return null;
  const { pages } = context.snapshot;
  const page = pageFor(pages, named.pagePath);
  const hinted = context.hint.pagePath;
  if (hinted !== null && pageFor(pages, hinted) !== page) {
    throw invalidInput(`${field}.rendering.pagePath is "${named.pagePath}" but the header X-Page-Path says "${hinted}"; name one page.`);
  }
  const renderings = page?.renderings.get(entry.id) ?? [];
  if (renderings.length !== named.count || !renderings.every((rendering) => rendering.certain)) return null;
  return renderings[named.index] ?? null;
}
