// The work of applyChangeItemToDocument and updateCodebaseIds, in the tools bundle beside the instant
// updater: the frame's core only loads the tools and hands the raw arguments over, so the core stays small (a preview page
// without an editor never loads this).
import type { ChangeItemData, FunctionResults } from '../../../types';
import { assertChangeType } from '../../shared/change-items/names';
import { codebaseIdsOf } from '../../shared/change-items/targets';
import { assertValidId } from '../../shared/keys';
import type { Messenger } from '../../core/messenger';
import type { TempDom } from '../temp-dom';
import { expectRecordOrNull, expectString, isRecord } from '../../shared/validate';
import type { InstantUpdater } from './index';

export interface InstantRequestContext {
  instant: InstantUpdater;
  /** Codebase ids with instant updates the source may not hold yet. */
  unflushedIds: Set<string>;
  post: Messenger['post'];
  warn(message: string): void;
}

/** applyChangeItemToDocument: checks the envelope (the updater checks each type's fields and never half-applies), applies, tells the editor. */
export function applyChangeItemRequest(changeItem: unknown, ctx: InstantRequestContext): FunctionResults['applyChangeItemToDocument'] {
  if (!isRecord(changeItem)) throw new Error('changeItem must be an object');
  assertChangeType(changeItem.type);
  expectString(changeItem.id, 'changeItem.id');
  if (!isRecord(changeItem.changeFields)) throw new Error('changeItem.changeFields must be an object');
  const item = changeItem as unknown as ChangeItemData;
  const result = ctx.instant.apply(item);
  if (result.successful) {
    const target = item.type === 'UNDO' ? item.changeFields.changeToUndo : item.type === 'REDO' ? item.changeFields.changeToRedo : item;
    for (const id of codebaseIdsOf(target.changeFields)) ctx.unflushedIds.add(id);
  } else {
    ctx.warn(result.reason ?? 'instant update failed');
  }
  const data = result.instantUpdateData !== undefined ? { instantUpdateData: result.instantUpdateData } : {};
  const reason = result.reason ? { reason: result.reason } : {};
  ctx.post('INSTANT_UPDATE_DONE', {
    changeItem: { ...item, instantUpdateSent: true, instantUpdateFinished: true, instantUpdateSuccessful: result.successful, ...data },
    instantUpdateSuccessful: result.successful,
    ...data,
    ...reason,
  });
  return { instantUpdateSuccessful: result.successful, ...reason };
}

/**
 * updateCodebaseIds' renames: checked whole (every pair before any is used), then applied to drag
 * previews, the undo journal and the ids not yet flushed.
 */
export function renameCodebaseIdsRequest(doc: Document, prevIdToNewIdMap: unknown, ctx: Pick<InstantRequestContext, 'instant' | 'unflushedIds'> & { tempDom: TempDom }): void {
  const renames = expectRecordOrNull(prevIdToNewIdMap, 'prevIdToNewIdMap') ?? {};
  const pairs = new Map<string, string>();
  for (const [from, to] of Object.entries(renames)) {
    assertValidId('codebase id', from);
    assertValidId('codebase id', to);
    pairs.set(from, to);
  }
  ctx.tempDom.renameCodebaseIds(doc, pairs);
  ctx.instant.renameCodebaseIds(pairs);
  const unflushed = [...ctx.unflushedIds].map((id) => pairs.get(id) ?? id);
  ctx.unflushedIds.clear();
  for (const id of unflushed) ctx.unflushedIds.add(id);
}
