// The result of an edit must parse: TypeScript's own parser for .ts/.tsx (the syntax diagnostics of
// a one-file program: no libraries, no resolution, no checker), the stylesheet reader for .css.
// The file is parsed for this program alone: a program records what it found on the parsed file
// (its imports, for its own compiler options), so a parse is never shared between programs.
import ts from 'typescript';
import { oneFileProgram } from '../project/one-file-program';
import { parseSource } from '../project/snapshot';
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
  const sourceFile = parseSource(path, text);
  const program = oneFileProgram(sourceFile, ts.JsxEmit.Preserve);
  return program.getSyntacticDiagnostics(sourceFile).map((diagnostic) => {
    const position = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : null;
    const at = position ? `:${position.line + 1}:${position.character + 1}` : '';
    return `${path}${at}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}
