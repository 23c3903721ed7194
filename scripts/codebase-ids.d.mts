// Types of codebase-ids.mjs (the one codebase-id scheme shared by the dev build and the mutation server).
import type ts from 'typescript';

export function codebaseIdFor(file: string, line: number, column: number): string;
export function projectPath(root: string, fileName: string): string;
export function fileCarriesCodebaseIds(fileName: string): boolean;
export function isIntrinsicTagName(tagName: ts.JsxTagNameExpression): tagName is ts.Identifier;
export function carriesCodebaseId(node: ts.Node): node is (ts.JsxOpeningElement | ts.JsxSelfClosingElement) & { tagName: ts.Identifier };
export function codebaseIdOf(node: ts.Node, sourceFile: ts.SourceFile, file: string): string | null;
export function codebaseIdTransformer(options: { root: string }): ts.TransformerFactory<ts.SourceFile>;
