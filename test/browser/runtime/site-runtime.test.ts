import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { isGeneratedId, type NavTreeNode } from '../../../types';
import { consoleProblems, expectNothingFor, isHydrated, requestedUrls, waitFor, waitForAsync } from '../helpers';
import { connect, createFrame, devOrigin, editorOrigin, newId, openHost, stagingOrigin, toPage } from './host';

function nodes(tree: NavTreeNode): NavTreeNode[] {
  return [tree, ...tree.children.flatMap(nodes)];
}

describe('the site and the editing runtime', () => {
  before(async () => {
    await setViewport({ width: 1400, height: 1000 });
    await requestedUrls();
    await consoleProblems();
  });
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('on the dev-domain host the site loads the runtime, which accepts this editor and names the markup', async () => {
    const host = await openHost(`${devOrigin}/`, { width: 1280, height: 800 });
    expect((await host.call('initProject', 'site')).error).to.equal(undefined);
    const tree = (await host.nextEvent('NAV_TREE')).navTree!;
    const all = nodes(tree);
    expect(all.length).to.be.greaterThan(100);
    // Every JSX element of site/ carries its source id, and so does every <a> wouter's <Link> renders
    // (the id of the <Link …> use site); only the app's mount point, which no JSX writes, is generated.
    const generated = all.slice(1).filter((node) => isGeneratedId(node.tempoElement.codebaseId));
    for (const node of all.slice(1)) {
      if (!generated.includes(node)) expect(node.tempoElement.codebaseId).to.match(/^tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect(generated.map((node) => node.name)).to.deep.equal(['div']);
    const h1 = all.find((node) => node.name === 'h1' && node.literalChildren.some((child) => child.value === 'Product Analytics'));
    expect(h1, 'the hero heading').to.exist;
    expect(h1!.pageBoundingBox.width).to.be.greaterThan(100);
    // The dev build keeps component names, so the React adapter can answer for them.
    const inspected = await host.request({
      type: 'inspectElement',
      id: newId(),
      payload: { componentName: 'SectionLink', isComponent: false, tempoElementID: all.find((n) => n.name === 'a' && n.classList.includes('button--large'))!.tempoElement.codebaseId },
    });
    // A codebase id names a source element; all its instances share it, and the first in the page answers
    // (SectionLink's <a> first renders in the header's "Who it is for" link).
    expect(inspected.props).to.include({ section: 'audience', className: 'site-nav__link' });
    // Hook state: wouter's location store.
    expect(inspected.state).to.deep.equal(['/']);
    const footer = await host.request({ type: 'GET_STATE_AND_PROPS', id: newId(), componentName: 'Footer' });
    expect(footer).to.deep.equal({ id: footer.id, props: {}, state: [] });

    // Hover the hero heading with the real mouse: the site's own runtime reports it.
    const box = h1!.pageBoundingBox;
    host.mark();
    await sendMouse({ type: 'move', position: toPage(host.iframe, box.pageX + 30, box.pageY + box.height / 2) });
    const hovered = await host.nextEvent('HOVERED_ELEMENT_KEY');
    expect(hovered.elementKey).to.equal(`${h1!.tempoElement.codebaseId}_site_${h1!.tempoElement.uniquePath}`);
    const urls = await requestedUrls();
    expect(urls).to.include(`${devOrigin}/runtime/site-runtime.js`);
    host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it("the links wouter's <Link> renders carry their use site's source id on every page: none is generated", async () => {
    const linkIds = async (path: string) => {
      const host = await openHost(`${devOrigin}${path}`, { width: 1280, height: 800 });
      await host.call('initProject', 'site');
      const tree = (await host.nextEvent('NAV_TREE')).navTree!;
      await host.call('checkIfHydrationError');
      host.remove();
      const all = nodes(tree);
      // The header's and the footer's brand links, the footer's policy links and the not-found page's link back.
      const links = all.filter((node) => node.name === 'a' && ['/', '/privacy-policy', '/refund-policy'].includes(String(node.props.href?.value)));
      for (const link of links) expect(link.tempoElement.codebaseId, `${path}: <a href="${String(link.props.href?.value)}">`).to.match(/^tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      return links.map((node) => `${String(node.props.href?.value)} ${node.tempoElement.codebaseId}`);
    };
    const home = await linkIds('/');
    expect(home.map((link) => link.split(' ')[0])).to.deep.equal(['/', '/', '/privacy-policy', '/refund-policy']);
    const ids = home.map((link) => link.split(' ')[1]!);
    // One source element per brand link; the two policy links are one <Link> in a .map, so they share its id.
    expect(new Set(ids).size).to.equal(3);
    expect(ids[2]).to.equal(ids[3]);
    // The same ids on every page, and the not-found page's own <Link> has one too.
    expect(await linkIds('/privacy-policy')).to.deep.equal(home);
    const notFound = await linkIds('/no-such-page');
    expect(notFound.length).to.equal(5);
    expect(notFound.filter((link) => !home.includes(link))).to.have.length(1);
    expect(notFound.find((link) => !home.includes(link))).to.match(/^\/ tempo-/);
  });

  it('the editing tools load only once an editor has connected, not with the page', async () => {
    await requestedUrls();
    const iframe = await createFrame(`${devOrigin}/privacy-policy`);
    await expectNothingFor(300, 'a page that loads the tools with it asks for them by its load event, or at most an idle moment later', async () =>
      (await requestedUrls()).find((url) => url.includes('runtime-tools')),
    );
    const host = await connect(iframe);
    await host.call('initProject', 'site');
    const tools = `${devOrigin}/runtime/runtime-tools.mjs`;
    const urls: string[] = [];
    await waitForAsync(async () => {
      urls.push(...(await requestedUrls()));
      return urls.includes(tools);
    }, 'the request for the editing tools');
    host.remove();
  });

  it('codebase ids are stable: the same source element has the same id on every load', async () => {
    const ids = async () => {
      const host = await openHost(`${devOrigin}/refund-policy`);
      await host.call('initProject', 'site');
      const tree = (await host.nextEvent('NAV_TREE')).navTree!;
      // The editing tools load after initProject: wait for them, or a frame removed meanwhile leaves a late request.
      await host.call('checkIfHydrationError');
      host.remove();
      return nodes(tree).map((node) => node.tempoElement.codebaseId);
    };
    expect(await ids()).to.deep.equal(await ids());
  });

  for (const [label, origin] of [
    ['the staging-dev host', stagingOrigin],
    ['a normal host', `http://course.localhost:${location.port}`],
  ] as const) {
    it(`on ${label} no runtime byte is downloaded and the markup carries no codebase ids`, async () => {
      await requestedUrls();
      const iframe = await createFrame(`${origin}/`);
      const urls: string[] = [];
      await expectNothingFor(300, 'the runtime is a script of the page: it is asked for by the load event, its tools at most an idle moment later', async () => {
        urls.push(...(await requestedUrls()));
        return urls.find((url) => url.includes('/runtime/'));
      });
      expect(urls).to.include(`${origin}/`);
      let refused: unknown;
      await connect(iframe, { attempts: 3 }).catch((error: unknown) => (refused = error));
      expect(String(refused)).to.contain('did not answer init');
      const html = await (await fetch(`/`)).text();
      expect(html).not.to.match(/tempo-[0-9a-f]{8}-/);
    });
  }

  it('the same-origin site on localhost has neither the runtime nor codebase ids', async () => {
    const iframe = await createFrame('/');
    const doc = iframe.contentDocument!;
    // Codebase ids would be in the server's markup; a runtime would have loaded with the page and run by hydration.
    await waitFor(() => isHydrated(doc.querySelector('main .page h1')), 'the home page to hydrate');
    expect(doc.querySelector('[class*="tempo-"]')).to.equal(null);
    const runtime = iframe.contentWindow!.performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/runtime/'));
    expect(runtime).to.deep.equal([]);
  });
});

describe('the runtime as an ES module: start() and stop()', () => {
  const SRC = `${editorOrigin}/test-fixtures/esm.html?storyboard=true&type=COMPONENT`;

  it('when the editing tools cannot be loaded, the functions that need them answer a clear error', async () => {
    const host = await openHost(`${editorOrigin}/test-fixtures/esm.html?toolsBase=${encodeURIComponent(`${editorOrigin}/nowhere/`)}`);
    await host.call('initProject', 'esm');
    const answer = await host.call('checkIfHydrationError');
    expect(answer.error).to.match(/^Could not load the editing tools from http:\/\/localhost:\d+\/nowhere\/runtime-tools\.mjs: /);
    // The core keeps working.
    expect((await host.call('setZoomPerc', 2)).error).to.equal(undefined);
    host.remove();
  });

  it('a relative toolsBase is resolved against the page: the tools load from there', async () => {
    // esm.html is at /test-fixtures/; the built files are at /runtime/.
    const host = await openHost(`${editorOrigin}/test-fixtures/esm.html?toolsBase=${encodeURIComponent('../runtime/')}`);
    await host.call('initProject', 'esm');
    const answer = await host.call('checkIfHydrationError');
    expect(answer.error).to.equal(undefined);
    const loaded = host.iframe.contentWindow!.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    expect(loaded).to.include('/runtime/runtime-tools.mjs');
    host.remove();
  });

  it('stop() removes every listener, overlay and style it added, and closes the port', async () => {
    const host = await openHost(SRC);
    await host.call('initProject', 'esm');
    const win = host.iframe.contentWindow!;
    const doc = host.iframe.contentDocument!;
    expect(win.getComputedStyle(doc.body).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    const link = doc.querySelector('a.link')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: toPage(host.iframe, link.left + 5, link.top + 5) });
    await host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(win.location.hash).to.equal('');
    const overlayHost = [...doc.documentElement.children].find((child) => child.shadowRoot);
    expect(overlayHost).to.exist;

    // A second start in the same window is refused while the first runs.
    const answer = new Promise((resolve) => window.addEventListener('message', (event) => resolve(event.data), { once: true }));
    win.postMessage('start-again', editorOrigin);
    expect(await answer).to.equal('refused: The editing runtime is already running in this window; call stop() on it first');

    win.postMessage('stop-runtime', editorOrigin);
    await waitFor(() => !overlayHost!.isConnected, 'stop() to remove the overlay');
    expect([...doc.documentElement.children].some((child) => child.shadowRoot)).to.equal(false);
    expect(win.getComputedStyle(doc.body).backgroundColor).to.equal('rgb(250, 240, 230)');
    const before = host.messages.length;
    const h1 = doc.querySelector('h1')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: toPage(host.iframe, h1.left + 10, h1.top + 10) });
    await sendMouse({ type: 'click', position: toPage(host.iframe, link.left + 5, link.top + 5) });
    host.send({ type: 'executeFunction', id: newId(), payload: { functionName: 'setZoomPerc', args: [2] } });
    // The page is a page again: the link navigates.
    await waitFor(() => win.location.hash === '#clicked', 'the link to navigate');
    await expectNothingFor(200, 'a running runtime answers a call and reports a hover or click within a few ms', () =>
      host.messages.length !== before && `the port got ${JSON.stringify(host.messages.slice(before)).slice(0, 200)}`,
    );
    host.remove();
  });
});
