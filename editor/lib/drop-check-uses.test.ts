// Drops of an element that is everything a component shows (a landing section): it moves as the
// component's use, among the neighbours that use has in the code.
import { expect } from '@open-wc/testing';
import { indexTree } from '../../runtime/host';
import { keyOf, type LookupsAnswer, type NavTreeNode } from '../../types';
import { findUsesIn } from './component-uses';
import { checkDrop, liftedKey, whyNotMovable } from './drop-check';
import { build, byClass, landing, landingLookups, placeOfUse } from './landing.fixture';
import { targetBeside } from './tree';

const findUse = findUsesIn(landingLookups, landing, '/');
const parentOf = (node: NavTreeNode) => landing.nodes.get(node.parent!)!;
const drop = (dragged: NavTreeNode, sibling: NavTreeNode, position: 'before' | 'after', lookups: LookupsAnswer = landingLookups) =>
  checkDrop(lookups, dragged, parentOf(dragged), targetBeside(parentOf(sibling), sibling, position), null, findUsesIn(lookups, landing, '/'));

describe('editor/lib/drop-check: a component’s whole output moves as its use', () => {
  const [audience, outcomes, learning] = [0, 1, 2].map((n) => byClass('section', n)) as [NavTreeNode, NavTreeNode, NavTreeNode];

  it('is movable although the page repeats its source element and the server refuses it without a rendering', () => {
    expect(whyNotMovable(landingLookups, learning, parentOf(learning), null, findUse)).to.equal(null);
    expect(whyNotMovable(landingLookups, learning, parentOf(learning)), 'without the uses: one of a repeated list').to.match(/repeats from the site's content/);
    expect(liftedKey(landing.nodes, landingLookups, keyOf(learning), null, findUse)).to.equal(keyOf(learning));
  });

  it('changes places with the sections beside it, the hero (another component’s use) included', () => {
    const verdict = drop(learning, outcomes, 'before');
    expect(verdict?.kind === 'move' && [keyOf(verdict.target.sibling), verdict.target.position]).to.deep.equal([keyOf(outcomes), 'before']);
    expect(drop(audience, byClass('hero'), 'before')?.kind).to.equal('move');
    expect(drop(learning, outcomes, 'after')?.kind, 'past the hidden banner the code holds between them').to.equal('move');
    expect(drop(outcomes, audience, 'after')?.kind).to.equal('same');
  });

  it('refuses a place inside another element, or beside an element the use does not stand beside in the code', () => {
    const inside = drop(learning, byClass('container', 0), 'after');
    expect(inside).to.deep.equal({ kind: 'refused', reason: 'The section “Learning Process” is everything LearningProcessSection shows, so it moves as <LearningProcessSection /> among its neighbours; it can change places with them, not go inside another element.' });
    // A neighbour in the page whose use sits elsewhere in the code.
    const elsewhere = {
      ...landingLookups,
      treeElementLookup: { ...landingLookups.treeElementLookup, 'tempo-hero': { ...landingLookups.treeElementLookup['tempo-hero'], componentUse: [{ path: '/', renderings: [placeOfUse('HeroSection', 9, { file: 'site/App.tsx', parent: 'site/App.tsx:8:5' })] }] } },
    } as LookupsAnswer;
    const verdict = drop(audience, byClass('hero'), 'before', elsewhere);
    expect(verdict).to.deep.equal({ kind: 'refused', reason: 'The section “Product Analytics” is not next to <AudienceSection /> in the code, so the section “Who is this course for?” cannot be placed beside it. Drop it beside one of its other neighbours.' });
  });
});

describe('editor/lib/drop-check: liftedKey and a whole output alone in its box', () => {
  it('a chart that is everything its component shows and all of its box lifts the box', () => {
    const tree = indexTree(
      build({
        id: 'STORYBOARD-TOP-CONSTANT',
        box: [0, 0, 1000, 400],
        children: [{ id: 'tempo-grid', cls: 'grid', box: [0, 0, 1000, 300], children: [{ id: 'tempo-copy', cls: 'copy', box: [0, 0, 480, 300] }, { id: 'tempo-art', cls: 'art', box: [520, 0, 480, 300], children: [{ id: 'tempo-chart', name: 'svg', cls: 'chart', box: [524, 4, 470, 290] }] }] }],
      }),
      null,
    );
    const entry = (component: string) => ({ name: 'div', isComponent: false, staticTextContents: false, file: 'site/sections/HeroSection.tsx', line: 1, column: 1, component });
    const lookups = {
      treeElementLookup: {
        'tempo-grid': entry('HeroSection'),
        'tempo-copy': entry('HeroSection'),
        'tempo-art': entry('HeroSection'),
        'tempo-chart': { ...entry('HeroChart'), file: 'site/components/HeroChart.tsx', componentUse: [{ path: '/', renderings: [placeOfUse('HeroChart', 21, { file: 'site/sections/HeroSection.tsx', writtenIn: 'HeroSection', parent: 'site/sections/HeroSection.tsx:20:9' })] }] },
      },
      scopeLookup: {},
    } as unknown as LookupsAnswer;
    const key = (cls: string) => keyOf([...tree.nodes.values()].find((n) => n.directlySetClassList[0] === cls)!);
    const findUse = findUsesIn(lookups, tree, '/');
    expect(findUse(tree.nodes.get(key('chart'))!), 'the chart moves as its use').to.not.equal(null);
    expect(liftedKey(tree.nodes, lookups, key('chart'), null, findUse), 'an only child filling its box: the box').to.equal(key('art'));
    expect(liftedKey(tree.nodes, lookups, key('copy'), null, findUse), 'an element with siblings: itself').to.equal(key('copy'));
  });
});
