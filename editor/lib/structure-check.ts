// Which structural edits of the selection the server would refuse because an element has no place
// among its neighbours in the source (the lookups' `cannot`, in the server's own words), told before
// any request: the button is disabled with the reason as its tooltip, and a key press says it
// instead of sending a request that would fail.
import type { LookupsAnswer, NavTreeNode } from '../../types';
import { sourceEntry } from './components';
import type { FindUse } from './component-uses';

/**
 * Why duplicating `nodes` would be refused, or null. A card of a list from the content is duplicated
 * as its data item, and everything a component shows as that component's use (`findUse`): both have a place.
 */
export function whyNotDuplicate(lookups: LookupsAnswer | null, nodes: readonly NavTreeNode[], findUse: FindUse | null = null): string | null {
  for (const node of nodes) {
    const entry = sourceEntry(lookups, node.tempoElement.codebaseId);
    if (entry?.cannot?.duplicate && !entry.dataItems && !findUse?.(node)) return entry.cannot.duplicate;
  }
  return null;
}

/** Why wrapping `nodes` in one div would be refused, or null (elements apart in the source are the server's to say). */
export function whyNotWrap(lookups: LookupsAnswer | null, nodes: readonly NavTreeNode[]): string | null {
  const ids = [...new Set(nodes.map((node) => node.tempoElement.codebaseId))];
  for (const id of ids) {
    const cannot = sourceEntry(lookups, id)?.cannot;
    const reason = ids.length === 1 ? cannot?.wrap : cannot?.wrapTogether;
    if (reason) return reason;
  }
  return null;
}
