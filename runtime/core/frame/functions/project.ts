// The project an editor opens in the frame: initProject (the storyboard, its lookups and options; the
// first tree and the tools), fresh lookups, and a tree asked for again.
import { errorMessage, type StoryboardType } from '../../../../types';
import { assertValidId } from '../../../shared/keys';
import { expectBoolean, expectRecordOrNull, expectStringOrNull } from '../../../shared/validate';
import { nextTask } from '../../next-task';
import type { Keys } from './keys';
import { expectLookup, mergeLookup } from './lookups';
import { ThenAfter, type FrameServices, type Functions } from './table';

const STORYBOARD_TYPES: readonly StoryboardType[] = ['APPLICATION', 'STORY', 'COMPONENT'];

type ProjectServices = Pick<FrameServices, 'win' | 'state' | 'messenger' | 'log' | 'signal' | 'tools' | 'adapters' | 'tree' | 'selection' | 'setDriveMode'> & {
  /** The view group's setAiContext: options may set it. */
  setAiContext(active: unknown): void;
};

export function projectFunctions(services: ProjectServices, keys: Keys): Functions<'initProject' | 'setNewLookups' | 'requestNavTree'> {
  const { win, state, messenger, log, signal, tools, adapters, tree } = services;
  const noTools = (error: unknown) => (log.warn('no editing tools', error), null);

  return {
    async initProject(storyboardId, treeElementLookup, scopeLookup, _storyboardComponentElement, initOptions, storyboardType, savedComponentFilename, originalStoryboardUrl) {
      // Everything is checked before anything changes: a refused call leaves the frame as it was.
      assertValidId('storyboard id', storyboardId);
      const lookups = expectLookup(treeElementLookup, 'treeElementLookup');
      const scopes = expectLookup(scopeLookup, 'scopeLookup');
      const opts = expectRecordOrNull(initOptions, 'options') ?? {};
      const driveMode = opts.driveModeEnabled === undefined ? undefined : expectBoolean(opts.driveModeEnabled, 'options.driveModeEnabled');
      const aiContext = opts.aiContextSelection === undefined ? undefined : expectBoolean(opts.aiContextSelection, 'options.aiContextSelection');
      const patches = opts.navTreePatches === undefined ? false : expectBoolean(opts.navTreePatches, 'options.navTreePatches');
      if (storyboardType !== undefined && storyboardType !== null && !STORYBOARD_TYPES.includes(storyboardType as StoryboardType)) {
        throw new Error(`storyboardType must be one of ${STORYBOARD_TYPES.join(', ')}`);
      }
      expectStringOrNull(savedComponentFilename, 'savedComponentFilename');
      expectStringOrNull(originalStoryboardUrl, 'originalStoryboardUrl');
      // The tree's props come from the component adapter (found by the editing tools when the choice is
      // `auto`) and are read by the tools; the patcher comes with them too. A host that takes patches
      // gets the first tree at once, with the props known now: what the adapter changes comes as a
      // patch once the tools are here. Any other host gets whole trees only, so a page with an adapter
      // to detect or load waits for the tools once before its first tree.
      // Without the tools the tree still comes: attributes stand in for props, whole trees for patches.
      if (!patches) {
        await adapters.resolve();
        if (adapters.current() !== null) await tools.get().catch(noTools);
        tree.setPatches(null);
      }
      // The same project again (an editor with fresh lookups after a reload, which the SDK set up with
      // the ones it had): the keys stay, and so do the selection and a text being edited. Another
      // project's keys name nothing here.
      const sameProject = state.storyboardId === storyboardId;
      state.storyboardId = storyboardId;
      state.treeElementLookup = mergeLookup({}, lookups);
      state.scopeLookup = mergeLookup({}, scopes);
      if (!sameProject) services.selection.change({ type: 'reset' });
      if (driveMode !== undefined) services.setDriveMode(driveMode);
      if (aiContext !== undefined) services.setAiContext(aiContext);
      if (patches) tree.postFirst();
      else tree.rebuild();
      messenger.post('LATEST_HREF', { href: win.location.href });
      // For a host that takes patches, the tools are fetched once the first tree is on its way:
      // compiling them meanwhile would take a core from the build, and would hold up its delivery
      // (by 20-30 ms at 10,000 elements in WebKit and Firefox; bench/README.md).
      if (patches) await nextTask(win);
      const adapterReady = adapters.resolve();
      // The answer waits for the tools: the overlay and the pointer come with them, so once it is
      // here the designer's hover and clicks are the editor's.
      const toolsReady = tools.get().catch(noTools);
      const adapter = await adapterReady;
      const loaded = await toolsReady;
      if (patches) tree.takeOverFirst(loaded?.module ?? null);
      // An editor is here: once the answer is out, the page's CSS rules are indexed (with the tools
      // above, or tried once more), so its first edit and first selection are instant.
      const indexRules = () =>
        void tools
          .get()
          .then(({ module }) => module.prepareRules(win.document, signal))
          .catch((error: unknown) => log.warn(errorMessage(error)));
      return new ThenAfter({ adapter }, indexRules);
    },
    setNewLookups(treeElementLookup, scopeLookup) {
      const lookups = expectLookup(treeElementLookup, 'treeElementLookup');
      const scopes = expectLookup(scopeLookup, 'scopeLookup');
      state.treeElementLookup = mergeLookup(state.treeElementLookup, lookups);
      state.scopeLookup = mergeLookup(state.scopeLookup, scopes);
      tree.rebuildNow();
      return undefined;
    },
    requestNavTree() {
      keys.requireStoryboard();
      tree.request();
      return undefined;
    },
  };
}
