// The selection's context menu: a right click in the canvas (the frame posts CONTEXT_REQUESTED with
// the point in its own pixels) or on a layers row selects what is under the pointer, unless it is
// selected already, and opens the menu there (panels/ContextMenu.tsx). Its items, and the keys that
// move through them, live here: a key pressed in the preview (whose window may keep the keyboard
// after the right click) reaches the menu as one pressed on the menu does.
import { findUsesIn } from '../lib/component-uses';
import { whyNotDuplicate } from '../lib/structure-check';
import type { ActionContext } from './action-context';
import { selectionOf, type ContextMenuAt } from './model';
import type { ReorderActions } from './reorder';
import { pagePathOf, selectedNodes } from './selectors';
import type { SelectionActions } from './selection';
import type { StructureActions } from './structure';

export interface MenuItem {
  label: string;
  shortcut: string;
  /** Why the item cannot run now, or null. */
  refused: string | null;
  run: () => Promise<void>;
}

interface ContextMenuDeps {
  selection: Pick<SelectionActions, 'select'>;
  structure: Pick<StructureActions, 'duplicateSelection' | 'deleteSelection'>;
  reorder: Pick<ReorderActions, 'whyNotStep' | 'moveSelection'>;
}

export function createContextMenu(ctx: ActionContext, { selection, structure, reorder }: ContextMenuDeps) {
  const { dispatch } = ctx;
  const close = () => {
    if (ctx.state().contextMenu) dispatch({ type: 'contextMenu', at: null });
  };

  /** The menu's items for the selection now. */
  function menuItems(): MenuItem[] {
    const state = ctx.state();
    const findUse = findUsesIn(state.lookups, state.tree, pagePathOf(state, ctx.previewUrl()));
    return [
      { label: 'Move up', shortcut: 'Alt+↑', refused: reorder.whyNotStep('up'), run: () => reorder.moveSelection('up') },
      { label: 'Move down', shortcut: 'Alt+↓', refused: reorder.whyNotStep('down'), run: () => reorder.moveSelection('down') },
      { label: 'Duplicate', shortcut: 'Ctrl+D', refused: whyNotDuplicate(state.lookups, selectedNodes(state), findUse), run: () => structure.duplicateSelection() },
      { label: 'Delete', shortcut: 'Delete', refused: null, run: () => structure.deleteSelection() },
    ];
  }

  /** Runs item `index` (if it can run) and closes the menu. */
  function runMenuItem(index: number): Promise<void> {
    const item = menuItems()[index];
    close();
    return item && !item.refused ? item.run() : Promise.resolve();
  }

  return {
    menuItems,
    runMenuItem,

    /** Opens the menu at a point for `key` (the element under the pointer; null: the selection as it is). */
    openContextMenu(at: Omit<ContextMenuAt, 'active'>, key: string | null): void {
      if (key && !selectionOf(ctx.state()).includes(key)) selection.select(key);
      // Nothing selected: the menu would have nothing to act on.
      if (!ctx.state().selected) return;
      const first = menuItems().findIndex((item) => !item.refused);
      dispatch({ type: 'contextMenu', at: { ...at, active: first } });
    },
    closeContextMenu: close,

    /**
     * A key while the menu is open: arrows, Home and End move through the items that can run, Enter
     * or Space runs one, Escape and Tab close it (the selection stays). True when the menu used the key.
     */
    menuKey(key: string): boolean {
      const at = ctx.state().contextMenu;
      if (!at) return false;
      const items = menuItems();
      const open = items.map((item, i) => (item.refused ? -1 : i)).filter((i) => i >= 0);
      const from = open.indexOf(at.active);
      const go = (i: number) => dispatch({ type: 'contextMenu', at: { ...at, active: open[(i + open.length) % open.length] ?? -1 } });
      switch (key) {
        case 'Escape':
        case 'Tab':
          close();
          return true;
        case 'ArrowDown':
          go(from + 1);
          return true;
        case 'ArrowUp':
          go(from < 0 ? open.length - 1 : from - 1);
          return true;
        case 'Home':
          go(0);
          return true;
        case 'End':
          go(open.length - 1);
          return true;
        case 'Enter':
        case ' ':
          if (at.active >= 0) void runMenuItem(at.active);
          return true;
        default:
          // Any other key leaves the menu to the editor's own keys.
          close();
          return false;
      }
    },
  };
}

export type ContextMenuActions = ReturnType<typeof createContextMenu>;
