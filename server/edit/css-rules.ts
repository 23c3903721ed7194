// Writing declarations for one selector into the stylesheet: merged into the rule that already
// exists (the last one with exactly that selector, in the right media query), or a new rule placed
// where the cascade keeps media queries winning over it (before the width blocks, next to the
// class's other rules), with the stylesheet's own indentation. Narrower-than rules (max-width) go
// after every rule they must beat (see narrowerEdits).
import type { ScreenDirection } from '../../types';
import { cannotEdit } from '../refusals';
import { removalSpan } from './layout';
import { insertAt, removeSpan, replaceSpan, type Edit } from './splice';
import { detectIndentUnit, lineIndent, startsLine } from './source-style';
import { StylesheetError, allRules, maxWidthOf, minWidthPx, parseStylesheet, selectorMentionsClass, type CssAtRule, type CssNode, type CssRule } from './stylesheet';

export interface RuleTarget {
  /** `.card__title` or `.card__title:hover`. */
  selector: string;
  /** The class the selector is for: new rules go next to the class's other rules. */
  className: string;
  /** A screen range (its breakpoint in px, and which side of it), or null for the top level. */
  screen: { width: number; direction: ScreenDirection } | null;
  /** Classes the element also has whose rules a new rule must follow to win over them (same specificity: the later rule wins). */
  after?: readonly string[];
}

export type DeclarationChange = [property: string, value: string | null];

function normalizeSelector(selector: string): string {
  return selector.replace(/\s+/g, ' ').replace(/\s*,\s*/g, ', ').trim();
}

export function readStylesheet(text: string, path: string): CssNode[] {
  try {
    return parseStylesheet(text);
  } catch (error) {
    if (error instanceof StylesheetError) throw cannotEdit(`The site's stylesheet has an error, so no style can be written into it until a developer fixes it.`, `${path}: ${error.message}`);
    throw error;
  }
}

function wholeRuleRemoval(text: string, rule: CssRule): Edit {
  const span = removalSpan(text, rule.start, rule.close + 1);
  // Take one blank line before the rule along, so the rules around it keep one blank line between them.
  const start = span.start > 0 && text[span.start - 1] === '\n' && startsLine(text, rule.start) ? span.start - 1 : span.start;
  return removeSpan(start, span.end);
}

/** Edits that give `rule` the declarations `changes` (null removes one; a rule left empty goes), in the sheet's indentation `unit`. */
export function mergeEdits(text: string, rule: CssRule, changes: readonly DeclarationChange[], unit: string): Edit[] {
  const edits: Edit[] = [];
  const removed = new Set<number>();
  const appended: string[] = [];
  for (const [property, value] of changes) {
    const matches = rule.declarations.filter((d) => d.property.toLowerCase() === property);
    if (value === null) {
      for (const declaration of matches) {
        const index = rule.declarations.indexOf(declaration);
        removed.add(index);
        const span = removalSpan(text, declaration.start, declaration.end);
        edits.push(removeSpan(span.start, span.end));
      }
      continue;
    }
    const last = matches[matches.length - 1];
    if (last) {
      if (text.slice(last.valueStart, last.valueEnd) !== value) edits.push(replaceSpan(last.valueStart, last.valueEnd, value));
    } else {
      appended.push(`${property}: ${value};`);
    }
  }
  if (removed.size === rule.declarations.length && !appended.length) return [wholeRuleRemoval(text, rule)];
  if (appended.length) {
    const ruleIndent = lineIndent(text, rule.start);
    const first = rule.declarations[0];
    const indent = first && startsLine(text, first.start) ? lineIndent(text, first.start) : ruleIndent + unit;
    const lastDeclaration = rule.declarations[rule.declarations.length - 1];
    const lines = appended.map((line) => `\n${indent}${line}`).join('');
    if (lastDeclaration) {
      edits.push(insertAt(lastDeclaration.end, `${lastDeclaration.semicolon ? '' : ';'}${lines}`));
    } else {
      edits.push(replaceSpan(rule.open + 1, rule.close, `${lines}\n${ruleIndent}`));
    }
  }
  return edits;
}

/** A new rule's text: `selector {` and one declaration a line, indented by `indent` and `unit`. */
export function newRuleText(selector: string, changes: readonly DeclarationChange[], indent: string, unit: string): string {
  const lines = changes.filter(([, value]) => value !== null).map(([property, value]) => `${indent}${unit}${property}: ${value};\n`);
  return `${indent}${selector} {\n${lines.join('')}${indent}}`;
}

/** A top-level media query that is only a width bound: `min` styles from `px` up; `max` up to `px` (`below`: not `px` itself). */
type MediaBlock = { node: CssAtRule; kind: 'min'; px: number } | { node: CssAtRule; kind: 'max'; px: number; below: boolean };

function topLevelMediaBlocks(nodes: readonly CssNode[]): MediaBlock[] {
  return nodes.flatMap((node): MediaBlock[] => {
    if (node.kind !== 'at') return [];
    const min = minWidthPx(node.prelude);
    if (min !== null) return [{ node, kind: 'min', px: min }];
    const max = maxWidthOf(node.prelude);
    return max ? [{ node, kind: 'max', ...max }] : [];
  });
}

/** A max-width block that means "narrower than `breakpoint`": `(width < 48rem)`, or a max-width within the pixel below it (767px, 767.98px). */
const isNarrowerThan = (block: MediaBlock, breakpoint: number): boolean =>
  block.kind === 'max' && (block.below ? block.px === breakpoint : block.px >= breakpoint - 1 && block.px < breakpoint);

/** Where a new top-level rule goes: after the last top-level rule of the class (or of a class it must follow), else before the first width media query (and its heading comment), else at the end. */
function topLevelInsertion(nodes: readonly CssNode[], className: string, after: readonly string[]): number {
  const classes = [className, ...after];
  const mentioning = nodes.filter((node): node is CssRule => node.kind === 'rule' && classes.some((name) => selectorMentionsClass(node.selector, name)));
  const anchor = mentioning[mentioning.length - 1];
  if (anchor) return anchor.close + 1;
  const firstMedia = topLevelMediaBlocks(nodes)[0]?.node;
  if (firstMedia) {
    const index = nodes.indexOf(firstMedia);
    const previous = nodes[index - 1];
    if (previous) return previous.close + 1;
  }
  const last = nodes[nodes.length - 1];
  return last ? last.close + 1 : 0;
}

const rulesIn = (node: CssNode): CssRule[] => (node.kind === 'rule' ? [node] : allRules(node.children));

function blockText(query: string, selector: string, changes: readonly DeclarationChange[], unit: string): string {
  return `@media ${query} {\n${newRuleText(selector, changes, unit, unit)}\n}`;
}

/** The edits for a rule inside `block`: merged into its last rule for the selector, or a new rule at its end. */
function editsInBlock(text: string, block: CssAtRule, selector: string, changes: readonly DeclarationChange[], unit: string): Edit[] | null {
  const existing = block.children.filter((node): node is CssRule => node.kind === 'rule' && normalizeSelector(node.selector) === selector);
  const rule = existing[existing.length - 1];
  if (rule) return mergeEdits(text, rule, changes, unit);
  if (!changes.some(([, value]) => value !== null)) return null;
  const last = block.children[block.children.length - 1];
  const indent = last ? lineIndent(text, last.start) : lineIndent(text, block.start) + unit;
  const at = last ? last.close + 1 : block.open + 1;
  return [insertAt(at, `\n${newRuleText(selector, changes, indent, unit)}`)];
}

function unchanged(selector: string, path: string): never {
  throw cannotEdit(`These styles are already set to exactly these values; nothing to change.`, `The rule ${selector} in ${path}.`);
}

/** Edits that give `target.selector` the declarations `changes` (null removes one). */
export function ruleEdits(text: string, path: string, target: RuleTarget, changes: readonly DeclarationChange[]): Edit[] {
  const nodes = readStylesheet(text, path);
  const unit = detectIndentUnit(text);
  const selector = normalizeSelector(target.selector);
  const sets = changes.filter(([, value]) => value !== null);
  if (target.screen?.direction === 'narrower') return narrowerEdits(text, path, nodes, { ...target, selector }, target.screen.width, changes, unit);
  const minWidth = target.screen ? target.screen.width : null;

  let container: readonly CssNode[] = nodes;
  let media: CssAtRule | null = null;
  if (minWidth !== null) {
    const blocks = topLevelMediaBlocks(nodes).filter((block) => block.kind === 'min' && block.px === minWidth);
    media = blocks[blocks.length - 1]?.node ?? null;
    container = media ? media.children : [];
  }
  const existing = container.filter((node): node is CssRule => node.kind === 'rule' && normalizeSelector(node.selector) === selector);
  const rule = existing[existing.length - 1];
  if (rule) {
    const edits = mergeEdits(text, rule, changes, unit);
    if (!edits.length) unchanged(selector, path);
    return edits;
  }
  if (!sets.length) throw cannotEdit(`This style is not set here${minWidth === null ? '' : ` for ${minWidth} px and wider`}, so there is nothing to remove.`, `${path} has no rule ${selector}${minWidth === null ? '' : ` in its ${minWidth}px media query`}.`);

  if (minWidth === null) return [insertAt(topLevelInsertion(nodes, target.className, target.after ?? []), `\n\n${newRuleText(selector, changes, '', unit)}`)];
  if (media) return editsInBlock(text, media, selector, changes, unit) ?? [];
  // A new media query block, in ascending min-width order among the stylesheet's own, before its max-width blocks.
  const blocks = topLevelMediaBlocks(nodes);
  const mins = blocks.filter((block) => block.kind === 'min');
  const before = mins.filter((block) => block.px < minWidth);
  const block = blockText(`(min-width: ${widthText(minWidth, blocks.map((b) => b.node.prelude))})`, selector, changes, unit);
  const next = before.length ? undefined : (mins.find((candidate) => candidate.px > minWidth) ?? blocks.find((candidate) => candidate.kind === 'max'));
  if (next) return [insertAt(next.node.start, `${block}\n\n`)];
  const anchor = before[before.length - 1]?.node ?? nodes[nodes.length - 1];
  return [insertAt(anchor ? anchor.close + 1 : 0, `\n\n${block}`)];
}

/**
 * A rule for widths narrower than `breakpoint` px. It has the same specificity as the element's
 * other rules for its class, so only source order lets it win: it goes into a matching max-width
 * block (or a new one) that comes after every rule mentioning the class — the base rule, its
 * pseudo-class rules, min-width rules and wider max-width ones — so where a "wider" and a
 * "narrower" style both apply (sm and max-md, 640–767 px) the narrower one wins. A new block also
 * goes after every min-width and wider max-width block (the sheet reads wide to narrow at its end)
 * and before the narrower ones, which must keep winning over it.
 */
function narrowerEdits(text: string, path: string, nodes: readonly CssNode[], target: RuleTarget, breakpoint: number, changes: readonly DeclarationChange[], unit: string): Edit[] {
  const blocks = topLevelMediaBlocks(nodes);
  const blockOf = (node: CssNode): MediaBlock | undefined => blocks.find((block) => block.node === node);
  // Same or narrower max-width blocks are the ones this rule does not have to beat.
  const yields = (node: CssNode): boolean => {
    const block = blockOf(node);
    return block?.kind === 'max' && (block.below ? block.px <= breakpoint : block.px < breakpoint);
  };
  // The rules of the element's class, and of the classes it must win over (those its uses pass).
  const classes = [target.className, ...(target.after ?? [])];
  let floor = -1;
  nodes.forEach((node, index) => {
    if (!yields(node) && rulesIn(node).some((rule) => classes.some((name) => selectorMentionsClass(rule.selector, name)))) floor = index;
  });
  const matching = blocks.filter((block) => isNarrowerThan(block, breakpoint));
  const usable = matching.filter((block) => nodes.indexOf(block.node) > floor);
  const sets = changes.some(([, value]) => value !== null);

  // The last usable matching block; to unset, the last matching block that has the rule at all.
  const withRule = (block: MediaBlock) => block.node.children.some((node) => node.kind === 'rule' && normalizeSelector(node.selector) === target.selector);
  const into = sets ? usable[usable.length - 1] : [...matching].reverse().find(withRule);
  if (into) {
    const edits = editsInBlock(text, into.node, target.selector, changes, unit);
    if (edits === null) throw cannotEdit(`This style is not set here for widths narrower than ${breakpoint} px, so there is nothing to remove.`, `${path} has no rule ${target.selector} for widths narrower than ${breakpoint}px.`);
    if (!edits.length) unchanged(target.selector, path);
    return edits;
  }
  if (!sets) throw cannotEdit(`This style is not set here for widths narrower than ${breakpoint} px, so there is nothing to remove.`, `${path} has no rule ${target.selector} for widths narrower than ${breakpoint}px.`);

  let anchor = floor;
  nodes.forEach((node, index) => {
    const block = blockOf(node);
    if (block && !yields(node)) anchor = Math.max(anchor, index);
  });
  const block = blockText(`(max-width: ${widthText(narrowerBound(breakpoint), blocks.map((b) => b.node.prelude))})`, target.selector, changes, unit);
  const narrower = blocks.find((candidate) => yields(candidate.node) && nodes.indexOf(candidate.node) > anchor);
  if (narrower) return [insertAt(narrower.node.start, `${block}\n\n`)];
  const after = nodes[anchor] ?? nodes[nodes.length - 1];
  return [insertAt(after ? after.close + 1 : 0, `${after ? '\n\n' : ''}${block}${after ? '' : '\n'}`)];
}

/**
 * The max-width that means "narrower than `breakpoint`": 0.02px below it. `max-width: 768px` would
 * also match at 768px, where `md`'s `min-width: 768px` applies: both rules at once. 0.02px leaves a
 * gap only a fractional viewport width (zoom) can fall into, where neither applies — never both.
 * 0.02 rather than 0.01: WebKit rounds 0.01 away (the reason Bootstrap uses .02). The range form
 * `width < 48rem` is exact but needs Safari 16.4; this works in every browser.
 */
function narrowerBound(breakpoint: number): number {
  return Math.round((breakpoint - 0.02) * 100) / 100;
}

/**
 * A width in the unit the stylesheet's media queries already use (rem in this site): a rem width
 * follows the reader's default font size like the sheet's other queries, so `max-md` and `md`
 * stay apart at any font size (47.99875rem is 767.98px at 16px).
 */
function widthText(px: number, preludes: readonly string[]): string {
  const usesPx = preludes.some((prelude) => /(?:min|max)-width\s*:\s*[\d.]+px/i.test(prelude));
  const usesRem = preludes.some((prelude) => /(?:min|max)-width\s*:\s*[\d.]+rem/i.test(prelude));
  return usesPx && !usesRem ? `${px}px` : `${Math.round((px / 16) * 1e6) / 1e6}rem`;
}
