import { expect } from '@open-wc/testing';
import { elementAtPoint } from './hit-test';

describe('elementAtPoint', () => {
  it('answers the element inside open shadow roots, nested, and the host where no shadow child is', () => {
    const host = document.createElement('div');
    host.style.cssText = 'position: fixed; left: 0; top: 0; width: 200px; height: 200px; z-index: 2147483647';
    document.body.append(host);
    try {
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = '<div id="outer" style="width: 100px; height: 100px"></div>';
      const outer = root.getElementById('outer')!;
      const inner = outer.attachShadow({ mode: 'open' });
      inner.innerHTML = '<span id="leaf" style="display: block; width: 50px; height: 50px"></span>';
      const leaf = inner.getElementById('leaf')!;
      expect(elementAtPoint(document, 10, 10)).to.equal(leaf);
      expect(elementAtPoint(document, 75, 75), 'inside outer, outside its shadow child').to.equal(outer);
      expect(elementAtPoint(document, 150, 150), 'the host\'s own box').to.equal(host);
      expect(document.elementFromPoint(10, 10), 'the document alone answers the host').to.equal(host);
    } finally {
      host.remove();
    }
  });

  it('answers null outside the viewport', () => {
    expect(elementAtPoint(document, -10, -10)).to.equal(null);
  });
});
