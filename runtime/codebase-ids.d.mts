// Types of codebase-ids.mjs: the codebase-id scheme and its Rollup/Vite plugin (for Node build tools).
import type ts from 'typescript';

/** The id of the element whose `<` is at 1-based `line`/`column` of `file` (a project-relative path). */
export function codebaseIdFor(file: string, line: number, column: number): string;
/** The project-relative, `/`-separated path that ids are made from. */
export function projectPath(root: string, fileName: string): string;
/** `.tsx` and `.jsx` files carry ids. */
export function fileCarriesCodebaseIds(fileName: string): boolean;
export function isIntrinsicTagName(tagName: ts.JsxTagNameExpression): tagName is ts.Identifier;
export function carriesCodebaseId(node: ts.Node): node is (ts.JsxOpeningElement | ts.JsxSelfClosingElement) & { tagName: ts.Identifier };
/** The id of an opening or self-closing element, or null when it carries none. */
export function codebaseIdOf(node: ts.Node, sourceFile: ts.SourceFile, file: string): string | null;

export interface SourceMapLike {
  version: number;
  sources: string[];
  mappings: string;
  toString(): string;
}
/** `code` with the ids added as text splices, and a source map; null when nothing carries an id. */
export function addCodebaseIds(code: string, fileName: string, root: string): { code: string; map: SourceMapLike } | null;

export interface CodebaseIdsPlugin {
  name: 'codebase-ids';
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: SourceMapLike } | null;
}
/** The Rollup/Vite plugin: `plugins: [codebaseIds({ root: process.cwd() })]`, before the JSX compiler. */
export function codebaseIds(options?: { root?: string }): CodebaseIdsPlugin;
