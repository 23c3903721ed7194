// changePropValue: a prop set to data (string, number, boolean, null, JSON object or array).
// A prop whose current value is a function is code, and stays as it is.
import ts from 'typescript';
import type { MutationBodies } from '../../types';
import { cannotEdit } from '../refusals';
import { jsxAttributeValue } from '../edit/js-literals';
import { attributeNamed, describe } from '../edit/jsx-nodes';
import { appendAttribute } from '../edit/layout';
import { replaceSpan, type Edit } from '../edit/splice';
import { Env } from '../project/evaluate';
import { countRenderings } from '../project/renderings';
import { elementFor, styleOf, type Operation } from './context';

export const changePropValue: Operation<MutationBodies['changePropValue']> = (body, context) => {
  const entry = elementFor(context, body.elementToModify, 'elementToModify');
  const text = entry.sourceFile.text;
  const value = jsxAttributeValue(body.propValue, styleOf(entry.sourceFile));
  const attribute = attributeNamed(entry.opening, body.propName);
  let edit: Edit;
  if (!attribute) {
    edit = appendAttribute(text, entry.opening, `${body.propName}=${value}`);
  } else {
    const initializer = attribute.initializer;
    const expression = initializer && ts.isJsxExpression(initializer) ? initializer.expression : undefined;
    if (expression) {
      const current = context.snapshot.evaluator.evaluate(expression, Env.root);
      if (ts.isArrowFunction(expression) || ts.isFunctionExpression(expression) || current.kind === 'function') {
        throw cannotEdit(`The prop ${body.propName} of ${describe(entry)} is a function (\`${expression.getText().slice(0, 80)}\`); function props are code and are not changed from the editor.`);
      }
    }
    if (initializer && initializer.getText() === value) throw cannotEdit(`${body.propName} of ${describe(entry)} is already ${value}; nothing to change.`);
    edit = initializer
      ? replaceSpan(initializer.getStart(), initializer.getEnd(), value)
      : replaceSpan(attribute.getStart(), attribute.getEnd(), `${body.propName}=${value}`);
  }
  return {
    files: [{ path: entry.file, edits: [edit] }],
    message: `Prop changed: ${body.propName}=${value} on ${describe(entry)}`,
    renderings: countRenderings(context.snapshot.pages, entry.id, context.hint),
  };
};
