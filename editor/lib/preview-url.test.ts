import { expect } from '@open-wc/testing';
import { PreviewRefused, previewUrl } from './preview-url';

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

describe('editor/lib/preview-url with an editing session', () => {
  const origin = 'http://preview.dev.localhost:4173';

  it('opens the session\'s preview origin, ?path= on it', () => {
    expect(previewUrl('', '4173', origin)).to.equal('http://preview.dev.localhost:4173/');
    expect(previewUrl('?path=/privacy-policy', '9999', origin)).to.equal('http://preview.dev.localhost:4173/privacy-policy');
  });

  it('takes ?preview= on that origin only; any other page is refused with the reason', () => {
    expect(previewUrl(`?preview=${encodeURIComponent(`${origin}/refund-policy`)}`, '4173', origin)).to.equal(`${origin}/refund-policy`);
    for (const other of ['http://evil.example/', 'http://preview.dev.localhost:4174/', 'https://preview.dev.localhost:4173/', 'javascript:alert(1)', 'not a url']) {
      expect(() => previewUrl(`?preview=${encodeURIComponent(other)}`, '4173', origin), other).to.throw(PreviewRefused, /opens only the site's own preview \(http:\/\/preview\.dev\.localhost:4173\)/);
    }
  });
});
