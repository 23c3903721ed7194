// Change items (docs/protocol.md §6), shared by frame and host. Pure data: no DOM.
export { createChangeItem, type CreateChangeItemOptions } from './create';
export { serializeChangeItem, rebuildChangeItem } from './serialize';
export { markInstantUpdateSent, markInstantUpdateFinished, markConsumed, withKeysToSelect, isInstantUndoable, type InstantUndoType } from './status';
export { buildRequest, type MutationRequest, type ElementReference } from './requests';
export { DEFAULT_CHANGE_NAMES, isChangeType } from './names';
export { isUuidV4 } from './uuid';
export { codebaseIdsOf } from './targets';
export type { JsonValue, JsonObject } from './json';
