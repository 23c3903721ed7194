// Where a link can lead, from the source's render of every page: the pages the router shows (with
// their main heading) and the sections of each that carry an id (with their heading), in page order:
// what a link's destination field offers.
import ts from 'typescript';
import type { SiteLinks } from '../../types';
import { attributeNamed } from '../edit/jsx-nodes';
import type { Evaluator } from './evaluate';
import type { PageRender, Rendering } from './render-walk';
import { ownText, textSegments } from './text-segments';

const HEADINGS = ['h1', 'h2', 'h3'];

function idOf(rendering: Rendering, evaluator: Evaluator): string | null {
  const attribute = attributeNamed(rendering.element.opening, 'id');
  if (!attribute) return null;
  const value = evaluator.attributeValue(attribute, rendering.env);
  return value.kind === 'string' && value.value !== '' ? value.value : null;
}

function hrefOf(rendering: Rendering, evaluator: Evaluator): string | null {
  const attribute = attributeNamed(rendering.element.opening, 'href');
  const value = attribute ? evaluator.attributeValue(attribute, rendering.env) : null;
  return value?.kind === 'string' ? value.value : null;
}

function textOf(rendering: Rendering, evaluator: Evaluator): string | null {
  const text = ownText(textSegments(rendering.element, rendering.env, evaluator));
  return text === null ? null : text.replace(/\s+/g, ' ').trim() || null;
}

const depthBelow = (rendering: Rendering, ancestor: Rendering): number => {
  let depth = 0;
  for (let parent = rendering.parent; parent; parent = parent.parent) {
    depth++;
    if (parent === ancestor) return depth;
  }
  return -1;
};

export function siteLinks(pages: readonly PageRender[], evaluator: Evaluator): SiteLinks {
  const result: SiteLinks = { pages: [], anchors: [] };
  for (const page of pages) {
    if (page.path === null) continue;
    const all = [...page.renderings.values()].flat().filter((rendering) => rendering.certain).sort((a, b) => a.order - b.order);
    const headings = all.filter((rendering) => HEADINGS.includes(rendering.element.tag));
    const h1 = headings.find((rendering) => rendering.element.tag === 'h1');
    // Links to a place on the page, by their destination, in page order: the first one with words names it.
    const links = new Map<string, Rendering>();
    for (const rendering of all) {
      if (rendering.element.tag !== 'a') continue;
      const href = hrefOf(rendering, evaluator);
      if (href?.startsWith('#') && !links.has(href) && /\p{L}/u.test(textOf(rendering, evaluator) ?? '')) links.set(href, rendering);
    }
    result.pages.push({ path: page.path, title: h1 ? textOf(h1, evaluator) : null });
    for (const rendering of all) {
      if (rendering.element.tag !== 'section' || !ts.isJsxElement(rendering.element.element)) continue;
      const id = idOf(rendering, evaluator);
      if (!id) continue;
      // The section's own heading: the nearest one inside it.
      let best: Rendering | null = null;
      let bestDepth = Number.POSITIVE_INFINITY;
      for (const heading of headings) {
        const depth = depthBelow(heading, rendering);
        if (depth > 0 && depth < bestDepth) [best, bestDepth] = [heading, depth];
      }
      // Without a heading of its own (one written as `<Tag>`), the text of a link to it names it (a table of contents).
      const link = best ? null : links.get(`#${id}`);
      const named = best ?? link;
      result.anchors.push({ page: page.path, id, title: named ? textOf(named, evaluator) : null });
    }
  }
  return result;
}
