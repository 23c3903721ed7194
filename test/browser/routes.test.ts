import { expect } from '@open-wc/testing';
import { click, failOnConsoleProblems, fetchPage, openSite, routes, waitFor } from './helpers';

describe('routes and deep links', () => {
  failOnConsoleProblems();

  for (const route of routes) {
    it(`serves ${route.path} as its own prerendered HTML with content before JavaScript`, async () => {
      const { status, doc } = await fetchPage(route.path);
      expect(status).to.equal(route.path === '/no-such-page' ? 404 : 200);
      expect(doc.querySelector('#root main h1')?.textContent).to.equal(route.h1);
      expect(doc.title).to.match(route.title);
      const description = doc.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';
      expect(description.length).to.be.greaterThan(40);
      expect(doc.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).to.equal(doc.title);
      expect(doc.querySelector<HTMLMetaElement>('meta[property="og:description"]')?.content).to.equal(description);
      expect(doc.documentElement.lang).to.equal('en');
      expect(doc.querySelector('#root footer')).to.exist;
    });

    it(`hydrates ${route.path} in the browser without console errors`, async () => {
      const frame = await openSite(route.path);
      expect(frame.doc.querySelector('main h1')?.textContent).to.equal(route.h1);
      expect(frame.doc.title).to.match(route.title);
      expect(frame.doc.getElementById('root')?.children.length).to.be.greaterThan(0);
      frame.remove();
    });
  }

  it('answers unknown paths with status 404 and a not-found page that links home', async () => {
    const { status, doc } = await fetchPage('/courses/unknown?x=1');
    expect(status).to.equal(404);
    expect(doc.querySelector('main h1')?.textContent).to.equal('Page not found');
    expect(doc.querySelector('main a[href="/"]')?.textContent).to.match(/home/i);

    const frame = await openSite('/courses/unknown');
    const marker = Symbol.for('same-document');
    (frame.win as unknown as Record<symbol, boolean>)[marker] = true;
    await click(frame, frame.doc.querySelector('main a[href="/"]')!);
    await waitFor(() => frame.doc.querySelector('main h1')?.textContent === 'Product Analytics', 'the landing page');
    expect(frame.win.location.pathname).to.equal('/');
    // The link navigated inside the app, without a page load.
    expect((frame.win as unknown as Record<symbol, boolean>)[marker]).to.equal(true);
    frame.remove();
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const followed = await fetch('/privacy-policy/?ref=x');
    expect(followed.redirected).to.equal(true);
    expect(new URL(followed.url).pathname + new URL(followed.url).search).to.equal('/privacy-policy?ref=x');
    expect(followed.status).to.equal(200);
  });

  it('mounts into #root with the router at base /', async () => {
    const frame = await openSite('/refund-policy');
    const root = frame.doc.getElementById('root')!;
    expect(root.querySelector('header')).to.exist;
    expect(root.querySelector('main')).to.exist;
    expect(root.querySelector('footer')).to.exist;
    frame.remove();
  });
});
