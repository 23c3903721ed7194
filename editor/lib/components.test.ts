import { expect } from '@open-wc/testing';
import type { LookupsAnswer, NavTreeNode } from '../../types';
import { instanceOf, sourcePlace } from './components';

const node = (codebaseId: string) => ({ tempoElement: { codebaseId, storyboardId: 's', uniquePath: '0' } }) as unknown as NavTreeNode;
const entry = (component: string | null, file = 'site/components/CardGrid.tsx', line = 13) => ({ name: 'li', isComponent: false, staticTextContents: true, file, line, column: 5, component });
const lookups: LookupsAnswer = { treeElementLookup: { a: entry('App', 'site/App.tsx', 4), b: entry('CardGrid'), c: entry('CardGrid') }, scopeLookup: {} };

describe('editor/lib/components', () => {
  it('marks where an instance of a component starts, not the elements inside it', () => {
    expect(instanceOf(lookups, node('b'), node('a'))).to.equal('CardGrid');
    expect(instanceOf(lookups, node('c'), node('b'))).to.equal(null);
    expect(instanceOf(lookups, node('a'), undefined)).to.equal('App');
    expect(instanceOf(null, node('b'), node('a'))).to.equal(null);
  });

  it('says where an element is written', () => {
    expect(sourcePlace(lookups.treeElementLookup.b as ReturnType<typeof entry>)).to.equal('CardGrid, site/components/CardGrid.tsx:13');
    expect(sourcePlace(undefined)).to.equal(null);
  });
});
