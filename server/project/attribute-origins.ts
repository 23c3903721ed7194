// The lookups' `attributes`: for each attribute an editor shows on an element (a link's destination
// and target, an image's source and description, any element's id and accessible label), where each
// rendering's value is written (attribute-source.ts): one answer when every rendering shares it,
// else one per rendering of each page. Attributes written nowhere are left out.
import type { AttributeOrigin, AttributeSource, AttributeSourcePage } from '../../types';
import { readAttribute, type AttributeReading } from './attribute-source';
import { Env } from './evaluate';
import type { IndexedElement } from './id-index';
import type { ProjectSnapshot } from './snapshot';

/** Attributes an editor shows for every element, and per tag (as written: a library's `Link` is a link). */
const EVERY_ELEMENT = ['id', 'aria-label'];
const BY_TAG: Readonly<Record<string, readonly string[]>> = { a: ['href', 'target', 'rel'], Link: ['href', 'target', 'rel'], img: ['src', 'alt'] };

export const shownAttributes = (entry: IndexedElement): string[] => [...(BY_TAG[entry.tag] ?? []), ...EVERY_ELEMENT];

function wire(reading: AttributeReading): AttributeSource {
  switch (reading.kind) {
    case 'absent':
      return { kind: 'absent' };
    case 'written':
      return { kind: 'written' };
    case 'data':
      return { kind: 'data', where: reading.where, forms: reading.forms };
    case 'computed':
      return { kind: 'computed', why: reading.why };
  }
}

export function attributeOrigins(snapshot: ProjectSnapshot, entry: IndexedElement): Record<string, AttributeOrigin> {
  const { evaluator } = snapshot;
  const shown = snapshot.pages.filter((page) => page.renderings.has(entry.id));
  const generic = shown.reduce((count, page) => count + (page.renderings.get(entry.id)?.length ?? 0), 0) > 1;
  const origins: Record<string, AttributeOrigin> = {};
  for (const name of shownAttributes(entry)) {
    if (!shown.length) {
      const source = wire(readAttribute(evaluator, entry, name, Env.root, null, false));
      if (source.kind !== 'absent') origins[name] = { all: source };
      continue;
    }
    const pages: AttributeSourcePage[] = [];
    const sources: string[] = [];
    const place = (source: AttributeSource): number => {
      const key = JSON.stringify(source);
      const known = sources.indexOf(key);
      return known >= 0 ? known : sources.push(key) - 1;
    };
    for (const page of shown) {
      const renderings = page.renderings.get(entry.id) ?? [];
      // Renderings the source cannot order cannot be told apart by their place on the page.
      if (!renderings.every((rendering) => rendering.certain)) continue;
      pages.push({ path: page.path, renderings: renderings.map((rendering) => place(wire(readAttribute(evaluator, entry, name, rendering.env, page, generic)))) });
    }
    const parsed = sources.map((source) => JSON.parse(source) as AttributeSource);
    const origin: AttributeOrigin = parsed.length === 1 ? { all: parsed[0]! } : { all: null, sources: parsed, pages };
    // Not written anywhere is what an attribute left out means: the lookups stay small.
    if (origin.all?.kind !== 'absent') origins[name] = origin;
  }
  return origins;
}
