// The 'Edit Dynamic Text' button: shown for a selected element whose text cannot be
// edited in place. It lives in the overlay's shadow root; the page must never see its pointer
// events, or the runtime's click-to-select would treat the click as a click on the page.

const SVG_NS = 'http://www.w3.org/2000/svg';

// Stopped at the button so they neither bubble to the page nor move focus out of the page.
const SWALLOWED_EVENTS = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'dblclick'] as const;

function pencilIcon(doc: Document): SVGSVGElement {
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('fill', 'none');
  svg.setAttribute('stroke', 'currentColor');
  svg.setAttribute('stroke-width', '2');
  svg.setAttribute('stroke-linecap', 'round');
  svg.setAttribute('stroke-linejoin', 'round');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', 'M12 20h9M16.5 3.5a2.12 2.12 0 0 1 3 3L7 19l-4 1 1-4Z');
  svg.append(path);
  return svg;
}

export function createEditTextButton(doc: Document, onActivate: () => void): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'edit-text';
  const text = doc.createElement('span');
  text.textContent = 'Edit Dynamic Text';
  button.append(pencilIcon(doc), text);
  for (const type of SWALLOWED_EVENTS) {
    button.addEventListener(type, (event) => {
      event.stopPropagation();
      event.preventDefault();
      if (type === 'click') onActivate();
    });
  }
  return button;
}
