import { expect } from '@open-wc/testing';
import type { NavTreeNode } from '../../types';
import { countOf, kindLabel, plainName } from './plain-names';

const node = (name: string, text = '', parent: string | null = 'root') => ({ name, parent, literalChildren: text ? [{ index: 0, value: text }] : [] }) as unknown as NavTreeNode;

describe('editor/lib/plain-names', () => {
  it('names an element by what it is and the words it shows', () => {
    expect(plainName(node('h2', 'Contents'))).to.equal('the heading “Contents”');
    expect(plainName(node('a', ' Get\n  Started '))).to.equal('the link “Get Started”');
    expect(plainName(node('div'))).to.equal('the box');
    expect(plainName(node('section'))).to.equal('the section');
    expect(plainName(node('SectionLink', 'Buy Now'))).to.equal('the SectionLink “Buy Now”');
    expect(plainName(node('x-widget'))).to.equal('the x-widget element');
    expect(plainName(node('main', '', null))).to.equal('the page');
    expect(plainName(undefined)).to.equal('the element');
  });

  it('cuts a long text at a word, to a short quote', () => {
    expect(plainName(node('p', 'A very long paragraph that goes on and on about analytics'))).to.equal('the paragraph “A very long paragraph that goes on and…”');
  });

  it('names kinds and counts', () => {
    expect(['body', 'h2', 'p', 'a', 'dfn'].map(kindLabel)).to.deep.equal(['Body text', 'Heading 2', 'Paragraphs', 'Links', 'dfn elements']);
    expect([countOf(1, 'h2'), countOf(3, 'h2'), countOf(2, 'div')]).to.deep.equal(['1 heading', '3 headings', '2 boxes']);
  });
});
