// What the frame's modules share: one mutable object, made by the composition (runtime.ts) and read
// and written by the modules it hands it to. State only one module needs lives in that module.
import type { ScopeLookup, TreeElementLookup } from '../../../types';
import type { NavTreeIndex } from '../../shared/nav-tree';
import type { TextEditSession } from '../../shared/text-editing';
import { NO_SELECTION, type Selection } from './selection';

export interface FrameState {
  stopped: boolean;
  /** Set by initProject: every key carries it. */
  storyboardId: string | null;
  treeElementLookup: TreeElementLookup;
  scopeLookup: ScopeLookup;
  zoom: number;
  aiContext: boolean;
  driveMode: boolean;
  /** The source is being written: the next hot reload holds the instant updates. */
  isFlushing: boolean;
  /** Changed only through selection.ts' `next` (selection-service.ts' `change`). */
  selection: Selection;
  nav: NavTreeIndex | null;
  textEdit: TextEditSession | null;
}

export function createState(driveMode: boolean): FrameState {
  return {
    stopped: false,
    storyboardId: null,
    treeElementLookup: {},
    scopeLookup: {},
    zoom: 1,
    aiContext: false,
    driveMode,
    isFlushing: false,
    selection: NO_SELECTION,
    nav: null,
    textEdit: null,
  };
}
