// The function table (docs/protocol.md §4): one entry per FunctionName of types/protocol.ts, typed
// from FunctionArgs (the arity) and FunctionResults. Each function checks all its arguments first, so
// a refused call changes nothing, then calls the modules the composition hands it in the context.
import { errorMessage } from '../../../types';
import type { ErrorCode, FunctionArgs, FunctionName, FunctionResults, StoryboardType } from '../../../types';
import type { ElementIds } from '../../shared/element-ids';
import { isPageClass } from '../../shared/injected';
import { assertValidId, parseElementKey } from '../../shared/keys';
import type { Logger } from '../logger';
import type { Messenger } from '../messenger';
import type { AdapterService } from '../adapter-service';
import type { NavTreeService } from '../nav-tree-service';
import type { PageErrorWatcher } from '../page-errors';
import type { SelectionService } from '../selection-service';
import type { ToolsService } from '../tools-service';
import type { EditingSurface } from '../../tools';
import { expectBoolean, expectFiniteNumber, expectRecordOrNull, expectString, expectStringArray, expectStringOrNull, isRecord } from '../../shared/validate';
import type { FrameState } from './state';

const STORYBOARD_TYPES: readonly StoryboardType[] = ['APPLICATION', 'STORY', 'COMPONENT'];

/** No element has `key` now: the answer carries the code an editor acts on (types/protocol.ts ErrorCode). */
const unknownKey = (key: unknown): Error => Object.assign(new Error(`No element with key ${String(key)} in the page`), { code: 'unknown-key' satisfies ErrorCode });

/**
 * An answer that waits for something slow (a scroll, a transition) without holding up the requests
 * after it: the function has checked its arguments and started in order; it answers when done.
 */
export class Later<T> {
  constructor(readonly promise: Promise<T>) {}
}

/** The arguments as they arrive: the contract's count and order, values unchecked (each function checks its own). */
type Unchecked<Args extends unknown[]> = { [I in keyof Args]: unknown };
type Answer<T> = T | Later<T> | Promise<T | Later<T>>;

export type FunctionTable = { [N in FunctionName]: (...args: Unchecked<FunctionArgs[N]>) => Answer<FunctionResults[N]> };

/**
 * The services the functions call (runtime.ts makes them): each function uses the ones it needs; the
 * state they share is FrameState, and each service owns the rest of its own.
 */
export interface FunctionContext {
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

/**
 * A host lookup, checked whole before anything is merged: each value an object, or `null` (which
 * deletes the key on merge, docs/protocol.md §4 setNewLookups).
 */
function expectLookup(value: unknown, name: string): Record<string, Record<string, unknown> | null> | null {
  const lookup = expectRecordOrNull(value, name);
  for (const [key, entry] of Object.entries(lookup ?? {})) {
    if (entry !== null && !isRecord(entry)) throw new Error(`${name}[${JSON.stringify(key)}] must be an object or null`);
  }
  return lookup as Record<string, Record<string, unknown> | null> | null;
}

/** Merges a checked host lookup into ours; a `null` value deletes the key. */
function mergeLookup<T>(current: Record<string, T>, update: Record<string, Record<string, unknown> | null> | null): Record<string, T> {
  if (!update) return current;
  const merged = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === null) delete merged[key];
    else merged[key] = value as T;
  }
  return merged;
}

export function createFunctions(ctx: FunctionContext) {
  const { win, state, messenger, log, ids, signal, tree, selection } = ctx;
  const getTools = ctx.tools.get;
  const { elementFor, change: changeSelection } = selection;
  const doc = win.document;

  function requireStoryboard(): string {
    if (!state.storyboardId) throw new Error('initProject has not been called');
    return state.storyboardId;
  }

  function checkKey(key: string | null): string | null {
    if (key !== null) parseElementKey(key, requireStoryboard());
    return key;
  }

  /**
   * `key` when an element has it now. The tree may lag behind a change just made (an instant update
   * whose new elements the editor selects at once): it is built again before the key is refused.
   */
  function existingKey(key: string | null): string | null {
    if (checkKey(key) === null || elementFor(key)) return key;
    tree.rebuildNow();
    if (!elementFor(key)) throw unknownKey(key);
    return key;
  }

  function selectedElement(keyArg: unknown, name = 'selectedElementKey'): Element {
    const key = checkKey(expectString(keyArg, name))!;
    const element = elementFor(key);
    if (!element) throw unknownKey(key);
    return element;
  }

  const functions = {
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
      const noTools = (error: unknown) => (log.warn('no editing tools', error), null);
      if (!patches) {
        await ctx.adapters.resolve();
        if (ctx.adapters.current() !== null) await getTools().catch(noTools);
        tree.setPatches(null);
      }
      // The same project again (an editor with fresh lookups after a reload, which the SDK set up with
      // the ones it had): the keys stay, and so do the selection and a text being edited. Another
      // project's keys name nothing here.
      const sameProject = state.storyboardId === storyboardId;
      state.storyboardId = storyboardId;
      state.treeElementLookup = mergeLookup({}, lookups);
      state.scopeLookup = mergeLookup({}, scopes);
      if (!sameProject) changeSelection({ type: 'reset' });
      if (driveMode !== undefined) ctx.setDriveMode(driveMode);
      if (aiContext !== undefined) functions.setAiContext(aiContext);
      if (patches) tree.postFirst();
      else tree.rebuild();
      messenger.post('LATEST_HREF', { href: win.location.href });
      // For a host that takes patches, the tools are fetched once the first tree is posted: compiling
      // them meanwhile would take a core from the build. And from a task of their own: WebKit and Firefox
      // send a posted message from a later task of the page's thread, which the tools' import, fetched
      // and compiled on that thread, held up (by 20-30 ms at 10,000 elements; bench/README.md).
      if (patches) await new Promise((resolve) => win.setTimeout(resolve, 0));
      const adapterReady = ctx.adapters.resolve();
      // The answer waits for the tools: the overlay and the pointer come with them, so once it is
      // here the designer's hover and clicks are the editor's.
      const toolsReady = getTools().catch(noTools);
      const adapter = await adapterReady;
      const loaded = await toolsReady;
      if (patches) tree.takeOverFirst(loaded?.module ?? null);
      // An editor is here: index the page's CSS rules now (the tools came above, or are tried once
      // more), off the critical path, so its first edit and first selection are instant.
      win.setTimeout(
        () =>
          void getTools()
            .then(({ module }) => module.prepareRules(doc, signal))
            .catch((error: unknown) => log.warn(errorMessage(error))),
        0,
      );
      return { adapter };
    },
    setNewLookups(treeElementLookup, scopeLookup) {
      const lookups = expectLookup(treeElementLookup, 'treeElementLookup');
      const scopes = expectLookup(scopeLookup, 'scopeLookup');
      state.treeElementLookup = mergeLookup(state.treeElementLookup, lookups);
      state.scopeLookup = mergeLookup(state.scopeLookup, scopes);
      tree.rebuildNow();
      return undefined;
    },
    setHoveredElement(key) {
      changeSelection({ type: 'hover', key: existingKey(expectStringOrNull(key, 'elementKey')), byEditor: true });
      return undefined;
    },
    setSelectedElement(key) {
      const next = existingKey(expectStringOrNull(key, 'elementKey'));
      changeSelection({ type: 'select', key: next, byEditor: true });
      return { renderings: selection.renderingsOf(next).length };
    },
    setMultiselectedElementKeys(keys) {
      const list = expectStringArray(keys, 'elementKeys');
      list.forEach(checkKey);
      list.forEach(existingKey);
      changeSelection({ type: 'selectMany', keys: list });
      return undefined;
    },
    enableDriveMode() {
      ctx.setDriveMode(true);
      return undefined;
    },
    disableDriveMode() {
      ctx.setDriveMode(false);
      return undefined;
    },
    async checkIfHydrationError() {
      const status = (await getTools()).module.hydrationStatus(doc, ctx.errors.recent());
      messenger.post('LATEST_HYDRATION_ERROR_STATUS', status);
      return status.status;
    },
    async triggerDragStart() {
      const { selected } = state.selection;
      if (!selected || !elementFor(selected)) throw new Error('Nothing is selected to drag');
      // Loaded since initProject, so at once; the selection is read again after the wait.
      await getTools();
      const element = elementFor(state.selection.selected);
      if (state.selection.selected !== selected || !element) throw new Error('Nothing is selected to drag');
      const pointer = ctx.surface()?.pointer;
      // Only a stopped runtime has tools and no pointer: nothing is dragged, and the editor hears why.
      if (!pointer) throw new Error('The runtime was stopped');
      pointer.startDrag(selected, element);
      return undefined;
    },
    triggerDragCancel() {
      ctx.surface()?.pointer.finishDrag('DRAG_CANCEL_EVENT');
      return undefined;
    },
    setIsFlushing(flushing) {
      state.isFlushing = expectBoolean(flushing, 'isFlushing');
      return undefined;
    },
    setZoomPerc(zoom) {
      const value = expectFiniteNumber(zoom, 'zoom');
      if (value <= 0) throw new Error('zoom must be greater than 0');
      state.zoom = value;
      ctx.surface()?.overlay.setZoom(value);
      return undefined;
    },
    setAiContext(active) {
      state.aiContext = expectBoolean(active, 'aiContext');
      ctx.surface()?.overlay.setAiContext(state.aiContext);
      return undefined;
    },
    goBack() {
      win.history.back();
      return undefined;
    },
    goForward() {
      win.history.forward();
      return undefined;
    },
    refresh() {
      win.location.reload();
      return undefined;
    },
    async getCssEvals(key, cssEvalsOptions) {
      const settle = expectRecordOrNull(cssEvalsOptions, 'options')?.settle;
      if (settle !== undefined) expectBoolean(settle, 'options.settle');
      const element = selectedElement(key);
      const { module } = await getTools();
      const read = () => {
        const evals = module.cssEvalsFor(element);
        messenger.post('CSS_EVALS_FOR_ELEMENT', evals);
        return evals;
      };
      return settle ? new Later(module.animationsSettled(element, signal).then(read)) : read();
    },
    getElementClassList(key) {
      const classList = [...selectedElement(key).classList].filter(isPageClass);
      messenger.post('ELEMENT_CLASS_LIST', { classList });
      return classList;
    },
    async updateCodebaseIds(prevIdToNewIdMap, newTreeElementLookup, newScopeLookup) {
      // Everything is checked before anything changes (the renames by the tools, before they apply them).
      const lookups = expectLookup(newTreeElementLookup, 'newTreeElementLookup');
      const scopes = expectLookup(newScopeLookup, 'newScopeLookup');
      const { module, tempDom, instant } = await getTools();
      module.renameCodebaseIdsRequest(doc, prevIdToNewIdMap, { tempDom, instant, unflushedIds: ctx.tools.unflushedIds });
      if (lookups) state.treeElementLookup = mergeLookup({}, lookups);
      if (scopes) state.scopeLookup = mergeLookup({}, scopes);
      tree.rebuildNow();
      return undefined;
    },
    async tempMoveElement(key, newIndex) {
      const { tempDom } = await getTools();
      tempDom.moveToIndex(selectedElement(key, 'elementKey'), expectFiniteNumber(newIndex, 'newIndex'));
      return undefined;
    },
    async tempAddDiv(parentCodebaseId, indexInParent, width, height) {
      assertValidId('codebase id', parentCodebaseId);
      const parent = ids.elementsFor(parentCodebaseId)[0];
      if (!parent) throw new Error(`No element with codebase id ${parentCodebaseId} in the page`);
      const { tempDom } = await getTools();
      tempDom.addPlaceholder(parent, expectFiniteNumber(indexInParent, 'indexInParent'), expectFiniteNumber(width, 'width'), expectFiniteNumber(height, 'height'));
      return undefined;
    },
    tempMoveToNewParent(width, height, x, y, parentElementKey, clear) {
      if (clear === true) {
        ctx.surface()?.overlay.setMoveGuide(null);
        return undefined;
      }
      const bar = {
        width: expectFiniteNumber(width, 'width'),
        height: expectFiniteNumber(height, 'height'),
        x: expectFiniteNumber(x, 'x'),
        y: expectFiniteNumber(y, 'y'),
      };
      const parent = selection.targetFor(checkKey(expectString(parentElementKey, 'parentElementKey')));
      if (!parent) throw unknownKey(parentElementKey);
      ctx.surface()?.overlay.setMoveGuide({ parent, bar });
      return undefined;
    },
    async applyChangeItemToDocument(changeItem) {
      const { module, instant } = await getTools();
      return module.applyChangeItemRequest(changeItem, { instant, unflushedIds: ctx.tools.unflushedIds, post: messenger.post, warn: (message) => log.warn(message) });
    },
    async processRulesForSelectedElement(cssElementLookup, key) {
      const { module } = await getTools();
      const element = selectedElement(key);
      const lookup = expectRecordOrNull(cssElementLookup, 'cssElementLookup');
      const processedCssRules = module.processRulesForElement({ element, cssElementLookup: lookup, log: (message, error) => log.warn(message, error) });
      messenger.post('PROCESSED_CSS_RULES_FOR_ELEMENT', { processedCssRules });
      return processedCssRules;
    },
    async setModifiersForSelectedElement(modifiers, key) {
      const { forcer } = await getTools();
      forcer.set(selectedElement(key), expectStringArray(modifiers, 'modifiers'));
      return undefined;
    },
    async ruleMatchesElement(messageId, rule, key) {
      const { module } = await getTools();
      const id = expectString(messageId, 'messageId');
      // A rule is its selector text, or an object carrying one (as processed rules do).
      const selector = typeof rule === 'string' ? rule : isRecord(rule) && typeof rule.selector === 'string' ? rule.selector : null;
      if (selector === null) throw new Error('rule must be a selector or an object with a selector');
      const matches = module.ruleMatchesElement(selector, selectedElement(key));
      messenger.send({ id, matches });
      return matches;
    },
    async scrollToElement(key) {
      const element = selectedElement(key, 'elementKey');
      const { module } = await getTools();
      return new Later(module.scrollToElement(element, signal).then((scrolled) => ({ scrolled })));
    },
    requestNavTree() {
      requireStoryboard();
      tree.request();
      return undefined;
    },
    async getPageClassNames() {
      // The open shadow roots the last tree build walked (the overlay's own root is never among them).
      return (await getTools()).module.pageClassNames([doc, ...ids.shadowRoots()], log.debug);
    },
    async getPageCustomProperties() {
      return (await getTools()).module.pageCustomProperties([doc, ...ids.shadowRoots()], doc.documentElement, log.debug);
    },
    async getSiteStyles(kindProperties) {
      const properties = kindProperties === undefined || kindProperties === null ? null : expectStringArray(kindProperties, 'kindProperties');
      if (properties && properties.length > 20) throw new Error('kindProperties takes at most 20 properties');
      const bad = properties?.find((name) => !/^-?[a-z][a-z0-9-]*$/.test(name));
      if (bad !== undefined) throw new Error(`kindProperties[${properties!.indexOf(bad)}] must be a CSS property name like "font-size"`);
      const { module } = await getTools();
      return module.siteStyles([doc, ...ids.shadowRoots()], doc, properties ?? module.DEFAULT_KIND_PROPERTIES, log.debug);
    },
    async countMatchingElements(selectors) {
      const list = expectStringArray(selectors, 'selectors');
      if (list.length > 200) throw new Error('selectors takes at most 200 selectors');
      const long = list.findIndex((selector) => selector.length > 2000);
      if (long >= 0) throw new Error(`selectors[${long}] is longer than 2000 characters`);
      return (await getTools()).module.countMatchingElements([doc, ...ids.shadowRoots()], list);
    },
  } satisfies FunctionTable;
  return functions;
}
