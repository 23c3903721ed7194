// Colours, stacking levels and sizes of the preview-frame overlays. Sizes are CSS px at 100 % zoom;
// the layer divides them by the editor's zoom so they look the same on screen at every zoom.

/** Outline colour normally. */
export const OUTLINE_BLUE = '#2563eb';
/** Outline colour while an AI context is active. */
export const OUTLINE_PURPLE = '#9333ea';
/** Component targets: a darker shade of the current colour, so they read as "a component". */
export const COMPONENT_BLUE = '#1e3a8a';
export const COMPONENT_PURPLE = '#6b21a8';

/** Badge and button text, on the outline colour. */
export const LABEL_TEXT_COLOR = '#ffffff';

// The host creates no stacking context, so these compete directly with the page's own z-indexes:
// they sit just under the 32-bit maximum so they win against all but the most aggressive page CSS.
export const Z_INDEX_CHILD_OUTLINE = 2_000_000_000;
export const Z_INDEX_HOVER_OUTLINE = 2_000_000_001;
export const Z_INDEX_SELECTION_OUTLINE = 2_000_000_002;
export const Z_INDEX_LABEL = 2_000_000_003;
/** Reserved for the drag-and-drop move outline. */
export const Z_INDEX_MOVE_OUTLINE = 2_000_000_004;

export const PRIMARY_LINE_PX = 1;
export const SECONDARY_LINE_PX = 0.5;
export const BADGE_FONT_PX = 20;
export const BADGE_HEIGHT_PX = 38;
export const BADGE_PADDING_X_PX = 10;
export const BADGE_RADIUS_PX = 4;
export const LABEL_GAP_PX = 6;
export const EDIT_ICON_PX = 22;
export const EDIT_ICON_GAP_PX = 8;
export const EDIT_PADDING_X_PX = 12;

/** Re-measuring after page changes is throttled to this interval (leading and trailing). */
export const REMEASURE_THROTTLE_MS = 15;

/** The colour of an outline and its badge. */
export function outlineColor(aiContext: boolean, isComponent: boolean): string {
  if (aiContext) return isComponent ? COMPONENT_PURPLE : OUTLINE_PURPLE;
  return isComponent ? COMPONENT_BLUE : OUTLINE_BLUE;
}
