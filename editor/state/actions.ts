// Everything the editor does, put together from its parts: selection (selection.ts), changes as
// transactions saved through the mutation server (transactions.ts), structural and text edits
// (structure.ts), attributes (attributes.ts), the inspector's reads (inspector-reads.ts), Publish
// (publish-actions.ts), and the preview's navigation here.
// Their state lives in the one store; every failure is reported, never silent.
import { createReport, type ActionContext } from './action-context';
import { afterFreshLookups } from './fresh-lookups';
import { createEffectChecks } from './effect-checks';
import { createFieldStyles } from './field-styles';
import { createAttributes } from './attributes';
import { createInspectorReads } from './inspector-reads';
import { createPublishActions } from './publish-actions';
import { createContextMenu } from './context-menu';
import { createReorder } from './reorder';
import { createSelection } from './selection';
import { createSiteStyleActions } from './site-style-actions';
import { createStructure } from './structure';
import { createStyleCopy } from './style-copy';
import { createTransactions } from './transactions';

export type { ActionContext } from './action-context';

export function createActions(ctx: ActionContext) {
  const { dispatch } = ctx;
  const report = createReport(dispatch);
  const inspector = createInspectorReads(ctx, report);
  const selection = createSelection(ctx, report);
  const transactions = createTransactions(ctx, { report, refreshInspector: inspector.refreshInspector, selection });
  const structure = createStructure(ctx, { report, perform: transactions.perform, selection });
  const attributes = createAttributes(ctx, { perform: transactions.perform });
  const styleCopy = createStyleCopy(ctx, { report, perform: transactions.perform });
  const reorder = createReorder(ctx, { report, structure });
  // Asked for while the reloaded page's lookups are on their way (a key right after a save): done once they are in.
  const deleteSelection = afterFreshLookups(ctx, structure.deleteSelection);
  const duplicateSelection = afterFreshLookups(ctx, structure.duplicateSelection);
  const moveSelection = afterFreshLookups(ctx, reorder.moveSelection);
  const { checkMove, moveTo, whyNotStep, showDropBar } = reorder;
  const menu = createContextMenu(ctx, { selection, structure: { deleteSelection, duplicateSelection }, reorder: { whyNotStep, moveSelection } });
  const { plan: _plan, saveSent: _saveSent, show: _show, ...selectionActions } = selection;
  // Site-wide styles and where a field's value takes effect (each save checked in the reloaded page).
  const effects = createEffectChecks(ctx);
  const siteStyleActions = createSiteStyleActions(ctx, { report, perform: transactions.perform, effects });
  const fieldStyles = createFieldStyles({ frame: ctx.frame, perform: transactions.perform, performEach: structure.performEach, effects });

  return {
    report,
    ...inspector,
    ...selectionActions,
    ...transactions,
    ...structure,
    ...attributes,
    ...createPublishActions(ctx),
    ...styleCopy,
    // Named one by one: Biome's type inference takes this factory's object for a Promise (noMisusedPromises).
    readSiteStyles: siteStyleActions.readSiteStyles,
    showPanel: siteStyleActions.showPanel,
    setToken: siteStyleActions.setToken,
    setKindStyle: siteStyleActions.setKindStyle,
    ...fieldStyles,
    deleteSelection,
    duplicateSelection,
    checkMove,
    moveTo,
    moveSelection,
    whyNotStep,
    showDropBar,
    menuItems: menu.menuItems,
    openContextMenu: menu.openContextMenu,
    closeContextMenu: menu.closeContextMenu,
    runMenuItem: menu.runMenuItem,
    menuKey: menu.menuKey,

    /** The designer said yes to the question before an edit: the edit runs. */
    confirm() {
      const confirmation = ctx.state().confirmation;
      dispatch({ type: 'confirmation', confirmation: null });
      return confirmation ? confirmation.run() : Promise.resolve();
    },
    cancelConfirmation: () => dispatch({ type: 'confirmation', confirmation: null }),
    hasConfirmation: () => ctx.state().confirmation !== null,

    setDriveMode(on: boolean) {
      // The editor owns the mode: it changes at once, and is sent again after every reload.
      dispatch({ type: 'driveMode', on });
      const frame = ctx.frame();
      if (frame) (on ? frame.enableDriveMode() : frame.disableDriveMode()).catch((error: unknown) => report(error, 'Drive mode'));
    },
    goBack: () => ctx.frame()?.goBack().catch((error: unknown) => report(error, 'Back')),
    goForward: () => ctx.frame()?.goForward().catch((error: unknown) => report(error, 'Forward')),
    refresh: () => ctx.frame()?.refresh().catch((error: unknown) => report(error, 'Refresh')),
    retry: () => ctx.reconnect(),
    dismissError: (id: number) => dispatch({ type: 'dismissError', id }),
    /** A failed attempt leaves the changes list. */
    dismissSave: (seq: number) => dispatch({ type: 'dismissSave', seq }),
    dismissNotice: () => dispatch({ type: 'notice', message: null }),
  };
}

export type EditorActions = ReturnType<typeof createActions>;
