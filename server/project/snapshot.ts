// One consistent reading of the site's sources: bytes, parsed files, the id index and the static
// render of every page, computed on demand and kept while no file changes on disk. A new reading
// reuses what the previous one parsed for the files whose bytes did not change, and its program's
// structure, so an edit of one file costs that file's parse, not the site's.
import { createHash } from 'node:crypto';
import ts from 'typescript';
import { listSiteFiles, readProjectFile } from './files';
import { Evaluator } from './evaluate';
import { IdIndex } from './id-index';
import { renderPages, type PageRender } from './render-walk';
import { ResolutionProgram } from './resolution-program';

export interface SnapshotFile {
  bytes: Buffer;
  text: string;
}

export function parseSource(path: string, text: string): ts.SourceFile {
  return ts.createSourceFile(`/${path}`, text, ts.ScriptTarget.ES2022, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

export class ProjectSnapshot {
  private parsed: Map<string, ts.SourceFile> | undefined;
  private resolution: ResolutionProgram | undefined;
  private ids: IdIndex | undefined;
  private rendered: PageRender[] | undefined;
  private evaluatorInstance: Evaluator | undefined;

  private constructor(
    readonly files: ReadonlyMap<string, SnapshotFile>,
    /** Changes whenever any site file's bytes (or the set of files) change. */
    readonly fingerprint: string,
    /** The reading before this one, whose parsed files and program are reused where the bytes are the same. */
    private previous: ProjectSnapshot | null,
  ) {}

  /** The site as it is on disk now; `previous` (an earlier reading) lends what it parsed of unchanged files. */
  static read(root: string, previous: ProjectSnapshot | null = null): ProjectSnapshot {
    const files = new Map<string, SnapshotFile>();
    const hash = createHash('sha256');
    for (const path of listSiteFiles(root)) {
      const bytes = readProjectFile(root, path);
      const known = previous?.files.get(path);
      // The same bytes keep the same text object, which is what lets the parsed file be reused.
      files.set(path, known?.bytes.equals(bytes) ? known : { bytes, text: bytes.toString('utf8') });
      hash.update(`${path}\0${bytes.length}\0`).update(bytes);
    }
    // One step back is all that is reused: the chain of older readings can go.
    if (previous) previous.previous = null;
    return new ProjectSnapshot(files, hash.digest('hex'), previous);
  }

  text(path: string): string {
    const file = this.files.get(path);
    if (!file) throw new Error(`${path} is not a site source file`);
    return file.text;
  }

  get sourceFiles(): ReadonlyMap<string, ts.SourceFile> {
    if (!this.parsed) {
      const earlier = this.previous?.parsed;
      this.parsed = new Map();
      for (const [path, file] of this.files) {
        if (path.endsWith('.css')) continue;
        const reused = earlier?.get(path);
        this.parsed.set(path, reused && this.previous?.files.get(path) === file ? reused : parseSource(path, file.text));
      }
    }
    return this.parsed;
  }

  sourceFile(path: string): ts.SourceFile {
    const sourceFile = this.sourceFiles.get(path);
    if (!sourceFile) throw new Error(`${path} is not a TypeScript file of the site`);
    return sourceFile;
  }

  get program(): ResolutionProgram {
    if (!this.resolution) {
      this.resolution = new ResolutionProgram(this.sourceFiles, this.previous?.resolution?.program);
      this.previous = null;
    }
    return this.resolution;
  }

  get evaluator(): Evaluator {
    this.evaluatorInstance ??= new Evaluator(this.program);
    return this.evaluatorInstance;
  }

  get index(): IdIndex {
    this.ids ??= new IdIndex(this.sourceFiles);
    return this.ids;
  }

  /** Site files that import `path` directly (their types may depend on it). */
  importersOf(path: string): string[] {
    const importers: string[] = [];
    for (const [file, sourceFile] of this.sourceFiles) {
      const imports = sourceFile.statements.some(
        (statement) =>
          (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
          statement.moduleSpecifier !== undefined &&
          ts.isStringLiteral(statement.moduleSpecifier) &&
          this.program.resolveImport(file, statement.moduleSpecifier.text) === path,
      );
      if (imports) importers.push(file);
    }
    return importers;
  }

  /** Every page of the site rendered statically (see render-walk.ts). */
  get pages(): PageRender[] {
    this.rendered ??= renderPages(this.program, this.index, this.evaluator);
    return this.rendered;
  }
}
