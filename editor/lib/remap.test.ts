import { expect } from '@open-wc/testing';
import { createChangeItem } from '../../runtime/host';
import { remapIds } from './remap';

describe('editor/lib/remap', () => {
  it('renames targets and positioning siblings, and keeps the item id and the other fields', () => {
    const item = createChangeItem('MOVE_JSX', { codebaseIdToMoveTo: 'tempo-p', codebaseIdToMove: 'tempo-a', afterCodebaseId: 'tempo-b' });
    const moved = remapIds(item, { 'tempo-a': 'tempo-A', 'tempo-b': 'tempo-B' });
    expect(moved.id).to.equal(item.id);
    expect(moved.changeFields).to.deep.equal({ codebaseIdToMoveTo: 'tempo-p', codebaseIdToMove: 'tempo-A', afterCodebaseId: 'tempo-B' });
    const removal = remapIds(createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: ['tempo-a', 'tempo-c'] }), { 'tempo-a': 'tempo-A' });
    expect(removal.changeFields.codebaseIdsToRemove).to.deep.equal(['tempo-A', 'tempo-c']);
  });
});
