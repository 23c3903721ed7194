import { expect } from '@open-wc/testing';
import { codebaseIdsOf } from './targets';

describe('change-items/targets', () => {
  it('collects every codebaseId… field in field order, strings and lists', () => {
    const fields = { codebaseIdToMove: 'a', beforeCodebaseId: 'x', codebaseIdsToRemove: ['b', 'c'], afterCodebaseId: 'y', codebaseIdToMoveTo: 'd' };
    expect(codebaseIdsOf(fields)).to.deep.equal(['a', 'b', 'c', 'd']);
  });

  it('skips non-string entries and is empty for anything without such fields', () => {
    expect(codebaseIdsOf({ codebaseIds: ['a', 1, null, 'b'], codebaseIdX: 7 })).to.deep.equal(['a', 'b']);
    for (const value of [null, undefined, 'codebaseId', 3, {}]) expect(codebaseIdsOf(value)).to.deep.equal([]);
  });
});
