// The rendering a request names (ElementReference.rendering), checked against the source's render of
// that page, and the array item it shows: what delete, duplicate and move act on for a card.
import ts from 'typescript';
import type { ElementReference } from '../../types';
import { cannotEdit, conflict, invalidInput } from '../refusals';
import { Named, named, writtenAt } from '../edit/element-names';
import { editableItem, placeOf } from '../project/data-items';
import type { IndexedElement } from '../project/id-index';
import { countRenderings, pageFor } from '../project/renderings';
import type { DataItem, Rendering } from '../project/render-walk';
import type { OperationContext } from './context';

/** An element and, when the request names one of its renderings that shows an array item, that item. */
export interface Chosen {
  entry: IndexedElement;
  /** The page the rendering is on, when one is named. */
  pagePath: string | null;
  rendering: Rendering | null;
  item: DataItem | null;
}

/** The rendering `reference.rendering` names, or null when it names none; refuses one the page does not show as sent. */
export function chosenRendering(context: OperationContext, entry: IndexedElement, reference: ElementReference, field: string): Rendering | null {
  const chosen = reference.rendering;
  if (!chosen) return null;
  const hinted = context.hint.pagePath;
  const page = pageFor(context.snapshot.pages, chosen.pagePath);
  if (hinted !== null && pageFor(context.snapshot.pages, hinted) !== page) {
    throw invalidInput(`${field}.rendering.pagePath is "${chosen.pagePath}" but the header X-Page-Path says "${hinted}"; name one page.`);
  }
  const renderings = page?.renderings.get(entry.id) ?? [];
  if (!page || !renderings.length) {
    throw cannotEdit(`${Named(entry)} is not shown on the page ${chosen.pagePath}, so it has no rendering ${chosen.index} there. Reload the preview and select it again.`, writtenAt(entry));
  }
  if (!renderings.every((rendering) => rendering.certain)) {
    throw cannotEdit(
      `Which of the copies of ${named(entry)} on ${chosen.pagePath} you selected cannot be told from the source (a condition or a list above it depends on data the source does not decide), so one of them alone cannot be changed: change all of them.`,
      `${writtenAt(entry)} Rendering ${chosen.index} was asked for; send the element without a rendering to change all of them.`,
    );
  }
  if (renderings.length !== chosen.count) {
    throw conflict(
      `The preview showed ${chosen.count} copies of ${named(entry)} on ${chosen.pagePath}, but the source now makes ${renderings.length}: the page changed since. Reload the preview and try again.`,
      `${writtenAt(entry)} The request's rendering count was ${chosen.count}.`,
    );
  }
  return renderings[chosen.index]!;
}

export function choose(context: OperationContext, entry: IndexedElement, reference: ElementReference, field: string): Chosen {
  const rendering = chosenRendering(context, entry, reference, field);
  return { entry, pagePath: reference.rendering?.pagePath ?? null, rendering, item: rendering ? editableItem(rendering) : null };
}

/** "item 2 of audience.cards ("Product managers") in site/content/course.ts". */
export function describeItem(item: DataItem): string {
  const place = placeOf(item);
  const label = itemLabel(item);
  return `item ${place.index + 1} of ${place.array}${label ? ` (${JSON.stringify(label)})` : ''} in ${place.file}`;
}

/** The item's title, name or label when it writes one as a string literal: what a person recognises it by. */
function itemLabel(item: DataItem): string | null {
  const value = item.array.elements[item.index];
  let label: string | null = null;
  if (value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))) label = value.text;
  if (value && ts.isObjectLiteralExpression(value)) {
    for (const key of ['title', 'name', 'label']) {
      const property = value.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === key);
      if (property && ts.isStringLiteral(property.initializer)) {
        label = property.initializer.text;
        break;
      }
    }
  }
  if (label === null) return null;
  return label.length > 40 ? `${label.slice(0, 37)}...` : label;
}

/** How many elements of the named page show the item (renderings of the same element with the same item). */
export function itemRenderings(context: OperationContext, chosen: Chosen): number | null {
  const item = chosen.item;
  if (!item || !chosen.rendering) return null;
  return countRenderings(context.snapshot.pages, chosen.entry.id, { count: null, pagePath: chosen.pagePath }, (rendering) => rendering.item?.array === item.array && rendering.item.index === item.index);
}
