// changePropValue: a prop set to data (string, number, boolean, JSON object or array), or removed
// (null). Text is written where the rendering's value is written (project/attribute-source.ts): on
// the element itself, or — for a value worked out from a literal elsewhere, like a SectionLink's
// `href` from `section="price"` where it is used, or a link's `href` from its item in a content file
// — in that literal, so one rendering's value changes. A value code works out is refused with where
// and why. Other values replace the attribute on the element. Opening a link in a new tab brings
// its `rel` along (types/attributes.ts relForTarget). A prop whose current value is a function is
// code, and stays as it is.
import ts from 'typescript';
import { relForTarget, sharedIdProblem, type MutationBodies, type ValueForm } from '../../types';
import { cannotEdit } from '../refusals';
import { jsxAttributeValue } from '../edit/js-literals';
import { attributeNamed, describe } from '../edit/jsx-nodes';
import { named as nameOf, namedShowing, writtenAt } from '../edit/element-names';
import { appendAttribute, removeAttribute } from '../edit/layout';
import { literalEdit } from '../edit/literal-edit';
import { replaceSpan, type Edit } from '../edit/splice';
import { attributeWords, readAttribute, type AttributeReading } from '../project/attribute-source';
import { ownText, textSegments } from '../project/text-segments';
import { Env, type StringSource } from '../project/evaluate';
import type { IndexedElement } from '../project/id-index';
import type { PageRender, Rendering } from '../project/render-walk';
import { countRenderings, pageFor } from '../project/renderings';
import { namedRendering } from './named-rendering';
import { byFile, elementFor, styleOf, type OperationContext, type OperationResult } from './context';

const shown = (value: string): string => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);

/** The written part that makes the value `value` in one of `forms` (the most specific form that fits), or null. */
export function fitForm(forms: readonly ValueForm[], value: string): string | null {
  const fitting = forms
    .filter((form) => value.length >= form.before.length + form.after.length && value.startsWith(form.before) && value.endsWith(form.after))
    .sort((a, b) => b.before.length + b.after.length - (a.before.length + a.after.length));
  const form = fitting[0];
  return form ? value.slice(form.before.length, value.length - form.after.length) : null;
}

/** "“#” followed by the written part", for a refusal that says which values fit. */
function formWords(form: ValueForm): string {
  if (!form.before && !form.after) return 'any text';
  return `${form.before ? `“${form.before}”` : ''}${form.before ? ' followed by ' : ''}the written part${form.after ? ` and then “${form.after}”` : ''}`;
}

/** The renderings the change is for, each with its page: the one named, those of the editor's page, or every one. */
function targetRenderings(context: OperationContext, entry: IndexedElement, chosen: Rendering | null, chosenPage: string | null): { rendering: Rendering; page: PageRender | null }[] {
  const { pages } = context.snapshot;
  if (chosen) return [{ rendering: chosen, page: chosenPage === null ? null : pageFor(pages, chosenPage) ?? null }];
  const hinted = context.hint.pagePath === null ? null : pageFor(pages, context.hint.pagePath);
  const shown = hinted ? [hinted] : pages;
  return shown.flatMap((page) => (page.renderings.get(entry.id) ?? []).map((rendering) => ({ rendering, page })));
}

/** The attribute's value written on the element, as source text (`"_blank"`), or null when absent or not one string. */
function writtenText(attribute: ts.JsxAttribute | undefined): string | null {
  const initializer = attribute?.initializer;
  if (!initializer) return null;
  if (ts.isStringLiteral(initializer)) return initializer.text;
  const expression = ts.isJsxExpression(initializer) ? initializer.expression : undefined;
  return expression && (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) ? expression.text : null;
}

/** Sets (or with null removes) an attribute written on the element itself; null when it already has that value. */
function elementEdit(context: OperationContext, entry: IndexedElement, name: string, value: unknown): Edit | null {
  const text = entry.sourceFile.text;
  const attribute = attributeNamed(entry.opening, name);
  if (value === null) return attribute ? removeAttribute(text, attribute) : null;
  const written = jsxAttributeValue(value, styleOf(entry.sourceFile));
  if (!attribute) return appendAttribute(text, entry.opening, `${name}=${written}`);
  const initializer = attribute.initializer;
  const expression = initializer && ts.isJsxExpression(initializer) ? initializer.expression : undefined;
  if (expression) {
    const current = context.snapshot.evaluator.evaluate(expression, Env.root);
    if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression) || current.kind === 'function') {
      throw cannotEdit(`The prop ${name} of ${nameOf(entry)} is a function: function props are code and are not changed from the editor.`, `${writtenAt(entry)} The prop is \`${expression.getText().slice(0, 80)}\`.`);
    }
  }
  if (initializer && initializer.getText() === written) return null;
  return initializer ? replaceSpan(initializer.getStart(), initializer.getEnd(), written) : replaceSpan(attribute.getStart(), attribute.getEnd(), `${name}=${written}`);
}

/** The literal to rewrite for text written elsewhere, and its new text; refuses a value the source cannot take. */
function dataEdit(entry: IndexedElement, named: string, name: string, value: unknown, readings: Extract<AttributeReading, { kind: 'data' }>[]): { literal: StringSource; text: string; where: string } {
  const what = `${attributeWords(name)} of ${named}`;
  const first = readings[0]!;
  if (typeof value !== 'string') {
    const ask = value === null ? 'It cannot be removed from here' : 'Give it text';
    throw cannotEdit(`${what} is written ${first.where} as text (“${first.literal.text}”). ${ask}: change it there, or in ${entry.component ?? entry.file}'s code.`, writtenAt(entry));
  }
  const targets = new Map<StringSource, { text: string; where: string }>();
  for (const reading of readings) {
    const text = fitForm(reading.forms, value);
    if (text === null) {
      const forms = reading.forms.map(formWords).join(' or ');
      throw cannotEdit(
        `${what} is worked out in ${entry.component ?? entry.file} from a part written ${reading.where} (“${reading.literal.text}”), so it can only be ${forms}; ${shown(value)} is not. Choose a value of that form, or change ${entry.component ?? entry.file}'s code.`,
        writtenAt(entry),
      );
    }
    targets.set(reading.literal, { text, where: reading.where });
  }
  if (targets.size > 1) {
    const places = [...new Set([...targets.values()].map((target) => target.where))].slice(0, 4).join('; ');
    throw cannotEdit(`${what} is written in ${targets.size} places, one per rendering (${places}). Name the rendering to change (select the one element and change it there).`, writtenAt(entry));
  }
  const [[literal, target]] = [...targets] as [[StringSource, { text: string; where: string }]];
  if (literal.text === target.text) throw cannotEdit(`${what} is already ${shown(value)}; nothing to change.`, writtenAt(entry));
  return { literal, text: target.text, where: target.where };
}

export function changePropValue(body: MutationBodies['changePropValue'], context: OperationContext): OperationResult {
  const entry = elementFor(context, body.elementToModify, 'elementToModify');
  const { propName: name, propValue: value } = body;
  const { evaluator, pages } = context.snapshot;
  const chosen = namedRendering(context, entry, body.elementToModify, 'elementToModify');
  const targets = targetRenderings(context, entry, chosen, body.elementToModify.rendering?.pagePath ?? null);
  const count = countRenderings(pages, entry.id, context.hint);
  // Only text has a place it is written elsewhere; other values are set on the element, as written.
  const readings: AttributeReading[] =
    typeof value === 'string' || value === null
      ? (targets.length ? targets : [null]).map((target) => readAttribute(evaluator, entry, name, target?.rendering.env ?? Env.root, target?.page ?? null, targets.length > 1))
      : [{ kind: 'absent' }];
  // The element as the designer sees it in this rendering: "the link “Get Started”".
  const first = targets[0]?.rendering.env ?? Env.root;
  const named = namedShowing(entry, ownText(textSegments(entry, first, evaluator)));
  const computed = readings.find((reading) => reading.kind === 'computed');
  if (computed) throw cannotEdit(`${computed.why.replace(/\.$/, '')} (${named}).`, writtenAt(entry));
  const data = readings.filter((reading): reading is Extract<AttributeReading, { kind: 'data' }> => reading.kind === 'data');
  if (data.length) {
    const { literal, text, where } = dataEdit(entry, named, name, value, data);
    const file = literal.getSourceFile();
    return {
      files: [{ path: file.fileName.replace(/^\//, ''), edits: [literalEdit(literal, text, styleOf(file))] }],
      message: `Prop changed: ${name}=${shown(String(value))} on ${describe(entry)}, written ${where}: ${shown(literal.text)} → ${shown(text)}`,
      renderings: chosen ? 1 : count,
    };
  }

  // One id for every rendering of the element would name several elements of the page.
  const shownHere = context.hint.pagePath === null ? 0 : (pageFor(pages, context.hint.pagePath)?.renderings.get(entry.id)?.length ?? 0);
  if (name === 'id' && value !== null && Math.max(count ?? 0, shownHere) > 1) throw cannotEdit(`${sharedIdProblem(Math.max(count ?? 0, shownHere))} (${named})`, writtenAt(entry));
  const edit = elementEdit(context, entry, name, value);
  if (!edit) {
    throw cannotEdit(value === null ? `${attributeWords(name)} of ${named} is not set; nothing to remove.` : `${attributeWords(name)} of ${named} is already ${jsxAttributeValue(value, styleOf(entry.sourceFile))}; nothing to change.`, writtenAt(entry));
  }
  const edits: Edit[] = [edit];
  let also = '';
  if (name === 'target') {
    // A page opened in a new tab must not reach back to this one: rel follows target.
    const relAttribute = attributeNamed(entry.opening, 'rel');
    const relReading = readAttribute(evaluator, entry, 'rel', Env.root, null, false);
    const rel = relReading.kind === 'absent' || relReading.kind === 'written' ? relForTarget(value, relReading.kind === 'absent' ? null : writtenText(relAttribute)) : undefined;
    const relEdit = rel === undefined ? null : elementEdit(context, entry, 'rel', rel);
    if (relEdit) {
      edits.push(relEdit);
      also = rel === null ? ' (and removed rel)' : ` (and rel=${jsxAttributeValue(rel, styleOf(entry.sourceFile))})`;
    }
  }
  const set = value === null ? `Removed ${name}` : `Prop changed: ${name}=${jsxAttributeValue(value, styleOf(entry.sourceFile))}`;
  return {
    files: byFile([[entry.file, edits]]),
    message: `${set}${also} on ${describe(entry)}`,
    renderings: count,
  };
}
