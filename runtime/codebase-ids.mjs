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
// mutation server) calls `codebaseIdElements` to name the same elements. Plain JavaScript with its
// own declarations (codebase-ids.d.mts), so it loads in a build config without a TypeScript loader.
// JSX is parsed by Babel's parser (a dependency: no TypeScript needed, whatever version the project
// has); Vue and Svelte templates by the project's own compiler.
import { existsSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import MagicString from 'magic-string';
import { declaresAngularComponent, scanAngular } from './codebase-ids/angular.mjs';
import { scanAstro } from './codebase-ids/astro.mjs';
import { scanJsx } from './codebase-ids/jsx.mjs';
import { projectPath, templateLanguageOf } from './codebase-ids/scheme.mjs';
import { scanSvelte } from './codebase-ids/svelte.mjs';
import { scanVue } from './codebase-ids/vue.mjs';

export { codebaseIdFor, fileCarriesCodebaseIds, isPackageSpecifier, projectPath, templateLanguageOf } from './codebase-ids/scheme.mjs';

const SCANNERS = { jsx: scanJsx, vue: scanVue, svelte: scanSvelte, astro: scanAstro, angular: scanAngular };
/** Template languages a build may pass through the plugin that it does not read, by extension: each such file gets one warning. */
const UNREAD_TEMPLATES = { mdx: 'MDX', marko: 'Marko', hbs: 'Handlebars', handlebars: 'Handlebars', pug: 'Pug', liquid: 'Liquid', njk: 'Nunjucks' };

/** The template language of a file: by its extension, or Angular for a .ts file that declares a component. */
const languageOf = (file, code) => templateLanguageOf(file) ?? (declaresAngularComponent(file, code) ? 'angular' : null);

function scan(code, file, root, options = {}) {
  const language = languageOf(file, code);
  if (!language) return [];
  try {
    return SCANNERS[language](code, file, root, { props: options.svelteProps === true });
  } catch (error) {
    const reason = String(error?.message ?? error).split('\n')[0];
    throw new Error(`codebase ids: cannot read ${file}: ${reason}`, { cause: error });
  }
}

/**
 * Every element of a source file that carries an id, in source order. `file` is the project-relative
 * path ids are made from (its extension picks the language); Vue and Svelte compilers are resolved
 * from `root`. Throws an Error that names the file when it cannot be parsed.
 */
export function codebaseIdElements(code, file, { root = process.cwd() } = {}) {
  return scan(code, file, root).map(({ element }) => element);
}

/**
 * `code` with each id added to its element's class, as text splices (every other byte stays where it
 * was), a source map and the elements; null when the file has no element that carries an id. Throws
 * an Error that names the file when it cannot be parsed. `svelteProps: true` (for development builds
 * of Svelte 5.29+ components) also lets the runtime's Svelte adapter read each component's props.
 */
export function addCodebaseIds(code, fileName, root, { svelteProps = false } = {}) {
  const found = scan(code, projectPath(root, fileName), root, { svelteProps });
  if (found.length === 0) return null;
  const out = new MagicString(code);
  for (const { splice } of found) splice(out);
  return { code: out.toString(), map: out.generateMap({ hires: true, source: fileName, includeContent: true }), elements: found.map(({ element }) => element) };
}

/**
 * The lookups an editor passes to the runtime (`initProject`'s treeElementLookup and scopeLookup,
 * the shape the mutation server's `GET …/lookups` answers): for each id its tag, file, 1-based
 * line and column and component; for each component the ids written in it.
 */
export function codebaseLookup(elements) {
  const treeElementLookup = {};
  const scopeLookup = {};
  for (const element of [...elements].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.start - b.start))) {
    const { id, file, line, column, tag, library, component, staticText, textParts } = element;
    treeElementLookup[id] = { name: tag, isComponent: library !== null, staticTextContents: staticText, file, line, column, component, ...(textParts ? { textParts } : {}) };
    const scopeId = component ? `${file}#${component}` : file;
    const scope = (scopeLookup[scopeId] ??= { name: component ?? file, file, codebaseIds: [] });
    scope.codebaseIds.push(id);
  }
  return { treeElementLookup, scopeLookup };
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
export function codebaseIds({ root = process.cwd(), lookupFile = 'codebase-ids.json', svelteProps, production = false } = {}) {
  if (lookupFile !== false && (typeof lookupFile !== 'string' || !/^[\w.-]+(?:\/[\w.-]+)*$/.test(lookupFile) || lookupFile.split('/').includes('..'))) {
    throw new Error(`codebaseIds: lookupFile must be a relative file name such as "codebase-ids.json", or false; got ${JSON.stringify(lookupFile)}`);
  }
  const elementsByFile = new Map();
  const warned = new Set();
  if (typeof production !== 'boolean') throw new Error(`codebaseIds: production must be true or false; got ${JSON.stringify(production)}`);
  // Svelte props for the adapter: as asked, else in Vite's dev server (a preview), not in builds.
  let exposeProps = svelteProps === true;
  // Vite says in configResolved; a build tool without it (Rollup) by NODE_ENV, read when the plugin is made.
  let enabled = production || process.env.NODE_ENV !== 'production';
  const lookup = () => codebaseLookup([...elementsByFile.values()].flat());
  const inProject = (fileName) => !fileName.includes(`${sep}node_modules${sep}`) && fileName.startsWith(root.endsWith(sep) ? root : root + sep);
  /** Warns of `file` once (until it builds with ids again). */
  function warnOnce(context, file, message) {
    if (warned.has(file)) return;
    warned.add(file);
    if (typeof context?.warn === 'function') context.warn(message);
    else console.warn(message);
  }
  /** `code` of `fileName` with its ids (a source map beside), remembered for the lookup; a file it cannot read is warned of once. */
  function withIds(code, fileName, language = languageOf(fileName, code)) {
    if (!enabled) return null;
    if (!language || !inProject(fileName)) return null;
    const file = projectPath(root, fileName);
    let result;
    try {
      result = addCodebaseIds(code, fileName, root, { svelteProps: exposeProps });
    } catch (error) {
      elementsByFile.delete(file);
      warnOnce(this, file, `${error.message}. It is built without codebase ids.`);
      return null;
    }
    warned.delete(file);
    elementsByFile.set(file, result?.elements ?? []);
    return result && { code: result.code, map: result.map };
  }

  /** One warning for a project file in a template language the plugin does not read (its elements get no ids). */
  function warnUnread(fileName) {
    const language = UNREAD_TEMPLATES[/\.(\w+)$/.exec(fileName)?.[1] ?? ''];
    if (!enabled || !language || !inProject(fileName)) return;
    const file = projectPath(root, fileName);
    warnOnce(this, file, `codebase ids: ${file} is ${language}, which the plugin does not read: its elements get no codebase ids.`);
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
      const [fileName, query] = id.split('?');
      if (query !== undefined || templateLanguageOf(fileName) !== 'astro' || !existsSync(fileName)) return null;
      return withIds.call(this, readFileSync(fileName, 'utf8'), fileName);
    },
    transform(code, id) {
      const [fileName, query = ''] = id.split('?');
      const language = languageOf(fileName, code);
      if (language === 'astro') return null;
      if (!language) {
        warnUnread.call(this, fileName);
        return null;
      }
      // Vue's and Svelte's plugins load a component's style and script blocks as `File.vue?vue&type=style…`: only the whole file has the template.
      if (language !== 'jsx' && /(?:^|&)type=/.test(query)) return null;
      return withIds.call(this, code, fileName, language);
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
