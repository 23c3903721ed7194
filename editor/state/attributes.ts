// Attribute edits (a link's destination, "open in new tab", an image's description, any element's
// id and accessible label): one CHANGE_PROP for the selected rendering, refused at the field before
// any request when the value could never be saved (the rules of types/attributes.ts, and the shape
// of a value worked out from a part written elsewhere), then shown in the page and saved like any
// change. The server writes it where this rendering's value is written.
import { createChangeItem } from 'visual-editing-runtime/host';
import { keyOf, type NavTreeNode, type RenderingReference } from '../../types';
import { attributeProblem } from '../lib/attribute-checks';
import { labelFor } from '../lib/labels';
import { attributeSourceOf } from '../lib/source-origins';
import type { ActionContext } from './action-context';
import { nodeOf, pagePathOf, renderingIndex, renderingsOf } from './selectors';
import type { TransactionActions } from './transactions';

/** `node`'s rendering on the page the preview shows, as a request names it. */
export function renderingOf(ctx: Pick<ActionContext, 'state' | 'previewUrl'>, node: NavTreeNode): RenderingReference {
  const state = ctx.state();
  const id = node.tempoElement.codebaseId;
  return { pagePath: pagePathOf(state, ctx.previewUrl()), index: renderingIndex(state.tree, id, keyOf(node)), count: Math.max(1, renderingsOf(state.tree, id).length) };
}

export function createAttributes(ctx: ActionContext, { perform }: { perform: TransactionActions['perform'] }) {
  return {
    /**
     * Sets (or with null removes) the attribute `name` of the rendering `key`; `onRefused` hears why
     * not, from the editor's own checks or the server's refusal.
     */
    setAttribute(key: string, name: string, value: string | null, onRefused: (reason: string) => void): Promise<void> {
      const state = ctx.state();
      const node = nodeOf(state, key);
      if (!node) return Promise.resolve(onRefused('The element has left the page: select it again.'));
      const rendering = renderingOf(ctx, node);
      const source = attributeSourceOf(state.lookups, node.tempoElement.codebaseId, name, rendering);
      const problem = attributeProblem(name, value, source, rendering.count);
      if (problem) return Promise.resolve(onRefused(problem));
      const codebaseId = node.tempoElement.codebaseId;
      // With a server, the rendering rides along when its value may be written apart from the others'
      // (a use of a component, an item of a list); one written on the element changes every rendering,
      // in the page at once too.
      const apart = ctx.api && source?.kind !== 'absent' && source?.kind !== 'written';
      const item = createChangeItem('CHANGE_PROP', { codebaseIdToChange: codebaseId, propName: name, propValue: value, ...(apart ? { rendering } : {}) });
      return perform([item], labelFor(item, [node]), ctx.api ? { codebaseId, nth: rendering.index } : undefined, null, onRefused);
    },
  };
}

export type AttributeActions = ReturnType<typeof createAttributes>;
