// Loads the document module the live build compiled from site/document.ts and site/content/routes.ts:
// the same renderer and route metadata the prerenderer uses, from the sources as they are now. It
// runs as a function (not an ES module import), so each rebuild's copy can be collected.
import { compileFunction } from 'node:vm';
import type { DocumentParts, RouteMeta } from '../../types/document';

export interface DocumentModule {
  renderDocument(parts: DocumentParts): string;
  routeMeta: Record<string, RouteMeta>;
  prerenderedRoutes: readonly string[];
  metaForPath(path: string): RouteMeta;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isRouteMeta(value: unknown): value is RouteMeta {
  return isRecord(value) && typeof value['path'] === 'string' && typeof value['title'] === 'string' && typeof value['description'] === 'string';
}

/** Runs the CommonJS code and checks its exports; throws a message naming what is missing. */
export function loadDocumentModule(code: string): DocumentModule {
  const module = { exports: {} as unknown };
  const run = compileFunction(code, ['module', 'exports'], { filename: 'live-document-module.cjs' });
  run(module, module.exports);
  const exported = module.exports;
  if (!isRecord(exported)) throw new Error('the document module exported nothing');
  const { renderDocument, routeMeta, prerenderedRoutes, metaForPath } = exported;
  if (typeof renderDocument !== 'function') throw new Error('site/document.ts must export the function renderDocument');
  if (typeof metaForPath !== 'function') throw new Error('site/content/routes.ts must export the function metaForPath');
  if (!isRecord(routeMeta)) throw new Error('site/content/routes.ts must export routeMeta: { [route]: { path, title, description } }');
  const meta: Record<string, RouteMeta> = {};
  for (const [id, value] of Object.entries(routeMeta)) {
    if (!isRouteMeta(value)) throw new Error(`routeMeta.${id} in site/content/routes.ts must be { path, title, description } (strings)`);
    meta[id] = value;
  }
  if (!Array.isArray(prerenderedRoutes)) throw new Error('site/content/routes.ts must export prerenderedRoutes: an array of route ids');
  const routes: string[] = [];
  for (const id of prerenderedRoutes) {
    if (typeof id !== 'string' || !(id in meta)) throw new Error(`prerenderedRoutes in site/content/routes.ts names ${JSON.stringify(id)}, which is not a route of routeMeta`);
    routes.push(id);
  }
  return {
    renderDocument(parts) {
      const html: unknown = renderDocument(parts);
      if (typeof html !== 'string') throw new Error('renderDocument did not return a string');
      return html;
    },
    routeMeta: meta,
    prerenderedRoutes: routes,
    metaForPath(path) {
      const found: unknown = metaForPath(path);
      if (!isRouteMeta(found)) throw new Error(`metaForPath(${JSON.stringify(path)}) did not return route metadata`);
      return found;
    },
  };
}
