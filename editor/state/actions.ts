// Everything the editor does, put together from its parts: selection (selection.ts), changes as
// transactions saved through the mutation server (transactions.ts), structural and text edits
// (structure.ts), the inspector's reads (inspector-reads.ts), and the preview's navigation here.
// Their state lives in the one store; every failure is reported, never silent.
import { createReport, type ActionContext } from './action-context';
import { createInspectorReads } from './inspector-reads';
import { createSelection } from './selection';
import { createStructure } from './structure';
import { createTransactions } from './transactions';

export type { ActionContext } from './action-context';

export function createActions(ctx: ActionContext) {
  const { dispatch } = ctx;
  const report = createReport(dispatch);
  const inspector = createInspectorReads(ctx, report);
  const selection = createSelection(ctx, report);
  const transactions = createTransactions(ctx, { report, refreshInspector: inspector.refreshInspector, selection });
  const structure = createStructure(ctx, { report, perform: transactions.perform, selection });
  const { plan: _plan, saveSent: _saveSent, show: _show, ...selectionActions } = selection;

  return {
    report,
    ...inspector,
    ...selectionActions,
    ...transactions,
    ...structure,

    /** The designer said yes to the question before an edit: the edit runs. */
    confirm() {
      const confirmation = ctx.state().confirmation;
      dispatch({ type: 'confirmation', confirmation: null });
      return confirmation ? confirmation.run() : Promise.resolve();
    },
    cancelConfirmation: () => dispatch({ type: 'confirmation', confirmation: null }),

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
    dismissNotice: () => dispatch({ type: 'notice', message: null }),
  };
}

export type EditorActions = ReturnType<typeof createActions>;
