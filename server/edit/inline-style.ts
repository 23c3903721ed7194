// INLINE styling: the element's `style={{ … }}` object literal, merged property by property
// (React's camelCase keys; custom properties as quoted keys).
import ts from 'typescript';
import { cannotEdit } from '../refusals';
import type { IndexedElement } from '../project/id-index';
import type { DeclarationChange } from './css-rules';
import { quoteString } from './js-literals';
import { attributeNamed } from './jsx-nodes';
import { Named, named, writtenAt } from './element-names';
import { appendAttribute, removalSpan, removeAttribute } from './layout';
import { insertAt, removeSpan, replaceSpan, type Edit } from './splice';
import { lineIndent, startsLine, type SourceStyle } from './source-style';

/** `background-color` → `backgroundColor`, `-webkit-line-clamp` → `WebkitLineClamp`; custom properties keep their name. */
export function reactStyleKey(property: string): string {
  if (property.startsWith('--')) return property;
  const camel = property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return camel.startsWith('Ms') ? `ms${camel.slice(2)}` : camel;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

function keyText(key: string, quote: "'" | '"'): string {
  return IDENTIFIER.test(key) ? key : quoteString(key, quote);
}

function propertyKey(property: ts.ObjectLiteralElementLike): string | null {
  if (!ts.isPropertyAssignment(property) || !property.name) return null;
  const name = property.name;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;
}

export function inlineStyleEdits(entry: IndexedElement, changes: readonly DeclarationChange[], style: SourceStyle): Edit[] {
  const text = entry.sourceFile.text;
  const attribute = attributeNamed(entry.opening, 'style');
  const sets = changes.filter((change): change is [string, string] => change[1] !== null);
  const entries = (list: readonly [string, string][]): string => list.map(([property, value]) => `${keyText(reactStyleKey(property), style.quote)}: ${quoteString(value, style.quote)}`).join(', ');
  if (!attribute) {
    if (!sets.length) throw cannotEdit(`${Named(entry)} has no style attribute, so there is nothing to unset.`, writtenAt(entry));
    return [appendAttribute(text, entry.opening, `style={{ ${entries(sets)} }}`)];
  }
  const initializer = attribute.initializer;
  const expression = initializer && ts.isJsxExpression(initializer) ? initializer.expression : undefined;
  if (!expression || !ts.isObjectLiteralExpression(expression)) {
    throw cannotEdit(`The style of ${named(entry)} is \`${initializer?.getText() ?? '(empty)'}\`, not an object literal; write it as style={{ … }} or use the CSS styling framework.`, writtenAt(entry));
  }
  const properties = expression.properties;
  const edits: Edit[] = [];
  const removed = new Set<ts.ObjectLiteralElementLike>();
  const added: [string, string][] = [];
  for (const [property, value] of changes) {
    const key = reactStyleKey(property);
    const existing = properties.filter((p) => propertyKey(p) === key || propertyKey(p) === property);
    if (!existing.length && properties.some((p) => !ts.isPropertyAssignment(p))) {
      throw cannotEdit(`The style of ${named(entry)} spreads or computes properties (\`${expression.getText()}\`); its "${property}" cannot be set safely here.`, writtenAt(entry));
    }
    if (value === null) {
      existing.forEach((p) => removed.add(p));
      continue;
    }
    const last = existing[existing.length - 1];
    if (last && ts.isPropertyAssignment(last)) {
      const literal = quoteString(value, style.quote);
      if (last.initializer.getText() !== literal) edits.push(replaceSpan(last.initializer.getStart(), last.initializer.getEnd(), literal));
    } else {
      added.push([property, value]);
    }
  }
  const remaining = properties.filter((p) => !removed.has(p));
  if (!remaining.length && !added.length) return [removeAttribute(text, attribute)];
  const multiline = properties.length > 0 && startsLine(text, properties[0]!.getStart());
  for (const property of removed) {
    const index = properties.indexOf(property);
    if (multiline) {
      // The property's line, with its comma.
      const comma = text.slice(property.getEnd()).match(/^\s*,/)?.[0].length ?? 0;
      const span = removalSpan(text, property.getStart(), property.getEnd() + comma);
      edits.push(removeSpan(span.start, span.end));
    } else {
      const next = properties[index + 1];
      const previous = properties[index - 1];
      if (next && !removed.has(next)) edits.push(removeSpan(property.getStart(), next.getStart()));
      else if (previous) edits.push(removeSpan(previous.getEnd(), property.getEnd()));
      else edits.push(removeSpan(property.getStart(), next ? next.getStart() : property.getEnd()));
    }
  }
  if (added.length) {
    const last = [...remaining].pop();
    if (!last) {
      edits.push(replaceSpan(expression.getStart() + 1, expression.getEnd() - 1, ` ${entries(added)} `));
    } else if (multiline) {
      const indent = lineIndent(text, last.getStart());
      const trailingComma = /^\s*,/.test(text.slice(last.getEnd()));
      const lines = added.map(([property, value]) => `${keyText(reactStyleKey(property), style.quote)}: ${quoteString(value, style.quote)}`);
      if (trailingComma) {
        const afterComma = last.getEnd() + (text.slice(last.getEnd()).match(/^\s*,/)?.[0].length ?? 0);
        edits.push(insertAt(afterComma, lines.map((line) => `\n${indent}${line},`).join('')));
      } else {
        edits.push(insertAt(last.getEnd(), lines.map((line) => `,\n${indent}${line}`).join('')));
      }
    } else {
      edits.push(insertAt(last.getEnd(), `, ${entries(added)}`));
    }
  }
  if (!edits.length) throw cannotEdit(`The inline style of ${named(entry)} already has exactly these values; nothing to change.`, writtenAt(entry));
  return edits;
}
