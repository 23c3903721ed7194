// Walks the document's style sheets in source order, visiting every style rule that can apply now.

/** Where a rule sits in the cascade besides its selector. */
export interface RuleSource {
  filename: string;
  allowChanges: boolean;
  /** Cascade layer path (each level's rank among its siblings); [] when unlayered. */
  layer: number[];
}

export type RuleVisitor = (rule: CSSStyleRule, source: RuleSource, order: number) => void;

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

/**
 * Calls `visit` for each style rule of `document`'s sheets whose conditions hold now (@media,
 * @supports, sheet media); unreadable (cross-origin) sheets are logged and skipped.
 */
export function collectRules(doc: Document, visit: RuleVisitor, log: (message: string, error?: unknown) => void): void {
  const layers = new Layers();
  const media = new Map<string, boolean>();
  const view = doc.defaultView ?? window;
  // matchMedia per distinct condition once per walk: pages repeat the same breakpoints a lot.
  const mediaMatches = (list: MediaList): boolean => {
    const text = list.mediaText;
    if (!text) return true;
    let hit = media.get(text);
    if (hit === undefined) media.set(text, (hit = view.matchMedia(text).matches));
    return hit;
  };
  let order = 0;
  // Older engines lack these classes; `instanceof` on an undefined name would throw.
  const hasLayers = typeof CSSLayerBlockRule !== 'undefined';
  const hasContainers = typeof CSSContainerRule !== 'undefined';

  const walkSheet = (sheet: CSSStyleSheet, filename: string, layerName: string, layer: number[]): void => {
    if (sheet.disabled || !mediaMatches(sheet.media)) return;
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch (error) {
      log(`Could not read style sheet ${sheet.href ?? filename}`, error);
      return;
    }
    const source: RuleSource = { filename: sheet.href ?? filename, allowChanges: isSameOrigin(sheet.href), layer };
    walkRules(rules, source, layerName);
  };

  const walkRules = (rules: CSSRuleList, source: RuleSource, layerName: string): void => {
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      if (rule instanceof CSSStyleRule) {
        visit(rule, source, order++);
      } else if (rule instanceof CSSMediaRule) {
        if (mediaMatches(rule.media)) walkRules(rule.cssRules, source, layerName);
      } else if (rule instanceof CSSSupportsRule) {
        if (CSS.supports(rule.conditionText)) walkRules(rule.cssRules, source, layerName);
      } else if (hasLayers && rule instanceof CSSLayerBlockRule) {
        const [name, layer] = layers.path(layerName, rule.name);
        walkRules(rule.cssRules, { ...source, layer }, name);
      } else if (hasLayers && rule instanceof CSSLayerStatementRule) {
        for (const name of rule.nameList) layers.path(layerName, name);
      } else if (rule instanceof CSSImportRule) {
        if (!rule.styleSheet || !mediaMatches(rule.media)) continue;
        const [name, layer] = rule.layerName === null ? [layerName, source.layer] : layers.path(layerName, rule.layerName);
        walkSheet(rule.styleSheet, rule.href, name, layer);
      } else if (hasContainers && rule instanceof CSSContainerRule) {
        // Container conditions cannot be evaluated from script; listing the rules beats hiding them.
        walkRules(rule.cssRules, source, layerName);
      }
    }
  };

  const sheets = doc.styleSheets;
  for (let i = 0; i < sheets.length; i++) walkSheet(sheets[i]!, `style[${i}]`, '', []);
  const adopted = doc.adoptedStyleSheets ?? [];
  for (let i = 0; i < adopted.length; i++) walkSheet(adopted[i]!, `adopted[${i}]`, '', []);
}
