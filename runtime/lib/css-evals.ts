// The computed values an editor's inspector shows for the selected element (about 65
// properties, and only display and flex-direction for the parent).

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
