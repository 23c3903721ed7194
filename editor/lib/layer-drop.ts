// Where a row dragged in the layers panel lands: the rows are the tree's open nodes, one fixed-height
// row each, so the row under the pointer is a division, and a drop anywhere in a neighbour's block
// of rows (its row and its open descendants) goes before it (upper half of the block) or after it
// (lower half). Every row's block end is measured once per drag, so a pointer move costs the same on
// a 10,000-row tree as on a short one.

/** One row of the panel: its key, its depth in the tree and its parent's key (null for the page). */
export interface LayerRow {
  key: string;
  depth: number;
  parent: string | null;
}

/** What a drag over the rows measures once: each row's place and where its block of rows ends. */
export interface LayerRows {
  rows: readonly LayerRow[];
  /** Row index by key. */
  at: ReadonlyMap<string, number>;
  /** For each row, the index after the last row of its block (itself and its open descendants). */
  ends: readonly number[];
}

export function measureRows(rows: readonly LayerRow[]): LayerRows {
  const at = new Map(rows.map((row, i) => [row.key, i]));
  const ends = new Array<number>(rows.length).fill(rows.length);
  // A block ends at the first later row that is no deeper than its own row.
  const open: number[] = [];
  rows.forEach((row, i) => {
    while (open.length && rows[open[open.length - 1]!]!.depth >= row.depth) ends[open.pop()!] = i;
    open.push(i);
  });
  return { rows, at, ends };
}

export interface LayerDrop {
  /** The row the dragged one goes beside, and its parent (the element the drop lands in). */
  sibling: string;
  parent: string;
  position: 'before' | 'after';
  /** The insertion line: its offset from the list's top (px) and the depth it is indented to. */
  line: { top: number; depth: number };
}

/**
 * The drop for the pointer `y` px below the list's top while `dragged` is dragged, or null over the
 * dragged row's own block, over the page's row, or outside the rows. The row under the pointer is
 * raised to the dragged row's sibling that holds it; with none (another part of the tree), the drop
 * goes beside the row under the pointer, in its parent.
 */
export function layerDropAt(measured: LayerRows, dragged: string, y: number, rowHeight: number): LayerDrop | null {
  const { rows, at, ends } = measured;
  const i = Math.floor(y / rowHeight);
  const from = at.get(dragged);
  if (from === undefined || i < 0 || i >= rows.length) return null;
  if (i >= from && i < ends[from]!) return null;
  const draggedParent = rows[from]!.parent;
  let s = i;
  for (let up: number | undefined = i; up !== undefined; up = rows[up]!.parent === null ? undefined : at.get(rows[up]!.parent!)) {
    if (rows[up]!.parent === draggedParent) {
      s = up;
      break;
    }
  }
  const sibling = rows[s]!;
  if (sibling.parent === null) return null;
  const top = s * rowHeight;
  const bottom = ends[s]! * rowHeight;
  const position = y < (top + bottom) / 2 ? 'before' : 'after';
  return { sibling: sibling.key, parent: sibling.parent, position, line: { top: position === 'before' ? top : bottom, depth: sibling.depth } };
}
