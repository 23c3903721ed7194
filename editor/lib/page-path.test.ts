import { expect } from '@open-wc/testing';
import { pagePathTarget } from './page-path';

const HERE = 'http://preview.dev.localhost:5173/courses/data?x=1';

describe('editor/lib/page-path', () => {
  it('resolves a typed path on the preview’s own site', () => {
    expect(pagePathTarget('/about', HERE)).to.deep.equal({ url: 'http://preview.dev.localhost:5173/about' });
    expect(pagePathTarget('  pricing?plan=team#faq ', HERE)).to.deep.equal({ url: 'http://preview.dev.localhost:5173/pricing?plan=team#faq' });
    expect(pagePathTarget('http://preview.dev.localhost:5173/x', HERE)).to.deep.equal({ url: 'http://preview.dev.localhost:5173/x' });
  });

  it('refuses other sites and what is not a path, saying what to type', () => {
    for (const input of ['https://example.com/', '//example.com/a', 'javascript:alert(1)', 'http://preview.dev.localhost:9999/']) {
      const target = pagePathTarget(input, HERE);
      expect(target, input).to.have.property('error').that.contains('Only pages of this site');
    }
    expect(pagePathTarget('', HERE)).to.have.property('error').that.contains('Type the path');
    expect(pagePathTarget('/a page', HERE)).to.have.property('error').that.contains('no spaces');
    expect(pagePathTarget('/about', '')).to.have.property('error').that.contains('no page open');
  });
});
