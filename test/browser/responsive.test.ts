import { expect } from '@open-wc/testing';
import { failOnConsoleProblems, openSite, routes } from './helpers';

describe('responsive layout', () => {
  failOnConsoleProblems();

  for (const width of [360, 414, 768, 1024, 1440, 1920]) {
    it(`no route overflows horizontally at ${width} px`, async () => {
      for (const route of routes) {
        const frame = await openSite(route.path, { width, height: 900 });
        const { scrollWidth, clientWidth } = frame.doc.documentElement;
        expect(scrollWidth, `${route.path} scroll width`).to.be.at.most(clientWidth);
        // Nothing pokes out of the viewport even where overflow is clipped.
        const wide = [...frame.doc.querySelectorAll('body *')].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 0 && (box.right > clientWidth + 1 || box.left < -1) && !element.closest('.visually-hidden, .skip-link');
        });
        expect(wide.map((element) => `${element.tagName}.${element.className}`), route.path).to.deep.equal([]);
        frame.remove();
      }
    });
  }

  it('shows one column of packages on a phone and three on a desktop', async () => {
    const columns = async (width: number) => {
      const frame = await openSite('/', { width, height: 900 });
      const lefts = new Set([...frame.doc.querySelectorAll('.package')].map((card) => Math.round(card.getBoundingClientRect().left)));
      frame.remove();
      return lefts.size;
    };
    expect(await columns(360)).to.equal(1);
    expect(await columns(1280)).to.equal(3);
  });
});
