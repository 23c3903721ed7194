// The page's style rules bucketed by something their subject must carry (an id, a class, an
// attribute or a tag), as browsers index them, so an element is matched against the few rules
// that could apply to it rather than all of them. Kept per document (and per open shadow root) until
// a sheet or rule is added, removed or replaced (a selector rewritten in place through `selectorText`
// is not noticed).
import { conditionChecker, isShadowRoot, walkStyleSheets, type CollectedRule, type StyleScope } from './collect';
import { branchesOf } from './selectors';

type Log = (message: string, error?: unknown) => void;

interface RuleIndex {
  trail: object[];
  /** Quirks mode matches class names and ids without regard to case: keys are lower-cased there. */
  fold: (key: string) => string;
  buckets: Map<string, CollectedRule[]>;
  /** Rules with a branch that has no key (`*`, `:is(...)`, unparsable): candidates for every element. */
  any: CollectedRule[];
}

const indexes = new WeakMap<StyleScope, RuleIndex>();
/** Selector and keys per rule object: a rebuild after one sheet changed reads only that sheet's selectors. */
const known = new WeakMap<CSSStyleRule, [string, string[][]]>();

function readRule(rule: CSSStyleRule): [string, string[][]] {
  let read = known.get(rule);
  if (!read) {
    const selector = rule.selectorText;
    // A selector css-what cannot parse gets no keys: the browser may still match it.
    known.set(rule, (read = [selector, branchesOf(selector)?.map((branch) => branch.keys) ?? [[]]]));
  }
  return read;
}

/** The document a scope belongs to. */
const documentOf = (scope: StyleScope): Document => (isShadowRoot(scope) ? scope.ownerDocument : scope);

function build(scope: StyleScope, log: Log): RuleIndex {
  const quirks = documentOf(scope).compatMode === 'BackCompat';
  const index: RuleIndex = { trail: [], fold: quirks ? (key) => key.toLowerCase() : (key) => key, buckets: new Map(), any: [] };
  const listed: [CollectedRule, string[][]][] = [];
  const counts = new Map<string, number>();
  walkStyleSheets(scope, index.trail, log, (rule, source, order, when) => {
    const [selector, keys] = readRule(rule);
    for (const list of keys) for (const key of list) counts.set(key, (counts.get(key) ?? 0) + 1);
    listed.push([{ rule, selector, source, order, when }, keys]);
  });
  // Each branch goes in the bucket of its rarest key, so common classes (`.item`) do not make
  // every rule that mentions them a candidate for every element that has them.
  for (const [rule, keys] of listed) {
    const chosen = new Set<string>();
    for (const list of keys) {
      if (!list.length) {
        index.any.push(rule);
        chosen.clear();
        break;
      }
      chosen.add(list.reduce((best, key) => (counts.get(key)! < counts.get(best)! ? key : best)));
    }
    for (const key of [...chosen].map(index.fold)) {
      const bucket = index.buckets.get(key);
      if (bucket) bucket.push(rule);
      else index.buckets.set(key, [rule]);
    }
  }
  return index;
}

function sameTrail(a: object[], b: object[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * The index of a scope's rules: reused while a walk meets the same sheets and rules (no selector is
 * read for that), rebuilt when any was added, removed or replaced.
 */
function indexFor(scope: StyleScope, log: Log): RuleIndex {
  const cached = indexes.get(scope);
  if (cached) {
    const trail: object[] = [];
    walkStyleSheets(scope, trail, () => {});
    if (sameTrail(trail, cached.trail)) return cached;
  }
  const index = build(scope, log);
  indexes.set(scope, index);
  return index;
}

/**
 * For one call: a function listing, in source order, the rules of `scope` that apply now (their
 * @media/@supports/sheet conditions hold) and may match a given element (a superset: callers
 * still match each one).
 */
export function candidateRules(scope: StyleScope, log: Log): (element: Element) => CollectedRule[] {
  const { buckets, any, fold } = indexFor(scope, log);
  const holds = conditionChecker(documentOf(scope).defaultView ?? window);
  return (element) => {
    const lists = [any];
    const add = (key: string) => {
      const list = buckets.get(fold(key));
      if (list) lists.push(list);
    };
    if (element.id) add(`#${element.id}`);
    for (let i = 0; i < element.classList.length; i++) add(`.${element.classList[i]}`);
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      add(`[${name}`);
      add(`[${name}=${attribute.value}`);
    }
    add(element.localName.toLowerCase());
    const seen = new Set<CollectedRule>();
    const out: CollectedRule[] = [];
    for (const list of lists) {
      for (const rule of list) {
        if (seen.has(rule) || !holds(rule.when)) continue;
        seen.add(rule);
        out.push(rule);
      }
    }
    return lists.length === 1 ? out : out.sort((a, b) => a.order - b.order);
  };
}

/** Builds `doc`'s index when the page is idle, so an editor's first selection finds it ready. */
export function prepareRules(doc: Document, signal: AbortSignal): void {
  const view = doc.defaultView ?? window;
  const build = () => {
    if (!signal.aborted) indexFor(doc, () => {});
  };
  if (typeof view.requestIdleCallback !== 'function') {
    view.setTimeout(build, 200);
    return;
  }
  const handle = view.requestIdleCallback(build, { timeout: 2000 });
  signal.addEventListener('abort', () => view.cancelIdleCallback(handle), { once: true });
}
