import { expect } from '@open-wc/testing';
import { DRAG_THRESHOLD_PX, passedThreshold, type DragCandidate } from './drag';

describe('drag threshold', () => {
  const candidate: DragCandidate = { element: document.body, key: 'k', startX: 100, startY: 100 };

  it('starts a drag once the pointer has moved the threshold in any direction, not before', () => {
    expect(passedThreshold(candidate, 100 + DRAG_THRESHOLD_PX - 0.5, 100, 1)).to.equal(false);
    expect(passedThreshold(candidate, 100 + DRAG_THRESHOLD_PX, 100, 1)).to.equal(true);
    expect(passedThreshold(candidate, 100, 100 - DRAG_THRESHOLD_PX, 1)).to.equal(true);
    // A diagonal move counts its length: 3-4-5 scaled to the threshold.
    const leg = (DRAG_THRESHOLD_PX / 5) * 0.99;
    expect(passedThreshold(candidate, 100 + 3 * leg, 100 + 4 * leg, 1)).to.equal(false);
    expect(passedThreshold(candidate, 100 + (3 * DRAG_THRESHOLD_PX) / 5, 100 + (4 * DRAG_THRESHOLD_PX) / 5, 1)).to.equal(true);
  });

  it('measures the threshold in screen pixels: zoomed in needs fewer page pixels, zoomed out more', () => {
    expect(passedThreshold(candidate, 100 + DRAG_THRESHOLD_PX / 2, 100, 2)).to.equal(true);
    expect(passedThreshold(candidate, 100 + DRAG_THRESHOLD_PX, 100, 0.5)).to.equal(false);
    expect(passedThreshold(candidate, 100 + DRAG_THRESHOLD_PX * 2, 100, 0.5)).to.equal(true);
  });
});
