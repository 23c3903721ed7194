// Why a style change shows nothing on the page, for the field that made it: the designer sees the
// value saved and the page unchanged, and needs to know what hides it.

export interface HiddenHint {
  text: string;
  /**
   * Shown only once the field has applied a change: most elements have no border, and a note at every
   * border colour would be noise; a covered background colour is worth saying before it is changed.
   */
  afterChange: boolean;
}

/** A note for `prop` when the element's computed values hide any value it takes; null when nothing does. */
export function hiddenChangeHint(prop: string, computed: Readonly<Record<string, string>>): HiddenHint | null {
  if (prop === 'background-color') {
    const image = computed['background-image'] ?? 'none';
    if (/gradient\(/i.test(image)) return { text: 'A gradient covers this colour; it shows only where the gradient is see-through. Change or remove the background gradient to see it.', afterChange: false };
    if (/url\(/i.test(image)) return { text: 'An image covers this colour; it shows only where the image is see-through.', afterChange: false };
  }
  if (prop === 'border-color' || prop === 'border-width') {
    if ((computed['border-top-style'] ?? 'none') === 'none') return { text: 'The element has no border style, so its border does not show: a border needs a style (solid, say) and a width.', afterChange: true };
    if (prop === 'border-color' && computed['border-top-width'] === '0px') return { text: 'The element’s border is 0 wide, so its colour does not show: give it a width first.', afterChange: true };
  }
  if (prop === 'color' && computed.opacity === '0') return { text: 'The element is fully transparent (opacity 0), so its text colour does not show.', afterChange: true };
  return null;
}
