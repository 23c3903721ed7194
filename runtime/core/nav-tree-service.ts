// The navigation tree, owned: the one source of page changes, the rebuilds it schedules, and how the
// tree reaches the editor — whole (NAV_TREE), or for a host that takes patches a first tree at once
// (first-tree.ts) that the tools' patcher goes on from (NAV_TREE_PATCH). `stop` ends all of it.
import type { ComponentAdapter } from '../adapters/types';
import type { NavTreePatcher } from '../tools';
import type { ElementIds } from '../shared/element-ids';
import { buildNavTree, sameBuild, type NavTreeOptions } from '../shared/nav-tree';
import { postFirstTree, type FirstTree } from './first-tree';
import type { Logger } from './logger';
import type { Messenger } from './messenger';
import type { ToolsModule } from './module-loader';
import { watchPageChanges, type PageChangeWatcher } from './nav-tree-scheduler';
import { createPageChangeSource, type PageChangeSource } from './page-changes';
import type { FrameState } from './frame/state';
import type { HeldElements } from './selection-service';

export interface NavTreeServiceOptions {
  doc: Document;
  state: FrameState;
  messenger: Pick<Messenger, 'post'>;
  ids: ElementIds;
  log: Logger;
  /** The runtime's own nodes (the overlay): not the page, so neither changes nor tree. */
  isOwnNode(node: Node): boolean;
  /** For tree builds: the root of the runtime's own nodes (a walk skips it with its subtree). */
  isOwnRoot(element: Element): boolean;
  adapter(): ComponentAdapter | null;
  /** The tools' reader of component props, once they are here. */
  readProps(): NavTreeOptions['readProps'];
  /** What is hovered and selected, before a build gives keys to others. */
  hold(): HeldElements;
  /** A tree was built and posted: the selection follows `held` to its new keys. */
  built(held: HeldElements): void;
  /** A burst of page changes ended (a hot reload replaced the page). */
  hotReloadEnded(): void;
}

export interface NavTreeService {
  /** Starts hearing the page (the DOM is ready); answers the change source the overlay watches too. */
  start(): PageChangeSource;
  changes(): PageChangeSource | null;
  /** Builds and posts the tree now (whole, or through the patcher). */
  rebuild(): void;
  /** Rebuilds now if the page watcher runs, folding in what was scheduled. */
  rebuildNow(): void;
  /** Rebuilds now only if a change waits for its rebuild. */
  flush(): void;
  /** Posts NAV_TREE_PATCH with the tools' patcher from now on; `null`: whole trees. */
  setPatches(module: ToolsModule | null): void;
  /** For a host that takes patches: the first whole tree, built and posted now, before the tools. */
  postFirst(): void;
  /** The tools arrived (null: they could not load): their patcher goes on from the first tree. */
  takeOverFirst(module: ToolsModule | null): void;
  /** The next tree goes out whole, now (a host whose patches no longer apply asks for it). */
  request(): void;
  /** A new port: the tree the editor should have, posted again. */
  repost(): void;
  stop(): void;
}

export function createNavTreeService(options: NavTreeServiceOptions): NavTreeService {
  const { doc, state, messenger, ids, log } = options;
  let changes: PageChangeSource | null = null;
  let watcher: PageChangeWatcher | null = null;
  /** Set while the host takes NAV_TREE_PATCH (initProject's `navTreePatches`). */
  let patcher: NavTreePatcher | null = null;
  /** For such a host, the first tree while the patcher loads. */
  let firstTree: FirstTree | null = null;

  function buildOptions(storyboardId: string): NavTreeOptions {
    return { storyboardId, treeElementLookup: state.treeElementLookup, scopeLookup: state.scopeLookup, root: doc.body, isOwnNode: options.isOwnRoot, adapter: options.adapter(), readProps: options.readProps(), ids };
  }

  function built(held: HeldElements): void {
    for (const root of ids.shadowRoots()) changes?.observe(root);
    // After the tree that holds the new keys, so the editor can look them up.
    options.built(held);
  }

  function newPatcher(module: ToolsModule | null, posted?: ReturnType<FirstTree['handOver']>): NavTreePatcher | null {
    return module && changes ? module.createNavTreePatcher({ doc, changes, post: messenger.post, schedule: () => watcher?.schedule(), ...(posted ? { posted } : {}) }) : null;
  }

  function rebuild(): void {
    if (!state.storyboardId || state.stopped) return;
    // The patcher is on its way: it takes this rebuild when it comes.
    if (firstTree) return firstTree.want(false);
    const held = options.hold();
    try {
      const build = buildOptions(state.storyboardId);
      // The patcher posts the tree itself: whole, or as a patch.
      state.nav = patcher ? patcher.update(state.nav, build) : buildNavTree(build);
    } catch (error) {
      log.error('navigation tree build failed', error);
      return;
    }
    if (!patcher) messenger.post('NAV_TREE', { navTree: state.nav.tree });
    built(held);
  }

  function dropPatching(): void {
    patcher?.stop();
    patcher = null;
    firstTree?.stop();
    firstTree = null;
  }

  return {
    start() {
      changes = createPageChangeSource(doc, options.isOwnNode);
      watcher = watchPageChanges({ changes, rebuild, onHotReloadEnd: options.hotReloadEnded });
      return changes;
    },
    changes: () => changes,
    rebuild,
    rebuildNow: () => watcher?.rebuildNow(),
    flush: () => watcher?.flush(),
    setPatches(module) {
      dropPatching();
      patcher = newPatcher(module);
    },
    postFirst() {
      dropPatching();
      if (!state.storyboardId || state.stopped || !changes) return;
      const held = options.hold();
      try {
        // Version 1, as a new patcher's first whole tree.
        firstTree = postFirstTree(changes, messenger.post, buildOptions(state.storyboardId), 1);
      } catch (error) {
        log.error('navigation tree build failed', error);
        return;
      }
      // Its nodes are made when first read: the tools start loading first (initProject).
      state.nav = firstTree.nav;
      built(held);
    },
    takeOverFirst(module) {
      const first = firstTree;
      if (!first || state.stopped) return;
      firstTree = null;
      const posted = first.handOver();
      patcher = newPatcher(module, posted);
      if (first.wanted.whole) patcher?.reset();
      // Built again if the first tree could not know something: the adapter detected since, or a change the page made meanwhile.
      if (first.wanted.rebuild || posted.changes.length > 0 || !sameBuild(posted.built, buildOptions(posted.built.storyboardId))) rebuild();
    },
    request() {
      if (firstTree) return firstTree.want(true);
      patcher?.reset();
      watcher?.rebuildNow();
    },
    repost() {
      if (firstTree) firstTree.repost();
      else if (state.nav) patcher ? patcher.postTree(state.nav) : messenger.post('NAV_TREE', { navTree: state.nav.tree });
    },
    stop() {
      watcher?.stop();
      watcher = null;
      dropPatching();
      changes?.stop();
      changes = null;
    },
  };
}
