// Host-side entry for editors: connect to the editing runtime in a preview iframe and drive it.
//   const frame = await connectFrame(iframe, { origin: 'https://preview.example' });
//   frame.on('tree', (tree) => render(tree));   // { tree, version, nodes }: the page's tree and its node index
//   await frame.initProject('my-storyboard');
export { connectFrame, FrameError, FrameNotConnectedError, FrameReloadedError, type ComponentState, type ConnectionState, type ConnectOptions, type FrameClient, type FunctionMethods } from './client';
export { formatElementKey, parseElementKey } from '../shared/keys';
export { indexTree, type NavTreeIndex } from './nav-tree-patch';
export {
  buildRequest,
  createChangeItem,
  markConsumed,
  markInstantUpdateFinished,
  markInstantUpdateSent,
  rebuildChangeItem,
  serializeChangeItem,
  withKeysToSelect,
  isInstantUndoable,
  codebaseIdsOf,
} from '../shared/change-items';
export type * from '../../types';
export { CHANGE_TYPES, CODEBASE_ID_ATTRIBUTE, FRAME_EVENT_NAMES, FUNCTION_NAMES, GENERATED_ID_PREFIX, INSTANT_UNDO_TYPES, PROTOCOL_VERSION, SPECIAL_IDS, isGeneratedId, keyOf } from '../../types';
