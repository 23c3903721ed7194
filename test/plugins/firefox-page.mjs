// What a Firefox test page needs beyond puppeteer's Page over WebDriver BiDi:
// - emulateMediaFeatures (what emulateMedia() calls) answered with Firefox's reduced-motion
//   preference, as puppeteer's own needs CDP;
// - a mouse that behaves like a real one while a page holds pointer lock. Firefox reports a locked
//   pointer's movement from the middle of the window, because it moves the real cursor back there
//   after every event. A synthetic mouse is never moved back, so every move would read as a jump
//   from the middle. While some frame holds the lock, each move is sent from the middle, as the
//   hardware's would arrive.
import { setFirefoxReducedMotion } from '../../scripts/browsers/firefox.mjs';

async function pointerLocked(page) {
  for (const frame of page.frames()) {
    try {
      if (await frame.evaluate(() => document.pointerLockElement !== null)) return true;
    } catch {
      // a frame that is loading or was just removed holds no lock
    }
  }
  return false;
}

export function adaptFirefoxPage(page, browser) {
  page.emulateMediaFeatures = async (features = []) => {
    for (const { name, value } of features) {
      if (name !== 'prefers-reduced-motion') throw new Error(`Firefox: emulating ${name} is not supported (only prefers-reduced-motion)`);
      await setFirefoxReducedMotion(browser, value === 'reduce');
    }
  };
  const { mouse } = page;
  const move = mouse.move.bind(mouse);
  let position = { x: 0, y: 0 };
  mouse.move = async (x, y, options) => {
    const from = position;
    position = { x, y };
    if (!(await pointerLocked(page))) return move(x, y, options);
    const [width, height] = await page.evaluate(() => [innerWidth, innerHeight]);
    const centre = { x: Math.floor(width / 2), y: Math.floor(height / 2) };
    // Back to the middle first (a move of nothing, as Firefox sees it): a synthetic move to where the
    // mouse already is sends no event, and equal steps would all land on one point.
    await move(centre.x, centre.y, options);
    return move(centre.x + (x - from.x), centre.y + (y - from.y), options);
  };
  const click = mouse.click.bind(mouse);
  mouse.click = (x, y, options) => {
    position = { x, y };
    return click(x, y, options);
  };
  const reset = mouse.reset.bind(mouse);
  mouse.reset = () => {
    position = { x: 0, y: 0 };
    return reset();
  };
  return page;
}
