import { expect } from '@open-wc/testing';
import type { LookupsAnswer, NavTreeNode } from '../../types';
import { classesFromComponent, renderedIn, stylingFields } from './style-scope';

const entry = (component: string | null, classNameProp: string | null) => ({ name: 'a', isComponent: false, staticTextContents: false, file: 'site/components/SectionLink.tsx', line: 27, column: 5, component, classNameProp });
const lookups: LookupsAnswer = { treeElementLookup: { link: entry('SectionLink', 'className'), div: entry('HeroSection', null), section: entry('HeroSection', null) }, scopeLookup: {} };
const node = (key: string, codebaseId: string, parent: string | null) => ({ parent, tempoElement: { codebaseId, storyboardId: 's', uniquePath: key } }) as unknown as NavTreeNode;

describe('editor/inspector/style-scope', () => {
  it('offers the choice only for an element whose classes come from its component’s props', () => {
    expect(classesFromComponent(lookups, 'link')).to.equal('SectionLink');
    expect(classesFromComponent(lookups, 'div')).to.equal(null);
    expect(classesFromComponent(lookups, 'constructor')).to.equal(null);
    expect(classesFromComponent(null, 'link')).to.equal(null);
  });

  it('names a rendering by the source ids it sits in, nearest first, leaving out what the source does not write', () => {
    const index = new Map([
      ['root', node('root', '', null)],
      ['s', node('s', 'section', 'root')],
      ['lib', node('lib', 'tempo-generated-x', 's')],
      ['d', node('d', 'div', 'lib')],
      ['a', node('a', 'link', 'd')],
    ]);
    expect(renderedIn(index.get('a')!, index, lookups)).to.deep.equal(['div', 'section']);
  });

  it('puts the scope in the change of the selected element only, and the rendering with this-use only', () => {
    const choice = { codebaseId: 'link', scope: 'this-use' as const, renderedIn: ['div', 'section'] };
    const fields = stylingFields('link', { 'background-color': 'red' }, ['md'], choice);
    expect(fields).to.deep.equal({ codebaseId: 'link', stylingChanges: { 'background-color': 'red' }, stylingFramework: 'CSS', modifiers: ['md'], customProperties: [], scope: 'this-use', renderedIn: ['div', 'section'] });
    expect(stylingFields('other', { color: 'red' }, [], choice)).to.not.have.property('scope');
    const every = stylingFields('link', { color: 'red' }, [], { ...choice, scope: 'every-use' });
    expect(every.scope).to.equal('every-use');
    expect(every).to.not.have.property('renderedIn');
  });
});
