import { expect } from '@open-wc/testing';
import { indexTree, keyOf } from '../../runtime/host';
import type { LookupsAnswer, NavTreeNode, SourceTreeElement } from '../../types';
import { checkDrop, liftedKey, whyNotMovable } from './drop-check';
import { dropTarget, nodesInOrder } from './tree';

/** A node with its page box; children follow the nesting. */
function node(id: string, box: [number, number, number, number], children: NavTreeNode[] = [], display = 'block'): NavTreeNode {
  const [pageX, pageY, width, height] = box;
  return {
    parent: null,
    children,
    classList: [],
    directlySetClassList: [id.replace(/#\d+$/, '')],
    name: 'div',
    tempoElement: { codebaseId: id.replace(/#\d+$/, ''), storyboardId: 'sb', uniquePath: '' },
    isComponent: false,
    props: {},
    literalChildren: [],
    pageBoundingBox: { pageX, pageY, width, height },
    displayType: display,
    positionType: 'static',
    flexDirection: 'row',
    floatVal: 'none',
    scope: null,
    source: null,
    level: 0,
  };
}
/** Sets parents, paths and levels as the frame does. */
function finish(root: NavTreeNode, parent: string | null = null, path = '0', level = 0): NavTreeNode {
  root.parent = parent;
  root.tempoElement.uniquePath = path;
  root.level = level;
  root.children.forEach((child, i) => finish(child, keyOf(root), `${path}-${i}`, level + 1));
  return root;
}
const entry = (file: string, component: string): SourceTreeElement => ({ name: 'div', isComponent: false, staticTextContents: false, file, line: 1, column: 1, component }) as SourceTreeElement;

// page (App.tsx) ─ grid (Hero.tsx: copy | art, side by side) ─ list (Cards.tsx: card card card, one source element)
const tree = indexTree(
  finish(
    node('page', [0, 0, 1000, 1000], [
      node('grid', [0, 0, 1000, 300], [node('copy', [0, 0, 480, 300]), node('art', [520, 0, 480, 300])], 'grid'),
      node('list', [0, 400, 1000, 200], [node('card#1', [0, 400, 300, 200]), node('card#2', [350, 400, 300, 200]), node('card#3', [700, 400, 300, 200])], 'grid'),
    ]),
  ),
  null,
);
const lookups = {
  treeElementLookup: { page: entry('site/App.tsx', 'App'), grid: entry('site/Hero.tsx', 'Hero'), copy: entry('site/Hero.tsx', 'Hero'), art: entry('site/Hero.tsx', 'Hero'), list: entry('site/Cards.tsx', 'Cards'), card: entry('site/Cards.tsx', 'Cards') },
  scopeLookup: {},
} as unknown as LookupsAnswer;
const byClass = (cls: string, nth = 0) => nodesInOrder(tree).filter((n) => n.directlySetClassList[0] === cls)[nth]!;
const check = (dragged: NavTreeNode, x: number, y: number, withLookups: LookupsAnswer | null = lookups) => {
  return checkDrop(withLookups, dragged, tree.nodes.get(dragged.parent!), dropTarget(tree, keyOf(dragged), x, y));
};

describe('editor/lib/drop-check', () => {
  it('grid columns side by side take a vertical bar: art dropped on the left half of copy goes before it', () => {
    const verdict = check(byClass('art'), 100, 150);
    expect(verdict?.kind).to.equal('move');
    if (verdict?.kind !== 'move') return;
    expect([verdict.target.sibling.directlySetClassList[0], verdict.target.position]).to.deep.equal(['copy', 'before']);
    expect(verdict.target.bar).to.deep.equal({ x: -2, y: 0, width: 4, height: 300 });
  });

  it('a drop that leaves the element where it is moves nothing', () => {
    expect(check(byClass('art'), 400, 150)?.kind, 'after copy, where art already is').to.equal('same');
    expect(check(byClass('copy'), 600, 150)?.kind, 'before art, where copy already is').to.equal('same');
    expect(check(byClass('copy'), 800, 150)?.kind).to.equal('move');
  });

  it('an item the page repeats from a list cannot move on its own', () => {
    const verdict = check(byClass('card', 0), 500, 500);
    expect(verdict?.kind).to.equal('refused');
    expect(verdict?.kind === 'refused' && verdict.reason).to.match(/repeats from the site's content/);
    expect(whyNotMovable(null, byClass('card', 0), byClass('list')), 'without a server too').to.match(/one item cannot move/);
  });

  it('a card whose list shows items of one array changes places with the other cards of that list only', () => {
    const index = tree.nodes;
    const [first, , third] = [0, 1, 2].map((n) => byClass('card', n));
    const list = index.get(first!.parent!);
    const sameList = () => true;
    // Over the right half of the third card: after it.
    const verdict = checkDrop(lookups, first!, list, dropTarget(tree, keyOf(first!), 900, 500), sameList);
    expect(verdict?.kind).to.equal('move');
    expect(verdict?.kind === 'move' && [keyOf(verdict.target.sibling), verdict.target.position]).to.deep.equal([keyOf(third!), 'after']);
    expect(whyNotMovable(lookups, first!, list, sameList)).to.equal(null);
    // Out of its list: refused, in words.
    const out = checkDrop(lookups, first!, list, dropTarget(tree, keyOf(first!), 100, 150), sameList);
    expect(out?.kind === 'refused' && out.reason).to.match(/other items of its list only/);
    // Cards of two different arrays do not change places.
    expect(checkDrop(lookups, first!, list, dropTarget(tree, keyOf(first!), 900, 500), () => false)?.kind).to.equal('refused');
  });

  it('a place in another file is refused, in the words of the components', () => {
    // copy dragged over a card: next to that card, in the list (Cards.tsx).
    const verdict = check(byClass('copy'), 500, 500);
    expect(verdict).to.deep.equal({ kind: 'refused', reason: 'This spot is in Cards, and div.copy can only move within Hero.' });
  });

  it('the whole output of a component cannot move among elements of another', () => {
    // The list is Cards' output, in the page of App.
    expect(check(byClass('list'), 500, 100)?.kind).to.equal('refused');
    expect(whyNotMovable(lookups, byClass('list'), byClass('page'))).to.match(/written in Cards but sits inside App/);
  });

  it('without lookups (no server) only repeated items are refused', () => {
    expect(check(byClass('list'), 500, 100, null)?.kind, 'the list before the grid').to.equal('move');
    expect(check(byClass('copy'), 500, 500, null)?.kind, 'next to a repeated card there is no place in the source').to.equal('refused');
  });

  it('an element the site does not write (a library draws it) cannot move', () => {
    const lib = finish(node('root', [0, 0, 10, 10], [node('gen-x', [0, 0, 5, 5])]));
    expect(whyNotMovable(lookups, lib.children[0]!, lib)).to.match(/library component/);
  });
});

describe('editor/lib/drop-check: liftedKey', () => {
  it('lifts the wrapper an unmovable element fills, and nothing else', () => {
    // chart (Chart.tsx's whole output) fills art (Hero.tsx) within a few px; the card does not fill its list.
    const page = finish(node('page', [0, 0, 1000, 1000], [node('grid', [0, 0, 1000, 300], [node('art', [500, 0, 500, 300], [node('chart', [504, 4, 490, 292])])]), node('list', [0, 400, 1000, 200], [node('card#1', [0, 400, 300, 200]), node('card#2', [350, 400, 300, 200])])]));
    const withChart = { ...lookups, treeElementLookup: { ...lookups.treeElementLookup, chart: entry('site/Chart.tsx', 'Chart') } } as unknown as LookupsAnswer;
    const index = indexTree(page, null).nodes;
    const find = (cls: string) => keyOf([...index.values()].find((n) => n.directlySetClassList[0] === cls)!);
    expect(liftedKey(index, withChart, find('chart'))).to.equal(find('art'));
    expect(liftedKey(index, withChart, find('art')), 'a movable element is lifted itself').to.equal(find('art'));
    expect(liftedKey(index, withChart, find('card')), 'a card does not fill its list').to.equal(find('card'));
  });

  it('an element the source gives no place among its neighbours cannot move, with the server\'s own reason', () => {
    const reason = 'This box is kept in a variable (art) that the code shows elsewhere, so it cannot be moved here; change it in the code (<div> at site/Hero.tsx:1:1).';
    const art = { ...entry('site/Hero.tsx', 'Hero'), cannot: { move: reason } } as SourceTreeElement;
    const withCannot = { ...lookups, treeElementLookup: { ...lookups.treeElementLookup, art } } as LookupsAnswer;
    expect(check(byClass('art'), 100, 150, withCannot)).to.deep.equal({ kind: 'refused', reason });
    expect(check(byClass('art'), 100, 150)?.kind, 'without it, the same drop moves').to.equal('move');
  });
});
