// Array items that renderings show: where an item is written (file, the array's name, its place),
// whether the server may edit it, and, per element, the item of each rendering on each page (the
// lookups' `dataItems`).
import ts from 'typescript';
import type { DataItemPage, DataItemPlace } from '../../types';
import { isWritablePath } from './files';
import type { DataItem, PageRender, Rendering } from './render-walk';

/** The project-relative file an array is written in. */
export function arrayFile(array: ts.ArrayLiteralExpression): string {
  return array.getSourceFile().fileName.replace(/^\//, '');
}

export const itemFile = (item: DataItem): string => arrayFile(item.array);

/** The same item of the same array (two renderings may show one item). */
export const sameItem = (a: DataItem, b: DataItem): boolean => a.array === b.array && a.index === b.index;

/** The array's name as the source writes it: `audience.cards` for `const audience = { cards: [...] }`. */
export function arrayName(array: ts.ArrayLiteralExpression): string {
  const names: string[] = [];
  let node: ts.Node = array;
  for (;;) {
    const parent: ts.Node = node.parent;
    if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) {
      node = parent;
      continue;
    }
    if (ts.isPropertyAssignment(parent) && (ts.isIdentifier(parent.name) || ts.isStringLiteral(parent.name))) {
      names.unshift(parent.name.text);
      node = parent.parent;
      continue;
    }
    if (ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) names.unshift(parent.name.text);
    break;
  }
  return names.length ? names.join('.') : 'array';
}

/** The item a rendering shows, if the server can edit it (a site file). */
export function editableItem(rendering: Rendering): DataItem | null {
  return rendering.item && isWritablePath(itemFile(rendering.item)) ? rendering.item : null;
}

export function placeOf(item: DataItem): DataItemPlace {
  const sourceFile = item.array.getSourceFile();
  return {
    file: itemFile(item),
    array: arrayName(item.array),
    line: sourceFile.getLineAndCharacterOfPosition(item.array.getStart(sourceFile)).line + 1,
    index: item.index,
    items: item.array.elements.length,
  };
}

/** For the lookups: per page that shows `id` in an order the source decides, the item of each rendering; null when none has one. */
export function dataItemPages(pages: readonly PageRender[], id: string): DataItemPage[] | null {
  const result: DataItemPage[] = [];
  for (const page of pages) {
    const renderings = page.renderings.get(id);
    if (!renderings?.length || !renderings.every((rendering) => rendering.certain)) continue;
    result.push({ path: page.path, renderings: renderings.map((rendering) => {
      const item = editableItem(rendering);
      return item ? placeOf(item) : null;
    }) });
  }
  return result.some((page) => page.renderings.some((place) => place !== null)) ? result : null;
}
