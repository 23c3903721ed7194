// A TypeScript program over one parsed file and nothing else (no libraries, no resolution): enough
// for its syntax diagnostics, or for a checker of its own scopes. Each call gets its own program; the
// file should be parsed for it alone (a program records what it found on the file, for its options).
import ts from 'typescript';

export function oneFileProgram(sourceFile: ts.SourceFile, jsx: ts.JsxEmit): ts.Program {
  const options: ts.CompilerOptions = { noLib: true, noResolve: true, types: [], jsx, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext };
  const host: ts.CompilerHost = {
    getSourceFile: (fileName) => (fileName === sourceFile.fileName ? sourceFile : undefined),
    getDefaultLibFileName: () => 'lib.d.ts',
    writeFile: () => undefined,
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (fileName) => fileName,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (fileName) => fileName === sourceFile.fileName,
    readFile: (fileName) => (fileName === sourceFile.fileName ? sourceFile.text : undefined),
  };
  return ts.createProgram({ rootNames: [sourceFile.fileName], options, host });
}
