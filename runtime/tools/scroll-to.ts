// scrollToElement: a designer picks an element in an editor's layers panel and expects the canvas to
// show it. The frame scrolls (and every scroll container around the element, as scrollIntoView
// does) so that the element is in view, centred along each axis where it fits; smoothly unless the
// page prefers reduced motion. The promise resolves once the scroll is over.
import { flatParent } from './css-rules/collect';

/** Frames in a row without movement that mean a scroll is over. */
const STILL_FRAMES = 3;
/** Frames a smooth scroll may take to start moving before we take it that nothing had to move. */
const START_FRAMES = 10;
/** The longest wait (a page that scrolls forever, a hidden frame without animation frames). */
const SCROLL_CAP_MS = 3000;

interface Area {
  top: number;
  left: number;
  bottom: number;
  right: number;
  /** The smallest viewport the element scrolls in: what it must fit to be centred. */
  width: number;
  height: number;
}

/** Where `element` can be seen: the viewport clipped by each ancestor that clips its content. */
function visibleArea(element: Element): Area {
  const doc = element.ownerDocument;
  const view = doc.defaultView ?? window;
  const root = doc.documentElement;
  const area: Area = { top: 0, left: 0, bottom: root.clientHeight, right: root.clientWidth, width: root.clientWidth, height: root.clientHeight };
  const rootStyle = view.getComputedStyle(root);
  // <body>'s overflow belongs to the viewport unless <html> sets its own.
  const bodyIsViewport = rootStyle.overflowX === 'visible' && rootStyle.overflowY === 'visible';
  for (let node = flatParent(element); node && node !== root; node = flatParent(node)) {
    if (node === doc.body && bodyIsViewport) continue;
    const style = view.getComputedStyle(node);
    if ((style.overflowX === 'visible' && style.overflowY === 'visible') || style.display === 'inline' || style.display === 'contents') continue;
    const rect = node.getBoundingClientRect();
    // Its padding box: inside the borders, without scroll bars.
    const top = rect.top + node.clientTop;
    const left = rect.left + node.clientLeft;
    area.top = Math.max(area.top, top);
    area.left = Math.max(area.left, left);
    area.bottom = Math.min(area.bottom, top + node.clientHeight);
    area.right = Math.min(area.right, left + node.clientWidth);
    area.width = Math.min(area.width, node.clientWidth);
    area.height = Math.min(area.height, node.clientHeight);
  }
  return area;
}

/** Whether a span is in view along one axis: wholly inside when it fits, else covering the view. Half a pixel of slack for subpixel layout. */
function spanInView(start: number, end: number, viewStart: number, viewEnd: number, fits: boolean): boolean {
  return fits ? start >= viewStart - 0.5 && end <= viewEnd + 0.5 : start <= viewStart + 0.5 && end >= viewEnd - 0.5;
}

/**
 * Resolves once the element has stayed put for a few frames (or never moved) and no scroller the
 * scroll moved is still scrolling, after the cap, or on abort. Stillness alone is not enough in
 * Firefox: its smooth scroll runs off the main thread and can leave the page's position unchanged for
 * several frames before the last pixel. Engines with `scrollend` say when each scroller is done;
 * the others (WebKit) are judged by stillness alone.
 */
function scrollOver(element: Element, before: DOMRect, view: Window, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const doc = element.ownerDocument;
    const hasScrollEnd = 'onscrollend' in view;
    /** Scrollers (the document for the viewport) that fired `scroll` and not yet `scrollend`. */
    const scrolling = new Set<EventTarget>();
    const onScroll = (event: Event) => {
      if (hasScrollEnd && event.target) scrolling.add(event.target);
    };
    const onScrollEnd = (event: Event) => {
      if (event.target) scrolling.delete(event.target);
    };
    // Capture: an element's scroll events do not bubble, but pass the document on their way down.
    doc.addEventListener('scroll', onScroll, true);
    doc.addEventListener('scrollend', onScrollEnd, true);
    let last = before;
    let still = 0;
    let frames = 0;
    let moved = false;
    let frame = 0;
    const done = () => {
      view.cancelAnimationFrame(frame);
      view.clearTimeout(timer);
      signal.removeEventListener('abort', done);
      doc.removeEventListener('scroll', onScroll, true);
      doc.removeEventListener('scrollend', onScrollEnd, true);
      resolve();
    };
    const tick = () => {
      // One read per frame: the element's box moves with every scroller around it.
      const now = element.getBoundingClientRect();
      frames += 1;
      if (now.top === last.top && now.left === last.left) still += 1;
      else {
        still = 0;
        moved = true;
      }
      last = now;
      if (still >= STILL_FRAMES && scrolling.size === 0 && (moved || frames >= START_FRAMES)) done();
      else frame = view.requestAnimationFrame(tick);
    };
    const timer = view.setTimeout(done, SCROLL_CAP_MS);
    signal.addEventListener('abort', done);
    frame = view.requestAnimationFrame(tick);
  });
}

/**
 * Scrolls `element` into view; resolves with whether anything had to scroll, once the scroll is
 * over. Throws (before scrolling) for an element that is not rendered.
 */
export async function scrollToElement(element: Element, signal: AbortSignal): Promise<boolean> {
  if (!element.isConnected || element.getClientRects().length === 0) throw new Error('The element is not rendered: it has no box to scroll to');
  const view = element.ownerDocument.defaultView ?? window;
  const rect = element.getBoundingClientRect();
  const area = visibleArea(element);
  const fitsX = rect.width <= area.width;
  const fitsY = rect.height <= area.height;
  const inViewX = spanInView(rect.left, rect.right, area.left, area.right, fitsX);
  const inViewY = spanInView(rect.top, rect.bottom, area.top, area.bottom, fitsY);
  if (inViewX && inViewY) return false;
  const reduced = view.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // An axis already in view stays as it is ('nearest' moves nothing there).
  const align = (inView: boolean, fits: boolean): ScrollLogicalPosition => (inView ? 'nearest' : fits ? 'center' : 'start');
  element.scrollIntoView({ behavior: reduced ? 'instant' : 'smooth', block: align(inViewY, fitsY), inline: align(inViewX, fitsX) });
  await scrollOver(element, rect, view, signal);
  return true;
}
