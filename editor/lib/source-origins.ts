// Where a rendering's text and attributes are written, from the server's lookups (`text` and
// `attributes`, types/mutations.ts), and where a link can lead (`links`): what the inspector's link,
// attribute and text fields show, and whether a change to them can be saved, before any request.
import type { AttributeSource, LookupsAnswer, RenderingReference, SiteLinks, TextOrigin, ValueForm } from '../../types';
import { sourceEntry } from './components';

/** The page the router shows for `pagePath`: the route with that path, else the catch-all (as the server picks it). */
function pageOf<T extends { path: string | null }>(pages: readonly T[], pagePath: string): T | undefined {
  const path = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  return pages.find((page) => page.path === path) ?? pages.find((page) => page.path === null);
}

/**
 * Where the attribute `name` of this rendering is written; null when the lookups do not say (no
 * editing server, an older one, or lookups older than the page).
 */
export function attributeSourceOf(lookups: LookupsAnswer | null, codebaseId: string, name: string, rendering: RenderingReference): AttributeSource | null {
  const attributes = sourceEntry(lookups, codebaseId)?.attributes;
  if (!attributes) return null;
  // Left out: written nowhere, so a change adds it where the element is written.
  if (!Object.hasOwn(attributes, name)) return { kind: 'absent' };
  const origin = attributes[name]!;
  if (origin.all) return origin.all;
  const page = pageOf(origin.pages ?? [], rendering.pagePath);
  if (!page || page.renderings.length !== rendering.count) return null;
  const at = page.renderings[rendering.index];
  return at === undefined ? null : (origin.sources?.[at] ?? null);
}

/** This rendering's text: whether it is written as text (`all`, `some`) or code (`none`), and where its written pieces are. */
export interface RenderingText extends TextOrigin {
  here: TextOrigin['editable'];
  /** Where this rendering's written pieces are (all the element's places when the lookups do not tell renderings apart). */
  writtenHere: string[];
  /** The other renderings on the page (their places) that show the same written text, which an edit changes with it; null when the lookups cannot tell. */
  sameTextIn: number[] | null;
}

/** The element's text origin for one rendering; null without lookups. */
export function textOriginOf(lookups: LookupsAnswer | null, codebaseId: string, rendering: RenderingReference): RenderingText | null {
  const text = sourceEntry(lookups, codebaseId)?.text;
  if (!text) return null;
  const page = text.pages ? pageOf(text.pages, rendering.pagePath) : undefined;
  const listed = page && page.editable.length === rendering.count;
  const here = listed ? (page.editable[rendering.index] ?? text.editable) : text.editable;
  const places = listed ? page.writtenIn?.[rendering.index] : undefined;
  const writtenHere = places ? places.flatMap((at) => text.writtenIn[at] ?? []) : text.writtenIn;
  const indexes = Array.from({ length: rendering.count }, (_, i) => i).filter((i) => i !== rendering.index);
  // Without per-rendering entries every rendering shows the same written text.
  const group = listed ? page.same?.[rendering.index] : undefined;
  const sameTextIn = !text.pages ? indexes : listed && group !== undefined ? indexes.filter((i) => page.same[i] === group) : null;
  return { ...text, here, writtenHere, sameTextIn };
}

/** The part of `value` a designer's change writes, for a value worked out as fixed text around it (`#` + section); null when it has none of the forms. */
export function writtenPart(forms: readonly ValueForm[], value: string): string | null {
  const fitting = forms
    .filter((form) => value.length >= form.before.length + form.after.length && value.startsWith(form.before) && value.endsWith(form.after))
    .sort((a, b) => b.before.length + b.after.length - (a.before.length + a.after.length));
  const form = fitting[0];
  return form ? value.slice(form.before.length, value.length - form.after.length) : null;
}

/** One destination a link may be given. */
export interface Destination {
  value: string;
  /** What a designer reads: the page's or the section's heading (its id or path without one). */
  label: string;
  /** A section of this page, a page of the site, or a section of another page. */
  group: 'here' | 'page' | 'elsewhere';
  /** Why the link cannot take it (its value is worked out from a part written elsewhere, in a shape this does not have); null when it can. */
  unfit: string | null;
}

/**
 * The destinations offered for a link on the page at `pagePath`: the sections of this page (`#price`),
 * the site's pages (`/privacy-policy`), and the sections of other pages (`/#price`). With `source` a
 * value worked out from a part written elsewhere, those of another shape say why they do not fit.
 */
export function destinations(links: SiteLinks | undefined, pagePath: string, source: AttributeSource | null): Destination[] {
  if (!links) return [];
  const here = pagePath.length > 1 ? pagePath.replace(/\/+$/, '') : pagePath;
  const found: Destination[] = [];
  const add = (value: string, label: string, group: Destination['group']) => {
    if (found.some((known) => known.value === value)) return;
    const unfit = source?.kind === 'data' && writtenPart(source.forms, value) === null ? `This link's destination is worked out from a part written ${source.where}: it can only be ${source.forms.map(formWords).join(' or ')}.` : null;
    found.push({ value, label, group, unfit });
  };
  for (const anchor of links.anchors) if (anchor.page === here) add(`#${anchor.id}`, anchor.title ?? anchor.id, 'here');
  for (const page of links.pages) add(page.path, page.title ?? page.path, 'page');
  for (const anchor of links.anchors) if (anchor.page !== here) add(`${anchor.page === '/' ? '/' : anchor.page}#${anchor.id}`, anchor.title ?? anchor.id, 'elsewhere');
  return found;
}

/** "“#” and then a section id": a form in words. */
export function formWords(form: ValueForm): string {
  if (!form.before && !form.after) return 'any text';
  return `“${form.before}…${form.after}”`;
}
