// The overlay layer: hover and selection outlines drawn in the preview frame for the editor.
// Public entry point of this folder.
//
// Everything lives in one open shadow root on a zero-size, absolutely positioned host appended to
// <html>. Outlines are positioned in the host's coordinate space, so they ride along with window
// scrolling for free; anything else that can move a target triggers a throttled re-measure.
import { createEditTextButton } from './edit-button';
import { badgeText, labelLeft, labelTop, toHostSpace, unionBoxes, type Box } from './geometry';
import { createLabel, createOutline, placeOutline, type Label } from './outline';
import { OVERLAY_CSS } from './styles';
import { BADGE_HEIGHT_PX, REMEASURE_THROTTLE_MS } from './theme';
import { createThrottle } from '../throttle';
import type { PageChangeSource } from '../../core/page-changes';
import { createRemeasureWatch } from './watch';

export interface OutlineTarget {
  element: Element;
  name: string;
  isComponent: boolean;
}

/** While dragging to a new parent: the parent's outline and the insertion bar (page coordinates). */
export interface MoveGuide {
  parent: OutlineTarget | null;
  bar: { x: number; y: number; width: number; height: number } | null;
}

export interface OverlayOptions {
  doc: Document;
  /** The runtime's change source: the drawn outlines follow the page's changes, scrolls and resizes. */
  changes: PageChangeSource;
  onEditDynamicText: () => void;
}

export interface OverlayLayer {
  /** The injected host element (the runtime skips it when walking or hit-testing the page). */
  readonly host: HTMLElement;
  setHover(target: OutlineTarget | null): void;
  /**
   * One target: its outline, and thin ones on the other `renderings` of its source element (a list's
   * other cards); several: ONE combined outline around all of them labelled `${n} elements`.
   */
  setSelection(targets: OutlineTarget[], options?: { editDynamicText?: boolean; renderings?: readonly Element[] }): void;
  setZoom(zoom: number): void; // 1 = 100 %
  setAiContext(active: boolean): void;
  /** Shows (or with null clears) the move outline and insertion bar. */
  setMoveGuide(guide: MoveGuide | null): void;
  setVisible(visible: boolean): void; // false in drive mode: nothing drawn
  /** Re-measure now (normally automatic). */
  update(): void;
  destroy(): void;
}

/** A target's box in host space, or null when it has no box to outline (detached, display:none). */
function measure(element: Element, hostRect: DOMRect): Box | null {
  if (!element.isConnected || element.getClientRects().length === 0) return null;
  return toHostSpace(element.getBoundingClientRect(), hostRect);
}

/** Appends `node` to `parent` unless it is already there (keeps focus and pending clicks intact). */
function show(parent: Element, node: Element): void {
  if (node.parentNode !== parent) parent.append(node);
}

export function createOverlayLayer(options: OverlayOptions): OverlayLayer {
  const { doc } = options;
  const view = doc.defaultView ?? window;

  const host = doc.createElement('div');
  host.setAttribute('data-visual-editing-overlay', '');
  const root = host.attachShadow({ mode: 'open' });
  const style = doc.createElement('style');
  style.textContent = OVERLAY_CSS;
  const layer = doc.createElement('div');
  layer.className = 'layer';
  // Fixed groups keep the paint order stable however often nodes come and go
  // (members under hover under selection, for equal z-indexes).
  const memberGroup = doc.createElement('div');
  const hoverGroup = doc.createElement('div');
  const selectionGroup = doc.createElement('div');
  const moveGroup = doc.createElement('div');
  layer.append(memberGroup, hoverGroup, selectionGroup, moveGroup);
  root.append(style, layer);
  doc.documentElement.append(host);

  const hoverOutline = createOutline(doc, 'hover');
  const hoverLabel = createLabel(doc, 'hover');
  const selectionOutline = createOutline(doc, 'selection');
  const selectionLabel = createLabel(doc, 'selection');
  const memberOutlines: HTMLDivElement[] = [];
  const editButton = createEditTextButton(doc, () => options.onEditDynamicText());
  const moveOutline = createOutline(doc, 'move');
  const moveBar = doc.createElement('div');
  moveBar.className = 'move-bar';

  let hover: OutlineTarget | null = null;
  let selection: OutlineTarget[] = [];
  let renderings: readonly Element[] = [];
  let editDynamicText = false;
  let moveGuide: MoveGuide | null = null;
  let zoom = 1;
  let visible = true;
  let destroyed = false;

  const clearDrawn = () => {
    for (const group of [memberGroup, hoverGroup, selectionGroup, moveGroup]) group.replaceChildren();
  };

  /** Positions a label above (or inside) an outline and keeps it within the viewport horizontally. */
  const placeLabels = (placements: ReadonlyArray<{ label: Label; box: Box }>, hostRect: DOMRect) => {
    const height = BADGE_HEIGHT_PX / zoom;
    if (placements.length === 0) return;
    const viewLeft = -hostRect.left;
    const viewRight = doc.documentElement.clientWidth - hostRect.left;
    // A label wider than the viewport (a narrow frame, labels enlarged to stay readable when the
    // canvas is zoomed out) would widen the page whatever its left: it shortens its text instead.
    for (const { label, box } of placements) {
      label.limit(viewRight - viewLeft);
      label.place(box.left, labelTop(box, height));
    }
    // One read after all writes: the labels' widths depend on their text, font size and button.
    const widths = placements.map(({ label }) => label.root.getBoundingClientRect().width);
    placements.forEach(({ label, box }, index) => {
      const left = labelLeft(box, widths[index] ?? 0, viewLeft, viewRight);
      if (left !== box.left) label.place(left, labelTop(box, height));
    });
  };

  const render = () => {
    if (destroyed) return;
    if (!visible || (!hover && selection.length === 0 && !moveGuide)) {
      clearDrawn();
      return;
    }
    // A page that rewrites <html>'s children may drop the host; put it back rather than go blind.
    if (!host.isConnected) doc.documentElement.append(host);

    // Read everything first, in one frame, so all boxes share the same host position.
    const hostRect = host.getBoundingClientRect();
    const selected = new Set(selection.map((target) => target.element));
    // Hovering the selected element would only stack a second identical badge on the first.
    const hoverBox = hover && !selected.has(hover.element) ? measure(hover.element, hostRect) : null;
    const members = selection
      .map((target) => ({ target, box: measure(target.element, hostRect) }))
      .filter((member): member is { target: OutlineTarget; box: Box } => member.box !== null);

    const labels: Array<{ label: Label; box: Box }> = [];

    if (hover && hoverBox) {
      placeOutline(hoverOutline, hoverBox, hover.isComponent);
      hoverLabel.fill(badgeText(hover.name, hoverBox), hover.isComponent, null);
      show(hoverGroup, hoverOutline);
      show(hoverGroup, hoverLabel.root);
      labels.push({ label: hoverLabel, box: hoverBox });
    } else {
      hoverGroup.replaceChildren();
    }

    const single = selection.length === 1 ? members[0] : undefined;
    const union = selection.length > 1 ? unionBoxes(members.map((member) => member.box)) : null;
    if (single) {
      const { target, box } = single;
      placeOutline(selectionOutline, box, target.isComponent);
      selectionLabel.fill(badgeText(target.name, box), target.isComponent, editDynamicText ? editButton : null);
      labels.push({ label: selectionLabel, box });
    } else if (union) {
      placeOutline(selectionOutline, union, false);
      selectionLabel.fill(badgeText(`${selection.length} elements`, union), false, null);
      labels.push({ label: selectionLabel, box: union });
    }
    if (single || union) {
      show(selectionGroup, selectionOutline);
      show(selectionGroup, selectionLabel.root);
    } else {
      selectionGroup.replaceChildren();
    }

    // Secondary outlines, under the others: each member of a multi-selection, or every other
    // rendering of a single selection's source element (no badge: they are not selected).
    const secondary = union ? members : single ? renderings.map((element) => ({ target: single.target, box: measure(element, hostRect) })) : [];
    let drawn = 0;
    for (const { target, box } of secondary) {
      if (!box) continue;
      const outline = (memberOutlines[drawn++] ??= createOutline(doc, 'member'));
      outline.classList.toggle('rendering', !union);
      placeOutline(outline, box, target.isComponent);
      show(memberGroup, outline);
    }
    for (const outline of memberOutlines.slice(drawn)) outline.remove();

    drawMoveGuide(hostRect);
    placeLabels(labels, hostRect);
  };

  const drawMoveGuide = (hostRect: DOMRect) => {
    const parentBox = moveGuide?.parent ? measure(moveGuide.parent.element, hostRect) : null;
    if (parentBox) {
      placeOutline(moveOutline, parentBox, moveGuide!.parent!.isComponent);
      show(moveGroup, moveOutline);
    } else moveOutline.remove();
    const bar = moveGuide?.bar;
    if (bar) {
      // Page coordinates → host space: the host's page position is its viewport rect plus the scroll.
      const left = bar.x - (hostRect.left + view.scrollX);
      const top = bar.y - (hostRect.top + view.scrollY);
      Object.assign(moveBar.style, { left: `${left}px`, top: `${top}px`, width: `${bar.width}px`, height: `${bar.height}px` });
      show(moveGroup, moveBar);
    } else moveBar.remove();
  };

  const throttle = createThrottle(render, REMEASURE_THROTTLE_MS, view);
  const watcher = createRemeasureWatch(doc, options.changes, () => throttle.request());

  /** Applies a state change: draw at once, and watch exactly what is drawn (nothing when hidden). */
  const sync = () => {
    if (destroyed) return;
    const moveParent = moveGuide?.parent ? [moveGuide.parent.element] : [];
    const targets = visible ? [...(hover ? [hover.element] : []), ...selection.map((target) => target.element), ...renderings, ...moveParent] : [];
    watcher.watch(targets);
    if (targets.length === 0) throttle.cancel();
    render();
  };

  return {
    host,
    setHover(target) {
      if (destroyed) return;
      hover = target ? { ...target } : null;
      sync();
    },
    setSelection(targets, selectionOptions) {
      if (destroyed) return;
      // Copies, since the caller may reuse its objects; a repeated element would be drawn twice.
      const byElement = new Map<Element, OutlineTarget>();
      for (const target of targets) if (!byElement.has(target.element)) byElement.set(target.element, { ...target });
      selection = [...byElement.values()];
      editDynamicText = selection.length === 1 && selectionOptions?.editDynamicText === true;
      renderings = selection.length === 1 ? [...(selectionOptions?.renderings ?? [])] : [];
      sync();
    },
    setZoom(value) {
      // 0, negative or NaN would divide every size into nonsense; keep the last good zoom.
      if (destroyed || !Number.isFinite(value) || value <= 0 || value === zoom) return;
      zoom = value;
      layer.style.setProperty('--ov-zoom', String(value));
      sync();
    },
    setAiContext(active) {
      if (destroyed) return;
      layer.classList.toggle('ai', active);
      sync();
    },
    setMoveGuide(guide) {
      if (destroyed) return;
      moveGuide = guide ? { parent: guide.parent ? { ...guide.parent } : null, bar: guide.bar ? { ...guide.bar } : null } : null;
      sync();
    },
    setVisible(value) {
      if (destroyed) return;
      visible = value;
      sync();
    },
    update() {
      render();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      watcher.stop();
      throttle.cancel();
      host.remove();
    },
  };
}
