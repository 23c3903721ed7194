import { expect } from '@open-wc/testing';
import { v1, v4, v5 } from 'uuid';
import { codebaseIdOf } from '../../../runtime/shared/class-tokens';
import { assertValidId, formatElementKey, isMarkupCodebaseId, parseElementKey } from '../../../runtime/shared/keys';

describe('element keys and codebase ids', () => {
  it('join codebase id, storyboard id and unique path with underscores, and parse back for every valid id', () => {
    const cases = [
      { codebaseId: `tempo-${v4()}`, storyboardId: 'story', uniquePath: '0-3-1' },
      { codebaseId: 'STORYBOARD-TOP-CONSTANT', storyboardId: '__next', uniquePath: '0' },
      { codebaseId: 'a_b__c_', storyboardId: '_x_y_', uniquePath: '0-10' },
      { codebaseId: '_', storyboardId: '_', uniquePath: '7' },
    ];
    for (const parts of cases) {
      const key = formatElementKey(parts);
      expect(key).to.equal(`${parts.codebaseId}_${parts.storyboardId}_${parts.uniquePath}`);
      expect(parseElementKey(key, parts.storyboardId)).to.deep.equal(parts);
    }
  });

  it('reject ids outside letters, digits, - and _, and malformed keys', () => {
    for (const bad of ['', 'a b', 'a.b', 'ä', 'a/b', '<x>']) {
      expect(() => assertValidId('codebase id', bad)).to.throw(/Invalid codebase id/);
      expect(() => formatElementKey({ codebaseId: 'ok', storyboardId: bad, uniquePath: '0' })).to.throw(/Invalid storyboard id/);
    }
    expect(() => formatElementKey({ codebaseId: 'ok', storyboardId: 'sb', uniquePath: '0_1' })).to.throw(/Invalid unique path/);
    expect(() => assertValidId('storyboard id', 42)).to.throw(/Invalid storyboard id: 42/);
    for (const key of ['nounderscore', 'x_other_0', '_sb_0', 'a b_sb_0', 'x_sb_', 'x_sb_0.1']) {
      expect(() => parseElementKey(key, 'sb'), key).to.throw(/Invalid/);
    }
  });

  it('recognise codebase ids in markup: tempo-<uuid v1-5> and the placeholders only', () => {
    expect(isMarkupCodebaseId(`tempo-${v4()}`)).to.equal(true);
    expect(isMarkupCodebaseId(`tempo-${v1()}`)).to.equal(true);
    expect(isMarkupCodebaseId(`tempo-${v5('x', v4())}`)).to.equal(true);
    expect(isMarkupCodebaseId('tempo-wrap-in-div-placeholder')).to.equal(true);
    expect(isMarkupCodebaseId('tempo-duplicate-placeholder-3')).to.equal(true);
    expect(isMarkupCodebaseId('tempo-00000000-0000-7000-8000-000000000000')).to.equal(false); // version 7
    expect(isMarkupCodebaseId('tempo-not-a-uuid')).to.equal(false);
    expect(isMarkupCodebaseId(v4())).to.equal(false);
    const element = document.createElement('div');
    element.className = `card tempo-xyz tempo-${'1'.repeat(8)}-2222-4333-8444-${'5'.repeat(12)} other`;
    expect(codebaseIdOf(element)).to.equal('tempo-11111111-2222-4333-8444-555555555555');
    element.className = 'card';
    expect(codebaseIdOf(element)).to.equal(null);
    // An SVG element's className is not a string: its class attribute is read instead.
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('class', `icon\ttempo-${'1'.repeat(8)}-2222-4333-8444-${'5'.repeat(12)}`);
    expect(codebaseIdOf(svg)).to.equal('tempo-11111111-2222-4333-8444-555555555555');
  });
});
