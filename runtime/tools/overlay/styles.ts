// The stylesheet inside the overlay's shadow root. Page CSS cannot select shadow nodes, and these
// rules cannot select page nodes; the only page rules that still reach the host are those matching
// the host element itself, and `:host { ... !important }` beats them all (for important
// declarations the shadow tree's context wins over the page's, inline styles included).
import {
  Z_INDEX_MOVE_OUTLINE,
  BADGE_FONT_PX,
  BADGE_HEIGHT_PX,
  BADGE_PADDING_X_PX,
  BADGE_RADIUS_PX,
  COMPONENT_BLUE,
  COMPONENT_PURPLE,
  EDIT_ICON_GAP_PX,
  EDIT_ICON_PX,
  EDIT_PADDING_X_PX,
  LABEL_GAP_PX,
  LABEL_TEXT_COLOR,
  OUTLINE_BLUE,
  OUTLINE_PURPLE,
  PRIMARY_LINE_PX,
  SECONDARY_LINE_PX,
  Z_INDEX_CHILD_OUTLINE,
  Z_INDEX_HOVER_OUTLINE,
  Z_INDEX_LABEL,
  Z_INDEX_SELECTION_OUTLINE,
} from './theme';

const zoomed = (px: number) => `calc(${px}px / var(--ov-zoom))`;

const FONT = `system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;

// Why-notes live here, not as CSS comments, so they do not ship inside the string:
// - :host has `z-index: auto` (no stacking context of its own): the outlines' z-indexes must compete with the page's.
// - .layer defines every custom property it uses: custom properties inherit through the host from the page.
// - .outline draws an inset shadow rather than a border: Chromium snaps borders under 1px up to 1px,
//   which would draw the zoom-compensated line twice as thick at 200 %. The line stays inside the box,
//   so the outline's box is exactly the target's.
// - .edit-text has `pointer-events: auto`: the host and everything in it ignore the pointer; only this button takes clicks.
// - .edit-text shrinks like the badge (its words end in an ellipsis): the label's max-width is the
//   viewport's, and a button that kept its width would overflow a narrow frame and widen the page.
export const OVERLAY_CSS = `
:host {
  all: initial !important;
  display: block !important;
  position: absolute !important;
  left: 0 !important;
  top: 0 !important;
  width: 0 !important;
  height: 0 !important;
  margin: 0 !important;
  overflow: visible !important;
  visibility: visible !important;
  pointer-events: none !important;
  z-index: auto !important;
  direction: ltr !important;
  unicode-bidi: isolate !important;
}
.layer {
  --ov-zoom: 1;
  --ov-color: ${OUTLINE_BLUE};
  --ov-component-color: ${COMPONENT_BLUE};
  position: absolute;
  left: 0;
  top: 0;
  width: 0;
  height: 0;
}
.layer.ai {
  --ov-color: ${OUTLINE_PURPLE};
  --ov-component-color: ${COMPONENT_PURPLE};
}
.outline {
  --ov-line: ${PRIMARY_LINE_PX}px;
  --ov-fill: var(--ov-color);
  position: absolute;
  box-sizing: border-box;
  margin: 0;
  box-shadow: inset 0 0 0 calc(var(--ov-line) / var(--ov-zoom)) var(--ov-fill);
}
.outline.member {
  --ov-line: ${SECONDARY_LINE_PX}px;
  z-index: ${Z_INDEX_CHILD_OUTLINE};
}
.outline.hover {
  z-index: ${Z_INDEX_HOVER_OUTLINE};
}
.outline.selection {
  z-index: ${Z_INDEX_SELECTION_OUTLINE};
}
.outline.move {
  --ov-line: ${PRIMARY_LINE_PX * 2}px;
  z-index: ${Z_INDEX_MOVE_OUTLINE};
}
.move-bar {
  position: absolute;
  box-sizing: border-box;
  margin: 0;
  background: var(--ov-color);
  z-index: ${Z_INDEX_MOVE_OUTLINE};
}
.label {
  --ov-fill: var(--ov-color);
  position: absolute;
  display: flex;
  gap: ${zoomed(LABEL_GAP_PX)};
  white-space: nowrap;
}
.component {
  --ov-fill: var(--ov-component-color);
}
.badge,
.edit-text {
  position: relative;
  z-index: ${Z_INDEX_LABEL};
  box-sizing: border-box;
  height: ${zoomed(BADGE_HEIGHT_PX)};
  margin: 0;
  border: 0;
  border-radius: ${zoomed(BADGE_RADIUS_PX)};
  background: var(--ov-fill);
  color: ${LABEL_TEXT_COLOR};
  font-family: ${FONT};
  font-size: ${zoomed(BADGE_FONT_PX)};
  font-weight: 500;
  line-height: ${zoomed(BADGE_HEIGHT_PX)};
  letter-spacing: normal;
  text-transform: none;
  white-space: nowrap;
}
.badge {
  display: block;
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  padding: 0 ${zoomed(BADGE_PADDING_X_PX)};
  font-variant-numeric: tabular-nums;
}
.edit-text {
  display: inline-flex;
  flex: 0 1 auto;
  min-width: 0;
  overflow: hidden;
  align-items: center;
  gap: ${zoomed(EDIT_ICON_GAP_PX)};
  padding: 0 ${zoomed(EDIT_PADDING_X_PX)};
  cursor: pointer;
  pointer-events: auto;
  user-select: none;
}
.edit-text:hover {
  filter: brightness(1.15);
}
.edit-text:focus-visible {
  outline: ${zoomed(2)} solid ${LABEL_TEXT_COLOR};
  outline-offset: ${zoomed(-4)};
}
.edit-text span {
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
}
.edit-text svg {
  flex: none;
  width: ${zoomed(EDIT_ICON_PX)};
  height: ${zoomed(EDIT_ICON_PX)};
}
`;
