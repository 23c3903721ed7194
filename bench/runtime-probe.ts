// Bundled into the benchmark page only: times the runtime's nav-tree build against the floor.
import { processRulesForElement } from '../runtime/lib/css-rules';
import { createElementIds } from '../runtime/lib/element-ids';
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

// Kept across builds, as the runtime keeps it (generated ids stay with their elements).
const ids = createElementIds(document);

function navTree(root: Element): number {
  return buildNavTree({ storyboardId: 'bench', treeElementLookup: {}, scopeLookup: {}, root, ids, isOwnNode: (element) => element.hasAttribute('data-overlay') }).elementByKey.size;
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

declare global {
  interface Window {
    benchProbe: {
      compare(repeat: number): { floorMs: number; navTreeMs: number; elements: number; nodes: number };
      cssRules(repeat: number): { coldMs: number; floorMs: number; processMs: number; rules: number; processed: number };
    };
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
