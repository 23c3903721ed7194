// The type errors a write adds. A warm TypeScript language service over the site (the settings of
// tsconfig.build.json) checks the written files, and the files importing them, with their text
// before and after the write in memory; only errors the write introduces count. It runs in the
// type-check worker (server/checks/), after the write, never on the request's way.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import ts from 'typescript';
import type { TypeProblem } from '../../types';
import { SITE_TSCONFIG } from '../site-layout';

export interface ProposedFile {
  path: string;
  before: string;
  after: string;
}

const digest = (text: string): string => createHash('sha1').update(text).digest('hex');

export class TypeGate {
  private readonly overlay = new Map<string, string>();
  private readonly service: ts.LanguageService;
  private config: ts.ParsedCommandLine;

  constructor(private readonly root: string) {
    this.config = this.readConfig();
    const host: ts.LanguageServiceHost = {
      getScriptFileNames: () => this.config.fileNames,
      getScriptVersion: (fileName) => {
        const text = this.overlay.get(fileName) ?? (this.isSiteFile(fileName) ? ts.sys.readFile(fileName) : undefined);
        return text === undefined ? '0' : digest(text);
      },
      getScriptSnapshot: (fileName) => {
        const text = this.overlay.get(fileName) ?? ts.sys.readFile(fileName);
        return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
      },
      getCurrentDirectory: () => root,
      getCompilationSettings: () => this.config.options,
      getDefaultLibFileName: (options) => ts.getDefaultLibFilePath(options),
      fileExists: (fileName) => this.overlay.has(fileName) || ts.sys.fileExists(fileName),
      readFile: (fileName) => this.overlay.get(fileName) ?? ts.sys.readFile(fileName),
      readDirectory: ts.sys.readDirectory,
      directoryExists: ts.sys.directoryExists,
      getDirectories: ts.sys.getDirectories,
    };
    this.service = ts.createLanguageService(host, ts.createDocumentRegistry());
  }

  private readConfig(): ts.ParsedCommandLine {
    const path = join(this.root, SITE_TSCONFIG);
    const problems: string[] = [];
    const parsed = ts.getParsedCommandLineOfConfigFile(path, { noEmit: true }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => problems.push(ts.flattenDiagnosticMessageText(d.messageText, '\n')) });
    if (!parsed) throw new Error(`Cannot read ${path}: ${problems.join('; ')}`);
    return parsed;
  }

  private isSiteFile(fileName: string): boolean {
    return fileName.startsWith(join(this.root, 'site') + '/');
  }

  private absolute(path: string): string {
    return join(this.root, path);
  }

  private diagnostics(paths: readonly string[]): Map<string, { count: number; problem: TypeProblem }> {
    const found = new Map<string, { count: number; problem: TypeProblem }>();
    for (const path of paths) {
      const fileName = this.absolute(path);
      for (const diagnostic of [...this.service.getSyntacticDiagnostics(fileName), ...this.service.getSemanticDiagnostics(fileName)]) {
        const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
        // Not the position: an error the edit only moved is not the edit's.
        const key = `${path}\0${diagnostic.code}\0${message}`;
        const position = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start) : { line: 0, character: 0 };
        const entry = found.get(key);
        if (entry) entry.count++;
        else found.set(key, { count: 1, problem: { file: path, line: position.line + 1, column: position.character + 1, message } });
      }
    }
    return found;
  }

  /** Loads the libraries and checks the site once, so that the first real check is quick. */
  warm(): void {
    const entry = this.config.fileNames.find((fileName) => /\.tsx?$/.test(fileName));
    if (entry) this.service.getSemanticDiagnostics(entry);
  }

  /** Type errors in `files` and `alsoCheck` that the proposed texts add (pre-existing errors are not the edit's). */
  newErrors(files: readonly ProposedFile[], alsoCheck: readonly string[]): TypeProblem[] {
    const checked = [...new Set([...files.map((file) => file.path), ...alsoCheck])].filter((path) => /\.tsx?$/.test(path));
    if (!checked.length) return [];
    // Files added by hand since the last check join the program.
    this.config = this.readConfig();
    try {
      for (const file of files) this.overlay.set(this.absolute(file.path), file.before);
      const before = this.diagnostics(checked);
      for (const file of files) this.overlay.set(this.absolute(file.path), file.after);
      const after = this.diagnostics(checked);
      const added: TypeProblem[] = [];
      for (const [key, entry] of after) if (entry.count > (before.get(key)?.count ?? 0)) added.push(entry.problem);
      return added;
    } finally {
      this.overlay.clear();
    }
  }
}
