// The failure values a report carries can always become JSON (test/browser/report-safe-failures.ts).
import { expect } from '@open-wc/testing';
import { reportable } from './report-safe-failures';

describe('failure values in the report', () => {
  it('describes a DOM node with cyclic properties instead of carrying it', () => {
    const button = document.createElement('button');
    button.id = 'save';
    button.className = 'primary wide';
    button.textContent = 'Save';
    // What React leaves on the nodes it renders: a property that leads back to the node.
    const fiber = { stateNode: button };
    Object.assign(button, { __fiber: fiber });
    expect(() => JSON.stringify({ actual: fiber })).to.throw(TypeError);
    expect(reportable(button)).to.equal('<button#save.primary.wide> “Save”');
    expect(reportable(document.createTextNode('Hello'))).to.equal('#text "Hello"');
  });

  it('keeps values JSON can carry and turns the others into strings', () => {
    expect(reportable({ a: [1, 'two'] })).to.deep.equal({ a: [1, 'two'] });
    expect(reportable(null)).to.equal(null);
    const cyclic: Record<string, unknown> = { name: 'loop' };
    cyclic.self = cyclic;
    expect(reportable(cyclic)).to.equal('[object Object]');
    expect(reportable([document.createElement('p'), 3, cyclic])).to.deep.equal(['<p>', 3, '[object Object]']);
  });
});
