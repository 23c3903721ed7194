// Types of codebase-ids.mjs: the codebase-id scheme and its Rollup/Vite plugin (for Node build tools).
import type ts from 'typescript';

/** The id of the element whose `<` is at 1-based `line`/`column` of `file` (a project-relative path). */
export function codebaseIdFor(file: string, line: number, column: number): string;
/** The project-relative, `/`-separated path that ids are made from. */
export function projectPath(root: string, fileName: string): string;
/** `.tsx` and `.jsx` files carry ids. */
export function fileCarriesCodebaseIds(fileName: string): boolean;
/** Lower-case identifiers are DOM (intrinsic) elements. */
export function isIntrinsicTagName(tagName: ts.JsxTagNameExpression): tagName is ts.Identifier;
/** A module specifier naming an installed package (`wouter`, `@scope/pkg/sub`); not `./x`, `/x`, `#x`, `@/x`, `~/x`, `node:x`. */
export function isPackageSpecifier(specifier: string): boolean;
/**
 * The package a component tag's root identifier is imported from in its file (named, aliased,
 * default or namespace import; not shadowed by a local declaration), or null. Needs a tree with
 * parent pointers (`setParentNodes`).
 */
export function packageOfTag(tagName: ts.JsxTagNameExpression): string | null;
/** A library component's use site that carries an id: imported from a package, passed a DOM prop, no `asChild`. */
export function isLibraryElement(node: ts.Node): boolean;
/** `'intrinsic'` (lower-case tag), `'library'` (see isLibraryElement) or null (carries no id). */
export type CodebaseIdKind = 'intrinsic' | 'library';
export function codebaseIdKind(node: ts.Node): CodebaseIdKind | null;
/** An opening or self-closing element that carries an id (its kind is not null). */
export function carriesCodebaseId(node: ts.Node): node is ts.JsxOpeningElement | ts.JsxSelfClosingElement;
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
