// The inspector's values for the selected element, read from the page: computed values (once
// transitions have run), matching rules, forced states, and the class names the page's sheets use.
import type { FrameClient } from 'visual-editing-runtime/host';
import type { ActionContext, Report } from './action-context';

export function createInspectorReads(ctx: ActionContext, report: Report) {
  const { dispatch } = ctx;

  async function readInspector(): Promise<void> {
    const key = ctx.state().selected;
    const frame = ctx.frame();
    if (!key || !frame) return;
    dispatch({ type: 'inspectorRead' });
    const read = ctx.state().inspectorRead;
    const [evals, rules] = await Promise.all([frame.getCssEvals(key, { settle: true }), frame.processRulesForSelectedElement({}, key)]);
    dispatch({ type: 'inspector', key, read, data: { cssEvals: evals.cssEvals, rules } });
  }

  /** Fresh values for the selected element; a failure is reported. */
  const refreshInspector = () => readInspector().catch((error: unknown) => report(error, 'Reading the selection\'s styles', true));

  return {
    refreshInspector,

    /** Forces pseudo states (`hover`, …) on the selection, then reads its values in that state. */
    forceStates(modifiers: string[], key: string | null = ctx.state().selected) {
      const frame = ctx.frame();
      if (!key || !frame) return Promise.resolve();
      return frame
        .setModifiersForSelectedElement(modifiers, key)
        .then(refreshInspector)
        .catch((error: unknown) => report(error, 'Forcing the state'));
    },

    /** Class names the page's style sheets use, for the class field's suggestions. */
    /** `frame` while the connection is still being set up (before ctx.frame() knows it). */
    async readPageClasses(frame: FrameClient | null = ctx.frame()) {
      if (!frame) return;
      dispatch({ type: 'pageClasses', classes: await frame.getPageClassNames() });
    },
  };
}
