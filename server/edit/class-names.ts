// Adding and removing a class in an element's `className`, in whatever form the source writes it:
// a string, a template literal, a condition between such values, or a class-joining call
// (clsx/classnames/cn). A value passed through as it is (`className={className}`, `props.className`)
// is extended so it keeps the value's classes: `className ? `${className} own` : 'own'`. Anything
// else (a call, a computed value) cannot be extended correctly from here, and the caller answers 422.
import ts from 'typescript';
import { cannotEdit } from '../refusals';
import type { IndexedElement, JsxOpening } from '../project/id-index';
import { appendAttribute, removeAttribute } from './layout';
import { attributeNamed } from './jsx-nodes';
import { Named, named, startCase, writtenAt } from './element-names';
import { quoteString } from './js-literals';
import { insertAt, removeSpan, replaceSpan, type Edit } from './splice';
import type { SourceStyle } from './source-style';

/** A run of static class text in the source: `[start, end)` of the raw characters between delimiters. */
interface StaticPart {
  start: number;
  end: number;
  /** Whether a `${…}` touches the part's start / end (a token there is only partly static). */
  openStart: boolean;
  openEnd: boolean;
}

/** One value the className can have: a string or template literal, as static parts. */
interface Branch {
  node: ts.Node;
  parts: StaticPart[];
  /** Where a new class goes: after the last static text (before the closing quote or backtick). */
  appendAt: number;
  /** True when the branch's text is only the static parts (a plain string). */
  plain: boolean;
}

const CLASS_JOINERS = new Set(['clsx', 'classnames', 'classNames', 'cn', 'cx']);

/** Where classes are written: an element's `className`, or the attribute a component's use site passes them in. */
export interface ClassHolder {
  opening: JsxOpening;
  sourceFile: ts.SourceFile;
  /** The attribute (`className`, or the component's prop of that role). */
  attribute: string;
  /** How messages name it, as the designer sees it ("the heading “Contents”"). */
  label: string;
  /** Where it is written, for a refusal's details. */
  place: string;
}

export const classHolderOf = (entry: IndexedElement): ClassHolder => ({ opening: entry.opening, sourceFile: entry.sourceFile, attribute: 'className', label: named(entry), place: writtenAt(entry) });

type ClassValue =
  | { kind: 'absent' }
  | { kind: 'reference'; expression: ts.Expression; attribute: ts.JsxAttribute }
  | { kind: 'branches'; branches: Branch[]; attribute: ts.JsxAttribute; whole: boolean }
  | { kind: 'call'; call: ts.CallExpression; attribute: ts.JsxAttribute }
  | { kind: 'unsupported'; attribute: ts.JsxAttribute; why: string };

function literalBranch(node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral, text: string): Branch | string {
  const start = node.getStart() + 1;
  const end = node.getEnd() - 1;
  // JSX attribute strings take no escapes; JS strings could, and then offsets would not match the text.
  if (text.slice(start, end) !== node.text) return `its class string ${node.getText()} contains escape sequences`;
  return { node, parts: [{ start, end, openStart: false, openEnd: false }], appendAt: end, plain: true };
}

function templateBranch(node: ts.TemplateExpression): Branch {
  const parts: StaticPart[] = [{ start: node.head.getStart() + 1, end: node.head.getEnd() - 2, openStart: false, openEnd: true }];
  node.templateSpans.forEach((span, i) => {
    const tail = i === node.templateSpans.length - 1;
    parts.push({ start: span.literal.getStart() + 1, end: span.literal.getEnd() - (tail ? 1 : 2), openStart: true, openEnd: !tail });
  });
  return { node, parts, appendAt: node.getEnd() - 1, plain: false };
}

/** The forms of a className expression, as branches; a string with the reason when it is not one of them. */
function branchesOf(expression: ts.Expression, text: string): Branch[] | string {
  let node = expression;
  while (ts.isParenthesizedExpression(node)) node = node.expression;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    const branch = literalBranch(node, text);
    return typeof branch === 'string' ? branch : [branch];
  }
  if (ts.isTemplateExpression(node)) return [templateBranch(node)];
  if (ts.isConditionalExpression(node)) {
    const whenTrue = branchesOf(node.whenTrue, text);
    if (typeof whenTrue === 'string') return whenTrue;
    const whenFalse = branchesOf(node.whenFalse, text);
    if (typeof whenFalse === 'string') return whenFalse;
    return [...whenTrue, ...whenFalse];
  }
  return `its className is the expression \`${expression.getText()}\`, whose classes come from elsewhere`;
}

/** `className`, `props.className`: a value passed through, which can be read again without effects. */
function isPlainReference(node: ts.Expression): boolean {
  return ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && !node.questionDotToken && ts.isIdentifier(node.name) && isPlainReference(node.expression));
}

function readClassValue(holder: ClassHolder): ClassValue {
  const attribute = attributeNamed(holder.opening, holder.attribute);
  if (!attribute) return { kind: 'absent' };
  const text = holder.sourceFile.text;
  const initializer = attribute.initializer;
  if (initializer && ts.isStringLiteral(initializer)) {
    const branch = literalBranch(initializer, text);
    return typeof branch === 'string' ? { kind: 'unsupported', attribute, why: branch } : { kind: 'branches', branches: [branch], attribute, whole: true };
  }
  if (!initializer || !ts.isJsxExpression(initializer) || !initializer.expression) {
    return { kind: 'unsupported', attribute, why: 'its className has no value' };
  }
  const expression = initializer.expression;
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression) && CLASS_JOINERS.has(expression.expression.text)) {
    return { kind: 'call', call: expression, attribute };
  }
  if (isPlainReference(expression)) return { kind: 'reference', expression, attribute };
  const branches = branchesOf(expression, text);
  if (typeof branches === 'string') return { kind: 'unsupported', attribute, why: branches };
  const unwrapped = ts.isParenthesizedExpression(expression) ? expression.expression : expression;
  return { kind: 'branches', branches, attribute, whole: ts.isStringLiteral(unwrapped) || ts.isNoSubstitutionTemplateLiteral(unwrapped) };
}

interface Token {
  value: string;
  start: number;
  end: number;
  /** Whole when neither end touches a `${…}`. */
  whole: boolean;
}

function tokensOf(branch: Branch, text: string): Token[] {
  const tokens: Token[] = [];
  for (const part of branch.parts) {
    const raw = text.slice(part.start, part.end);
    for (const match of raw.matchAll(/\S+/g)) {
      const start = part.start + (match.index ?? 0);
      const end = start + match[0].length;
      const whole = !(part.openStart && start === part.start) && !(part.openEnd && end === part.end);
      tokens.push({ value: match[0], start, end, whole });
    }
  }
  return tokens;
}

/** Classes the element has in every case its source allows (static, whole tokens common to all branches); null when they cannot be read. */
export function staticClasses(entry: IndexedElement): string[] | null {
  return staticClassesAt(classHolderOf(entry));
}

export function staticClassesAt(holder: ClassHolder): string[] | null {
  const value = readClassValue(holder);
  if (value.kind === 'absent') return [];
  if (value.kind !== 'branches') return null;
  const text = holder.sourceFile.text;
  const sets = value.branches.map((branch) => new Set(tokensOf(branch, text).filter((t) => t.whole).map((t) => t.value)));
  const [first, ...rest] = sets;
  return first ? [...first].filter((token) => rest.every((set) => set.has(token))) : [];
}

/** Every class token written anywhere in the element's className (any branch). */
export function anyClasses(entry: IndexedElement): string[] {
  const value = readClassValue(classHolderOf(entry));
  if (value.kind !== 'branches') return [];
  const text = entry.sourceFile.text;
  return value.branches.flatMap((branch) => tokensOf(branch, text).filter((t) => t.whole).map((t) => t.value));
}

function cannotExtend(holder: Pick<ClassHolder, 'label' | 'place'>, why: string, className: string): never {
  throw cannotEdit(
    `The classes of ${holder.label} are worked out by code, so the editor cannot add or remove the class "${className}" there; a developer can write it where those classes come from.`,
    `${holder.place} Its classes: ${why}; write the class "${className}" where that value comes from, or give the element a string or template className.`,
  );
}

/** How the classes are written: absent, strings/templates/conditions (`branches`), a joining call, a value passed through (`reference`), or another expression (`unsupported`). */
export function classFormAt(holder: ClassHolder): ClassValue['kind'] {
  return readClassValue(holder).kind;
}

/** Edits that add `className` to the element; 422 when it has the class already or its className cannot be extended. */
export function addClassEdits(entry: IndexedElement, className: string, style: SourceStyle): Edit[] {
  return addClassEditsAt(classHolderOf(entry), className, style);
}

export function addClassEditsAt(holder: ClassHolder, className: string, style: SourceStyle): Edit[] {
  const text = holder.sourceFile.text;
  const value = readClassValue(holder);
  if (value.kind === 'absent') return [appendAttribute(text, holder.opening, `${holder.attribute}=${style.jsxQuote}${className}${style.jsxQuote}`)];
  if (value.kind === 'unsupported') cannotExtend(holder, value.why, className);
  if (value.kind === 'reference') {
    // Keeps the passed classes and adds its own, with no stray "undefined" when none are passed.
    const reference = value.expression.getText();
    return [replaceSpan(value.expression.getStart(), value.expression.getEnd(), `${reference} ? \`\${${reference}} ${className}\` : ${quoteString(className, style.quote)}`)];
  }
  if (value.kind === 'call') {
    const args = value.call.arguments;
    const last = args[args.length - 1];
    const literal = quoteString(className, style.quote);
    return [last ? insertAt(last.getEnd(), `, ${literal}`) : insertAt(value.call.getEnd() - 1, literal)];
  }
  const edits: Edit[] = [];
  for (const branch of value.branches) {
    const tokens = tokensOf(branch, text);
    if (tokens.some((t) => t.whole && t.value === className)) continue;
    const empty = branch.parts.every((part) => text.slice(part.start, part.end).trim() === '');
    edits.push(insertAt(branch.appendAt, empty && branch.plain ? className : ` ${className}`));
  }
  if (!edits.length) throw cannotEdit(`${startCase(holder.label)} already has the class "${className}"; nothing to change.`, holder.place);
  return edits;
}

/** Edits that remove `className` from the element; 422 when its source does not write it as a whole class. */
export function removeClassEdits(entry: IndexedElement, className: string): Edit[] {
  const text = entry.sourceFile.text;
  const value = readClassValue(classHolderOf(entry));
  if (value.kind === 'absent') throw cannotEdit(`${Named(entry)} has no className, so it has no class "${className}" to remove.`, writtenAt(entry));
  if (value.kind === 'unsupported') cannotExtend(classHolderOf(entry), value.why, className);
  if (value.kind === 'reference') cannotExtend(classHolderOf(entry), `its className is \`${value.expression.getText()}\`, whose classes come from elsewhere`, className);
  if (value.kind === 'call') {
    for (const argument of value.call.arguments) {
      if (!ts.isStringLiteral(argument) || argument.text.split(/\s+/).filter(Boolean).join(' ') !== className) continue;
      const index = value.call.arguments.indexOf(argument);
      const next = value.call.arguments[index + 1];
      const previous = value.call.arguments[index - 1];
      if (next) return [removeSpan(argument.getStart(), next.getStart())];
      if (previous) return [removeSpan(previous.getEnd(), argument.getEnd())];
      return [removeSpan(argument.getStart(), argument.getEnd())];
    }
    throw cannotEdit(`${Named(entry)} does not pass "${className}" as its own argument to ${value.call.expression.getText()}(); its classes there are ${value.call.arguments.map((a) => a.getText()).join(', ')}.`, writtenAt(entry));
  }
  const edits: Edit[] = [];
  for (const branch of value.branches) {
    const tokens = tokensOf(branch, text);
    const index = tokens.findIndex((t) => t.whole && t.value === className);
    if (index < 0) continue;
    const token = tokens[index]!;
    const remaining = tokens.length - 1;
    if (remaining === 0 && value.whole && value.branches.length === 1) return [removeAttribute(text, value.attribute)];
    // Take the space before the class, so one space stays between its neighbours; for the first
    // class of the string take the space after it instead.
    const part = branch.parts.find((p) => token.start >= p.start && token.end <= p.end)!;
    let from = token.start;
    let to = token.end;
    let back = from;
    while (back > part.start && /\s/.test(text[back - 1]!)) back--;
    if (back < from && (back > part.start || part.openStart)) from = back;
    else while (to < part.end && /\s/.test(text[to]!)) to++;
    edits.push(removeSpan(from, to));
  }
  if (!edits.length) {
    const present = anyClasses(entry);
    throw cannotEdit(`${Named(entry)} has no class "${className}" in its source; its classes there: ${present.length ? present.join(' ') : '(none)'}.`, writtenAt(entry));
  }
  return edits;
}
