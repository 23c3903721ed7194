import { expect } from '@open-wc/testing';
import { createChangeItem } from '../../runtime/host';
import type { NavTreeNode } from '../../types';
import { labelFor, redoLabel, undoLabel } from './labels';

const node = (name: string, classes: string[] = []) => ({ name, directlySetClassList: classes }) as unknown as NavTreeNode;

describe('editor/lib/labels', () => {
  it('names each change by what it does and to what, as an undo button says it', () => {
    const h1 = node('h1');
    const card = node('li', ['card']);
    const style = createChangeItem('STYLING', { codebaseId: 'tempo-a', stylingChanges: { 'background-color': 'red' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
    expect(labelFor(style, [h1])).to.equal('Background colour on h1');
    expect(undoLabel(labelFor(style, [h1]))).to.equal('Undo background colour on h1');
    expect(redoLabel(labelFor(style, [h1]))).to.equal('Redo background colour on h1');
    const md = createChangeItem('STYLING', { codebaseId: 'tempo-a', stylingChanges: { color: 'red', 'font-size': '2rem' }, stylingFramework: 'CSS', modifiers: ['md'], customProperties: [] });
    expect(labelFor(md, [card, card, card])).to.equal('Colour, font size (768 px and wider) on 3 elements');
    const narrowHover = createChangeItem('STYLING', { codebaseId: 'tempo-a', stylingChanges: { color: 'red' }, stylingFramework: 'CSS', modifiers: ['max-md', 'hover'], customProperties: [] });
    expect(labelFor(narrowHover, [h1])).to.equal('Colour (767 px and narrower, hover) on h1');
    expect(labelFor(createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: ['tempo-a'] }), [card])).to.equal('Delete li.card');
    expect(labelFor(createChangeItem('CHANGE_TAG', { codebaseIdToChange: 'tempo-a', newTagName: 'h2' }), [node('p')])).to.equal('Tag of p → h2');
    expect(labelFor(createChangeItem('ADD_JSX', { codebaseIdToAddTo: 'tempo-p', afterCodebaseId: 'tempo-a', addNativeTag: 'p' }), [h1])).to.equal('New <p> after h1');
    expect(labelFor(createChangeItem('EDIT_TEXT', { codebaseIdToEditText: 'tempo-a', newText: 'x' }), [undefined])).to.equal('Text of element');
  });
});
