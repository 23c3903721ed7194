// Types of codebase-ids.mjs: the codebase-id scheme, its Rollup/Vite plugin and its lookup (for Node build tools).

/** The id of the element whose `<` is at 1-based `line`/`column` of `file` (a project-relative path). */
export function codebaseIdFor(file: string, line: number, column: number): string;
/** The project-relative, `/`-separated path that ids are made from. */
export function projectPath(root: string, fileName: string): string;
/** The template language of a file by its extension: `jsx` (.jsx, .tsx), `vue`, `svelte`, `astro`, or null. */
export function templateLanguageOf(fileName: string): 'jsx' | 'vue' | 'svelte' | 'astro' | null;
/** `.jsx`, `.tsx`, `.vue`, `.svelte` and `.astro` files carry ids (and `.ts` files that declare an Angular component with an inline template: their content says so). */
export function fileCarriesCodebaseIds(fileName: string): boolean;
/** A module specifier naming an installed package (`wouter`, `@scope/pkg/sub`); not `./x`, `/x`, `#x`, `@/x`, `~/x`, `node:x`. */
export function isPackageSpecifier(specifier: string): boolean;

/** An element of a source file that carries a codebase id. */
export interface CodebaseIdElement {
  id: string;
  /** Project-relative, `/`-separated path. */
  file: string;
  /** 1-based line and column (UTF-16 units) of the element's `<`: the position its id is made from. */
  line: number;
  column: number;
  /** Offset of the `<` in the file's text (UTF-16 units). */
  start: number;
  /** The tag as written: `li`, `svg`, or a library component's name (`Link`, `Ui.Button`). */
  tag: string;
  /** The package of a library component's use site (`<Link href="/">` from `wouter`); null for an element. */
  library: string | null;
  /** The component the element is written in: the enclosing function in JSX, the file's name for Vue and Svelte. */
  component: string | null;
  /** True when the element's children are literal text only (the editor can change it in place). */
  staticText: boolean;
  /** The text as literal parts and expressions (`Count: {count}`: `[{ literal: 'Count: ' }, { bound: 'count' }]`) when it mixes them; the runtime then edits only the literal parts. */
  textParts?: Array<{ literal: string } | { bound: string }>;
}

/** Every element of `code` that carries an id, in source order; `file` is its project path. Throws when the file cannot be parsed. */
export function codebaseIdElements(code: string, file: string, options?: { root?: string }): CodebaseIdElement[];

export interface SourceMapLike {
  version: number;
  sources: string[];
  mappings: string;
  toString(): string;
}
/** `code` with the ids added as text splices, a source map and the elements; null when nothing carries an id. Throws when the file cannot be parsed. */
export function addCodebaseIds(
  code: string,
  fileName: string,
  root: string,
  options?: { /** Svelte 5.29+ development builds: let the runtime's Svelte adapter read each component's props. */ svelteProps?: boolean },
): { code: string; map: SourceMapLike; elements: CodebaseIdElement[] } | null;

/** What the lookup says about each id (the runtime's `treeElementLookup` entries). */
export interface CodebaseLookupElement {
  name: string;
  isComponent: boolean;
  staticTextContents: boolean;
  textParts?: Array<{ literal: string } | { bound: string }>;
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
/** The lookups an editor passes to `initProject`, from the elements of every file. */
export function codebaseLookup(elements: readonly CodebaseIdElement[]): CodebaseLookup;

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
export interface CodebaseIdsPlugin {
  name: 'codebase-ids';
  enforce: 'pre';
  configResolved(config: { command: 'serve' | 'build'; mode?: string; isProduction?: boolean }): void;
  transform(code: string, id: string): { code: string; map: SourceMapLike } | null;
  configureServer(server: { middlewares: { use(handler: (req: { url?: string }, res: { setHeader(name: string, value: string): unknown; end(body: string): unknown }, next: () => void) => void): unknown } }): void;
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }): void;
  /** The lookup of every module transformed so far. */
  lookup(): CodebaseLookup;
}
/** The Rollup/Vite plugin: `plugins: [codebaseIds()]`, before the JSX, Vue and Svelte compilers. */
export function codebaseIds(options?: CodebaseIdsOptions): CodebaseIdsPlugin;
