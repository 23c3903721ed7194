// Edits of the page's structure and content: each builds its change items from the selection,
// says before acting when one source element shows in several places, and plans what to select
// once the page shows the result.
import { createChangeItem } from 'visual-editing-runtime/host';
import { keyOf, type ChangeItemData, type ComponentUsePlace, type DataItemPlace, type NavTreeNode, type RenderingReference } from '../../types';
import { blockName, moveLabel } from '../lib/block-names';
import { sourceEntry, sourcePlace } from '../lib/components';
import { SOURCE_LOADING, shownThroughSameUse, noteForUse, findUsesIn, questionForUse, type FindUse } from '../lib/component-uses';
import { dataItemNote, dataItemOf } from '../lib/data-items';
import { indexAfterMove } from '../lib/reorder';
import { textOriginOf } from '../lib/source-origins';
import { whyNotDuplicate, whyNotWrap } from '../lib/structure-check';
import { elementName, labelFor } from '../lib/labels';
import type { ActionContext, Report } from './action-context';
import { selectionOf } from './model';
import type { Reselect } from './reselection';
import { nodeOf, pagePathOf, renderingIndex, renderingsOf, selectedNodes } from './selectors';
import type { SelectionActions } from './selection';
import type { PerformHooks, TransactionActions } from './transactions';

interface StructureDeps {
  report: Report;
  perform: TransactionActions['perform'];
  selection: Pick<SelectionActions, 'select'>;
}

/** What a card edit says while the source's lookups are older than the page. */
const STILL_LOADING = SOURCE_LOADING;

export function createStructure(ctx: ActionContext, { report, perform, selection }: StructureDeps) {
  const { dispatch, api } = ctx;

  /** Where the source element is written, from the server's lookups ("CardGrid, site/components/CardGrid.tsx:13"). */
  const sourceOf = (codebaseId: string) => sourcePlace(sourceEntry(ctx.state().lookups, codebaseId));

  /**
   * Runs `edit` at once, or, when it changes every rendering of a source element shown more than
   * once (a card title in a list), after the designer says yes to a question naming the count.
   */
  function askFirst(nodes: readonly NavTreeNode[], verb: 'Delete' | 'Duplicate' | 'Move', edit: () => Promise<void>): Promise<void> {
    const { tree } = ctx.state();
    const many = nodes.map((node) => ({ node, count: renderingsOf(tree, node.tempoElement.codebaseId).length })).find(({ count }) => count > 1);
    if (!many) return edit();
    const where = sourceOf(many.node.tempoElement.codebaseId);
    dispatch({
      type: 'confirmation',
      confirmation: {
        message: `${verb} all ${many.count} of ${elementName(many.node)}? The page shows it ${many.count} times from one place in the source${where ? ` (${where})` : ''}, so every one of them changes.`,
        confirmLabel: `${verb} all ${many.count}`,
        run: edit,
      },
    });
    return Promise.resolve();
  }

  /** A refusal the lookups tell beforehand: said at once, no request sent. */
  function refuse(reason: string): Promise<void> {
    dispatch({ type: 'notice', message: reason });
    return Promise.resolve();
  }

  function stillLoading(): Promise<void> {
    dispatch({ type: 'notice', message: STILL_LOADING });
    return Promise.resolve();
  }

  /** `node`'s rendering on this page, as a request names it. */
  function renderingOf(node: NavTreeNode): RenderingReference {
    const state = ctx.state();
    const id = node.tempoElement.codebaseId;
    return { pagePath: pagePathOf(state, ctx.previewUrl()), index: renderingIndex(state.tree, id, keyOf(node)), count: renderingsOf(state.tree, id).length };
  }

  /** The data item each node shows (a card of a list from a content file), or null when one of them shows none. */
  function dataItemsOf(nodes: readonly NavTreeNode[]): { node: NavTreeNode; rendering: RenderingReference; place: DataItemPlace }[] | 'loading' | null {
    if (!api || !nodes.length) return null;
    const found = [];
    for (const node of nodes) {
      const rendering = renderingOf(node);
      const place = dataItemOf(ctx.state().lookups, node.tempoElement.codebaseId, rendering);
      // A card whose lookups do not match the page yet (they are read again after each reload): not
      // a reason to act on every card; the designer tries again once they are in.
      if (!place && sourceEntry(ctx.state().lookups, node.tempoElement.codebaseId)?.dataItems) return 'loading';
      if (!place) return null;
      found.push({ node, rendering, place });
    }
    return found;
  }

  /** The use a node of the page acts through, when it is everything a component shows (lib/component-uses.ts). */
  const findUse: FindUse = (node) => findUsesIn(ctx.state().lookups, ctx.state().tree, pagePathOf(ctx.state(), ctx.previewUrl()))(node);

  /** The use each node acts through, or null unless every one of them is everything a component shows. */
  function usesOf(nodes: readonly NavTreeNode[]): { node: NavTreeNode; rendering: RenderingReference; place: ComponentUsePlace }[] | 'loading' | null {
    if (!api || !nodes.length) return null;
    // Which use each section is may have changed with the save that reloaded the page.
    if (ctx.state().lookupsStale) return 'loading';
    const found = [];
    for (const node of nodes) {
      const place = findUse(node);
      if (!place) return null;
      found.push({ node, rendering: renderingOf(node), place });
    }
    return found;
  }

  /**
   * Runs an edit of uses at once, or after the designer's yes when it reaches further than the element
   * selected: other uses of the component stay (delete, duplicate), or the use shows several elements.
   */
  function askAboutUses(uses: readonly { node: NavTreeNode; place: ComponentUsePlace }[], action: 'Delete' | 'Duplicate', run: () => Promise<void>): Promise<void> {
    const { tree } = ctx.state();
    const question = uses.map(({ node, place }) => questionForUse(action, place, shownThroughSameUse(tree, findUse, node))).find((one) => one !== null);
    if (!question) return run();
    dispatch({ type: 'confirmation', confirmation: { ...question, run } });
    return Promise.resolve();
  }

  /** The renderings of each codebase id among `items`, as REMOVE_JSX and DUPLICATE name them. */
  function renderingsById(items: readonly { node: NavTreeNode; rendering: RenderingReference }[]): Record<string, RenderingReference[]> {
    const byId: Record<string, RenderingReference[]> = {};
    for (const { node, rendering } of items) (byId[node.tempoElement.codebaseId] ??= []).push(rendering);
    return byId;
  }

  /** The same rendering of the same source element, in the page that shows the result (with a server the keys change). */
  function sameRendering(node: NavTreeNode, key: string | null): Reselect | undefined {
    if (!api) return undefined;
    const codebaseId = node.tempoElement.codebaseId;
    return { codebaseId, nth: renderingIndex(ctx.state().tree, codebaseId, key) };
  }

  const structure = {
    /** One change item per selected element (`make` builds it from a codebase id), as one history step. */
    /** `onRefused` hears the server's reason when it refuses the change (the field that made it shows it). */
    performEach(make: (codebaseId: string) => ChangeItemData, onRefused?: (reason: string) => void, hooks?: PerformHooks) {
      const state = ctx.state();
      const nodes = selectedNodes(state);
      const ids = [...new Set(nodes.map((node) => node.tempoElement.codebaseId))];
      const items = ids.map(make);
      if (!items.length) return Promise.resolve();
      // Without a server the page keeps its keys, and the selection stays as it is.
      const first = nodes.find((node) => node.tempoElement.codebaseId === ids[0]);
      const target = first ? sameRendering(first, state.selected) : undefined;
      return perform(items, labelFor(items[0]!, nodes), target, null, onRefused, hooks);
    },

    /** Text typed in place in the canvas or in the inspector's text field; with a server, for this rendering (a copied card's own item). */
    editText(key: string, newText: string, oldText: string) {
      const node = nodeOf(ctx.state(), key);
      if (!node) return Promise.resolve(report(new Error('The element whose text was edited has left the page')));
      const reference = renderingOf(node);
      // The renderings that show the same written text change with it in the page at once (every card's label).
      const sameTextIn = textOriginOf(ctx.state().lookups, node.tempoElement.codebaseId, reference)?.sameTextIn;
      const rendering = api ? { rendering: reference, ...(sameTextIn ? { sameTextIn } : {}) } : {};
      const item = createChangeItem('EDIT_TEXT', { codebaseIdToEditText: node.tempoElement.codebaseId, newText, oldText, ...rendering });
      return perform([item], labelFor(item, [node]), sameRendering(node, key));
    },

    /** 'Edit Dynamic Text' on text that code works out: say where and from what, and show it in the inspector. */
    editDynamicText(key: string) {
      const node = nodeOf(ctx.state(), key);
      if (!node) return;
      if (ctx.state().selected !== key) selection.select(key);
      const origin = textOriginOf(ctx.state().lookups, node.tempoElement.codebaseId, renderingOf(node));
      const where = sourceOf(node.tempoElement.codebaseId);
      dispatch({
        type: 'notice',
        message: origin?.computed.length
          ? origin.computed.join(' ')
          : `The text of ${elementName(node)} is computed${where ? ` in ${where}` : ' by the page'}, not written as one literal. Type the new text in the inspector's Text field: the server changes the literal it comes from when there is one, and otherwise says which candidates it found.`,
      });
      dispatch({ type: 'focusText' });
    },

    deleteSelection() {
      const state = ctx.state();
      const items = dataItemsOf(selectedNodes(state));
      if (items === 'loading') return stillLoading();
      if (items) {
        // One card of a list: its item leaves the content file, and the next card takes its place.
        const ids = [...new Set(items.map(({ node }) => node.tempoElement.codebaseId))];
        const item = createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: ids, renderings: renderingsById(items) });
        // The card after the first one deleted takes its place; after the last card, the one before.
        const remaining = renderingsOf(state.tree, ids[0]!).length - items.length;
        const first = Math.min(Math.min(...items.map(({ rendering }) => rendering.index)), remaining - 1);
        return perform([item], labelFor(item, items.map(({ node }) => node)), { codebaseId: ids[0]!, nth: Math.max(0, first) }, dataItemNote('delete', items[0]!.place));
      }
      const uses = usesOf(selectedNodes(state));
      if (uses === 'loading') return stillLoading();
      if (uses) {
        // Everything a component shows: the uses go from the code, and the neighbour that stays is
        // selected (by key: its source element may be the very one of those that go).
        const ids = [...new Set(uses.map(({ node }) => node.tempoElement.codebaseId))];
        const item = createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: ids, renderings: renderingsById(uses) });
        const gone = new Set(uses.map(({ node }) => keyOf(node)));
        const parent = nodeOf(state, uses[0]!.node.parent);
        const siblings = parent?.children ?? [];
        const at = siblings.findIndex((node) => gone.has(keyOf(node)));
        const stays = (node: NavTreeNode) => !gone.has(keyOf(node));
        const keep = siblings.slice(at + 1).find(stays) ?? siblings.slice(0, Math.max(at, 0)).reverse().find(stays);
        const target: Reselect | undefined = keep && parent ? { parentId: parent.tempoElement.codebaseId, index: siblings.filter(stays).indexOf(keep) } : parent ? { codebaseId: parent.tempoElement.codebaseId } : undefined;
        const label = uses.length === 1 ? `Delete ${blockName(uses[0]!.node)}` : labelFor(item, uses.map(({ node }) => node));
        return askAboutUses(uses, 'Delete', () => perform([item], label, target, noteForUse('delete', uses[0]!.place)));
      }
      const keys = selectionOf(state);
      const nodes = selectedNodes(state);
      if (!nodes.length) return Promise.resolve();
      // The neighbour to select afterwards: the next sibling that stays, else the previous, else the parent.
      const parent = nodeOf(state, nodes[0]!.parent);
      const removedIds = new Set(nodes.map((node) => node.tempoElement.codebaseId));
      const siblings = parent?.children ?? [];
      const at = siblings.findIndex((node) => keyOf(node) === keys[0]);
      const stays = (node: NavTreeNode) => !removedIds.has(node.tempoElement.codebaseId);
      const keep = siblings.slice(at + 1).find(stays) ?? siblings.slice(0, Math.max(at, 0)).reverse().find(stays);
      const item = createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [...removedIds] });
      // Remaining siblings keep their order in the parent; with a server the reloaded page has new ids.
      // Without one the page keeps the removed elements (hidden, for an instant undo) and every key.
      const target: Reselect | undefined =
        keep && !api
          ? { key: keyOf(keep) }
          : keep && parent
            ? { parentId: parent.tempoElement.codebaseId, index: siblings.filter(stays).indexOf(keep) }
            : parent
              ? { codebaseId: parent.tempoElement.codebaseId }
              : undefined;
      return askFirst(nodes, 'Delete', () => perform([item], labelFor(item, nodes), target));
    },
    duplicateSelection() {
      const state = ctx.state();
      const nodes = selectedNodes(state);
      if (!nodes.length) return Promise.resolve();
      const items = dataItemsOf(nodes);
      if (items === 'loading') return stillLoading();
      if (items) {
        // One card of a list: its item is copied in the content file, and the copy (the next card) selected.
        const ids = [...new Set(items.map(({ node }) => node.tempoElement.codebaseId))];
        const copy = createChangeItem('DUPLICATE', { codebaseIdsToDuplicate: ids, renderings: renderingsById(items) });
        const last = Math.max(...items.map(({ rendering }) => rendering.index));
        return perform([copy], labelFor(copy, nodes), { codebaseId: ids[0]!, nth: last + 1 }, dataItemNote('duplicate', items[0]!.place));
      }
      const uses = usesOf(nodes);
      if (uses === 'loading') return stillLoading();
      if (uses) {
        // Everything a component shows: each use is copied right after itself, and the last copy selected.
        const ids = [...new Set(uses.map(({ node }) => node.tempoElement.codebaseId))];
        const copy = createChangeItem('DUPLICATE', { codebaseIdsToDuplicate: ids, renderings: renderingsById(uses) });
        const last = uses.reduce((latest, one) => (one.node.tempoElement.codebaseId === latest.node.tempoElement.codebaseId && one.rendering.index > latest.rendering.index ? one : latest), uses[uses.length - 1]!);
        const copiesBefore = uses.filter((one) => one.node.tempoElement.codebaseId === last.node.tempoElement.codebaseId && one.rendering.index <= last.rendering.index).length;
        const label = uses.length === 1 ? `Duplicate ${blockName(uses[0]!.node)}` : labelFor(copy, nodes);
        const target = { codebaseId: last.node.tempoElement.codebaseId, nth: last.rendering.index + copiesBefore };
        return askAboutUses(uses, 'Duplicate', () => perform([copy], label, target, noteForUse('duplicate', uses[0]!.place)));
      }
      const cannot = whyNotDuplicate(state.lookups, nodes);
      if (cannot) return refuse(cannot);
      const item = createChangeItem('DUPLICATE', { codebaseIdsToDuplicate: [...new Set(nodes.map((node) => node.tempoElement.codebaseId))] });
      const last = nodes[nodes.length - 1]!;
      const parent = nodeOf(state, last.parent);
      const at = parent?.children.findIndex((node) => keyOf(node) === keyOf(last)) ?? -1;
      // The copy lands right after the last duplicated element: select it.
      return askFirst(nodes, 'Duplicate', () => perform([item], labelFor(item, nodes), parent && at >= 0 ? { parentId: parent.tempoElement.codebaseId, index: at + 1 } : undefined));
    },
    wrapSelection() {
      const state = ctx.state();
      const nodes = selectedNodes(state);
      if (!nodes.length) return Promise.resolve();
      const cannot = whyNotWrap(state.lookups, nodes);
      if (cannot) return refuse(cannot);
      const item = createChangeItem('WRAP_DIV', { codebaseIdsToWrap: nodes.map((node) => node.tempoElement.codebaseId) });
      const parent = nodeOf(state, nodes[0]!.parent);
      const at = Math.min(...nodes.map((node) => parent?.children.findIndex((child) => keyOf(child) === keyOf(node)) ?? 0));
      // The wrapper takes the place of the first wrapped element: select it.
      return perform([item], labelFor(item, nodes), parent ? { parentId: parent.tempoElement.codebaseId, index: at } : undefined);
    },
    changeTag(newTagName: string) {
      return structure.performEach((codebaseId) => createChangeItem('CHANGE_TAG', { codebaseIdToChange: codebaseId, newTagName }));
    },
    /** A new native element with its text, after the selected element in the same parent. */
    addAfter(tag: string, text: string) {
      const state = ctx.state();
      const node = nodeOf(state, state.selected);
      const parent = node ? nodeOf(state, node.parent) : undefined;
      if (!node || !parent?.parent) return Promise.resolve(report(new Error('Select an element inside the page to add a new one after it')));
      const escaped = text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
      const item = createChangeItem('ADD_JSX', {
        codebaseIdToAddTo: parent.tempoElement.codebaseId,
        afterCodebaseId: node.tempoElement.codebaseId,
        addNativeTag: tag,
        propsToSet: text ? { children: text } : {},
        htmlForInstantUpdate: `<${tag}>${escaped}</${tag}>`,
      });
      const at = parent.children.findIndex((child) => keyOf(child) === keyOf(node));
      return perform([item], labelFor(item, [node]), { parentId: parent.tempoElement.codebaseId, index: at + 1 });
    },
    /**
     * A move (a drag, a drop in the layers, Alt+↑/↓): the MOVE_JSX item, and the sibling it lands
     * beside. A card moves its data item; everything a component shows moves as that component's use.
     */
    move(item: ChangeItemData<'MOVE_JSX'>, moved: NavTreeNode, sibling?: NavTreeNode) {
      const after = item.changeFields.afterCodebaseId !== undefined;
      const position = after ? 'after' : 'before';
      if (api && ctx.state().lookupsStale) return stillLoading();
      const label = sibling ? moveLabel(moved, sibling, position) : labelFor(item, [moved]);
      // Where the moved element is among its source element's renderings once the page shows the move.
      const reselect: Reselect | undefined = sibling && api ? { codebaseId: moved.tempoElement.codebaseId, nth: indexAfterMove(ctx.state().tree, moved, sibling, position) } : undefined;
      const items = sibling && sibling.tempoElement.codebaseId === moved.tempoElement.codebaseId ? dataItemsOf([moved, sibling]) : null;
      if (items === 'loading') return stillLoading();
      const [own, other] = items ?? [];
      if (own && other && own.place.file === other.place.file && own.place.array === other.place.array) {
        // Cards of one list change places: the items change places in the content file.
        const fields = { ...item.changeFields, renderingToMove: own.rendering, ...(after ? { afterRendering: other.rendering } : { beforeRendering: other.rendering }) };
        const reordered = createChangeItem('MOVE_JSX', fields);
        // Where the card is once the others close up behind it.
        const from = own.rendering.index;
        const to = other.rendering.index + (after ? 1 : 0) - (other.rendering.index > from ? 1 : 0);
        return perform([reordered], label, { codebaseId: moved.tempoElement.codebaseId, nth: to }, dataItemNote('move', own.place));
      }
      const use = api && sibling ? findUse(moved) : null;
      if (use && sibling) {
        // Everything a component shows: the use moves in the code; the page moves this rendering at once.
        const fields = { ...item.changeFields, renderingToMove: renderingOf(moved), ...(after ? { afterRendering: renderingOf(sibling) } : { beforeRendering: renderingOf(sibling) }) };
        const reordered = createChangeItem('MOVE_JSX', fields);
        const run = () => perform([reordered], label, reselect, noteForUse('move', use));
        const shown = shownThroughSameUse(ctx.state().tree, findUse, moved);
        const question = questionForUse('Move', use, shown);
        if (!question) return run();
        dispatch({ type: 'confirmation', confirmation: { ...question, run } });
        return Promise.resolve();
      }
      return askFirst([moved], 'Move', () => perform([item], label, reselect ?? { codebaseId: moved.tempoElement.codebaseId }));
    },
  };
  return structure;
}

export type StructureActions = ReturnType<typeof createStructure>;
