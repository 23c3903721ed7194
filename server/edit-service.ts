// The edit service's contract: what the HTTP layer asks of it (docs/protocol.md §8) and what it tells
// its listeners. The mutation service implements it in the edit worker; the request thread's client
// (edit-worker/edit-service-client.ts) implements it with messages.
import type { ActivitiesAnswer, LookupsAnswer, MutationAnswer, MutationBodies, MutationOperation, TypeCheck } from '../types';
import type { RenderingsHint } from './project/renderings';

/** What the HTTP layer asks of the edit service (docs/protocol.md §8): the mutation server's work. */
export interface EditService {
  mutate<K extends MutationOperation>(operation: K, body: MutationBodies[K], changeItemId: string, hint: RenderingsHint, editorTab: string | null): Promise<MutationAnswer>;
  undo(id: string): Promise<MutationAnswer>;
  redo(id: string): Promise<MutationAnswer>;
  lookups(): Promise<LookupsAnswer>;
  activities(): Promise<ActivitiesAnswer>;
}

export interface FilesWritten {
  activityId: string;
  kind: 'mutate' | 'undo' | 'redo';
  /** Project-relative paths of the files written. */
  paths: string[];
  message: string;
}

/** A write's type check finished (see types/live.ts `checked`). */
export interface TypesChecked {
  activityId: string;
  kind: FilesWritten['kind'];
  message: string;
  typeCheck: TypeCheck;
}

/** Files about to be written (`writing`), or that were not written after all (`not-written`: the write failed and was rolled back). */
export interface FilesWriting {
  /** Project-relative paths. */
  paths: string[];
}

/**
 * What the service tells its listeners: files about to be written, then written (or not), and later
 * the type check of that write. `writing` comes before the first byte changes, so the live build
 * takes the watcher's echo of the write as part of the edit rather than as an edit by hand.
 */
export type ServiceEvent =
  | ({ type: 'writing' } & FilesWriting)
  | ({ type: 'not-written' } & FilesWriting)
  | ({ type: 'written' } & FilesWritten)
  | ({ type: 'checked' } & TypesChecked);

export type ServiceListener = (event: ServiceEvent) => void;

export type FilesWrittenListener = (event: FilesWritten) => void;

