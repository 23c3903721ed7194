// Why a style change shows nothing on the page, for the field that made it: the designer sees the
// value saved and the page unchanged, and needs to know what hides it.

/** A sentence for `prop` when the element's computed values hide any value it takes; null when nothing does. */
export function hiddenChangeHint(prop: string, computed: Readonly<Record<string, string>>): string | null {
  if (prop === 'background-color') {
    const image = computed['background-image'] ?? 'none';
    if (/gradient\(/i.test(image)) return 'A gradient covers this colour; it shows only where the gradient is see-through. Change or remove the background gradient to see it.';
    if (/url\(/i.test(image)) return 'An image covers this colour; it shows only where the image is see-through.';
  }
  if (prop === 'border-color' || prop === 'border-top-color') {
    if ((computed['border-top-style'] ?? 'none') === 'none' || computed['border-top-width'] === '0px') return 'The element has no border, so its colour does not show: give it a border width first.';
  }
  if (prop === 'color' && computed.opacity === '0') return 'The element is fully transparent (opacity 0), so its text colour does not show.';
  return null;
}
