import { expect } from '@open-wc/testing';
import { canvasScale, frameHeight } from './fit';

describe('editor/canvas/fit', () => {
  it('fits the frame\'s width into the canvas, never enlarging it', () => {
    expect(canvasScale('fit', 1280, 1024)).to.equal(0.781);
    expect(canvasScale('fit', 375, 1024)).to.equal(1);
    expect(canvasScale(1.5, 1280, 1024)).to.equal(1.5);
    expect(canvasScale('fit', 1280, 0)).to.equal(1);
  });

  it('gives the frame the canvas\'s visible height in its own pixels', () => {
    expect(frameHeight(824, 0.5)).to.equal(1600);
    expect(frameHeight(100, 1)).to.equal(200);
  });
});
