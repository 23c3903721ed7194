import { expect } from '@open-wc/testing';
import { copyJson, copyJsonArray, copyJsonObject } from './json';

describe('change-items/json', () => {
  it('deep-copies JSON data: equal, never the same objects', () => {
    const source = { a: [1, 'two', true, null, { b: -0.5 }], c: {} };
    const copy = copyJson(source, 'data');
    expect(copy).to.deep.equal(source);
    expect(copy).not.to.equal(source);
    source.a.push(9);
    expect((copy as { a: unknown[] }).a).to.have.length(5);
  });

  it('leaves out undefined properties, as JSON.stringify does', () => {
    expect(copyJson({ a: undefined, b: 1 }, 'data')).to.deep.equal({ b: 1 });
  });

  it('refuses what is not JSON data, naming the path to it', () => {
    expect(() => copyJson({ a: [1, NaN] }, 'data')).to.throw('data.a[1] must be JSON data (finite numbers only)');
    expect(() => copyJson(Infinity, 'data')).to.throw('data must be JSON data (finite numbers only)');
    expect(() => copyJson([undefined], 'data')).to.throw('data[0] must be JSON data');
    expect(() => copyJson({ f: () => 1 }, 'data')).to.throw('data.f must be JSON data');
    expect(() => copyJson({ d: new Date(0) }, 'data'), 'a class instance').to.throw('data.d must be JSON data');
    expect(() => copyJson(10n, 'data')).to.throw('data must be JSON data');
    expect(() => copyJson(Symbol('s'), 'data')).to.throw('data must be JSON data');
    const holey: number[] = [1];
    holey[2] = 3;
    expect(() => copyJson(holey, 'data'), 'a hole').to.throw('data[1] must be JSON data');
  });

  it('refuses cycles but accepts the same object twice side by side', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = { back: cyclic };
    expect(() => copyJson(cyclic, 'data')).to.throw('data.self.back must be JSON data (it contains a cycle)');
    const shared = { x: 1 };
    expect(copyJson([shared, shared], 'data')).to.deep.equal([{ x: 1 }, { x: 1 }]);
  });

  it('keeps a __proto__ key as data and accepts objects without a prototype', () => {
    const parsed: unknown = JSON.parse('{"__proto__": {"polluted": true}}');
    const copy = copyJsonObject(parsed, 'data');
    expect(Object.getPrototypeOf(copy)).to.equal(Object.prototype);
    expect(Object.keys(copy)).to.deep.equal(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).to.equal(undefined);
    const bare: Record<string, unknown> = Object.create(null);
    bare.a = 1;
    expect(copyJsonObject(bare, 'data')).to.deep.equal({ a: 1 });
  });

  it('copyJsonArray and copyJsonObject check the outer shape', () => {
    expect(copyJsonArray([1], 'list')).to.deep.equal([1]);
    expect(() => copyJsonArray({ 0: 1 }, 'list')).to.throw('list must be an array');
    expect(copyJsonObject({ a: [] }, 'obj')).to.deep.equal({ a: [] });
    expect(() => copyJsonObject([], 'obj')).to.throw('obj must be an object');
    expect(() => copyJsonObject(new Map(), 'obj')).to.throw('obj must be an object');
  });
});
