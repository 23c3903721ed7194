// Changes to the page the editor asks for: a change item applied at once (the instant updater keeps
// it until the source holds it), and codebase ids renamed after the source was rewritten.
import { expectLookup, mergeLookup } from './lookups';
import type { FrameServices, Functions } from './table';

export function changeFunctions({ win, state, messenger, log, tools, tree }: Pick<FrameServices, 'win' | 'state' | 'messenger' | 'log' | 'tools' | 'tree'>): Functions<'applyChangeItemToDocument' | 'updateCodebaseIds'> {
  return {
    async applyChangeItemToDocument(changeItem) {
      const { module, instant } = await tools.get();
      return module.applyChangeItemRequest(changeItem, { instant, unflushedIds: tools.unflushedIds, post: messenger.post, warn: (message) => log.warn(message) });
    },
    async updateCodebaseIds(prevIdToNewIdMap, newTreeElementLookup, newScopeLookup) {
      // Everything is checked before anything changes (the renames by the tools, before they apply them).
      const lookups = expectLookup(newTreeElementLookup, 'newTreeElementLookup');
      const scopes = expectLookup(newScopeLookup, 'newScopeLookup');
      const { module, tempDom, instant } = await tools.get();
      module.renameCodebaseIdsRequest(win.document, prevIdToNewIdMap, { tempDom, instant, unflushedIds: tools.unflushedIds });
      if (lookups) state.treeElementLookup = mergeLookup({}, lookups);
      if (scopes) state.scopeLookup = mergeLookup({}, scopes);
      tree.rebuildNow();
      return undefined;
    },
  };
}
