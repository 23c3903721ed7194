import { expect } from '@open-wc/testing';
import { consoleProblems } from '../helpers';
import { IDS, nodes, openCards, type CardsPage } from './cards';

// An editor that changes its canvas's width (device presets) draws the layers and rulers from the
// tree's boxes: when the viewport is resized the page re-lays out, and the frame posts a new tree.
describe('the navigation tree after a viewport resize', () => {
  let page: CardsPage;
  afterEach(async () => {
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('posts a new NAV_TREE whose boxes have the new layout', async () => {
    page = await openCards({ width: 1000, height: 700 });
    const widthOf = (id: string) => nodes(page.tree()).find((node) => node.tempoElement.codebaseId === id)!.pageBoundingBox.width;
    const before = widthOf(IDS.h1);
    expect(before).to.be.greaterThan(900);
    page.host.mark();
    page.iframe.style.width = '500px';
    const event = await page.host.nextEvent('NAV_TREE');
    const h1 = nodes(event.navTree!).find((node) => node.tempoElement.codebaseId === IDS.h1)!;
    expect(h1.pageBoundingBox.width).to.be.lessThan(500);
    expect(h1.pageBoundingBox.width).to.equal(page.doc.getElementsByClassName(IDS.h1)[0]!.getBoundingClientRect().width);
  });
});
