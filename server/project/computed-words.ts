// Why a value is code, in a designer's words: where it is worked out and from what ("This text is
// worked out by code in PricingSection from the value in the content file course.ts (pricing ›
// packages › each item › price): edit that value instead."). The inputs are the data values the
// expression reads (literals in content files and component uses), the place of an item in its
// list, and other code, found by reading the expression and the constants it names.
import ts from 'typescript';
import type { Env, Evaluator } from './evaluate';
import { baseName, componentOf, isContentFile, placeOf } from './source-words';

/** True when `inner` is `outer` or inside it. */
function within(outer: ts.Node, inner: ts.Node): boolean {
  for (let node: ts.Node | undefined = inner; node; node = node.parent) if (node === outer) return true;
  return false;
}

type Input = { kind: 'data'; words: string } | { kind: 'place' } | { kind: 'code'; words: string };

const MAX_INPUTS = 3;
const MAX_DEPTH = 4;

/** True for the index parameter of a `.map` callback: the place of the item in its list. */
function isIndexParameter(declaration: ts.Node): boolean {
  if (!ts.isParameter(declaration)) return false;
  const fn = declaration.parent;
  if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) || fn.parameters.indexOf(declaration) !== 1) return false;
  const call = fn.parent;
  return ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'map';
}

/** A place in data, per rendering ("“59” in …") or for every rendering ("the value in … › each item › price"). */
function dataWords(literal: ts.Node, text: string, generic: boolean): string {
  if (generic) return `the value written ${placeOf(literal, { generic })}`;
  return `“${text.length > 40 ? `${text.slice(0, 37)}...` : text}” written ${placeOf(literal)}`;
}

class Inputs {
  readonly found: Input[] = [];

  constructor(
    private readonly evaluator: Evaluator,
    private readonly generic: boolean,
  ) {}

  private add(input: Input): void {
    const key = JSON.stringify(input);
    if (this.found.length < MAX_INPUTS && !this.found.some((known) => JSON.stringify(known) === key)) this.found.push(input);
  }

  /** Reads a name or a property chain; true when it said what the value comes from. */
  private read(expression: ts.Expression, env: Env, depth: number): boolean {
    if (ts.isIdentifier(expression)) {
      const declaration = this.evaluator.declarationOf(expression);
      if (declaration && isIndexParameter(declaration)) {
        this.add({ kind: 'place' });
        return true;
      }
    }
    const value = this.evaluator.evaluate(expression, env);
    if (value.kind === 'string' && value.literal) {
      this.add({ kind: 'data', words: dataWords(value.literal, value.value, this.generic) });
      return true;
    }
    if (value.kind === 'string' && !value.literal && depth < MAX_DEPTH && !within(expression, value.from)) {
      // Text put together elsewhere (a template in a content file, a prop `${index + 1}.`): what it reads.
      this.visit(value.from, env, depth + 1);
      if (isContentFile(value.from)) this.add({ kind: 'data', words: `the text put together ${placeOf(value.from, { generic: this.generic })}` });
      return true;
    }
    if (value.kind === 'number' && value.literal) {
      this.add({ kind: 'data', words: dataWords(value.literal, String(value.value), this.generic) });
      return true;
    }
    if (ts.isIdentifier(expression)) {
      const declaration = this.evaluator.declarationOf(expression);
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isIdentifier(declaration.name)) {
        // A constant of the component (`const years = …`) is part of the same code: read what it reads.
        if (componentOf(declaration) !== null && depth < MAX_DEPTH) {
          this.visit(declaration.initializer, env, depth + 1);
          return true;
        }
        this.add({ kind: 'code', words: `${declaration.name.text} (worked out in ${baseName(declaration)})` });
        return true;
      }
    }
    return false;
  }

  visit(node: ts.Node, env: Env, depth: number): void {
    if (ts.isPropertyAccessExpression(node) || ts.isIdentifier(node) || ts.isElementAccessExpression(node)) {
      if (this.read(node, env, depth)) return;
      if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) {
        // A method of a named object (`dollars.format(…)`): what it is called with says what it shows;
        // of a value worked out on the spot (`String(index + 1).padStart(…)`), that value does too.
        const callee = ts.isCallExpression(node.parent) && node.parent.expression === node;
        const named = ts.isIdentifier(node.expression) || ts.isPropertyAccessExpression(node.expression);
        if (!callee || !named) this.visit(node.expression, env, depth);
      }
      return;
    }
    ts.forEachChild(node, (child) => this.visit(child, env, depth));
  }
}

/**
 * One sentence: `what` ("This text", "The link destination") is worked out by code in the component
 * that writes `at`, from the inputs it reads, and what to edit instead. `generic` leaves out the
 * values of one rendering, for a sentence that holds for every rendering of a list.
 */
export function explainComputed(evaluator: Evaluator, at: ts.Node, env: Env, what: string, generic: boolean): string {
  const inputs = new Inputs(evaluator, generic);
  inputs.visit(at, env, 0);
  const component = componentOf(at);
  const where = component ? `in ${component}` : `in ${baseName(at)}`;
  const found = inputs.found;
  const words = found.map((input) => (input.kind === 'place' ? 'its place in the list' : input.words));
  const from = words.length ? ` from ${words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]}` : '';
  const data = found.filter((input) => input.kind === 'data').length;
  const advice = data
    ? `edit ${data > 1 ? 'those values' : 'that value'} instead`
    : found.some((input) => input.kind === 'place')
      ? 'move the item in its list to change it'
      : `change that code in ${baseName(at)} to change it`;
  return `${what} is worked out by code ${where}${from}: ${advice}.`;
}
