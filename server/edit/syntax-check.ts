// The result of an edit must parse: TypeScript's own parser for .ts/.tsx, the stylesheet reader for .css.
import ts from 'typescript';
import { StylesheetError, parseStylesheet } from './stylesheet';

export function syntaxErrors(path: string, text: string): string[] {
  if (path.endsWith('.css')) {
    try {
      parseStylesheet(text);
      return [];
    } catch (error) {
      if (error instanceof StylesheetError) return [`${path}: ${error.message}`];
      throw error;
    }
  }
  const output = ts.transpileModule(text, {
    fileName: `/${path}`,
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, isolatedModules: true },
  });
  return (output.diagnostics ?? []).map((diagnostic) => {
    const position = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const at = position ? `:${position.line + 1}:${position.character + 1}` : '';
    return `${path}${at}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}
