// Seeded fuzz of NAV_TREE_PATCH with boxes relative to their reference (docs/protocol.md §7): the
// cards fixture gets random changes that shift the layout (elements added, removed or resized
// anywhere, the top of the page included, the grid's columns changed), elements inserted or removed before their siblings and
// moved among them (the siblings after them come as `shifted`, or removed and added again when their
// order changed), text and class edits, page scrolls and scrolls of its scroller. Every change waits
// for its patch, and every few patches (every patch for the sibling seeds) the SDK's patched tree
// (page boxes, derived from relative ones) must equal a fresh whole build. A failure names the seed
// and the steps, which replay exactly.
import { expect } from '@open-wc/testing';
import { waitFor } from '../helpers';
import { IDS } from './cards';
import { random } from './seeded-random';
import { closePatchSession, openPatchSession, type PatchSession } from './patch-session';

/** Each seed, and the patches applied on top of one whole tree before a comparison (which sends a whole tree again). */
const RUNS = [
  { seed: 7, every: 3, kinds: 'all' },
  { seed: 1234, every: 3, kinds: 'all' },
  { seed: 99, every: 3, kinds: 'all' },
  { seed: 5, every: 1, kinds: 'siblings' },
  { seed: 2026, every: 2, kinds: 'siblings' },
] as const;
const STEPS = 24;
type Kinds = (typeof RUNS)[number]['kinds'];
const KINDS: Record<Kinds, string[]> = {
  all: ['add', 'add', 'remove', 'resize', 'resize', 'text', 'class', 'page scroll', 'container scroll', 'insert first', 'remove first', 'move', 'columns'],
  siblings: ['insert first', 'insert first', 'remove first', 'remove first', 'move', 'move', 'add', 'remove', 'text'],
};

/** One random change to the page; answers what it did (for the failure message). */
function change(doc: Document, pick: () => number, kinds: Kinds): string {
  const win = doc.defaultView!;
  const any = <T>(list: ArrayLike<T>): T => list[Math.floor(pick() * list.length)]!;
  const main = doc.getElementsByClassName(IDS.main)[0] as HTMLElement;
  const grid = doc.getElementsByClassName(IDS.grid)[0] as HTMLElement;
  const scroller = doc.getElementsByClassName(IDS.scroller)[0] as HTMLElement;
  const marker = doc.getElementsByClassName(IDS.footer)[0] as HTMLElement;
  // Elements a change may remove or resize: not the scroller, the web component or the marker.
  const movable = () => [...main.querySelectorAll<HTMLElement>(':scope > h1, :scope > p, :scope > .added, .grid > *, .added *, #contents > *, #column > *')];
  const contents = doc.getElementById('contents') as HTMLElement;
  const column = doc.getElementById('column') as HTMLElement;
  const kind = any(KINDS[kinds]);
  if (kind === 'page scroll') {
    const max = doc.documentElement.scrollHeight - win.innerHeight;
    const y = Math.round(pick() * max);
    // Always somewhere new, so the fixed element moves on the page and a patch comes.
    win.scrollTo(0, y === Math.round(win.scrollY) ? (y + 97) % max : y);
    return `page scroll to ${win.scrollY}`;
  }
  if (kind === 'container scroll') {
    const max = scroller.scrollHeight - scroller.clientHeight;
    const y = Math.round(pick() * max);
    scroller.scrollTop = y === scroller.scrollTop ? (y + 53) % max : y;
    return `scroller to ${scroller.scrollTop}`;
  }
  // The marker's class changes with every mutation, so each brings a patch even if nothing else differs.
  marker.classList.toggle('marked');
  if (kind === 'columns') {
    // One, two or three columns: the cards of a column below one another take alike boxes (box runs).
    grid.style.gridTemplateColumns = any(['1fr', '', 'repeat(3, 1fr)'].filter((columns) => columns !== grid.style.gridTemplateColumns));
    return `grid columns ${grid.style.gridTemplateColumns || 'as styled'}`;
  }
  if (kind === 'add' || kind === 'insert first') {
    const parent = any([main, main, grid, contents, column, any(grid.children)]);
    const at = kind === 'add' ? Math.floor(pick() * (parent.children.length + 1)) : 0;
    const added = doc.createElement(pick() < 0.5 ? 'div' : 'article');
    added.className = 'added';
    added.style.height = `${10 + Math.floor(pick() * 120)}px`;
    added.innerHTML = pick() < 0.5 ? '<span>added</span><b>bold</b>' : 'added';
    parent.insertBefore(added, parent.children[at] ?? null);
    return `add into ${parent.localName} at ${at}`;
  }
  if (kind === 'remove first' || kind === 'move') {
    // A list whose first child may go: the grid, the column, the wrapper, a card, main's own headings.
    const lists = [grid, column, contents, ...grid.children].filter((list) => list.firstElementChild !== null);
    const list = any(lists);
    const first = list.firstElementChild!;
    if (kind === 'remove first') {
      first.remove();
      return `remove the first of ${list.localName}.${list.className || list.id}`;
    }
    // Another child of the same list goes before the one at a random index (or last).
    const moved = any(list.children);
    const before = list.children[Math.floor(pick() * (list.children.length + 1))] ?? null;
    list.insertBefore(moved, before === moved ? moved.nextElementSibling : before);
    return `move in ${list.localName}.${list.className || list.id}: ${[...list.children].indexOf(moved)}`;
  }
  // The column's children two times in five: there a change moves one sibling and not the next.
  const target = pick() < 0.4 && column.children.length > 0 ? (any(column.children) as HTMLElement) : any(movable());
  if (kind === 'remove') {
    target.remove();
    return `remove ${target.localName}.${target.className}`;
  }
  if (kind === 'resize') {
    target.style.height = `${Math.floor(pick() * 200)}px`;
    target.style.width = pick() < 0.3 ? `${50 + Math.floor(pick() * 300)}px` : '';
    return `resize ${target.localName} to ${target.style.height}`;
  }
  if (kind === 'text') {
    target.textContent = `text ${Math.floor(pick() * 1000)} ${'wide '.repeat(Math.floor(pick() * 8))}`;
    return `text of ${target.localName}`;
  }
  target.classList.toggle('card');
  return `class of ${target.localName}`;
}

describe('NAV_TREE_PATCH with relative boxes: seeded fuzz of layout shifts and scrolls against a fresh build', () => {
  let session: PatchSession | null = null;
  afterEach(async () => {
    const closing = session;
    session = null;
    await closePatchSession(closing);
  });

  for (const { seed, every, kinds } of RUNS) {
    it(`seed ${seed} (${kinds === 'all' ? 'every kind of change' : 'insertions, removals and moves among siblings'}): after every ${every === 1 ? '' : `${every} `}patch${every === 1 ? '' : 'es'}, the patched tree equals a fresh whole build`, async () => {
      session = await openPatchSession();
      const current = session;
      const { doc } = current;
      // A fixed element: every page scroll moves it on the page, so every scroll step brings a patch.
      const pinned = doc.createElement('div');
      pinned.style.cssText = 'position: fixed; top: 5px; left: 5px; width: 10px; height: 10px';
      doc.body.append(pinned);
      // A box-less wrapper (display: contents) whose children the layout places: never a reference.
      const contents = doc.createElement('div');
      contents.id = 'contents';
      contents.style.display = 'contents';
      contents.innerHTML = '<p>inside a box-less wrapper</p><p>and its sibling</p>';
      doc.getElementsByClassName(IDS.grid)[0]!.after(contents);
      // A column whose last child stays at its bottom: when the first grows, the middle one moves and
      // the last does not, so the last one's box relative to the middle one's changes.
      const column = doc.createElement('div');
      column.id = 'column';
      column.style.cssText = 'display: flex; flex-direction: column; justify-content: space-between; height: 420px';
      column.innerHTML = '<p>top</p><p>middle</p><p>bottom</p>';
      doc.getElementsByClassName(IDS.h1)[0]!.after(column);
      await waitFor(() => current.patches.length > 0, 'the patch adding the fixed element and the wrapper');
      const pick = random(seed);
      const log: string[] = [];
      for (let step = 0; step < STEPS; step++) {
        const count = current.patches.length;
        log.push(change(doc, pick, kinds));
        await waitFor(() => current.patches.length > count, `the patch after: ${log.at(-1)}`);
        if ((step + 1) % every !== 0 && step !== STEPS - 1) continue;
        const patched = current.trees.at(-1)!;
        const before = current.trees.length;
        await current.frame.requestNavTree();
        const fresh = await waitFor(() => current.trees[before], 'the whole tree requestNavTree posts');
        expect(patched.navTree, `seed ${seed}, step ${step}:\n${log.join('\n')}`).to.deep.equal(fresh.navTree);
      }
    });
  }
});
