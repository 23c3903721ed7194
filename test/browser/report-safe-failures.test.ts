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

describe('failed assertions on DOM nodes', () => {
  it('carry descriptions of the nodes, so the reporter never walks a component tree', () => {
    const [a, b] = ['Save', 'Cancel'].map((text) => {
      const button = document.createElement('button');
      button.textContent = text;
      // A graph as wide as a component tree's, leading back to the node.
      const fiber: Record<string, unknown> = { stateNode: button, children: [] };
      for (let i = 0; i < 50; i++) (fiber.children as unknown[]).push({ parent: fiber, stateNode: button, index: i });
      return Object.assign(button, { __fiber: fiber });
    });
    let failure: (Error & { actual?: unknown; expected?: unknown }) | undefined;
    try {
      expect(a).to.equal(b);
    } catch (error) {
      failure = error as Error;
    }
    expect(failure?.actual).to.equal('<button> “Save”');
    expect(failure?.expected).to.equal('<button> “Cancel”');
    expect(failure?.message).to.contain('Save').and.contain('Cancel');
    // Assertions that pass are untouched, and those on the asserted object still read it.
    expect(a).to.equal(a);
    expect(a).to.have.property('textContent', 'Save');
    expect(a).to.not.equal(b);
  });
});

describe('nodes of another frame', () => {
  it('are described too (the editor’s elements live in its frame)', async () => {
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const button = frame.contentDocument!.createElement('button');
      button.textContent = 'Anyway';
      expect(button instanceof Node).to.equal(false);
      expect(reportable(button)).to.equal('<button> “Anyway”');
    } finally {
      frame.remove();
    }
  });
});
