// `GET .../lookups`: docs/protocol.md §4's lookups computed from the source, for every codebase id.
import type { LookupsAnswer, Scope, SourceTreeElement } from '../../types';
import { componentUsePages } from './component-output';
import { dataItemPages } from './data-items';
import { classPropOf } from '../edit/class-prop';
import { structureRefusals } from '../edit/unit-refusals';
import type { IndexedElement } from './id-index';
import type { ProjectSnapshot } from './snapshot';
import { attributeOrigins } from './attribute-origins';
import { siteLinks } from './site-links';
import { textOriginOf } from './text-origin';

export function scopeIdOf(entry: IndexedElement): string {
  return entry.component ? `${entry.file}#${entry.component}` : entry.file;
}

export function buildLookups(snapshot: ProjectSnapshot): LookupsAnswer {
  const treeElementLookup: Record<string, SourceTreeElement> = {};
  const scopeLookup: Record<string, Scope> = {};
  for (const entry of snapshot.index.all()) {
    const dataItems = dataItemPages(snapshot.pages, entry.id);
    const componentUse = componentUsePages(entry, snapshot.pages);
    const cannot = structureRefusals(entry, snapshot.pages);
    const text = textOriginOf(snapshot, entry);
    treeElementLookup[entry.id] = {
      // A library component's use site is named as written (`Link`), like the component it is.
      name: entry.tag,
      isComponent: entry.library !== null,
      // Text with a piece written as text edits in place (a piece code works out is refused, with the reason).
      staticTextContents: text !== null && text.editable !== 'none',
      file: entry.file,
      line: entry.line,
      column: entry.column,
      component: entry.component,
      ...(dataItems ? { dataItems } : {}),
      ...(componentUse ? { componentUse } : {}),
      ...(Object.keys(cannot).length ? { cannot } : {}),
      classNameProp: classPropOf(entry, snapshot.evaluator)?.prop ?? null,
      ...(text ? { text } : {}),
      attributes: attributeOrigins(snapshot, entry),
    };
    const scopeId = scopeIdOf(entry);
    const scope = (scopeLookup[scopeId] ??= { name: entry.component ?? entry.file, file: entry.file, codebaseIds: [] });
    scope.codebaseIds?.push(entry.id);
  }
  return { treeElementLookup, scopeLookup, links: siteLinks(snapshot.pages, snapshot.evaluator) };
}
