// Copy and paste of styles: Ctrl/Cmd+Alt+C copies the selected element's own authored style (read
// from the page's processed rules, style-clipboard.ts) into the editor's clipboard, and onto the
// system clipboard as CSS text where the browser allows; Ctrl/Cmd+Alt+V gives those declarations to
// every selected element as one change (one history entry, one undo), in the inspector's breakpoint.
import { createChangeItem } from 'visual-editing-runtime/host';
import { plainName } from '../lib/plain-names';
import { stylingFields } from '../inspector/style-scope';
import type { ActionContext, Report } from './action-context';
import { selectionOf } from './model';
import { nodeOf, renderingIndex, selectedNodes } from './selectors';
import { authoredStyles, copiedNote, cssText, nothingToCopy, pastedNote } from './style-clipboard';
import type { TransactionActions } from './transactions';

interface StyleCopyDeps {
  report: Report;
  perform: TransactionActions['perform'];
}

export function createStyleCopy(ctx: ActionContext, { report, perform }: StyleCopyDeps) {
  const { dispatch, api } = ctx;
  const say = (message: string) => dispatch({ type: 'notice', message });

  return {
    async copyStyles(): Promise<void> {
      const state = ctx.state();
      const keys = selectionOf(state);
      if (keys.length !== 1 || !state.selected) return say(keys.length ? 'Styles are copied from one element: select only the one whose look you want.' : 'Select the element whose styles you want to copy first.');
      const key = state.selected;
      const frame = ctx.frame();
      if (!frame) return say('The preview is not connected yet; try again once it has loaded.');
      const from = plainName(nodeOf(state, key));
      try {
        const styles = authoredStyles(await frame.processRulesForSelectedElement({}, key));
        const none = nothingToCopy(styles, from);
        if (none) return say(none);
        const clipboard = { styles, from };
        dispatch({ type: 'styleClipboard', clipboard });
        say(copiedNote(clipboard));
        // Also for other tools, as CSS text; the editor's own clipboard is what a paste here uses.
        await navigator.clipboard?.writeText(cssText(clipboard)).catch(() => undefined);
      } catch (error) {
        report(error, `Copying the styles of ${from}`);
      }
    },

    async pasteStyles(): Promise<void> {
      const state = ctx.state();
      const clipboard = state.styleClipboard;
      if (!clipboard) return say('No styles copied yet: select an element and press Ctrl+Alt+C (⌘⌥C on a Mac) or Copy styles first.');
      const nodes = selectedNodes(state);
      if (!nodes.length) return say(`Select the elements that should get the styles of ${clipboard.from} first.`);
      const ids = [...new Set(nodes.map((node) => node.tempoElement.codebaseId))];
      const modifiers = state.breakpoint ? [state.breakpoint] : [];
      const items = ids.map((codebaseId) => createChangeItem('STYLING', stylingFields(codebaseId, { ...clipboard.styles }, modifiers, null)));
      const onto = nodes.length === 1 ? plainName(nodes[0]) : `${nodes.length} elements`;
      const count = Object.keys(clipboard.styles).length;
      const first = nodes[0]!;
      // With a server the page reloads: the same rendering of the first element is selected again.
      const reselect = api ? { codebaseId: first.tempoElement.codebaseId, nth: renderingIndex(state.tree, first.tempoElement.codebaseId, state.selected) } : undefined;
      const label = `Paste ${count} style${count === 1 ? '' : 's'} onto ${onto}`;
      const before = ctx.state().history;
      let refused = false;
      await perform(items, label, reselect, null, () => {
        refused = true;
      });
      // Said once the change is in the history (not when another action was running, or it was refused).
      const after = ctx.state().history;
      if (!refused && after !== before && after.past[after.past.length - 1]?.label === label) say(pastedNote(clipboard, onto));
    },
  };
}

export type StyleCopyActions = ReturnType<typeof createStyleCopy>;
