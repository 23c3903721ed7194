import { expect } from '@open-wc/testing';
import { renderDocument, type DocumentParts } from '../../site/document';
import { routeMeta } from '../../site/content/routes';
import { consoleProblems, openSite } from './helpers';

const parts: DocumentParts = {
  meta: routeMeta.home,
  appHtml: '<main><h1>Product Analytics</h1></main>',
  css: 'body{color:red}',
  entry: '/assets/main-abc.js',
  modulePreloads: ['/assets/LandingPage-abc.js'],
  siteName: 'Product Analytics',
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('document template and analytics snippet', () => {
  it('adds the analytics script asynchronously when ANALYTICS_SRC is configured', () => {
    const doc = parse(renderDocument({ ...parts, analyticsSrc: 'https://stats.example.com/script.js' }));
    const scripts = [...doc.querySelectorAll('script')];
    const analytics = scripts.find((script) => script.src === 'https://stats.example.com/script.js');
    expect(analytics, 'analytics script').to.exist;
    expect(analytics!.async).to.equal(true);
    // Every script is async or a module (deferred): none blocks parsing or first paint.
    for (const script of scripts) expect(script.async || script.type === 'module', script.outerHTML).to.equal(true);
  });

  it('requests nothing from other origins when ANALYTICS_SRC is not set', () => {
    const doc = parse(renderDocument(parts));
    const external = [...doc.querySelectorAll('[src], link[href]')]
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
      .filter((url) => /^(https?:)?\/\//.test(url));
    expect(external).to.deep.equal([]);
  });

  it('rejects an analytics URL that is not http(s), with a clear error', () => {
    expect(() => renderDocument({ ...parts, analyticsSrc: 'javascript:alert(1)' })).to.throw(
      'ANALYTICS_SRC must be an absolute http(s) URL, got "javascript:alert(1)"',
    );
    expect(() => renderDocument({ ...parts, analyticsSrc: '/relative.js' })).to.throw(/ANALYTICS_SRC must be an absolute/);
  });

  it('escapes meta text and adds canonical and og:url when the site URL is known', () => {
    const doc = parse(
      renderDocument({ ...parts, meta: { path: '/privacy-policy', title: 'A "quoted" <title>', description: 'x & y' }, siteUrl: 'https://course.example.com' }),
    );
    expect(doc.title).to.equal('A "quoted" <title>');
    expect(doc.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).to.equal('x & y');
    expect(doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')!.href).to.equal('https://course.example.com/privacy-policy');
    expect(doc.querySelector<HTMLMetaElement>('meta[property="og:url"]')!.content).to.equal('https://course.example.com/privacy-policy');
  });

  it('the served landing page loads only same-origin resources', async () => {
    await consoleProblems();
    const frame = await openSite('/');
    const resources = frame.win.performance.getEntriesByType('resource').map((entry) => entry.name);
    expect(resources.length).to.be.greaterThan(0);
    expect(resources.filter((url) => new URL(url).origin !== location.origin)).to.deep.equal([]);
    expect([...frame.doc.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src).filter((src) => !src.startsWith(location.origin))).to.deep.equal(
      [],
    );
    frame.remove();
    expect(await consoleProblems()).to.equal('');
  });
});
