// What every operation gets and gives: the snapshot of the site it edits, and the splices per file.
import type ts from 'typescript';
import type { ElementReference } from '../../types';
import { notInSource } from '../refusals';
import type { Edit } from '../edit/splice';
import { detectSourceStyle, type SourceStyle } from '../edit/source-style';
import type { IndexedElement } from '../project/id-index';
import type { RenderingsHint } from '../project/renderings';
import type { ProjectSnapshot } from '../project/snapshot';

export interface OperationContext {
  snapshot: ProjectSnapshot;
  hint: RenderingsHint;
  /** The canvas the request names (always the site's). */
  canvasId: string;
}

export interface FileEdits {
  path: string;
  edits: Edit[];
}

export interface OperationResult {
  files: FileEdits[];
  /** One sentence for the editor's log: what changed where. */
  message: string;
  renderings: number | null;
}

export type Operation<Body> = (body: Body, context: OperationContext) => OperationResult;

/** The indexed element a reference names; 404 when the site's source has no such id. */
export function elementFor(context: OperationContext, reference: ElementReference, field: string): IndexedElement {
  const entry = context.snapshot.index.get(reference.codebaseId);
  if (!entry) {
    throw notInSource(
      'This element is no longer in the site’s source: the page changed since the preview loaded it. Reload the preview and select it again.',
      `${field}: no element of the site's source has the codebase id ${reference.codebaseId} (GET …/lookups lists the current ids).`,
    );
  }
  return entry;
}

const styles = new WeakMap<ts.SourceFile, SourceStyle>();

export function styleOf(sourceFile: ts.SourceFile): SourceStyle {
  let style = styles.get(sourceFile);
  if (!style) {
    style = detectSourceStyle(sourceFile);
    styles.set(sourceFile, style);
  }
  return style;
}

/** Groups edits by file, in first-seen order. */
export function byFile(entries: readonly [string, Edit[]][]): FileEdits[] {
  const files = new Map<string, Edit[]>();
  for (const [path, edits] of entries) files.set(path, [...(files.get(path) ?? []), ...edits]);
  return [...files].map(([path, edits]) => ({ path, edits }));
}
