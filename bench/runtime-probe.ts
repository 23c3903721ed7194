// Bundled into the benchmark page only: times the runtime's nav-tree build against the floor.
import { processRulesForElement } from '../runtime/tools/css-rules';
import { createElementIds } from '../runtime/shared/element-ids';
import { buildCompactNavTree, buildNavTree } from '../runtime/shared/nav-tree';
import { readsJson as readsJsonText } from './reads';

/** The reads every node needs, into JSON (reads.ts): its length. */
const readsJson = (root: Element): number => readsJsonText(root).length;

/** The floor: a bare walk of every element reading its class list and bounding box. */
function floorWalk(root: Element): number {
  let count = 0;
  let sink = 0;
  const stack: Element[] = [root];
  while (stack.length) {
    const element = stack.pop()!;
    sink += element.classList.length + element.getBoundingClientRect().width;
    count++;
    for (let child = element.lastElementChild; child; child = child.previousElementSibling) stack.push(child);
  }
  return count + (sink > -1 ? 0 : 1);
}

// Kept across builds, as the runtime keeps it (generated ids stay with their elements).
const ids = createElementIds(document);

function navTree(root: Element): number {
  return buildNavTree({ storyboardId: 'bench', treeElementLookup: {}, scopeLookup: {}, root, ids, isOwnNode: (element) => element.hasAttribute('data-overlay') }).elementByKey.size;
}

/** The floor as the issue words it: every element's classes and box, read into JSON. */
function floorJson(root: Element): number {
  const out: { c: string; b: number[] }[] = [];
  const stack: Element[] = [root];
  while (stack.length) {
    const element = stack.pop()!;
    const box = element.getBoundingClientRect();
    out.push({ c: element.getAttribute('class') ?? '', b: [box.left, box.top, box.width, box.height] });
    for (let child = element.lastElementChild; child; child = child.previousElementSibling) stack.push(child);
  }
  return JSON.stringify(out).length;
}

/** What the runtime does for a host that takes patches: the compact tree (boxes rounded) from one walk, into JSON. */
function compactJson(root: Element): number {
  const build = buildCompactNavTree({ storyboardId: 'bench', treeElementLookup: {}, scopeLookup: {}, root, ids, isOwnNode: (element) => element.hasAttribute('data-overlay') });
  return JSON.stringify(build.tree).length;
}

/** The full format's JSON, as hosts that do not take patches get it. */
function fullJson(root: Element): number {
  // The full nodes are made when the tree is first read: here, by the JSON.
  const index = buildNavTree({ storyboardId: 'bench', treeElementLookup: {}, scopeLookup: {}, root, ids, isOwnNode: (element) => element.hasAttribute('data-overlay') });
  return JSON.stringify(index.tree).length;
}

let changeSeed = 11;
/** A random element of the page's cards (their leaves hold text). */
function randomLeaf(): Element {
  const leaves = document.querySelectorAll('main > section > div > *, main > ul > li');
  changeSeed = (changeSeed * 1103515245 + 12345) % 2147483648;
  return leaves[changeSeed % leaves.length]!;
}

function time(run: () => unknown, repeat: number): number {
  const samples: number[] = [];
  for (let i = 0; i < repeat; i++) {
    document.body.getBoundingClientRect(); // layout is clean before every sample
    const start = performance.now();
    run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)]!;
}

/** The floor for the CSS rule processor: `element.matches` over every style rule of the page. */
function matchesFloor(element: Element): number {
  let matched = 0;
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        try {
          if (element.matches(rule.selectorText)) matched++;
        } catch {
          // selectors the engine keeps but cannot match from script
        }
      } else if (rule instanceof CSSGroupingRule) visit(rule.cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return matched;
}

type ChangeKind = 'class' | 'text' | 'add' | 'add-top' | 'remove-top' | 'resize' | 'page-scroll' | 'container-scroll' | 'insert-first' | 'remove-first' | 'item-insert-first' | 'item-remove-first' | 'item-insert-middle' | 'item-remove-middle';

/** Every element's page box (client rect plus the window's scroll), in document order. */
function pageBoxes(): string[] {
  const out: string[] = [];
  for (const element of Array.from(document.body.getElementsByTagName('*'))) {
    const box = element.getBoundingClientRect();
    out.push(`${box.left + scrollX},${box.top + scrollY},${box.width},${box.height}`);
  }
  return out;
}

/** Boxes before the last change, keyed by element (elements added or removed are not counted). */
let boxesBefore = new Map<Element, string>();

function snapshotBoxes(): void {
  const elements = Array.from(document.body.getElementsByTagName('*'));
  const boxes = pageBoxes();
  boxesBefore = new Map(elements.map((element, i) => [element, boxes[i]!]));
}

/** A card like the page's own: a div of eight text leaves. */
function newCard(): Element {
  const card = Object.assign(document.createElement('div'), { className: 'c' });
  for (let j = 0; j < 8; j++) card.append(Object.assign(document.createElement(j % 3 ? 'span' : 'p'), { className: 'l', textContent: `added ${j}` }));
  return card;
}

let resized = false;

/**
 * The changes that move most of the page (made at its top), and scrolls. Only `insert-first` and
 * `remove-first` add or remove an element before others (the first section's first card), which
 * gives those others new keys.
 */
function bigChange(kind: ChangeKind): void {
  const list = document.querySelector('main > ul');
  if (list && kind.startsWith('item-')) {
    // On the flat list: an item before all the others, or before half of them.
    const at = kind.endsWith('first') ? list.firstElementChild! : list.children[list.children.length >> 1]!;
    if (kind.startsWith('item-insert')) at.before(Object.assign(document.createElement('li'), { className: 'l', textContent: 'inserted' }));
    else at.remove();
    return;
  }
  const firstSection = document.querySelector('main > section')!;
  // Into the first card, at its end: the card grows and every section below moves down.
  if (kind === 'add-top') firstSection.firstElementChild!.append(newCard());
  else if (kind === 'insert-first') firstSection.prepend(newCard());
  else if (kind === 'remove-first') firstSection.firstElementChild!.remove();
  else if (kind === 'remove-top') firstSection.firstElementChild!.lastElementChild!.remove();
  else if (kind === 'resize') {
    resized = !resized;
    (firstSection.firstElementChild as HTMLElement).style.height = resized ? '300px' : '';
  } else if (kind === 'page-scroll') scrollTo(0, scrollY > 0 ? 0 : 600);
  else {
    const scroller = document.querySelectorAll('main > section')[2]!;
    scroller.scrollTop = scroller.scrollTop > 0 ? 0 : 40;
  }
}

declare global {
  interface Window {
    benchProbe: {
      compare(repeat: number): { floorMs: number; navTreeMs: number; elements: number; nodes: number };
      compareJson(repeat: number): { floorJsonMs: number; readsJsonMs: number; compactJsonMs: number; fullJsonMs: number; compactBytes: number; fullBytes: number };
      /** The "reads" alone (median): what the first whole tree is compared with, in its own page. */
      reads(repeat: number): number;
      /** When the editing tools' file arrived (ms since the epoch) and the bytes fetched for it (0: from the HTTP cache). */
      toolsFetch(): { responseEnd: number; transferSize: number } | null;
      /** One small change to the page; answers when it happened (ms since the epoch, as the host's clock reads it). */
      change(kind: ChangeKind): number;
      /** How many of the page's elements have another page box than just before the last change. */
      moved(): number;
      cssRules(repeat: number): { coldMs: number; floorMs: number; processMs: number; rules: number; processed: number };
    };
  }
}

// The first-tree bench starts its clock once the page has been laid out (its first layout is the
// page's own cost, paid before its first paint with or without an editor): it says so to the host.
addEventListener('load', () => {
  document.body.getBoundingClientRect();
  parent.postMessage('bench-laid-out', '*');
  // And once its first frame has been painted (FIRST_TREE_AFTER=paint): a task after the next frame's.
  requestAnimationFrame(() => setTimeout(() => parent.postMessage('bench-painted', '*'), 0));
});

window.benchProbe = {
  compare(repeat) {
    const root = document.body;
    // Warm up both paths (JIT, style caches) before measuring, alternating to share any drift.
    time(() => floorWalk(root), 2);
    time(() => navTree(root), 2);
    const floorMs = time(() => floorWalk(root), repeat);
    const navTreeMs = time(() => navTree(root), repeat);
    return { floorMs, navTreeMs, elements: root.getElementsByTagName('*').length, nodes: navTree(root) };
  },
  compareJson(repeat) {
    const root = document.body;
    time(() => floorJson(root), 2);
    time(() => readsJson(root), 2);
    time(() => compactJson(root), 2);
    const floorJsonMs = time(() => floorJson(root), repeat);
    const readsJsonMs = time(() => readsJson(root), repeat);
    const compactJsonMs = time(() => compactJson(root), repeat);
    const fullJsonMs = time(() => fullJson(root), repeat);
    return { floorJsonMs, readsJsonMs, compactJsonMs, fullJsonMs, compactBytes: compactJson(root), fullBytes: fullJson(root) };
  },
  reads(repeat) {
    const root = document.body;
    time(() => readsJson(root), 2);
    return time(() => readsJson(root), repeat);
  },
  toolsFetch() {
    const entry = performance.getEntriesByType('resource').find((candidate) => candidate.name.includes('runtime-tools')) as PerformanceResourceTiming | undefined;
    return entry ? { responseEnd: performance.timeOrigin + entry.responseEnd, transferSize: entry.transferSize } : null;
  },
  change(kind) {
    snapshotBoxes();
    const leaf = randomLeaf();
    if (kind !== 'class' && kind !== 'text' && kind !== 'add') bigChange(kind);
    else if (kind === 'class') leaf.classList.toggle('toggled');
    else if (kind === 'text') leaf.textContent = `edited ${changeSeed}`;
    else leaf.parentElement!.append(Object.assign(document.createElement('span'), { className: 'l', textContent: 'added' }));
    return performance.timeOrigin + performance.now();
  },
  moved() {
    let count = 0;
    const elements = Array.from(document.body.getElementsByTagName('*'));
    const boxes = pageBoxes();
    elements.forEach((element, i) => {
      const before = boxesBefore.get(element);
      if (before !== undefined && before !== boxes[i]) count++;
    });
    return count;
  },
  cssRules(repeat) {
    const element = document.getElementById('target')!;
    const run = () => processRulesForElement({ element }).length;
    // The first call indexes the page's rules (and parses each selector once); later calls reuse that.
    const coldMs = time(run, 1);
    time(() => matchesFloor(element), 2);
    time(run, 2);
    const floorMs = time(() => matchesFloor(element), repeat);
    const processMs = time(run, repeat);
    let rules = 0;
    for (const sheet of Array.from(document.styleSheets)) rules += sheet.cssRules.length;
    return { coldMs, floorMs, processMs, rules, processed: run() };
  },
};
