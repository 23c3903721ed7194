import { expect } from '@open-wc/testing';
import { expectBoolean, expectFiniteNumber, expectRecordOrNull, expectString, expectStringArray, expectStringOrNull, isRecord } from './validate';

describe('validate: argument checks', () => {
  it('passes good values through unchanged', () => {
    expect(expectString('', 'a')).to.equal('');
    expect(expectStringOrNull('x', 'a')).to.equal('x');
    expect(expectBoolean(false, 'a')).to.equal(false);
    expect(expectFiniteNumber(-0.5, 'a')).to.equal(-0.5);
    const list = ['a', 'b'];
    const copy = expectStringArray(list, 'a');
    expect(copy).to.deep.equal(list);
    list.push('c');
    expect(copy, 'a copy, not the caller\'s array').to.deep.equal(['a', 'b']);
    const record = { a: 1 };
    expect(expectRecordOrNull(record, 'a')).to.equal(record);
  });

  it('reads null and undefined as null where null is allowed', () => {
    expect(expectStringOrNull(null, 'a')).to.equal(null);
    expect(expectStringOrNull(undefined, 'a')).to.equal(null);
    expect(expectRecordOrNull(null, 'a')).to.equal(null);
    expect(expectRecordOrNull(undefined, 'a')).to.equal(null);
  });

  it('throws an error naming the argument for the wrong type', () => {
    expect(() => expectString(1, 'codebaseId')).to.throw('codebaseId must be a string');
    expect(() => expectString(null, 'codebaseId')).to.throw('codebaseId must be a string');
    expect(() => expectStringOrNull(0, 'path')).to.throw('path must be a string');
    expect(() => expectBoolean('true', 'flag')).to.throw('flag must be true or false');
    expect(() => expectBoolean(1, 'flag')).to.throw('flag must be true or false');
    expect(() => expectRecordOrNull([], 'props')).to.throw('props must be an object');
    expect(() => expectRecordOrNull('x', 'props')).to.throw('props must be an object');
  });

  it('refuses non-finite and non-number numbers', () => {
    for (const value of [NaN, Infinity, -Infinity, '1', null]) {
      expect(() => expectFiniteNumber(value, 'zoom')).to.throw('zoom must be a finite number');
    }
  });

  it('refuses arrays holding anything but strings, naming the item, and array-likes', () => {
    expect(() => expectStringArray(['a', 1], 'keys')).to.throw('keys[1] must be a string');
    expect(() => expectStringArray(['a', 'b', null], 'keys')).to.throw('keys[2] must be a string');
    expect(() => expectStringArray('a', 'keys')).to.throw('keys must be an array of strings');
    expect(() => expectStringArray({ length: 0 }, 'keys')).to.throw('keys must be an array of strings');
    expect(expectStringArray([], 'keys')).to.deep.equal([]);
  });

  it('isRecord is true for objects only, not arrays or null', () => {
    expect(isRecord({})).to.equal(true);
    expect(isRecord(Object.create(null))).to.equal(true);
    expect(isRecord([])).to.equal(false);
    expect(isRecord(null)).to.equal(false);
    expect(isRecord('x')).to.equal(false);
  });
});
