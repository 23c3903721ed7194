// STYLE_RULE: a rule of the page's own style sheets changed in place (the CSSOM's setProperty), so
// the preview's cascade is the one the source write makes: the same rule, in the same place. A rule
// for a bare element type the page does not have yet is inserted where the mutation server writes
// it, after the sheets' other element-type rules. Undo gives each property its value and priority
// back (unless a later change has set it since), and removes an inserted rule left empty.
import { elementTypesOf, isElementTypeSelector, mediaKey, selectorKey } from '../../../types/style-rules';
import { isRuntimeStyleSheet } from '../../shared/injected';
import { checkDecl, isPropName } from './css';
import { isRecord, type Env, type Fields, type Plan } from './plan';

/** A property's value and priority in a rule; null: the rule does not set it. */
export type Setting = { value: string; priority: string } | null;

export interface RuleChange {
  rule: CSSStyleRule;
  /** The rule was made for this change (the page had none for the element type). */
  inserted: boolean;
  /** Per property, what the rule had before and what this change set. */
  before: Record<string, Setting>;
  after: Record<string, Setting>;
}

/** The page's own sheets in cascade order: its style elements and links, then adopted sheets. */
function pageSheets(doc: Document): CSSStyleSheet[] {
  const sheets = [...doc.styleSheets].filter((sheet) => !isRuntimeStyleSheet(sheet));
  return [...sheets, ...(doc.adoptedStyleSheets ?? [])];
}

/** A sheet's rules, or none for one the page may not read (another origin's). */
function rulesOf(sheet: CSSStyleSheet): CSSRule[] {
  try {
    return [...sheet.cssRules];
  } catch {
    return [];
  }
}

// Rule kinds by their interface's name, not instanceof: the page may be another frame's realm.
const kind = (rule: CSSRule): string => rule.constructor.name;
const isStyleRule = (rule: CSSRule): rule is CSSStyleRule => kind(rule) === 'CSSStyleRule';
const isMediaRule = (rule: CSSRule): rule is CSSMediaRule => kind(rule) === 'CSSMediaRule';
/** Statements that must stay before a sheet's rules. */
const isLeading = (rule: CSSRule): boolean => ['CSSImportRule', 'CSSNamespaceRule', 'CSSLayerStatementRule'].includes(kind(rule));

/**
 * Whether `rule` is still one of the page's: a sheet swapped in place (a dev server's hot update) is a
 * new sheet, and the rules of the old one change nothing the page shows.
 */
export function inPage(rule: CSSRule, doc: Document): boolean {
  let top = rule;
  while (top.parentRule) top = top.parentRule;
  const sheet = top.parentStyleSheet;
  return !!sheet && pageSheets(doc).includes(sheet);
}

/** The last rule with `selector` at the top level (`media` null) or in a top-level @media with that query: the one the cascade reads last. */
export function findStyleRule(doc: Document, selector: string, media: string | null): CSSStyleRule | null {
  const key = selectorKey(selector);
  let found: CSSStyleRule | null = null;
  for (const sheet of pageSheets(doc)) {
    for (const rule of rulesOf(sheet)) {
      if (media === null) {
        if (isStyleRule(rule) && selectorKey(rule.selectorText) === key) found = rule;
      } else if (isMediaRule(rule) && mediaKey(rule.media.mediaText) === mediaKey(media)) {
        for (const inner of [...rule.cssRules]) if (isStyleRule(inner) && selectorKey(inner.selectorText) === key) found = inner;
      }
    }
  }
  return found;
}

/** Inserts an empty rule for `tag` after the last top-level rule for bare element types (else after a sheet's imports). */
function insertElementRule(doc: Document, tag: string): CSSStyleRule | null {
  const sheets = pageSheets(doc);
  let place: { sheet: CSSStyleSheet; index: number } | null = null;
  for (const sheet of sheets) {
    rulesOf(sheet).forEach((rule, index) => {
      if (isStyleRule(rule) && elementTypesOf(rule.selectorText) !== null) place = { sheet, index: index + 1 };
    });
  }
  if (!place) {
    const sheet = sheets.find((candidate) => {
      try {
        return candidate.cssRules !== null;
      } catch {
        return false;
      }
    });
    if (!sheet) return null;
    const rules = rulesOf(sheet);
    let index = 0;
    while (index < rules.length && isLeading(rules[index]!)) index++;
    place = { sheet, index };
  }
  const { sheet, index } = place as { sheet: CSSStyleSheet; index: number };
  sheet.insertRule(`${tag}{}`, index);
  const made = sheet.cssRules[index];
  return made && isStyleRule(made) ? made : null;
}

const settingOf = (rule: CSSStyleRule, prop: string): Setting => {
  const value = rule.style.getPropertyValue(prop);
  return value ? { value: value.trim(), priority: rule.style.getPropertyPriority(prop) } : null;
};

const sameSetting = (a: Setting, b: Setting): boolean => (a === null ? b === null : b !== null && a.value === b.value && a.priority === b.priority);

function put(rule: CSSStyleRule, prop: string, setting: Setting): void {
  if (setting) rule.style.setProperty(prop, setting.value, setting.priority);
  else rule.style.removeProperty(prop);
}

/**
 * Checks the fields and finds (or plans to make) the rule, then `run` changes it. Nothing touches the
 * page before every value is checked: a value that could end its declaration is refused (css.ts).
 */
export function planStyleRule(fields: Fields, env: Env): Plan<{ run(): RuleChange }> {
  const { selector, media, stylingChanges } = fields;
  if (typeof selector !== 'string' || !selector.trim()) return { fail: 'selector must be a non-empty string' };
  if (media !== undefined && media !== null && (typeof media !== 'string' || !media.trim())) return { fail: 'media must be a non-empty string when given' };
  if (!isRecord(stylingChanges)) return { fail: 'stylingChanges must be an object' };
  const settings: [string, Setting][] = [];
  for (const [prop, raw] of Object.entries(stylingChanges)) {
    if (raw === null) {
      if (!isPropName(prop)) return { fail: `Invalid CSS property name ${JSON.stringify(prop)}` };
      settings.push([prop.startsWith('--') ? prop : prop.toLowerCase(), null]);
      continue;
    }
    const decl = checkDecl(prop, raw, env.supports);
    if (typeof decl === 'string') return { fail: decl };
    settings.push([decl.prop, { value: decl.value, priority: decl.important ? 'important' : '' }]);
  }
  if (!settings.length) return { fail: 'stylingChanges is empty' };
  const condition = typeof media === 'string' ? media : null;
  const existing = findStyleRule(env.doc, selector, condition);
  if (!existing) {
    if (condition !== null || !isElementTypeSelector(selector)) return { fail: `The page has no rule ${selector}${condition ? ` for ${condition}` : ''}` };
    if (settings.every(([, setting]) => setting === null)) return { fail: `The page has no rule ${selector} to unset anything in` };
  }
  return {
    run() {
      const rule = existing ?? insertElementRule(env.doc, selector.trim().toLowerCase());
      if (!rule) throw new Error(`The page has no style sheet to add the rule ${selector} to`);
      const before: Record<string, Setting> = {};
      const after: Record<string, Setting> = {};
      for (const [prop, setting] of settings) {
        before[prop] = settingOf(rule, prop);
        put(rule, prop, setting);
        after[prop] = settingOf(rule, prop);
      }
      return { rule, inserted: !existing, before, after };
    },
  };
}

/**
 * Takes `change` back out of the page: each property it set gets its value from before, unless a later
 * change (`later`, applied after it and still held) has set it since; then that change's "before"
 * becomes this one's, so undoing it too brings the original back. Null when done, else why not.
 */
export function revertStyleRule(change: RuleChange, later: readonly RuleChange[]): string | null {
  const { rule } = change;
  const sheet = rule.parentStyleSheet;
  if (!sheet) return 'the page replaced the style sheet since';
  for (const [prop, setting] of Object.entries(change.before)) {
    const now = settingOf(rule, prop);
    if (sameSetting(now, change.after[prop] ?? null)) {
      put(rule, prop, setting);
      continue;
    }
    const next = later.find((other) => other.rule === rule && Object.hasOwn(other.before, prop) && sameSetting(other.before[prop]!, change.after[prop] ?? null));
    if (next) next.before[prop] = setting;
  }
  if (change.inserted && rule.style.length === 0 && !later.some((other) => other.rule === rule)) {
    const parent = rule.parentRule && isMediaRule(rule.parentRule) ? rule.parentRule : sheet;
    const index = [...parent.cssRules].indexOf(rule);
    if (index >= 0) parent.deleteRule(index);
  }
  return null;
}

/** What the host keeps of a change (JSON): the rule it names and the values it found before. */
export function styleRuleData(fields: Fields, change: RuleChange): Record<string, unknown> {
  return { kind: 'STYLE_RULE', selector: fields.selector, media: fields.media ?? null, inserted: change.inserted, before: change.before };
}
