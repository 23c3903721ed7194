import { expect } from '@open-wc/testing';
import { compact, expectId, expectIdArray, expectNonEmptyString, expectObject, expectStringArray, expectStringOrNullRecord, optional } from './checks';

describe('change-items/checks', () => {
  it('expectObject accepts plain objects only', () => {
    const value = { a: 1 };
    expect(expectObject(value, 'f')).to.equal(value);
    for (const bad of [null, [], 'x', 3]) expect(() => expectObject(bad, 'fields')).to.throw('fields must be an object');
  });

  it('expectNonEmptyString refuses the empty string and non-strings', () => {
    expect(expectNonEmptyString(' ', 'tag')).to.equal(' ');
    expect(() => expectNonEmptyString('', 'tag')).to.throw('tag must not be empty');
    expect(() => expectNonEmptyString(1, 'tag')).to.throw('tag must be a string');
  });

  it('expectId accepts letters, digits, "-" and "_" and names the kind it wanted', () => {
    expect(expectId('tempo-AB_9', 'codebaseId')).to.equal('tempo-AB_9');
    expect(() => expectId('a b', 'codebaseId')).to.throw('codebaseId must be a valid codebase id (letters, digits, "-" and "_" only)');
    expect(() => expectId('', 'key', 'element key')).to.throw('key must be a valid element key');
    expect(() => expectId('a.b', 'x')).to.throw('must be a valid codebase id');
    expect(() => expectId('<b>', 'x')).to.throw('must be a valid codebase id');
    expect(() => expectId(5, 'x')).to.throw('x must be a string');
  });

  it('array checks name the index of the bad entry', () => {
    expect(expectStringArray(['a', ''], 'names')).to.deep.equal(['a', '']);
    expect(() => expectStringArray(['a', 2], 'names')).to.throw('names[1] must be a string');
    expect(() => expectStringArray('a', 'names')).to.throw('names must be an array of strings');
    expect(expectIdArray(['a', 'b-c'], 'ids')).to.deep.equal(['a', 'b-c']);
    expect(() => expectIdArray(['a', 'b c'], 'ids', 'element key')).to.throw('ids[1] must be a valid element key');
    expect(() => expectIdArray({}, 'ids')).to.throw('ids must be an array of strings');
  });

  it('array checks copy, so later changes to the input do not reach the result', () => {
    const input = ['a'];
    const copy = expectIdArray(input, 'ids');
    input.push('b');
    expect(copy).to.deep.equal(['a']);
  });

  it('expectStringOrNullRecord takes strings and nulls, names a bad key, and keeps __proto__ as data', () => {
    expect(expectStringOrNullRecord({ color: 'red', margin: null }, 'styles')).to.deep.equal({ color: 'red', margin: null });
    expect(() => expectStringOrNullRecord({ width: 10 }, 'styles')).to.throw('styles.width must be a string or null');
    expect(() => expectStringOrNullRecord(['red'], 'styles')).to.throw('styles must be an object');
    const parsed: unknown = JSON.parse('{"__proto__": "x"}');
    const record = expectStringOrNullRecord(parsed, 'styles');
    expect(Object.getPrototypeOf(record)).to.equal(Object.prototype);
    expect(Object.keys(record)).to.deep.equal(['__proto__']);
  });

  it('optional reads undefined and null as absent and checks anything else', () => {
    expect(optional(undefined, 'f', expectId)).to.equal(undefined);
    expect(optional(null, 'f', expectId)).to.equal(undefined);
    expect(optional('a', 'f', expectId)).to.equal('a');
    expect(() => optional('', 'f', expectId)).to.throw('f must be a valid codebase id');
  });

  it('compact drops undefined fields only', () => {
    const result = compact({ a: undefined, b: null, c: 0, d: '' });
    expect(result).to.deep.equal({ b: null, c: 0, d: '' });
    expect('a' in result).to.equal(false);
  });
});
