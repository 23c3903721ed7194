// styleRule: declarations of one rule of the site's stylesheet, named by its exact selector and media
// query (a design token in `:root`, the rule that wins for an element, `h2` for every heading of a
// kind). The rule must exist — the last one with that selector in that place, as the cascade reads
// them — except for a bare element type (`h2`), which gets one new shared rule after the stylesheet's
// other element rules. Anything else is refused: the editor names rules the page already has.
import { elementTypesOf, isElementTypeSelector, mediaKey, selectorKey, type MutationBodies } from '../../types';
import { declarationProblem } from '../edit/css-grammar';
import { mergeEdits, newRuleText, readStylesheet, type DeclarationChange } from '../edit/css-rules';
import { detectIndentUnit } from '../edit/source-style';
import { insertAt, type Edit } from '../edit/splice';
import type { CssNode, CssRule } from '../edit/stylesheet';
import { cannotEdit } from '../refusals';
import { STYLESHEET } from '../site-layout';
import type { Operation, OperationResult } from './context';

const list = (changes: readonly DeclarationChange[]): string => changes.map(([property, value]) => (value === null ? `unset ${property}` : `${property}: ${value}`)).join('; ');

/** `@media (min-width: 40rem)` → `(min-width: 40rem)`. */
const conditionOf = (prelude: string): string | null => (/^@media\s/i.test(prelude) ? prelude.replace(/^@media\s+/i, '') : null);

/** The last rule with `selector` at the top level (`media` null) or in a top-level `@media` block with that query. */
function ruleNamed(nodes: readonly CssNode[], selector: string, media: string | null): CssRule | null {
  const key = selectorKey(selector);
  const containers: (readonly CssNode[])[] =
    media === null
      ? [nodes]
      : nodes.flatMap((node) => {
          const condition = node.kind === 'at' ? conditionOf(node.prelude) : null;
          return condition !== null && mediaKey(condition) === mediaKey(media) && node.kind === 'at' ? [node.children] : [];
        });
  let found: CssRule | null = null;
  for (const container of containers) for (const node of container) if (node.kind === 'rule' && selectorKey(node.selector) === key) found = node;
  return found;
}

/** Where a new element rule goes: after the last top-level rule for bare element types, else before the first rule, else at the end. */
function elementRuleInsertion(text: string, nodes: readonly CssNode[], rule: string): Edit {
  const elementRules = nodes.filter((node): node is CssRule => node.kind === 'rule' && elementTypesOf(node.selector) !== null);
  const last = elementRules[elementRules.length - 1];
  if (last) return insertAt(last.close + 1, `\n\n${rule}`);
  const first = nodes[0];
  if (first) return insertAt(first.start, `${rule}\n\n`);
  return insertAt(text.length, `${text.length && !text.endsWith('\n') ? '\n' : ''}${rule}\n`);
}

/** Refuses the whole change, writing nothing, when a value does not fit its property's grammar. */
function checkGrammar(changes: readonly DeclarationChange[]): void {
  const problems = changes.flatMap(([property, value]) => (value === null ? [] : [declarationProblem(property, value)])).filter((problem) => problem !== null);
  if (!problems.length) return;
  const grammar = problems.flatMap((problem) => (problem.grammar ? [`${problem.grammar}.`] : []));
  throw cannotEdit(`${problems.map((problem) => problem.sentence).join(' ')} Nothing was written.`, grammar.length ? grammar.join(' ') : undefined);
}

export const styleRule: Operation<MutationBodies['styleRule']> = (body, context): OperationResult => {
  const changes: DeclarationChange[] = Object.entries(body.styling);
  checkGrammar(changes);
  const stylesheet = context.snapshot.files.get(STYLESHEET);
  if (!stylesheet) throw cannotEdit(`The site has no stylesheet at ${STYLESHEET}, so there is no rule to change.`);
  const { text } = stylesheet;
  const nodes = readStylesheet(text, STYLESHEET);
  const unit = detectIndentUnit(text);
  const where = body.media === null ? '' : ` for screens ${body.media}`;
  const rule = ruleNamed(nodes, body.selector, body.media);
  if (rule) {
    const edits = mergeEdits(text, rule, changes, unit);
    if (!edits.length) throw cannotEdit(`The rule ${rule.selector}${where} already has exactly these values; nothing to change.`);
    return { files: [{ path: STYLESHEET, edits }], message: `Changed the rule ${rule.selector}${where} in ${STYLESHEET}: ${list(changes)}`, renderings: null };
  }
  if (body.media !== null) {
    throw cannotEdit(`The stylesheet has no rule “${body.selector}” for screens ${body.media}, so there is nothing to change there. Reload the preview: the stylesheet may have changed since.`);
  }
  if (!isElementTypeSelector(body.selector)) {
    throw cannotEdit(
      `The stylesheet has no rule “${body.selector}”. Only a rule it already has can be changed this way, or a new shared rule for every element of one kind (such as h2). Reload the preview: the stylesheet may have changed since.`,
    );
  }
  if (!changes.some(([, value]) => value !== null)) throw cannotEdit(`The stylesheet has no rule for ${body.selector}, so there is nothing to unset.`);
  const tag = body.selector.trim().toLowerCase();
  const edit = elementRuleInsertion(text, nodes, newRuleText(tag, changes, '', unit));
  return { files: [{ path: STYLESHEET, edits: [edit] }], message: `Added the rule ${tag} (every ${tag} element) to ${STYLESHEET}: ${list(changes.filter(([, value]) => value !== null))}`, renderings: null };
};
