// Walks the document's style sheets in source order and lists every style rule, with the
// conditions (@media, @supports, sheet media) it depends on, so they can be checked per call.
import { isRuntimeStyleSheet } from '../../shared/injected';

/** Where a rule sits in the cascade besides its selector. */
export interface RuleSource {
  filename: string;
  allowChanges: boolean;
  /** Cascade layer path (each level's rank among its siblings); [] when unlayered. */
  layer: number[];
}

/** Something whose condition decides whether the rules inside it apply now. */
export type Condition = CSSStyleSheet | CSSMediaRule | CSSSupportsRule | CSSImportRule;

export interface CollectedRule {
  rule: CSSStyleRule;
  selector: string;
  source: RuleSource;
  order: number;
  /** Every condition around the rule; rules of one block share the array. */
  when: readonly Condition[];
}

/** Layer order by first appearance, per parent layer, as Cascade 5 defines it. */
class Layers {
  private paths = new Map<string, number[]>([['', []]]);
  private counts = new Map<string, number>();
  private anonymous = 0;

  /** Full name and path of `name` (possibly dotted) inside `parent`; '' names an anonymous layer. */
  path(parent: string, name: string): [string, number[]] {
    for (const part of name === '' ? [`\0${this.anonymous++}`] : name.split('.')) {
      const full = parent ? `${parent}.${part}` : part;
      if (!this.paths.has(full)) {
        const rank = this.counts.get(parent) ?? 0;
        this.counts.set(parent, rank + 1);
        this.paths.set(full, [...this.paths.get(parent)!, rank]);
      }
      parent = full;
    }
    return [parent, this.paths.get(parent)!];
  }
}

function isSameOrigin(href: string | null): boolean {
  if (!href) return true;
  try {
    return new URL(href, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/** A document or an open shadow root: each has its own style sheets, which style only its own tree. */
export type StyleScope = Document | ShadowRoot;

/** Node types, not `instanceof`: nodes may come from another frame's realm. */
export const isShadowRoot = (node: Node): node is ShadowRoot => node.nodeType === 11 && 'host' in node;

/** The scope whose sheets style `element`: its shadow root, else its document. */
export function scopeOf(element: Element): StyleScope {
  const root = element.getRootNode();
  return isShadowRoot(root) ? root : element.ownerDocument;
}

/** The element's parent in the flat tree: its slot when slotted, a shadow root's host above its top. */
export function flatParent(el: Element): Element | null {
  if (el.assignedSlot) return el.assignedSlot;
  const parent = el.parentNode;
  if (!parent) return null;
  return isShadowRoot(parent) ? parent.host : parent.nodeType === 1 ? (parent as Element) : null;
}

/**
 * Visits the sheets and rules of `scope` (a document or a shadow root) in source order. `trail` receives every sheet and rule object
 * met: the browser keeps one object per rule, so an equal trail later means nothing was added,
 * removed or replaced. `visit` (optional) receives each style rule; unreadable (cross-origin)
 * sheets are logged and skipped, and so are the runtime's own.
 */
export function walkStyleSheets(
  scope: StyleScope,
  trail: object[],
  log: (message: string, error?: unknown) => void,
  visit?: (rule: CSSStyleRule, source: RuleSource, order: number, when: readonly Condition[]) => void,
): void {
  const layers = new Layers();
  let order = 0;
  // Older engines lack these classes; `instanceof` on an undefined name would throw.
  const hasLayers = typeof CSSLayerBlockRule !== 'undefined';
  const hasContainers = typeof CSSContainerRule !== 'undefined';

  const walkSheet = (sheet: CSSStyleSheet, filename: string, layerName: string, layer: number[], when: readonly Condition[]): void => {
    trail.push(sheet);
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch (error) {
      log(`Could not read style sheet ${sheet.href ?? filename}`, error);
      return;
    }
    const source: RuleSource = { filename: sheet.href ?? filename, allowChanges: isSameOrigin(sheet.href), layer };
    walkRules(rules, source, layerName, [...when, sheet]);
  };

  const walkRules = (rules: CSSRuleList, source: RuleSource, layerName: string, when: readonly Condition[]): void => {
    // The length is read once: each read is a call into the engine, and this loop runs on every call.
    for (let i = 0, n = rules.length; i < n; i++) {
      const rule = rules.item(i)!;
      trail.push(rule);
      if (rule instanceof CSSStyleRule) {
        visit?.(rule, source, order++, when);
      } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
        walkRules(rule.cssRules, source, layerName, [...when, rule]);
      } else if (hasLayers && rule instanceof CSSLayerBlockRule) {
        const [name, layer] = layers.path(layerName, rule.name);
        walkRules(rule.cssRules, { ...source, layer }, name, when);
      } else if (hasLayers && rule instanceof CSSLayerStatementRule) {
        for (const name of rule.nameList) layers.path(layerName, name);
      } else if (rule instanceof CSSImportRule) {
        if (!rule.styleSheet) continue;
        const [name, layer] = rule.layerName === null ? [layerName, source.layer] : layers.path(layerName, rule.layerName);
        walkSheet(rule.styleSheet, rule.href, name, layer, [...when, rule]);
      } else if (hasContainers && rule instanceof CSSContainerRule) {
        // Container conditions cannot be evaluated from script; listing the rules beats hiding them.
        walkRules(rule.cssRules, source, layerName, when);
      }
    }
  };

  const sheets = scope.styleSheets;
  // The runtime's own <style> elements (instant updates, forced states) are not the page's CSS.
  for (let i = 0; i < sheets.length; i++) if (!isRuntimeStyleSheet(sheets[i]!)) walkSheet(sheets[i]!, `style[${i}]`, '', [], []);
  const adopted = scope.adoptedStyleSheets ?? [];
  for (let i = 0; i < adopted.length; i++) walkSheet(adopted[i]!, `adopted[${i}]`, '', [], []);
}

/** Checks conditions against the page as it is now, each distinct one once per checker. */
export function conditionChecker(view: Window): (when: readonly Condition[]) => boolean {
  const known = new Map<Condition | string, boolean>();
  const media = (list: MediaList): boolean => {
    const text = list.mediaText;
    if (!text) return true;
    let hit = known.get(text);
    if (hit === undefined) known.set(text, (hit = view.matchMedia(text).matches));
    return hit;
  };
  const holds = (condition: Condition): boolean => {
    let hit = known.get(condition);
    if (hit === undefined) {
      hit =
        condition instanceof CSSStyleSheet ? !condition.disabled && media(condition.media)
        : condition instanceof CSSSupportsRule ? CSS.supports(condition.conditionText)
        : media(condition.media);
      known.set(condition, hit);
    }
    return hit;
  };
  return (when) => when.every(holds);
}
