// Writing declarations for one selector into the stylesheet: merged into the rule that already
// exists (the last one with exactly that selector, in the right media query), or a new rule placed
// where the cascade keeps media queries winning over it (before the min-width blocks, next to the
// class's other rules), with the stylesheet's own indentation.
import { cannotEdit } from '../refusals';
import { removalSpan } from './layout';
import { insertAt, removeSpan, replaceSpan, type Edit } from './splice';
import { detectIndentUnit, lineIndent, startsLine } from './source-style';
import { StylesheetError, minWidthPx, parseStylesheet, selectorMentionsClass, type CssAtRule, type CssNode, type CssRule } from './stylesheet';

export interface RuleTarget {
  /** `.card__title` or `.card__title:hover`. */
  selector: string;
  /** The class the selector is for: new rules go next to the class's other rules. */
  className: string;
  /** A min-width media query (px), or null for the top level. */
  minWidth: number | null;
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
    if (error instanceof StylesheetError) throw cannotEdit(`The stylesheet ${path} could not be read (${error.message}); fix it by hand first.`);
    throw error;
  }
}

function wholeRuleRemoval(text: string, rule: CssRule): Edit {
  const span = removalSpan(text, rule.start, rule.close + 1);
  // Take one blank line before the rule along, so the rules around it keep one blank line between them.
  const start = span.start > 0 && text[span.start - 1] === '\n' && startsLine(text, rule.start) ? span.start - 1 : span.start;
  return removeSpan(start, span.end);
}

function mergeEdits(text: string, rule: CssRule, changes: readonly DeclarationChange[], unit: string): Edit[] {
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

function newRuleText(selector: string, changes: readonly DeclarationChange[], indent: string, unit: string): string {
  const lines = changes.filter(([, value]) => value !== null).map(([property, value]) => `${indent}${unit}${property}: ${value};\n`);
  return `${indent}${selector} {\n${lines.join('')}${indent}}`;
}

function topLevelMediaBlocks(nodes: readonly CssNode[]): { node: CssAtRule; width: number }[] {
  return nodes.flatMap((node) => {
    const width = node.kind === 'at' ? minWidthPx(node.prelude) : null;
    return node.kind === 'at' && width !== null ? [{ node, width }] : [];
  });
}

/** Where a new top-level rule goes: after the last top-level rule of the class (or of a class it must follow), else before the first min-width block (and its heading comment), else at the end. */
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

/** Edits that give `target.selector` the declarations `changes` (null removes one). */
export function ruleEdits(text: string, path: string, target: RuleTarget, changes: readonly DeclarationChange[]): Edit[] {
  const nodes = readStylesheet(text, path);
  const unit = detectIndentUnit(text);
  const selector = normalizeSelector(target.selector);
  const sets = changes.filter(([, value]) => value !== null);

  let container: readonly CssNode[] = nodes;
  let media: CssAtRule | null = null;
  if (target.minWidth !== null) {
    const blocks = topLevelMediaBlocks(nodes).filter((block) => block.width === target.minWidth);
    media = blocks[blocks.length - 1]?.node ?? null;
    container = media ? media.children : [];
  }
  const existing = container.filter((node): node is CssRule => node.kind === 'rule' && normalizeSelector(node.selector) === selector);
  const rule = existing[existing.length - 1];
  if (rule) {
    const edits = mergeEdits(text, rule, changes, unit);
    if (!edits.length) throw cannotEdit(`${selector} in ${path} already has exactly these declarations; nothing to change.`);
    return edits;
  }
  if (!sets.length) throw cannotEdit(`${path} has no rule ${selector}${target.minWidth === null ? '' : ` in its ${target.minWidth}px media query`}, so there is nothing to unset.`);

  if (target.minWidth === null) return [insertAt(topLevelInsertion(nodes, target.className, target.after ?? []), `\n\n${newRuleText(selector, changes, '', unit)}`)];
  if (media) {
    const last = media.children[media.children.length - 1];
    const indent = last ? lineIndent(text, last.start) : lineIndent(text, media.start) + unit;
    const at = last ? last.close + 1 : media.open + 1;
    return [insertAt(at, `\n${newRuleText(selector, changes, indent, unit)}`)];
  }
  // A new media query block, in ascending min-width order among the stylesheet's own.
  const blocks = topLevelMediaBlocks(nodes);
  const before = blocks.filter((block) => block.width < target.minWidth!);
  const anchor = before[before.length - 1]?.node ?? nodes[nodes.length - 1];
  const block = `@media (min-width: ${widthText(target.minWidth, blocks.map((b) => b.node.prelude))}) {\n${newRuleText(selector, changes, unit, unit)}\n}`;
  const after = blocks.find((candidate) => candidate.width > target.minWidth!);
  if (!before.length && after) return [insertAt(after.node.start, `${block}\n\n`)];
  return [insertAt(anchor ? anchor.close + 1 : 0, `\n\n${block}`)];
}

/** A width in the unit the stylesheet's media queries already use (rem in this site). */
function widthText(px: number, preludes: readonly string[]): string {
  const usesPx = preludes.some((prelude) => /min-width\s*:\s*[\d.]+px/i.test(prelude));
  const usesRem = preludes.some((prelude) => /min-width\s*:\s*[\d.]+rem/i.test(prelude));
  return usesPx && !usesRem ? `${px}px` : `${px / 16}rem`;
}
