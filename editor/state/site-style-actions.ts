// What the Site styles panel does: reads the page's tokens and typography from the frame, changes a
// token's value in the rule that declares it (`:root`), and sets a property for every element of a
// kind through its element rule (`h2`) — each a STYLE_RULE change, shown in the page at once, saved,
// undoable like any other, and checked once the preview reloads.
import { createChangeItem } from 'visual-editing-runtime/host';
import { errorMessage, type ChangeItemData, type SiteToken, type StyleRuleRef } from '../../types';
import { propertyWord } from '../lib/labels';
import { kindWord } from '../lib/plain-names';
import type { ActionContext, Report } from './action-context';
import type { EffectChecks } from './effect-checks';
import type { LeftPanel } from './site-styles';
import type { PerformHooks, TransactionActions } from './transactions';

/** The properties typography sets, read for each kind. */
export const TYPOGRAPHY_PROPERTIES = ['font-family', 'font-weight', 'font-size', 'line-height'] as const;

interface SiteStyleDeps {
  report: Report;
  perform: TransactionActions['perform'];
  effects: EffectChecks;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A value short enough for a label: a long stack by its first family (`Charter, …`). */
export const shortValue = (value: string): string => (value.length <= 32 ? value : value.includes(',') ? `${value.split(',')[0]!.trim()}, …` : `${value.slice(0, 30)}…`);

/** A STYLE_RULE item for `ref`, named for the changes list and the undo button. */
export function styleRuleItem(ref: StyleRuleRef, changes: Record<string, string | null>, changeName: string): ChangeItemData<'STYLE_RULE'> {
  return createChangeItem('STYLE_RULE', { selector: ref.selector, ...(ref.media === null ? {} : { media: ref.media }), stylingChanges: changes }, { changeName });
}

/** Reads the page's site-wide styles into the store; a failure is kept for the panel to show. */
async function readSiteStylesInto(ctx: ActionContext): Promise<void> {
  const frame = ctx.frame();
  if (!frame) return;
  ctx.dispatch({ type: 'siteStyles', event: { type: 'reading' } });
  const read = ctx.state().siteStyles.read;
  try {
    const data = await frame.getSiteStyles([...TYPOGRAPHY_PROPERTIES]);
    ctx.dispatch({ type: 'siteStyles', event: { type: 'read', read, data } });
  } catch (error) {
    ctx.dispatch({ type: 'siteStyles', event: { type: 'failed', read, message: errorMessage(error) } });
  }
}

/** Saves one STYLE_RULE change; without an editing server the page keeps it, so its styles are read again. */
async function saveRuleChange(ctx: ActionContext, perform: TransactionActions['perform'], item: ChangeItemData<'STYLE_RULE'>, hooks: PerformHooks, onRefused?: (reason: string) => void): Promise<void> {
  await perform([item], item.changeName, undefined, null, onRefused, hooks);
  if (!ctx.api) await readSiteStylesInto(ctx);
}

export function createSiteStyleActions(ctx: ActionContext, { report, perform, effects }: SiteStyleDeps) {
  const { dispatch } = ctx;
  return {
    readSiteStyles() {
      return readSiteStylesInto(ctx);
    },

    /** Shows the layers or the site styles in the left column; the site styles are read fresh when shown. */
    showPanel(panel: LeftPanel) {
      dispatch({ type: 'siteStyles', event: { type: 'panel', panel } });
      if (panel === 'site-styles') void readSiteStylesInto(ctx);
    },

    /** A token's new value, written in the rule that declares it. */
    setToken(token: SiteToken, value: string, onRefused?: (reason: string) => void): Promise<void> {
      if (!token.declaredIn) {
        report(new Error(`${token.name} is declared where the editor cannot name its rule (inside @supports, a layer or an imported sheet): change it in the stylesheet by hand.`));
        return Promise.resolve();
      }
      const item = styleRuleItem(token.declaredIn, { [token.name]: value }, `Token ${token.name}: ${shortValue(value)}`);
      return saveRuleChange(ctx, perform, item, effects.token(token.name, value), onRefused);
    },

    /** A property for every element of a kind, through the kind's own rule (made when the stylesheet has none). */
    setKindStyle(tag: string, prop: string, value: string, onRefused?: (reason: string) => void): Promise<void> {
      const item = styleRuleItem({ selector: tag, media: null }, { [prop]: value }, `${capitalised(propertyWord(prop))} of every ${kindWord(tag)} (${tag}): ${shortValue(value)}`);
      return saveRuleChange(ctx, perform, item, effects.elements({ kind: 'elements', tag, prop }, value), onRefused);
    },
  };
}

export type SiteStyleActions = ReturnType<typeof createSiteStyleActions>;
