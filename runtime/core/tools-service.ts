// The editing tools (runtime-tools.mjs), owned: fetched once on first use (initProject prefetches
// them), with the instant updater, the modifier forcer and the temporary DOM made from them, and the
// codebase ids whose instant updates the source may not hold yet. `stop` undoes what they did.
import type { TreeElementLookup } from '../../types';
import type { InstantUpdater, ModifierForcer, TempDom } from '../tools';
import type { ElementIds } from '../shared/element-ids';
import type { Logger } from './logger';
import type { Messenger } from './messenger';
import type { ToolsModule } from './module-loader';
import type { FrameState } from './frame/state';

/** The editing tools, loaded on first use. */
export interface Tools {
  module: ToolsModule;
  instant: InstantUpdater;
  forcer: ModifierForcer;
  tempDom: TempDom;
}

export interface ToolsServiceOptions {
  doc: Document;
  state: FrameState;
  ids: ElementIds;
  /** Fetches runtime-tools.mjs (module-loader.ts). */
  load(): Promise<ToolsModule>;
  messenger: Pick<Messenger, 'post'>;
  log: Logger;
  /** An instant update put `replacement` in `old`'s place. */
  replaced(old: Element, replacement: Element): void;
  /** The tools are here (once). */
  loaded(tools: Tools): void;
}

export interface ToolsService {
  get(): Promise<Tools>;
  /** The tools if they are here already. */
  current(): Tools | null;
  /** Codebase ids with instant updates the source may not hold yet (dropped after a flush lands). */
  readonly unflushedIds: Set<string>;
  /** A hot reload replaced the page: after a flush the source holds the instant updates; otherwise they are put back. */
  pageReplaced(flushed: boolean): void;
  stop(): void;
}

export function createToolsService({ doc, state, ids, load, messenger, log, replaced, loaded }: ToolsServiceOptions): ToolsService {
  let tools: Tools | null = null;
  const unflushedIds = new Set<string>();
  const lookup = (id: string): TreeElementLookup[string] | undefined => state.treeElementLookup[id];

  /** The one load under way or done; a failed one is forgotten, so a later call tries again. */
  let loading: Promise<Tools> | null = null;

  async function make(): Promise<Tools> {
    const module = await load();
    if (state.stopped) throw new Error('The runtime was stopped');
    // Made already by a call whose `loaded` threw: that one failed, the tools stand.
    if (tools) return tools;
    tools = {
      module,
      instant: module.createInstantUpdater({
        doc,
        elementsFor: ids.elementsFor,
        // The new element is the old one for the selection and for requests naming its id.
        replaced: (old, next) => {
          replaced(old, next);
          ids.replaced(old, next);
        },
        lookup,
        textOverwritten: (report) => messenger.post('TEXT_OVERWRITTEN', report),
      }),
      forcer: module.createModifierForcer(doc, (message, error) => log.warn(message, error)),
      tempDom: module.createTempDom(doc),
    };
    loaded(tools);
    return tools;
  }

  function get(): Promise<Tools> {
    loading ??= make().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  }

  return {
    get,
    current: () => tools,
    unflushedIds,
    pageReplaced(flushed) {
      if (!flushed) return tools?.instant.reapply();
      tools?.instant.forget([...unflushedIds]);
      unflushedIds.clear();
    },
    stop() {
      tools?.tempDom.clear();
      tools?.forcer.clear();
      tools?.instant.destroy();
      tools = null;
      loading = null;
    },
  };
}
