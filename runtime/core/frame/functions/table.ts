// The function table's types (docs/protocol.md §4): one entry per FunctionName of types/protocol.ts,
// typed from FunctionArgs (the arity) and FunctionResults; and the services the composition hands its
// groups, each group picking the ones it uses.
import type { FunctionArgs, FunctionName, FunctionResults } from '../../../../types';
import type { ElementIds } from '../../../shared/element-ids';
import type { EditingSurface } from '../../../tools';
import type { AdapterService } from '../../adapter-service';
import type { Logger } from '../../logger';
import type { Messenger } from '../../messenger';
import type { NavTreeService } from '../../nav-tree-service';
import type { PageErrorWatcher } from '../../page-errors';
import type { SelectionService } from '../../selection-service';
import type { ToolsService } from '../../tools-service';
import type { FrameState } from '../state';

/**
 * An answer that waits for something slow (a scroll, a transition) without holding up the requests
 * after it: the function has checked its arguments and started in order; it answers when done.
 */
export class Later<T> {
  constructor(readonly promise: Promise<T>) {}
}

/**
 * An answer with work that must not delay it (indexing the page's CSS rules): the request handler
 * posts `value`, then runs `after` from the browser's next task, once the answer is on its way.
 */
export class ThenAfter<T> {
  constructor(
    readonly value: T,
    readonly after: () => void,
  ) {}
}

/** The arguments as they arrive: the contract's count and order, values unchecked (each function checks its own). */
type Unchecked<Args extends unknown[]> = { [I in keyof Args]: unknown };
type Answer<T> = T | Later<T> | ThenAfter<T> | Promise<T | Later<T> | ThenAfter<T>>;

export type FunctionTable = { [N in FunctionName]: (...args: Unchecked<FunctionArgs[N]>) => Answer<FunctionResults[N]> };

/** Some entries of the table: what one group of functions answers for. */
export type Functions<N extends FunctionName> = Pick<FunctionTable, N>;

/**
 * The frame's services (runtime.ts makes them): each group of functions takes only the ones it uses
 * (a `Pick` of these); the state they share is FrameState, and each service owns the rest of its own.
 */
export interface FrameServices {
  win: Window;
  state: FrameState;
  messenger: Messenger;
  log: Logger;
  ids: ElementIds;
  signal: AbortSignal;
  errors: PageErrorWatcher;
  tools: ToolsService;
  adapters: Pick<AdapterService, 'resolve' | 'current'>;
  tree: NavTreeService;
  selection: SelectionService;
  /** The overlay and the pointer while editing: they come with the tools. */
  surface(): EditingSurface | null;
  setDriveMode(on: boolean): void;
}
