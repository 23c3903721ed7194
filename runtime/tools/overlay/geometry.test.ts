import { expect } from '@open-wc/testing';
import { badgeText, labelLeft, labelTop, toHostSpace, unionBoxes } from './geometry';

describe('overlay geometry', () => {
  it('toHostSpace subtracts the host origin and keeps the size', () => {
    expect(toHostSpace({ left: 30, top: -5, width: 10, height: 20 }, { left: 10, top: -100, width: 999, height: 999 })).to.deep.equal({ left: 20, top: 95, width: 10, height: 20 });
    const rect = new DOMRect(5, 6, 7, 8);
    expect(toHostSpace(rect, new DOMRect(1, 2, 0, 0))).to.deep.equal({ left: 4, top: 4, width: 7, height: 8 });
  });

  it('unionBoxes holds every box, including negative and zero-size ones, and is null for none', () => {
    expect(unionBoxes([])).to.equal(null);
    const one = { left: 1, top: 2, width: 3, height: 4 };
    expect(unionBoxes([one])).to.deep.equal(one);
    expect(unionBoxes([one, { left: -10, top: 50, width: 0, height: 0 }, { left: 20, top: -3, width: 5, height: 1 }])).to.deep.equal({
      left: -10,
      top: -3,
      width: 35,
      height: 53,
    });
  });

  it('badgeText rounds the size to whole pixels', () => {
    expect(badgeText('div', { left: 0, top: 0, width: 100.4, height: 19.5 })).to.equal('div 100 x 20');
    expect(badgeText('h1.title', { left: 0, top: 0, width: 0, height: 0 })).to.equal('h1.title 0 x 0');
  });

  it('labelTop sits above the outline, or inside its top edge when there is no room above', () => {
    expect(labelTop({ left: 0, top: 40, width: 10, height: 10 }, 18)).to.equal(22);
    expect(labelTop({ left: 0, top: 18, width: 10, height: 10 }, 18), 'exactly enough room').to.equal(0);
    expect(labelTop({ left: 0, top: 17, width: 10, height: 10 }, 18)).to.equal(17);
    expect(labelTop({ left: 0, top: -30, width: 10, height: 10 }, 18)).to.equal(-30);
  });

  it('labelLeft starts at the outline, moves left to end inside the viewport, never past its left edge', () => {
    const at = (left: number) => ({ left, top: 0, width: 50, height: 10 });
    expect(labelLeft(at(100), 80, 0, 1000), 'fits').to.equal(100);
    expect(labelLeft(at(950), 80, 0, 1000), 'ends at the right edge').to.equal(920);
    expect(labelLeft(at(950), 2000, 0, 1000), 'wider than the view: stops at its left edge').to.equal(0);
    expect(labelLeft(at(-40), 80, 0, 1000), 'an outline starting left of the view keeps its left').to.equal(-40);
    expect(labelLeft(at(950), 80, 200, 1000), 'a scrolled view').to.equal(920);
  });
});
