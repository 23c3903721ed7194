import { expect } from '@open-wc/testing';
import { layerDropAt, measureRows, type LayerRow } from './layer-drop';

// page ─ a ─ a1, a2 │ b (collapsed) │ c ─ c1 ─ c11
const rows: LayerRow[] = [
  { key: 'page', depth: 0, parent: null },
  { key: 'a', depth: 1, parent: 'page' },
  { key: 'a1', depth: 2, parent: 'a' },
  { key: 'a2', depth: 2, parent: 'a' },
  { key: 'b', depth: 1, parent: 'page' },
  { key: 'c', depth: 1, parent: 'page' },
  { key: 'c1', depth: 2, parent: 'c' },
  { key: 'c11', depth: 3, parent: 'c1' },
];
const H = 24;
const measured = measureRows(rows);
const at = (dragged: string, row: number, fraction = 0.25) => layerDropAt(measured, dragged, (row + fraction) * H, H);

describe('editor/lib/layer-drop', () => {
  it('measures where each row’s block of rows ends', () => {
    expect(measured.ends).to.deep.equal([8, 4, 3, 4, 5, 8, 8, 8]);
  });

  it('over a sibling’s own row: before it in its upper half, after its block in its lower half', () => {
    expect(at('a', 4, 0.25)).to.deep.equal({ sibling: 'b', parent: 'page', position: 'before', line: { top: 4 * H, depth: 1 } });
    expect(at('a', 4, 0.75)).to.deep.equal({ sibling: 'b', parent: 'page', position: 'after', line: { top: 5 * H, depth: 1 } });
  });

  it('over a sibling’s descendants: beside that sibling, by the half of its block', () => {
    // c's block is rows 5–7: row 5 is its upper half, row 7 its lower half.
    expect(at('a', 5, 0.5)?.position).to.equal('before');
    expect(at('a', 7, 0.5)).to.deep.equal({ sibling: 'c', parent: 'page', position: 'after', line: { top: 8 * H, depth: 1 } });
    expect(at('b', 2)?.sibling, 'a1 is inside a: b goes beside a').to.equal('a');
  });

  it('in another part of the tree: beside the row under the pointer, in its parent', () => {
    expect(at('a1', 6, 0.25)).to.deep.equal({ sibling: 'c1', parent: 'c', position: 'before', line: { top: 6 * H, depth: 2 } });
  });

  it('nothing over the dragged row’s own block, the page’s row or outside the rows', () => {
    expect(at('a', 1)).to.equal(null);
    expect(at('a', 3), 'a2 is inside a').to.equal(null);
    expect(at('b', 0)).to.equal(null);
    expect(at('b', 8)).to.equal(null);
    expect(layerDropAt(measured, 'b', -5, H)).to.equal(null);
    expect(at('nope', 4)).to.equal(null);
  });
});
