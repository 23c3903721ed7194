// The codebase-id scheme, in one place: which elements of a project's templates carry a source id,
// what the id is, and where each id is written. Every DOM-producing element of a `.jsx`/`.tsx` file
// (React, Preact, Solid), of a Vue single-file component's template, of a Svelte component and of an
// Angular component's inline template gets a
// stable class `tempo-<uuid v5 of file and position>`, so the editing runtime can name the source
// element and an editor can show, or its backend edit, the code that writes it.
//
// Used by build tools and servers, in Node: the Rollup/Vite plugin `codebaseIds()` adds the classes
// as text splices before any template compiler runs (this repository's site uses it too) and writes
// the lookup from id to file, line, column and component; a source index (this repository's
// mutation server) calls `codebaseIdElements` to name the same elements. Written in TypeScript and
// built (scripts/build-codebase-ids.mjs, the build's first bundle) to the package's
// dist/codebase-ids.mjs and .cjs with generated declarations, so it loads in a build config without
// a TypeScript loader.
// JSX is parsed by Babel's parser (a dependency: no TypeScript needed, whatever version the project
// has); Vue and Svelte templates by the project's own compiler.
import { existsSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import MagicString from 'magic-string';
import { declaresAngularComponent, scanAngular } from './angular';
import { scanAstro } from './astro';
import { scanJsx } from './jsx';
import { type CodebaseIdElement, type FoundElement, messageOf, projectPath, type TemplateLanguage, type TextPart, templateLanguageOf } from './scheme';
import { scanSvelte } from './svelte';
import { scanVue } from './vue';

export { codebaseIdFor, fileCarriesCodebaseIds, isPackageSpecifier, projectPath, templateLanguageOf } from './scheme';
export type { CodebaseIdElement, TemplateLanguage, TextPart } from './scheme';

type Scanner = (code: string, file: string, root: string, options: { props: boolean }) => FoundElement[];
const SCANNERS: Record<TemplateLanguage | 'angular', Scanner> = { jsx: scanJsx, vue: scanVue, svelte: scanSvelte, astro: scanAstro, angular: scanAngular };
/** Template languages a build may pass through the plugin that it does not read, by extension: each such file gets one warning. */
const UNREAD_TEMPLATES: Partial<Record<string, string>> = { mdx: 'MDX', marko: 'Marko', hbs: 'Handlebars', handlebars: 'Handlebars', pug: 'Pug', liquid: 'Liquid', njk: 'Nunjucks' };

/** The template language of a file: by its extension, or Angular for a .ts file that declares a component. */
const languageOf = (file: string, code: string): TemplateLanguage | 'angular' | null => templateLanguageOf(file) ?? (declaresAngularComponent(file, code) ? 'angular' : null);

function scan(code: string, file: string, root: string, options: { svelteProps?: boolean } = {}): FoundElement[] {
  const language = languageOf(file, code);
  if (!language) return [];
  try {
    return SCANNERS[language](code, file, root, { props: options.svelteProps === true });
  } catch (error) {
    const reason = messageOf(error).split('\n')[0];
    throw new Error(`codebase ids: cannot read ${file}: ${reason}`, { cause: error });
  }
}

/** A source map as the plugin gives it to the build tool (magic-string's). */
export interface SourceMapLike {
  version: number;
  sources: string[];
  mappings: string;
  toString(): string;
}

/**
 * Every element of a source file that carries an id, in source order. `file` is the project-relative
 * path ids are made from (its extension picks the language); Vue and Svelte compilers are resolved
 * from `root`. Throws an Error that names the file when it cannot be parsed.
 */
export function codebaseIdElements(code: string, file: string, { root = process.cwd() }: { root?: string } = {}): CodebaseIdElement[] {
  return scan(code, file, root).map(({ element }) => element);
}

/**
 * `code` with each id added to its element's class, as text splices (every other byte stays where it
 * was), a source map and the elements; null when the file has no element that carries an id. Throws
 * an Error that names the file when it cannot be parsed. `svelteProps: true` (for development builds
 * of Svelte 5.29+ components) also lets the runtime's Svelte adapter read each component's props.
 */
export function addCodebaseIds(
  code: string,
  fileName: string,
  root: string,
  { svelteProps = false }: { /** Svelte 5.29+ development builds: let the runtime's Svelte adapter read each component's props. */ svelteProps?: boolean } = {},
): { code: string; map: SourceMapLike; elements: CodebaseIdElement[] } | null {
  const found = scan(code, projectPath(root, fileName), root, { svelteProps });
  if (found.length === 0) return null;
  const out = new MagicString(code);
  for (const { splice } of found) splice(out);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: fileName, includeContent: true }), elements: found.map(({ element }) => element) };
}

/** What the lookup says about each id (the runtime's `treeElementLookup` entries). */
export interface CodebaseLookupElement {
  name: string;
  isComponent: boolean;
  staticTextContents: boolean;
  textParts?: TextPart[];
  file: string;
  line: number;
  column: number;
  component: string | null;
}
export interface CodebaseLookup {
  treeElementLookup: Record<string, CodebaseLookupElement>;
  /** One scope per component (`file#Component`), or per file for module-level elements. */
  scopeLookup: Record<string, { name: string; file: string; codebaseIds: string[] }>;
}

/**
 * The lookups an editor passes to the runtime (`initProject`'s treeElementLookup and scopeLookup,
 * the shape the mutation server's `GET …/lookups` answers): for each id its tag, file, 1-based
 * line and column and component; for each component the ids written in it.
 */
export function codebaseLookup(elements: readonly CodebaseIdElement[]): CodebaseLookup {
  const treeElementLookup: CodebaseLookup['treeElementLookup'] = {};
  const scopeLookup: CodebaseLookup['scopeLookup'] = {};
  for (const element of [...elements].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.start - b.start))) {
    const { id, file, line, column, tag, library, component, staticText, textParts } = element;
    treeElementLookup[id] = { name: tag, isComponent: library !== null, staticTextContents: staticText, file, line, column, component, ...(textParts ? { textParts } : {}) };
    const scopeId = component ? `${file}#${component}` : file;
    const scope = (scopeLookup[scopeId] ??= { name: component ?? file, file, codebaseIds: [] });
    scope.codebaseIds.push(id);
  }
  return { treeElementLookup, scopeLookup };
}

export interface CodebaseIdsOptions {
  /** The project root: ids are made from paths relative to it. Default: the working directory. */
  root?: string;
  /** Where the lookup is written in the build output (and served by Vite's dev server); false for none. Default `codebase-ids.json`. */
  lookupFile?: string | false;
  /** Let the runtime's Svelte adapter read Svelte 5.29+ components' props (an attachment on each root element). Default: on in Vite's dev server, off in builds. */
  svelteProps?: boolean;
  /** Ids and lookup in production builds too (a plain `vite build`, or a Rollup build with NODE_ENV=production). Default false: a production build gets neither; `vite build --mode development` is not one. */
  production?: boolean;
}

/** What the plugin's hooks return for a module: its code with ids and the source map of the splices. */
export interface CodebaseIdsResult {
  code: string;
  map: SourceMapLike;
}

export interface CodebaseIdsPlugin {
  name: 'codebase-ids';
  enforce: 'pre';
  configResolved(config: { command: 'serve' | 'build'; mode?: string; isProduction?: boolean }): void;
  load(id: string): CodebaseIdsResult | null;
  transform(code: string, id: string): CodebaseIdsResult | null;
  configureServer(server: { middlewares: { use(handler: (req: { url?: string }, res: { setHeader(name: string, value: string): unknown; end(body: string): unknown }, next: () => void) => void): unknown } }): void;
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }): void;
  /** The lookup of every module transformed so far. */
  lookup(): CodebaseLookup;
}

/** The build tool's `warn` on the hook's context (Rollup's and Vite's plugin context), if it has one. */
function warnerOf(context: unknown): ((message: string) => void) | null {
  if (typeof context !== 'object' || context === null || !('warn' in context) || typeof context.warn !== 'function') return null;
  return (message) => (context.warn as (message: string) => void)(message);
}

/**
 * The Rollup/Vite plugin: adds codebase ids to the templates of `.jsx`/`.tsx`, `.vue` and `.svelte`
 * modules under `root` (not in node_modules), before their compilers run, and writes the lookup
 * (`codebaseLookup`) as `lookupFile` next to the build's output (served at `/<lookupFile>` by
 * Vite's dev server; `lookupFile: false` writes none). A file it cannot read gets a warning, once,
 * and is built without ids; so does a file in a template language it does not read (MDX, Marko, …). `root` makes the ids independent of the checkout path. `svelteProps`
 * (default: on in Vite's dev server only) lets the runtime's Svelte adapter read components' props.
 * A production build gets neither ids nor lookup (file paths and positions are not for visitors)
 * unless `production: true`: Vite's `build` in mode `production` with NODE_ENV=production (a plain
 * `vite build`), or a Rollup build with NODE_ENV=production. A preview built with
 * `vite build --mode development` (or any other mode) keeps them.
 */
export function codebaseIds({ root = process.cwd(), lookupFile = 'codebase-ids.json', svelteProps, production = false }: CodebaseIdsOptions = {}): CodebaseIdsPlugin {
  if (lookupFile !== false && (typeof lookupFile !== 'string' || !/^[\w.-]+(?:\/[\w.-]+)*$/.test(lookupFile) || lookupFile.split('/').includes('..'))) {
    throw new Error(`codebaseIds: lookupFile must be a relative file name such as "codebase-ids.json", or false; got ${JSON.stringify(lookupFile)}`);
  }
  const elementsByFile = new Map<string, CodebaseIdElement[]>();
  const warned = new Set<string>();
  if (typeof production !== 'boolean') throw new Error(`codebaseIds: production must be true or false; got ${JSON.stringify(production)}`);
  // Svelte props for the adapter: as asked, else in Vite's dev server (a preview), not in builds.
  let exposeProps = svelteProps === true;
  // Vite says in configResolved; a build tool without it (Rollup) by NODE_ENV, read when the plugin is made.
  let enabled = production || process.env.NODE_ENV !== 'production';
  const lookup = (): CodebaseLookup => codebaseLookup([...elementsByFile.values()].flat());
  const inProject = (fileName: string): boolean => !fileName.includes(`${sep}node_modules${sep}`) && fileName.startsWith(root.endsWith(sep) ? root : root + sep);
  /** Warns of `file` once (until it builds with ids again), through the hook's `context` when it can warn. */
  function warnOnce(context: unknown, file: string, message: string): void {
    if (warned.has(file)) return;
    warned.add(file);
    const warn = warnerOf(context);
    if (warn) warn(message);
    else console.warn(message);
  }
  /** `code` of `fileName` with its ids (a source map beside), remembered for the lookup; a file it cannot read is warned of once. */
  function withIds(context: unknown, code: string, fileName: string, language = languageOf(fileName, code)): CodebaseIdsResult | null {
    if (!enabled) return null;
    if (!language || !inProject(fileName)) return null;
    const file = projectPath(root, fileName);
    let result: ReturnType<typeof addCodebaseIds>;
    try {
      result = addCodebaseIds(code, fileName, root, { svelteProps: exposeProps });
    } catch (error) {
      elementsByFile.delete(file);
      warnOnce(context, file, `${messageOf(error)}. It is built without codebase ids.`);
      return null;
    }
    warned.delete(file);
    elementsByFile.set(file, result?.elements ?? []);
    return result && { code: result.code, map: result.map };
  }

  /** One warning for a project file in a template language the plugin does not read (its elements get no ids). */
  function warnUnread(context: unknown, fileName: string): void {
    const language = UNREAD_TEMPLATES[/\.(\w+)$/.exec(fileName)?.[1] ?? ''];
    if (!enabled || !language || !inProject(fileName)) return;
    const file = projectPath(root, fileName);
    warnOnce(context, file, `codebase ids: ${file} is ${language}, which the plugin does not read: its elements get no codebase ids.`);
  }

  return {
    name: 'codebase-ids',
    // Vite: before its own JSX transform and before the Vue and Svelte plugins.
    enforce: 'pre',
    configResolved(config) {
      if (svelteProps === undefined) exposeProps = config.command === 'serve';
      // Only the plain production build: `vite build --mode development` (or any other mode) is a preview, as is NODE_ENV=development.
      enabled = production || config.command === 'serve' || config.mode !== 'production' || config.isProduction !== true;
    },
    // Astro's own plugin compiles `.astro` files in its transform, which runs before this one (its
    // plugins come first): their ids go in as they are loaded, before any transform.
    load(id) {
      const [fileName = '', query] = id.split('?');
      if (query !== undefined || templateLanguageOf(fileName) !== 'astro' || !existsSync(fileName)) return null;
      return withIds(this, readFileSync(fileName, 'utf8'), fileName);
    },
    transform(code, id) {
      const [fileName = '', query = ''] = id.split('?');
      const language = languageOf(fileName, code);
      if (language === 'astro') return null;
      if (!language) {
        warnUnread(this, fileName);
        return null;
      }
      // Vue's and Svelte's plugins load a component's style and script blocks as `File.vue?vue&type=style…`: only the whole file has the template.
      if (language !== 'jsx' && /(?:^|&)type=/.test(query)) return null;
      return withIds(this, code, fileName, language);
    },
    configureServer(server) {
      if (lookupFile === false) return;
      server.middlewares.use((req, res, next) => {
        if (new URL(req.url ?? '/', 'http://dev.invalid').pathname !== `/${lookupFile}`) return next();
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.setHeader('cache-control', 'no-store');
        res.end(JSON.stringify(lookup()));
      });
    },
    generateBundle() {
      if (lookupFile !== false && enabled) this.emitFile({ type: 'asset', fileName: lookupFile, source: `${JSON.stringify(lookup(), null, 1)}\n` });
    },
    /** The lookup of every module transformed so far. */
    lookup,
  };
}
