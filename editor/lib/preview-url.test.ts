import { expect } from '@open-wc/testing';
import { previewUrl } from './preview-url';

describe('editor/lib/preview-url', () => {
  it('opens the site root on the dev-domain host at the editor\'s port', () => {
    expect(previewUrl('', '8080')).to.equal('http://preview.dev.localhost:8080/');
  });

  it('opens ?path=, with or without its leading slash', () => {
    expect(previewUrl('?path=/courses/intro?x=1', '3000')).to.equal('http://preview.dev.localhost:3000/courses/intro?x=1');
    expect(previewUrl('?path=pricing', '3000')).to.equal('http://preview.dev.localhost:3000/pricing');
    expect(previewUrl('?path=%2Fa%20b', '3000')).to.equal('http://preview.dev.localhost:3000/a b');
  });

  it('?preview= replaces the whole URL; an empty one does not', () => {
    expect(previewUrl('?preview=http://vendor.localhost:9000/index.html&path=/ignored', '3000')).to.equal('http://vendor.localhost:9000/index.html');
    expect(previewUrl('?preview=&path=/x', '3000')).to.equal('http://preview.dev.localhost:3000/x');
  });
});
