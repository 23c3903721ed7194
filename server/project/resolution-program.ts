// A TypeScript program over the site's own files only (no lib, no packages): enough for the checker
// to follow names and imports between site files, and fast to build for every snapshot.
import ts from 'typescript';
import { posix } from 'node:path';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  noLib: true,
  types: [],
  noResolve: false,
  allowJs: false,
  jsx: ts.JsxEmit.Preserve,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export class ResolutionProgram {
  readonly program: ts.Program;
  readonly checker: ts.TypeChecker;
  private readonly byPath = new Map<string, ts.SourceFile>();

  /**
   * `sourceFiles`: project path → parsed file (parents set). File names inside TypeScript are `/`-rooted
   * project paths. `oldProgram`: the previous reading's, whose structure TypeScript reuses for the files
   * that are the same objects.
   */
  constructor(sourceFiles: ReadonlyMap<string, ts.SourceFile>, oldProgram?: ts.Program) {
    const byName = new Map<string, ts.SourceFile>();
    for (const [path, sourceFile] of sourceFiles) {
      byName.set(`/${path}`, sourceFile);
      this.byPath.set(path, sourceFile);
    }
    const host: ts.CompilerHost = {
      getSourceFile: (fileName) => byName.get(fileName),
      getDefaultLibFileName: () => '/lib.d.ts',
      writeFile: () => undefined,
      getCurrentDirectory: () => '/',
      getCanonicalFileName: (fileName) => fileName,
      useCaseSensitiveFileNames: () => true,
      getNewLine: () => '\n',
      fileExists: (fileName) => byName.has(fileName),
      readFile: (fileName) => byName.get(fileName)?.text,
      resolveModuleNameLiterals: (literals, containingFile) =>
        literals.map((literal) => {
          const resolved = this.resolveImport(containingFile, literal.text);
          return { resolvedModule: resolved ? { resolvedFileName: `/${resolved}`, extension: resolved.endsWith('.tsx') ? ts.Extension.Tsx : ts.Extension.Ts } : undefined };
        }),
    };
    this.program = ts.createProgram({ rootNames: [...byName.keys()], options: COMPILER_OPTIONS, host, ...(oldProgram ? { oldProgram } : {}) });
    this.checker = this.program.getTypeChecker();
  }

  sourceFile(path: string): ts.SourceFile | undefined {
    return this.byPath.get(path.startsWith('/') ? path.slice(1) : path);
  }

  /** A relative import of a site file → its project path; packages and missing files → null. */
  resolveImport(fromFileName: string, specifier: string): string | null {
    if (!specifier.startsWith('.')) return null;
    const from = fromFileName.startsWith('/') ? fromFileName.slice(1) : fromFileName;
    const base = posix.normalize(posix.join(posix.dirname(from), specifier));
    if (this.byPath.has(base)) return base;
    for (const extension of EXTENSIONS) if (this.byPath.has(base + extension)) return base + extension;
    return null;
  }
}
