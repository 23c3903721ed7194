// `GET .../lookups`: docs/protocol.md §4's lookups computed from the source, for every codebase id.
import type { LookupsAnswer, Scope, SourceTreeElement } from '../../types';
import { dataItemPages } from './data-items';
import { classPropOf } from '../edit/class-prop';
import { structureRefusals } from '../edit/unit-refusals';
import { Env } from './evaluate';
import type { IndexedElement } from './id-index';
import type { ProjectSnapshot } from './snapshot';
import { isStaticText, textSegments } from './text-segments';

/** True when, in every rendering, the element's text is JSX text or data literals only (so it can be edited in place). */
export function hasStaticText(snapshot: ProjectSnapshot, entry: IndexedElement): boolean {
  const renderings = snapshot.pages.flatMap((page) => page.renderings.get(entry.id) ?? []);
  const envs = renderings.length ? renderings.map((rendering) => rendering.env) : [Env.root];
  return envs.every((env) => isStaticText(textSegments(entry, env, snapshot.evaluator)));
}

export function scopeIdOf(entry: IndexedElement): string {
  return entry.component ? `${entry.file}#${entry.component}` : entry.file;
}

export function buildLookups(snapshot: ProjectSnapshot): LookupsAnswer {
  const treeElementLookup: Record<string, SourceTreeElement> = {};
  const scopeLookup: Record<string, Scope> = {};
  for (const entry of snapshot.index.all()) {
    const dataItems = dataItemPages(snapshot.pages, entry.id);
    const cannot = structureRefusals(entry);
    treeElementLookup[entry.id] = {
      // A library component's use site is named as written (`Link`), like the component it is.
      name: entry.tag,
      isComponent: entry.library !== null,
      staticTextContents: hasStaticText(snapshot, entry),
      file: entry.file,
      line: entry.line,
      column: entry.column,
      component: entry.component,
      ...(dataItems ? { dataItems } : {}),
      ...(Object.keys(cannot).length ? { cannot } : {}),
      classNameProp: classPropOf(entry, snapshot.evaluator)?.prop ?? null,
    };
    const scopeId = scopeIdOf(entry);
    const scope = (scopeLookup[scopeId] ??= { name: entry.component ?? entry.file, file: entry.file, codebaseIds: [] });
    scope.codebaseIds?.push(entry.id);
  }
  return { treeElementLookup, scopeLookup };
}
