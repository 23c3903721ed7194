// Checks that a style save took effect: once the preview shows the saved source (reloaded, or its
// stylesheet swapped in place), the page's computed value is read again and compared with what the
// designer asked (save-effects.ts keeps the outcome; the field and the changes list show it). Given
// to `perform` as hooks: the value the page shows with the change applied is read before the save
// (for values whose computed form only the page knows, `2em`, `clamp()`), the check starts once
// every item is saved.
import type { FrameClient, NavTreeIndex } from 'visual-editing-runtime/host';
import { errorMessage, keyOf } from '../../types';
import { colourParser, showsAsked } from '../lib/computed-match';
import type { ActionContext } from './action-context';
import { waitForSourceShown } from './frame-events';
import type { EffectTarget, SaveEffect } from './save-effects';
import { renderingsOf } from './selectors';
import type { PerformHooks } from './transactions';
import { ruleRef, settingRule } from '../inspector/winning-rule';

/** How long a reload of the preview may take after a save before the check gives up (a busy machine rebuilds slowly). */
const RELOAD_WAIT_MS = 60_000;

type Outcome = Partial<Omit<SaveEffect, 'id'>>;

/** Resolves with the first tree (the current one, or one the frame sends) for which `find` answers; null after `timeoutMs`. */
function untilTree<T>(frame: FrameClient, current: NavTreeIndex | null, find: (tree: NavTreeIndex) => T | null, timeoutMs = 20_000): Promise<T | null> {
  const now = current ? find(current) : null;
  if (now !== null) return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      off();
      resolve(null);
    }, timeoutMs);
    const off = frame.on('tree', (tree) => {
      const found = tree ? find(tree) : null;
      if (found === null) return;
      clearTimeout(timer);
      off();
      resolve(found);
    });
  });
}

export function createEffectChecks(ctx: ActionContext) {
  const { dispatch } = ctx;
  const colour = typeof document === 'undefined' ? () => null : colourParser(document);
  const matches = (prop: string, asked: string, shown: string, preview: string | null): boolean => {
    const judged = showsAsked(prop, asked, shown, { tokens: ctx.state().pageTokens, colour });
    // Where the text alone cannot tell (`2em`, a unitless line height), the page's value with the change applied can.
    return judged ?? (preview !== null && preview === shown);
  };

  /**
   * Hooks that check `target` after the save: `preview` reads what the page shows while the change is
   * applied in it (before the save), `verify` reads the reloaded page and says how it went.
   */
  function checked(target: EffectTarget, asked: string, preview: (frame: FrameClient) => Promise<string | null>, verify: (frame: FrameClient, idMap: Record<string, string> | null, preview: string | null, reloadedTree: () => NavTreeIndex | null) => Promise<Outcome>): PerformHooks {
    // Without an editing server nothing is saved, and the page keeps showing the instant update.
    if (!ctx.api) return {};
    let seen: string | null = null;
    let seq: number | null = null;
    /** The reloaded page's latest tree, once one came. */
    let latest: NavTreeIndex | null = null;
    return {
      async applied() {
        const frame = ctx.frame();
        seq = ctx.state().saveSeq;
        seen = frame ? await preview(frame).catch(() => null) : null;
      },
      saved(idMap) {
        const frame = ctx.frame();
        if (!frame || seq === null) return;
        // The reload comes after the write's rebuild, well after this answer: it is not missed. The
        // trees the frame sends from then on are the reloaded page's.
        let since = false;
        latest = null;
        const offTree = frame.on('tree', (tree) => {
          if (since && tree) latest = tree;
        });
        const reloaded = waitForSourceShown(frame, RELOAD_WAIT_MS).then(
          (how) => {
            // Swapped in place: the page posted its tree before it said so, and that tree is the source's.
            if (how === 'hot') latest = frame.tree;
            return (since = true);
          },
          () => false,
        );
        void reloaded.then(() => setTimeout(offTree, RELOAD_WAIT_MS));
        const id = ctx.state().effects.next;
        dispatch({ type: 'effect', event: { type: 'add', effect: { saveSeq: seq, target, asked, preview: seen, status: 'checking' } } });
        const update = (outcome: Outcome) => dispatch({ type: 'effect', event: { type: 'update', id, update: outcome } });
        void reloaded.then(async (ok) => {
          if (!ok) return update({ status: 'unknown', reason: 'the preview did not show the saved source' });
          try {
            // The connection after the reload: the same client, set up again.
            update(await verify(ctx.frame() ?? frame, idMap, seen, () => latest));
          } catch (error) {
            update({ status: 'unknown', reason: errorMessage(error) });
          }
        });
      },
    };
  }

  /** The key of the `nth` rendering of `codebaseId` in `tree`, or null. */
  const renderingKey = (tree: NavTreeIndex, codebaseId: string, nth: number): string | null => {
    const node = renderingsOf(tree, codebaseId)[nth];
    return node ? keyOf(node) : null;
  };

  return {
    /** A field of one element (`prop`, read from the computed `read`). */
    element(target: Extract<EffectTarget, { kind: 'element' }>, asked: string): PerformHooks {
      return checked(
        target,
        asked,
        async (frame) => {
          const key = ctx.state().tree ? renderingKey(ctx.state().tree!, target.codebaseId, target.nth) : null;
          return key ? ((await frame.getCssEvals(key, { settle: true })).cssEvals[target.read] ?? null) : null;
        },
        async (frame, idMap, preview, reloadedTree) => {
          const codebaseId = idMap?.[target.codebaseId] ?? target.codebaseId;
          const moved = { ...target, codebaseId };
          const key = await untilTree(frame, reloadedTree(), (tree) => renderingKey(tree, codebaseId, target.nth));
          if (!key) return { target: moved, status: 'unknown', reason: `${target.name} is not in the reloaded page` };
          const [evals, rules] = await Promise.all([frame.getCssEvals(key, { settle: true }), frame.processRulesForSelectedElement({}, key)]);
          const shown = evals.cssEvals[target.read];
          if (shown === undefined) return { target: moved, status: 'unknown', reason: `the page does not report its ${target.read}` };
          if (matches(target.prop, asked, shown, preview)) return { target: moved, status: 'shows', shown };
          const winner = settingRule(rules, target.prop, null)?.rule;
          const ref = winner ? ruleRef(winner) : null;
          return { target: moved, status: 'missed', shown, ...(winner ? { winner: winner.selector === 'element.style' ? 'its inline style' : winner.selector } : {}), ...(ref ? { winnerRef: ref } : {}) };
        },
      );
    },

    /** Every element of a kind (typography). */
    elements(target: Extract<EffectTarget, { kind: 'elements' }>, asked: string): PerformHooks {
      const read = async (frame: FrameClient) => (await frame.getSiteStyles([target.prop])).kinds.find((kind) => kind.tag === target.tag) ?? null;
      return checked(
        target,
        asked,
        async (frame) => (await read(frame))?.computed[target.prop]?.[0]?.value ?? null,
        async (frame, _idMap, preview, reloadedTree) => {
          // The page's first tree after the reload: the site's styles are the new source's then.
          await untilTree(frame, reloadedTree(), () => true);
          const kind = await read(frame);
          if (!kind) return { status: 'unknown', reason: `the page shows no ${target.tag} elements` };
          const values = kind.computed[target.prop] ?? [];
          const showing = values.filter((entry) => matches(target.prop, asked, entry.value, preview)).reduce((sum, entry) => sum + entry.count, 0);
          const other = values.find((entry) => !matches(target.prop, asked, entry.value, preview));
          return { status: showing === kind.count ? 'shows' : 'missed', counts: { showing, of: kind.count }, ...(other ? { shown: other.value } : { shown: values[0]?.value ?? '' }) };
        },
      );
    },

    /** A design token's value at the root. */
    token(name: string, asked: string): PerformHooks {
      const read = async (frame: FrameClient) => (await frame.getPageCustomProperties()).find((token) => token.name === name)?.value ?? null;
      return checked(
        { kind: 'token', name },
        asked,
        read,
        async (frame, _idMap, preview, reloadedTree) => {
          await untilTree(frame, reloadedTree(), () => true);
          const shown = await read(frame);
          if (shown === null) return { status: 'unknown', reason: `the page no longer declares ${name}` };
          return { status: matches(name, asked, shown, preview) ? 'shows' : 'missed', shown };
        },
      );
    },
  };
}

export type EffectChecks = ReturnType<typeof createEffectChecks>;
