// What one build read: each project file's text exactly as the build saw it. Comparing it with the
// disk tells whether a change notice (a watcher event, the mutation server's own write) still needs
// a build, so one write seen twice builds once.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';

export class SourceRecord {
  private readonly texts = new Map<string, string>();

  constructor(private readonly root: string) {}

  /** Notes that the build read `text` from the absolute path `file`. */
  add(file: string, text: string): void {
    this.texts.set(file, text);
  }

  /** Whether the build read this absolute path. */
  has(file: string): boolean {
    return this.texts.has(file);
  }

  get size(): number {
    return this.texts.size;
  }

  /** Project-relative paths of the files read whose text on disk differs now (or that are gone). */
  changedOnDisk(): string[] {
    const changed: string[] = [];
    for (const [file, text] of this.texts) {
      let now: string | null;
      try {
        now = readFileSync(file, 'utf8');
      } catch {
        now = null;
      }
      if (now !== text) changed.push(relative(this.root, file).split(sep).join('/'));
    }
    return changed;
  }
}
