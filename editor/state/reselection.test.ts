import { expect } from '@open-wc/testing';
import { indexTree } from '../../runtime/host';
import type { NavTreeNode } from '../../types';
import { due, keyFor, mapTarget, noReselection, reselectionReducer, TREES_TO_WAIT_FOR, type Reselection, type ReselectionEvent } from './reselection';

function node(codebaseId: string, uniquePath: string, children: NavTreeNode[] = []): NavTreeNode {
  return { tempoElement: { codebaseId, storyboardId: 's', uniquePath }, children } as unknown as NavTreeNode;
}
const run = (events: ReselectionEvent[], from: Reselection = noReselection) => events.reduce(reselectionReducer, from);
const card = { codebaseId: 'card', nth: 1 };

describe('editor/state/reselection', () => {
  it('without a server, a plan is looked for in the next tree and then forgotten', () => {
    let state = run([{ type: 'planned', target: { key: 'a' }, afterReload: false }]);
    expect(due(state)).to.equal(true);
    state = reselectionReducer(state, { type: 'looked', found: true });
    expect(state.target).to.equal(null);
    expect(due(state)).to.equal(false);
  });

  it('with a server, waits for the reloaded page\'s tree, and keeps the plan for later reloads', () => {
    let state = run([{ type: 'saveSent' }, { type: 'planned', target: card, afterReload: true }]);
    expect(due(state), 'before the reload').to.equal(false);
    state = run([{ type: 'reloaded', selection: null }], state);
    expect(due(state), 'before the new page\'s tree').to.equal(false);
    state = run([{ type: 'tree' }], state);
    expect(due(state)).to.equal(true);
    state = run([{ type: 'looked', found: true }], state);
    expect(due(state), 'found: not again on this page').to.equal(false);
    expect(state.target).to.deep.equal(card);
    state = run([{ type: 'reloaded', selection: { codebaseId: 'other' } }, { type: 'tree' }], state);
    expect(state.target, 'a later reload keeps the plan').to.deep.equal(card);
    expect(due(state)).to.equal(true);
  });

  it('a swap in place counts as the saved source shown: the plan is due with the next tree, the selection untouched', () => {
    let state = run([{ type: 'saveSent' }, { type: 'planned', target: card, afterReload: true }]);
    expect(due(state), 'before the swap').to.equal(false);
    state = run([{ type: 'swapped' }], state);
    expect(due(state), 'before the next tree').to.equal(false);
    state = run([{ type: 'tree' }], state);
    expect(due(state)).to.equal(true);
    expect(state.target).to.deep.equal(card);
    // Found: a later swap (an undo's) leaves it be — the page kept it, and the designer may have scrolled away.
    state = run([{ type: 'looked', found: true }, { type: 'saveSent' }, { type: 'swapped' }, { type: 'tree' }], state);
    expect(due(state), 'found already: not again after a swap').to.equal(false);
    // A reload still looks for it again (a new page).
    expect(due(run([{ type: 'reloaded', selection: null }, { type: 'tree' }], state))).to.equal(true);
    // Nothing planned: a swap plans nothing of its own (the page kept its selection).
    expect(run([{ type: 'swapped' }, { type: 'tree' }]).target).to.equal(null);
  });

  it('a reload that came before the save\'s answer makes the plan due at once', () => {
    const state = run([{ type: 'saveSent' }, { type: 'reloaded', selection: null }, { type: 'tree' }, { type: 'planned', target: card, afterReload: true }]);
    expect(due(state)).to.equal(true);
  });

  it('looks at no more than TREES_TO_WAIT_FOR trees of a reloaded page for an element that stays away', () => {
    let state = run([{ type: 'planned', target: card, afterReload: true }, { type: 'reloaded', selection: null }, { type: 'tree' }]);
    for (let i = 1; i < TREES_TO_WAIT_FOR; i++) {
      state = run([{ type: 'looked', found: false }, { type: 'tree' }], state);
      expect(due(state), `after ${i} trees`).to.equal(true);
    }
    state = run([{ type: 'looked', found: false }, { type: 'tree' }], state);
    expect(due(state)).to.equal(false);
  });

  it('a reload keeps the selection (its place in the source) when nothing is planned; the designer\'s choice drops any plan', () => {
    let state = run([{ type: 'reloaded', selection: card }, { type: 'tree' }]);
    expect([state.target, state.afterReload, due(state)]).to.deep.equal([card, true, true]);
    state = run([{ type: 'chosen' }], state);
    expect(state.target).to.equal(null);
    expect(due(state)).to.equal(false);
  });

  it('finds the nth rendering, or a parent\'s child, in a tree; maps ids a save moved', () => {
    const tree = indexTree(node('root', '0', [node('list', '0-0', [node('card', '0-0-0'), node('card', '0-0-1'), node('card', '0-0-2')])]), null);
    expect(keyFor({ codebaseId: 'card', nth: 1 }, tree)).to.equal('card_s_0-0-1');
    expect(keyFor({ codebaseId: 'card', nth: 9 }, tree), 'past the end: not there (yet)').to.equal(null);
    expect(keyFor({ codebaseId: 'gone' }, tree)).to.equal(null);
    expect(keyFor({ parentId: 'list', index: 0 }, tree)).to.equal('card_s_0-0-0');
    expect(keyFor({ parentId: 'card', index: 0 }, tree), 'a parent with no children: the parent').to.equal('card_s_0-0-0');
    expect(mapTarget({ parentId: 'old', index: 2 }, { old: 'new' })).to.deep.equal({ parentId: 'new', index: 2 });
    expect(mapTarget({ codebaseId: 'same', nth: 1 }, { old: 'new' })).to.deep.equal({ codebaseId: 'same', nth: 1 });
  });

  it('the page taking the found element away (a re-render) makes the kept plan due again, for a fresh count of trees', () => {
    let state = run([{ type: 'saveSent' }, { type: 'planned', target: card, afterReload: true }, { type: 'reloaded', selection: null }, { type: 'tree' }, { type: 'looked', found: false }, { type: 'looked', found: true }]);
    expect(due(state), 'found: done on this page').to.equal(false);
    state = run([{ type: 'lost' }], state);
    expect(due(state), 'lost: looked for again').to.equal(true);
    expect(state.treesWithout).to.equal(0);
    expect(state.target).to.deep.equal(card);
    // Nothing planned, or a plan only for the next tree (no server): nothing to look for.
    expect(run([{ type: 'lost' }])).to.deep.equal(noReselection);
    const once = run([{ type: 'planned', target: { key: 'a' }, afterReload: false }, { type: 'looked', found: true }, { type: 'lost' }]);
    expect(due(once)).to.equal(false);
  });
});
