// Rewriting one string literal to hold new text, in its own form: a JSX attribute's quotes (or
// `{'…'}` where the text needs escapes), a template literal, or the file's quote.
import ts from 'typescript';
import type { StringSource } from '../project/evaluate';
import { jsxAttributeValue, quoteString, quoteTemplate } from './js-literals';
import type { SourceStyle } from './source-style';
import { replaceSpan, type Edit } from './splice';

export function literalEdit(node: StringSource, text: string, style: SourceStyle): Edit {
  if (ts.isJsxAttribute(node.parent)) return replaceSpan(node.getStart(), node.getEnd(), jsxAttributeValue(text, style));
  if (ts.isNoSubstitutionTemplateLiteral(node)) return replaceSpan(node.getStart(), node.getEnd(), quoteTemplate(text));
  const quote = node.getText()[0] === '"' ? '"' : "'";
  return replaceSpan(node.getStart(), node.getEnd(), quoteString(text, quote));
}
