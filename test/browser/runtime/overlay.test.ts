// The preview-frame overlay layer, in a real
// Chromium: outlines sit exactly on their targets through scrolling, resizing and layout changes, at
// every zoom, unaffected by page CSS and without affecting the page.
import { expect } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { expectNothingFor, renderingUpdates, waitFor } from '../helpers';
import { createOverlayLayer, type OutlineTarget, type OverlayLayer } from '../../../runtime/tools/overlay/layer';
import { createPageChangeSource, type PageChangeSource } from '../../../runtime/core/page-changes';
import {
  COMPONENT_BLUE,
  COMPONENT_PURPLE,
  OUTLINE_BLUE,
  OUTLINE_PURPLE,
  Z_INDEX_CHILD_OUTLINE,
  Z_INDEX_HOVER_OUTLINE,
  Z_INDEX_LABEL,
  Z_INDEX_MOVE_OUTLINE,
  Z_INDEX_SELECTION_OUTLINE,
} from '../../../runtime/tools/overlay/theme';

// Lets the observers' first notifications pass, so a test sees the effect of its own change only:
// a ResizeObserver reports in the rendering update after observe().
const settle = () => renderingUpdates(2);
/** Re-measuring is throttled to REMEASURE_THROTTLE_MS (15 ms): anything due is drawn well within this. */
const REMEASURE_DUE_MS = 100;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** '#2563eb' → 'rgb(37, 99, 235)', as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function rootOf(layer: OverlayLayer): ShadowRoot {
  const root = layer.host.shadowRoot;
  if (!root) throw new Error('the overlay host has no open shadow root');
  return root;
}

function find(layer: OverlayLayer, selector: string): HTMLElement | null {
  return rootOf(layer).querySelector<HTMLElement>(selector);
}

function get(layer: OverlayLayer, selector: string): HTMLElement {
  const element = find(layer, selector);
  if (!element) throw new Error(`no ${selector} in the overlay`);
  return element;
}

function expectSameRect(actual: DOMRect, expected: DOMRect, what: string): void {
  for (const side of ['left', 'top', 'width', 'height'] as const) {
    expect(Math.abs(actual[side] - expected[side]), `${what}: ${side} ${actual[side]} vs ${expected[side]}`).to.be.at.most(1);
  }
}

function onTarget(outline: Element | null, target: Element): boolean {
  if (!outline) return false;
  const a = outline.getBoundingClientRect();
  const b = target.getBoundingClientRect();
  return (['left', 'top', 'width', 'height'] as const).every((side) => Math.abs(a[side] - b[side]) <= 1);
}

function expectOnTarget(outline: Element, target: Element, what: string): void {
  expectSameRect(outline.getBoundingClientRect(), target.getBoundingClientRect(), what);
}

/** The outline's line: the spread of its inset box-shadow, e.g. 'rgb(37, 99, 235) 0px 0px 0px 0.5px inset'. */
function line(outline: Element): { width: number; color: string } {
  const shadow = getComputedStyle(outline).boxShadow;
  const color = /rgba?\([^)]*\)/.exec(shadow)?.[0] ?? '';
  const lengths = [...shadow.replace(color, '').matchAll(/(-?[\d.]+)px/g)].map((match) => Number(match[1]));
  expect(shadow, 'an inset line').to.contain('inset');
  return { width: lengths[3] ?? Number.NaN, color };
}

function union(rects: DOMRect[]): DOMRect {
  const left = Math.min(...rects.map((rect) => rect.left));
  const top = Math.min(...rects.map((rect) => rect.top));
  const right = Math.max(...rects.map((rect) => rect.right));
  const bottom = Math.max(...rects.map((rect) => rect.bottom));
  return new DOMRect(left, top, right - left, bottom - top);
}

/** Counts re-measures: the layer reads its host's rect exactly once per measurement. */
function countMeasurements(layer: OverlayLayer): { readonly count: number; reset(): void } {
  let count = 0;
  const original = layer.host.getBoundingClientRect.bind(layer.host);
  layer.host.getBoundingClientRect = () => {
    count += 1;
    return original();
  };
  return {
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}

describe('overlay layer', () => {
  let fixture: HTMLElement;
  let layer: OverlayLayer | null = null;
  let changes: PageChangeSource | null = null;
  let edits = 0;
  const pageStyles: HTMLStyleElement[] = [];

  /** A block-level box in the fixture; `article` rather than `div` so page CSS aimed at divs spares it. */
  function box(width: number, height: number, css = '', parent: Element = fixture): HTMLElement {
    const element = document.createElement('article');
    element.style.cssText = `display:block;width:${width}px;height:${height}px;margin:0 0 24px;background:#e5e7eb;${css}`;
    parent.append(element);
    return element;
  }

  function target(element: Element, name = 'Card', isComponent = false): OutlineTarget {
    return { element, name, isComponent };
  }

  function open(): OverlayLayer {
    // The runtime's change source, leaving out the layer's own nodes as the runtime does.
    changes = createPageChangeSource(document, (node) => !!layer && (node === layer.host || layer.host.contains(node)));
    layer = createOverlayLayer({ doc: document, changes, onEditDynamicText: () => (edits += 1) });
    return layer;
  }

  function addPageStyle(css: string): void {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.append(style);
    pageStyles.push(style);
  }

  before(async () => {
    await setViewport({ width: 1000, height: 700 });
  });

  beforeEach(() => {
    edits = 0;
    fixture = document.createElement('section');
    fixture.style.cssText = 'display:block;padding:120px 40px 40px;margin:0';
    document.body.append(fixture);
  });

  afterEach(() => {
    layer?.destroy();
    layer = null;
    changes?.stop();
    changes = null;
    fixture.remove();
    for (const style of pageStyles.splice(0)) style.remove();
    window.scrollTo(0, 0);
  });

  it('injects one zero-size host on <html> with an open shadow root and no stacking context', () => {
    const overlay = open();
    const { host } = overlay;
    expect(host.parentElement).to.equal(document.documentElement);
    expect(host.tagName).to.equal('DIV');
    expect(rootOf(overlay).querySelector('style')?.textContent).to.contain(':host');
    const style = getComputedStyle(host);
    expect(style.display).to.equal('block');
    expect(style.position).to.equal('absolute');
    expect([style.left, style.top, style.width, style.height]).to.deep.equal(['0px', '0px', '0px', '0px']);
    expect(style.pointerEvents).to.equal('none');
    expect(style.zIndex).to.equal('auto');
    expect(style.transform).to.equal('none');
    expect(style.opacity).to.equal('1');
    expect(style.filter).to.equal('none');
    expect(style.isolation).to.equal('auto');
    expect(Z_INDEX_MOVE_OUTLINE).to.equal(2000000004);
  });

  it('outlines the hovered element exactly, with a name and size badge above its top-left corner', () => {
    box(300, 40);
    const card = box(120, 80, 'margin-left:60px');
    const overlay = open();
    overlay.setHover(target(card, 'Card'));
    const outline = get(overlay, '.outline.hover');
    expectOnTarget(outline, card, 'hover outline');
    expect(line(outline).width).to.equal(1);
    expect(getComputedStyle(outline).zIndex).to.equal(String(Z_INDEX_HOVER_OUTLINE));

    const badge = get(overlay, '.badge');
    expect(badge.textContent).to.equal('Card 120 x 80');
    const badgeRect = badge.getBoundingClientRect();
    const cardRect = card.getBoundingClientRect();
    expect(Math.abs(badgeRect.bottom - cardRect.top), 'badge sits on the outline').to.be.at.most(1);
    expect(Math.abs(badgeRect.left - cardRect.left), 'badge starts at the left edge').to.be.at.most(1);
    expect(badgeRect.height).to.be.closeTo(38, 0.5);
    const badgeStyle = getComputedStyle(badge);
    expect(badgeStyle.fontSize).to.equal('20px');
    expect(badgeStyle.color).to.equal('rgb(255, 255, 255)');
    expect(badgeStyle.zIndex).to.equal(String(Z_INDEX_LABEL));

    overlay.setHover(null);
    expect(find(overlay, '.outline, .badge')).to.equal(null);
  });

  it('rounds the badge size and puts the badge inside the outline when there is no room above', () => {
    const top = box(100.4, 20.6, 'position:absolute;left:300px;top:10px;margin:0');
    const overlay = open();
    overlay.setSelection([target(top, 'Logo')]);
    const outline = get(overlay, '.outline.selection');
    expectOnTarget(outline, top, 'selection outline');
    expect(getComputedStyle(outline).zIndex).to.equal(String(Z_INDEX_SELECTION_OUTLINE));
    const badge = get(overlay, '.badge');
    expect(badge.textContent).to.equal('Logo 100 x 21');
    expect(Math.abs(badge.getBoundingClientRect().top - top.getBoundingClientRect().top)).to.be.at.most(1);
  });

  it('keeps outlines on their targets while the window scrolls, fixed-position targets included', async () => {
    const card = box(200, 100);
    box(10, 3000);
    const fixed = box(150, 50, 'position:fixed;right:20px;top:200px;margin:0');
    const overlay = open();
    overlay.setHover(target(card));
    overlay.setSelection([target(fixed, 'Toolbar')]);
    await settle();
    window.scrollTo(0, 400);
    // Same frame, no re-measure yet: the outline moves with the document like its target.
    expectOnTarget(get(overlay, '.outline.hover'), card, 'hover outline right after scrolling');
    await waitFor(() => onTarget(find(overlay, '.outline.selection'), fixed), 'the outline of the fixed target to follow the scroll');
    expectOnTarget(get(overlay, '.outline.hover'), card, 'hover outline after scrolling');
    expectOnTarget(get(overlay, '.outline.selection'), fixed, 'outline of a fixed target after scrolling');
  });

  it('follows a target inside a scrolled overflow container', async () => {
    const scroller = document.createElement('section');
    scroller.style.cssText = 'display:block;height:200px;width:400px;overflow:auto';
    fixture.append(scroller);
    box(300, 300, '', scroller);
    const inner = box(200, 80, '', scroller);
    box(300, 400, '', scroller);
    const overlay = open();
    overlay.setSelection([target(inner, 'Row')]);
    await settle();
    scroller.scrollTop = 250;
    await waitFor(() => onTarget(find(overlay, '.outline.selection'), inner), 'the outline to follow its container\'s scroll');
    expectOnTarget(get(overlay, '.outline.selection'), inner, 'outline after scrolling its container');
  });

  it('follows a target that resizes (also without mutations) or is pushed down by a new sibling', async () => {
    const card = box(120, 80);
    const overlay = open();
    overlay.setHover(target(card));
    await settle();
    card.style.height = '150px';
    await waitFor(() => onTarget(find(overlay, '.outline.hover'), card), 'the outline to follow the resize');
    expectOnTarget(get(overlay, '.outline.hover'), card, 'after a resize');
    expect(get(overlay, '.badge').textContent).to.equal('Card 120 x 150');

    // A Web Animation changes the size with no DOM mutation and no animation events: only the
    // ResizeObserver on the target can notice it.
    await card.animate([{ width: '120px' }, { width: '320px' }], { duration: 40, fill: 'forwards' }).finished;
    expect(card.getBoundingClientRect().width).to.equal(320);
    await waitFor(() => onTarget(find(overlay, '.outline.hover'), card), 'the outline to follow the animated resize');
    expectOnTarget(get(overlay, '.outline.hover'), card, 'after an animated resize');

    const sibling = document.createElement('article');
    sibling.style.cssText = 'display:block;height:130px';
    card.before(sibling);
    await waitFor(() => onTarget(find(overlay, '.outline.hover'), card), 'the outline to follow the push down');
    expectOnTarget(get(overlay, '.outline.hover'), card, 'after a sibling was inserted above');
  });

  for (const [zoom, lineWidth, fontSize, height, icon] of [
    [0.5, 2, '40px', 76, 44],
    [2, 0.5, '10px', 19, 11],
  ] as const) {
    it(`scales lines, badge and icon at zoom ${zoom}`, () => {
      box(300, 60);
      const card = box(240, 120);
      const overlay = open();
      overlay.setZoom(zoom);
      overlay.setSelection([target(card)], { editDynamicText: true });
      const outline = get(overlay, '.outline.selection');
      expectOnTarget(outline, card, 'outline');
      expect(line(outline).width).to.equal(lineWidth);
      const badge = get(overlay, '.badge');
      expect(getComputedStyle(badge).fontSize).to.equal(fontSize);
      expect(badge.getBoundingClientRect().height).to.be.closeTo(height, 0.5);
      expect(get(overlay, '.edit-text svg').getBoundingClientRect().width).to.be.closeTo(icon, 0.5);
      expect(badge.textContent, 'the size is in CSS px, whatever the zoom').to.equal('Card 240 x 120');
    });
  }

  it('draws one combined outline around a multi-selection, with thinner outlines on each member', () => {
    const row = document.createElement('section');
    row.style.cssText = 'display:flex;gap:30px;align-items:flex-start';
    fixture.append(row);
    const members = [box(100, 60, '', row), box(140, 90, 'margin-top:40px', row), box(80, 200, '', row)];
    const overlay = open();
    overlay.setSelection(
      members.map((element, index) => target(element, `Item ${index}`)),
      { editDynamicText: true },
    );
    const combined = get(overlay, '.outline.selection');
    const expected = union(members.map((element) => element.getBoundingClientRect()));
    expectSameRect(combined.getBoundingClientRect(), expected, 'combined outline');
    expect(line(combined).width).to.equal(1);
    expect(get(overlay, '.badge').textContent).to.equal(`3 elements ${Math.round(expected.width)} x ${Math.round(expected.height)}`);
    expect(rootOf(overlay).querySelectorAll('.badge')).to.have.length(1);

    const outlines = [...rootOf(overlay).querySelectorAll('.outline.member')];
    expect(outlines).to.have.length(3);
    outlines.forEach((outline, index) => {
      const member = members[index];
      if (!member) throw new Error('missing member');
      expectOnTarget(outline, member, `member ${index}`);
      expect(line(outline).width).to.equal(0.5);
      expect(getComputedStyle(outline).zIndex).to.equal(String(Z_INDEX_CHILD_OUTLINE));
    });
    expect(find(overlay, '.edit-text'), 'no Edit Dynamic Text button for several elements').to.equal(null);

    overlay.setSelection(members.slice(0, 1).map((element) => target(element)));
    expect(rootOf(overlay).querySelectorAll('.outline.member')).to.have.length(0);
  });

  it('is blue, purple with an AI context, and darker for components', () => {
    const plain = box(100, 50);
    const component = box(100, 50);
    const overlay = open();
    overlay.setHover(target(plain));
    overlay.setSelection([target(component, 'Hero', true)]);
    const expectColours = (normal: string, forComponent: string) => {
      expect(line(get(overlay, '.outline.hover')).color).to.equal(rgb(normal));
      expect(getComputedStyle(get(overlay, '.label.hover .badge')).backgroundColor).to.equal(rgb(normal));
      expect(line(get(overlay, '.outline.selection')).color).to.equal(rgb(forComponent));
      expect(getComputedStyle(get(overlay, '.label.selection .badge')).backgroundColor).to.equal(rgb(forComponent));
    };
    expectColours(OUTLINE_BLUE, COMPONENT_BLUE);
    overlay.setAiContext(true);
    expectColours(OUTLINE_PURPLE, COMPONENT_PURPLE);
    overlay.setAiContext(false);
    expectColours(OUTLINE_BLUE, COMPONENT_BLUE);
    expect([OUTLINE_BLUE, OUTLINE_PURPLE, COMPONENT_BLUE, COMPONENT_PURPLE]).to.deep.equal(['#2563eb', '#9333ea', '#1e3a8a', '#6b21a8']);
  });

  it('shows Edit Dynamic Text only when asked, and a real click on it reaches only the callback', async () => {
    box(300, 40);
    const card = box(200, 100);
    const overlay = open();
    overlay.setHover(target(card));
    overlay.setSelection([target(card)]);
    expect(find(overlay, '.edit-text')).to.equal(null);
    overlay.setHover(null);
    overlay.setSelection([target(card)], { editDynamicText: true });

    const button = get(overlay, '.edit-text');
    expect(button.tagName).to.equal('BUTTON');
    expect(button.textContent?.trim()).to.equal('Edit Dynamic Text');
    expect(get(overlay, '.edit-text svg').getBoundingClientRect().width).to.be.closeTo(22, 0.5);
    expect(getComputedStyle(button).pointerEvents).to.equal('auto');
    expect(getComputedStyle(button).zIndex).to.equal(String(Z_INDEX_LABEL));
    const badgeRect = get(overlay, '.badge').getBoundingClientRect();
    const buttonRect = button.getBoundingClientRect();
    expect(buttonRect.left, 'right after the badge').to.be.within(badgeRect.right, badgeRect.right + 12);
    expect(buttonRect.top).to.be.closeTo(badgeRect.top, 1);

    // The host hangs off <html>, so body alone would never see the overlay's events: listen above it too.
    const seenByPage: string[] = [];
    const listeners = ([[document.body, 'body'], [document, 'document'], [window, 'window']] as const).map(([node, name]) => {
      const record = (event: Event) => seenByPage.push(`${name}: ${event.type}`);
      return { node, record };
    });
    const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
    for (const { node, record } of listeners) for (const type of types) node.addEventListener(type, record);
    try {
      await sendMouse({
        type: 'click',
        position: [Math.round(buttonRect.left + buttonRect.width / 2), Math.round(buttonRect.top + buttonRect.height / 2)],
      });
      await nextFrame();
    } finally {
      for (const { node, record } of listeners) for (const type of types) node.removeEventListener(type, record);
      await sendMouse({ type: 'move', position: [0, 0] });
    }
    expect(edits, 'onEditDynamicText calls').to.equal(1);
    expect(seenByPage, 'events that reached the page (bubble phase)').to.deep.equal([]);

    overlay.setSelection([target(card)]);
    expect(find(overlay, '.edit-text')).to.equal(null);
  });

  it('is not changed by page CSS, not even `* { all: unset }`', () => {
    const card = box(160, 90);
    const overlay = open();
    overlay.setHover(target(box(100, 40), 'Other'));
    overlay.setSelection([target(card)], { editDynamicText: true });
    const snapshot = () => {
      const host = getComputedStyle(overlay.host);
      const outline = get(overlay, '.outline.selection');
      const badge = getComputedStyle(get(overlay, '.label.selection .badge'));
      const button = getComputedStyle(get(overlay, '.edit-text'));
      return {
        host: [host.display, host.position, host.borderTopWidth, host.width, host.height, host.zIndex, host.pointerEvents],
        line: line(outline),
        badge: [badge.fontSize, badge.color, badge.backgroundColor, badge.height, badge.borderTopWidth, badge.display],
        button: [button.fontSize, button.display, button.pointerEvents, button.borderTopWidth],
      };
    };
    const before = snapshot();
    addPageStyle('div { border: 9px solid red !important; display: none !important; position: static !important; transform: scale(2) !important; }');
    overlay.update();
    expect(snapshot()).to.deep.equal(before);
    expectOnTarget(get(overlay, '.outline.selection'), card, 'outline under hostile div CSS');
    addPageStyle('* { all: unset } :root { --ov-zoom: 7; --ov-color: red }');
    overlay.update();
    expect(snapshot()).to.deep.equal(before);
    expectOnTarget(get(overlay, '.outline.selection'), card, 'outline under `* { all: unset }`');
  });

  it('does not restyle page elements that share its class names', () => {
    fixture.insertAdjacentHTML(
      'beforeend',
      '<div class="layer"><div class="outline hover selection member component">x</div><span class="label badge">y</span><button class="edit-text">z</button></div>',
    );
    const elements = [...fixture.querySelectorAll<HTMLElement>('.layer, .outline, .badge, .edit-text')];
    const properties = ['position', 'z-index', 'box-shadow', 'font-size', 'background-color', 'color', 'pointer-events', 'height', 'display'];
    const read = () => elements.map((element) => properties.map((property) => getComputedStyle(element).getPropertyValue(property)));
    const before = read();
    const overlay = open();
    overlay.setSelection([target(box(100, 40))], { editDynamicText: true });
    overlay.setHover(target(box(100, 40)));
    expect(read()).to.deep.equal(before);
  });

  it('draws nothing while invisible (drive mode) and the current state again when visible', async () => {
    const card = box(120, 80);
    const other = box(120, 80);
    const overlay = open();
    overlay.setHover(target(card));
    overlay.setSelection([target(card), target(other)]);
    const measurements = countMeasurements(overlay);
    overlay.setVisible(false);
    expect(rootOf(overlay).querySelectorAll('.outline, .label, .badge, .edit-text')).to.have.length(0);
    measurements.reset();
    card.style.height = '140px';
    box(50, 50);
    window.dispatchEvent(new Event('resize'));
    await expectNothingFor(REMEASURE_DUE_MS, 'a watching layer re-measures for these changes within its throttle interval', () =>
      measurements.count > 0 && `${measurements.count} measurements while invisible`,
    );
    expect(rootOf(overlay).querySelectorAll('.outline')).to.have.length(0);

    overlay.setVisible(true);
    expectSameRect(
      get(overlay, '.outline.selection').getBoundingClientRect(),
      union([card.getBoundingClientRect(), other.getBoundingClientRect()]),
      'combined outline drawn again',
    );
    expect(rootOf(overlay).querySelectorAll('.outline.member')).to.have.length(2);
  });

  it('draws nothing for targets that are hidden or disconnected, and again once they are back', async () => {
    const card = box(120, 80);
    const overlay = open();
    overlay.setHover(target(card));
    card.style.display = 'none';
    await waitFor(() => !find(overlay, '.outline.hover'), 'the outline of a display:none target to go');
    expect(find(overlay, '.badge')).to.equal(null);
    card.style.display = 'block';
    await waitFor(() => onTarget(find(overlay, '.outline.hover'), card), 'the outline to come back');
    fixture.style.display = 'none';
    await waitFor(() => !find(overlay, '.outline.hover'), 'the outline of a target with a hidden ancestor to go');
    fixture.style.display = 'block';
    // Shown again first, so the removal below is what takes the outline away.
    await waitFor(() => onTarget(find(overlay, '.outline.hover'), card), 'the outline to come back');
    card.remove();
    await waitFor(() => !find(overlay, '.outline.hover'), 'the outline of a disconnected target to go');
    overlay.setSelection([target(card)]);
    expect(find(overlay, '.outline'), 'setting a disconnected target').to.equal(null);
  });

  it('destroy() removes the host; later page changes and calls do nothing and throw nothing', async () => {
    const card = box(120, 80);
    const overlay = open();
    overlay.setHover(target(card));
    overlay.setSelection([target(card)], { editDynamicText: true });
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    window.addEventListener('error', onError);
    try {
      overlay.destroy();
      expect(overlay.host.isConnected).to.equal(false);
      expect(document.documentElement.contains(overlay.host)).to.equal(false);
      card.style.height = '200px';
      box(30, 30);
      window.scrollTo(0, 50);
      document.dispatchEvent(new Event('scroll'));
      window.dispatchEvent(new Event('resize'));
      await expectNothingFor(REMEASURE_DUE_MS, 'a live layer would re-measure (and could throw) for these within its throttle interval', () => errors.join('; '));
      overlay.setHover(target(card));
      overlay.setSelection([target(card)]);
      overlay.setZoom(2);
      overlay.setAiContext(true);
      overlay.setVisible(true);
      overlay.update();
      overlay.destroy();
      await expectNothingFor(REMEASURE_DUE_MS, 'a layer that re-injects its host does so on its next re-measure', () => overlay.host.isConnected && 'the host is back');
    } finally {
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });

  it('throttles re-measuring (leading + trailing) and never measures on its own', async () => {
    const card = box(120, 80);
    const overlay = open();
    overlay.setHover(target(card));
    const measurements = countMeasurements(overlay);
    // The ResizeObserver's first report, then the rendering updates that cover the throttle interval it opened.
    await waitFor(() => measurements.count > 0, 'the first report of the new target\'s size');
    await settle();
    measurements.reset();
    await expectNothingFor(200, 'an idle layer that polled would measure within a few frames', () => measurements.count > 0 && `${measurements.count} measurements while nothing changes`);
    overlay.host.setAttribute('data-touched', '');
    await expectNothingFor(REMEASURE_DUE_MS, 'a mutation is reported in a microtask and measured at once (leading) or after the interval', () =>
      measurements.count > 0 && 'a mutation of the host itself was measured',
    );

    for (let index = 0; index < 100; index += 1) document.dispatchEvent(new Event('scroll'));
    expect(measurements.count, 'leading measurement').to.equal(1);
    card.style.marginLeft = '37px';
    await waitFor(() => onTarget(find(overlay, '.outline.hover'), card), 'the trailing measurement');
    expect(measurements.count, 'measurements for 100 scroll events and a mutation').to.be.within(2, 3);
    expectOnTarget(get(overlay, '.outline.hover'), card, 'trailing measurement caught the last change');
  });

  it('creates no listeners or observers until there is something to draw', async () => {
    box(120, 80);
    const overlay = open();
    const measurements = countMeasurements(overlay);
    box(50, 50);
    document.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('resize'));
    await expectNothingFor(REMEASURE_DUE_MS, 'a watching layer re-measures for these within its throttle interval', () => measurements.count > 0 && `${measurements.count} measurements`);
    expect(rootOf(overlay).querySelectorAll('.outline, .label')).to.have.length(0);
  });
});
