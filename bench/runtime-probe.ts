// Bundled into the benchmark page only: times the runtime's nav-tree build against the floor.
import { buildNavTree } from '../runtime/lib/nav-tree';

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

function navTree(root: Element): number {
  return buildNavTree({ storyboardId: 'bench', treeElementLookup: {}, scopeLookup: {}, root, isOwnNode: (element) => element.hasAttribute('data-overlay') }).elementByKey.size;
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

declare global {
  interface Window {
    benchProbe: { compare(repeat: number): { floorMs: number; navTreeMs: number; elements: number; nodes: number } };
  }
}

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
};
