// Where one rendering's attribute value is written: not at all, on the element itself, as a literal
// somewhere else that the value is worked out from (a prop where the component is used, an item of
// a content file), or by code. The lookups tell the editor (lookups.ts), and changePropValue edits
// the value there (operations/change-prop-value.ts).
import ts from 'typescript';
import { isUrlAttribute, type ValueForm } from '../../types';
import type { IndexedElement } from './id-index';
import { Env, unwrapExpression, type Evaluator, type StringSource } from './evaluate';
import { explainComputed } from './computed-words';
import type { PageRender } from './render-walk';
import { isDataLiteral, placeOf } from './source-words';
import { literalForm, valueShapes } from './value-source';

export type AttributeReading =
  | { kind: 'absent' }
  | { kind: 'written'; attribute: ts.JsxAttribute }
  | { kind: 'data'; literal: StringSource; forms: ValueForm[]; where: string }
  | { kind: 'computed'; why: string };

/** What a designer calls an attribute's value, to start a sentence. */
export function attributeWords(name: string): string {
  const words: Record<string, string> = {
    href: 'The link destination',
    target: 'The “open in new tab” setting',
    src: 'The image source',
    alt: 'The image description',
    id: 'The id',
    'aria-label': 'The accessible label',
    title: 'The title',
  };
  return words[name] ?? `The “${name}” value`;
}

/** The attribute written last on the element and whether a spread comes after it (which may override it). */
function lastWritten(entry: IndexedElement, name: string): { attribute: ts.JsxAttribute | null; spreadAfter: boolean } {
  let attribute: ts.JsxAttribute | null = null;
  let spreadAfter = false;
  for (const property of entry.opening.attributes.properties) {
    if (ts.isJsxSpreadAttribute(property)) spreadAfter = true;
    else if (property.name.getText() === name) {
      attribute = property;
      spreadAfter = false;
    }
  }
  return { attribute, spreadAfter };
}

/** True when the attribute's value is one literal written in it: `href="/"`, `{'/'}`, `{3}`, `{true}`, or no value at all. */
function isWrittenLiteral(attribute: ts.JsxAttribute): boolean {
  const initializer = attribute.initializer;
  if (!initializer || ts.isStringLiteral(initializer)) return true;
  if (!ts.isJsxExpression(initializer) || !initializer.expression) return false;
  const value = unwrapExpression(initializer.expression);
  if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value) || ts.isNumericLiteral(value)) return true;
  if (ts.isPrefixUnaryExpression(value) && value.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(value.operand)) return true;
  return value.kind === ts.SyntaxKind.TrueKeyword || value.kind === ts.SyntaxKind.FalseKeyword || value.kind === ts.SyntaxKind.NullKeyword;
}

/** The string literals that the `id` attributes of the page's elements are worked out from (cached per page render). */
const idLiterals = new WeakMap<PageRender, Set<ts.Node>>();

function literalsNamingIds(page: PageRender, evaluator: Evaluator): Set<ts.Node> {
  let found = idLiterals.get(page);
  if (found) return found;
  found = new Set();
  for (const renderings of page.renderings.values()) {
    for (const rendering of renderings) {
      const { attribute } = lastWritten(rendering.element, 'id');
      const expression = attribute?.initializer && ts.isJsxExpression(attribute.initializer) ? attribute.initializer.expression : undefined;
      if (!attribute || !expression) continue;
      for (const shape of valueShapes(evaluator, expression, rendering.env, attribute)) {
        for (const piece of shape ?? []) if (piece.kind === 'literal') found.add(piece.node);
      }
    }
  }
  idLiterals.set(page, found);
  return found;
}

/**
 * Where the attribute `name` of `entry` is written in the rendering `env` (on `page`, when known).
 * `generic`: the element renders more than once, so a sentence about code holds for all of them.
 */
export function readAttribute(evaluator: Evaluator, entry: IndexedElement, name: string, env: Env, page: PageRender | null, generic: boolean): AttributeReading {
  const what = attributeWords(name);
  const where = entry.component ?? entry.file;
  const { attribute, spreadAfter } = lastWritten(entry, name);
  if (spreadAfter) return { kind: 'computed', why: `${what} may be passed on from elsewhere: ${where} hands this element a whole set of props (“{...}”), so the value is decided where those are made.` };
  if (!attribute) return { kind: 'absent' };
  if (isWrittenLiteral(attribute)) return { kind: 'written', attribute };
  const expression = (attribute.initializer as ts.JsxExpression).expression!;
  const shapes = valueShapes(evaluator, expression, env, attribute);
  const forms = shapes.map((shape) => (shape === null ? null : literalForm(shape)));
  const literal = forms[0]?.literal;
  // A constant of the component's own code stands for the element's own value: a change replaces it there.
  if (literal && !isDataLiteral(literal) && shapes.length === 1 && forms[0]?.before === '' && forms[0].after === '') return { kind: 'written', attribute };
  if (literal && isDataLiteral(literal) && forms.every((form) => form !== null && form.literal === literal)) {
    if (page && isUrlAttribute(name) && literalsNamingIds(page, evaluator).has(literal)) {
      return {
        kind: 'computed',
        why: `${what} is worked out in ${where} from the id of the place it leads to (written ${placeOf(literal, { generic })}): changing it would rename that place, not send the link elsewhere. Change the link in ${where}'s code to point it elsewhere.`,
      };
    }
    const unique = new Map<string, ValueForm>();
    for (const form of forms) if (form) unique.set(`${form.before}\u0000${form.after}`, { before: form.before, after: form.after });
    return { kind: 'data', literal, forms: [...unique.values()], where: placeOf(literal, { generic }) };
  }
  if (shapes.some((shape) => shape === null) || shapes.every((shape) => shape?.every((piece) => piece.kind === 'fixed'))) {
    return { kind: 'computed', why: `${what} is chosen by a condition in ${where}'s code, so it is not one value written anywhere: change that code to change it.` };
  }
  const computed = shapes.flatMap((shape) => shape ?? []).find((piece) => piece.kind === 'computed');
  const at = computed?.kind === 'computed' ? computed.at : expression;
  // A number written where the component is used (`<Icon size={20}>`) is a value, not code.
  if (ts.isNumericLiteral(at)) return { kind: 'computed', why: `${what} is the number ${at.text} written ${placeOf(at)}: change it there.` };
  return { kind: 'computed', why: explainComputed(evaluator, at, env, what, generic) };
}

export { Env };
