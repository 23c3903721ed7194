// The computed values an editor's inspector shows for the selected element (about 65
// properties, and only display and flex-direction for the parent), read at once or once the
// element's transitions have run (an instant update can start one: the value read at once is the
// old one).

export const CSS_EVAL_PROPERTIES = [
  'display', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'float', 'clear', 'box-sizing',
  'width', 'height', 'min-width', 'min-height', 'max-width', 'max-height',
  'margin-top', 'margin-right', 'margin-bottom', 'margin-left',
  'padding-top', 'padding-right', 'padding-bottom', 'padding-left',
  'border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width',
  'border-top-style', 'border-top-color', 'border-top-left-radius', 'border-top-right-radius',
  'border-bottom-left-radius', 'border-bottom-right-radius',
  'flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'justify-content', 'align-items',
  'align-self', 'align-content', 'gap', 'row-gap', 'column-gap', 'order',
  'grid-template-columns', 'grid-template-rows', 'grid-column', 'grid-row',
  'color', 'background-color', 'background-image', 'opacity', 'overflow-x', 'overflow-y',
  'font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'letter-spacing',
  'text-align', 'text-decoration-line', 'text-transform', 'white-space', 'box-shadow', 'visibility', 'cursor',
] as const;

/** The longest wait for running transitions and animations; values are read then anyway. */
export const SETTLE_CAP_MS = 2000;

/**
 * Resolves once the transitions and animations running on `element` and its parent have finished
 * (endless and paused ones are not waited for), after SETTLE_CAP_MS at most, or when `signal` aborts.
 * One that is cancelled is over too, but what cancelled it may have started another (a forced state
 * cleared while its transition ran reverses it): each time those waited for end, the element is
 * looked at again, and the values are read a frame after the last one ended.
 */
export function animationsSettled(element: Element, signal: AbortSignal): Promise<void> {
  const view = element.ownerDocument.defaultView ?? window;
  const waited = new Set<Animation>();
  /** The animations running on the element and its parent, those that end (`ends`) or the endless ones. */
  const runningOnes = (ends: boolean) =>
    [element, element.parentElement]
      .flatMap((el) => el?.getAnimations() ?? [])
      .filter((animation) => animation.playState === 'running' && Number.isFinite(animation.effect?.getComputedTiming().endTime) === ends);
  const running = () => {
    // A transition starts when style is next computed. getAnimations() brings style up to date first
    // in Chromium and Firefox; reading a computed value first makes sure of it in every engine.
    view.getComputedStyle(element).getPropertyValue('transition-property');
    return runningOnes(true).filter((animation) => !waited.has(animation));
  };
  const settle = (first: Animation[]): Promise<void> => (first.length === 0 || signal.aborted ? Promise.resolve() : waitUntilOver(first));
  const first = running();
  if (first.length || signal.aborted) return settle(first);
  // WebKit can list a transition that a style change has started (a forced state cleared) a frame or
  // more late, or not at all, while the computed values already move: with nothing listed, wait until
  // the values the inspector shows hold still from one frame to the next (SETTLE_CAP_MS at most).
  const values = () => {
    const style = view.getComputedStyle(element);
    return CSS_EVAL_PROPERTIES.map((property) => style.getPropertyValue(property)).join(';');
  };
  // Endless animations are never waited for: their values never hold still.
  if (runningOnes(false).length > 0) return Promise.resolve();
  const started = view.performance.now();
  return new Promise((resolve) => {
    let last = values();
    // Still over two frames, not one: a transition a style change started is pending until a frame
    // gives it its start time, and shows its start value in that frame too (WebKit, on a busy machine).
    let stillFrames = 0;
    const nextFrame = () => {
      let looked = false;
      const look = () => {
        if (looked) return;
        looked = true;
        view.clearTimeout(fallback);
        if (signal.aborted) return resolve();
        const listed = running();
        if (listed.length) return resolve(settle(listed));
        const now = values();
        stillFrames = now === last ? stillFrames + 1 : 0;
        if (stillFrames >= 2 || view.performance.now() - started > SETTLE_CAP_MS) return resolve();
        last = now;
        nextFrame();
      };
      // A page that draws no frames (a hidden tab) is looked at every 100 ms instead.
      const fallback = view.setTimeout(look, 100);
      view.requestAnimationFrame(look);
    };
    nextFrame();
  });

  function waitUntilOver(first: Animation[]): Promise<void> {
    return new Promise((resolve) => {
      let over = false;
      const done = () => {
        over = true;
        view.clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = view.setTimeout(done, SETTLE_CAP_MS);
      signal.addEventListener('abort', done);
      const waitFor = (animations: Animation[]) => {
        animations.forEach((animation) => waited.add(animation));
        // A cancelled animation rejects `finished`: it is over too.
        void Promise.all(animations.map((animation) => animation.finished.catch(() => undefined))).then(() => {
          if (over) return;
          const next = running();
          if (next.length) waitFor(next);
          // WebKit resolves `finished` before the element's style has left the animation: a value read
          // at once is the last animated one. The next frame's style is the settled one in every engine.
          else view.requestAnimationFrame(() => done());
        });
      };
      waitFor(first);
    });
  }
}

export function cssEvalsFor(element: Element): { cssEvals: Record<string, string>; parent: { display: string; 'flex-direction': string } } {
  const view = element.ownerDocument.defaultView!;
  const style = view.getComputedStyle(element);
  const cssEvals: Record<string, string> = {};
  for (const property of CSS_EVAL_PROPERTIES) cssEvals[property] = style.getPropertyValue(property);
  const parentStyle = element.parentElement ? view.getComputedStyle(element.parentElement) : null;
  return {
    cssEvals,
    parent: { display: parentStyle?.display ?? '', 'flex-direction': parentStyle?.flexDirection ?? '' },
  };
}
