// Where a value of one rendering comes from, piece by piece: text the expression writes itself
// (`#` in `#${section}`), a string literal written elsewhere that it reads (`section="price"` where
// the component is used, `'/privacy-policy'` in a content file), or code. A condition the source
// does not decide (`onHome ? `#${s}` : `/#${s}``) gives one shape per branch. A value whose every
// shape is fixed text around one literal can be changed by rewriting that literal; anything else is
// code, and the shapes say which code.
import ts from 'typescript';
import { Env, unwrapExpression, type Evaluator, type StringSource, type Value } from './evaluate';

export type Piece =
  | { kind: 'fixed'; text: string }
  | { kind: 'literal'; node: StringSource; text: string }
  | { kind: 'computed'; at: ts.Node; text: string | null };

/** One way the value comes out: its pieces in order; null when it renders nothing (undefined, null, false). */
export type Shape = Piece[] | null;

/** Beyond this many shapes (conditions inside conditions) the value counts as code. */
const MAX_SHAPES = 16;
const MAX_DEPTH = 40;

const isStringLiteralNode = (node: ts.Node): node is StringSource => ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);

/** True when `inner` is `outer` or inside it. */
function within(outer: ts.Node, inner: ts.Node): boolean {
  for (let node: ts.Node | undefined = inner; node; node = node.parent) if (node === outer) return true;
  return false;
}

/**
 * The shapes of `expression`'s value in `env`. Literals inside `own` (the attribute being read) are
 * fixed text: they are the element's own code, the same for every rendering.
 */
export function valueShapes(evaluator: Evaluator, expression: ts.Expression, env: Env, own: ts.Node): Shape[] {
  return new Shapes(evaluator, own).of(expression, env, 0);
}

/** The value's shapes when a reading already gave it (a prop bound when the component rendered). */
function shapeOfValue(value: Value, own: ts.Node): Shape[] {
  switch (value.kind) {
    case 'string':
      if (!value.literal) return [[{ kind: 'computed', at: value.from, text: value.value }]];
      return [[within(own, value.literal) ? { kind: 'fixed', text: value.value } : { kind: 'literal', node: value.literal, text: value.value }]];
    case 'number':
      return [[value.literal && within(own, value.literal) ? { kind: 'fixed', text: String(value.value) } : { kind: 'computed', at: value.literal ?? own, text: String(value.value) }]];
    case 'nullish':
      return [null];
    case 'boolean':
      return value.value ? [[{ kind: 'computed', at: own, text: 'true' }]] : [null];
    case 'unknown':
      return [[{ kind: 'computed', at: value.at, text: null }]];
    default:
      return [[{ kind: 'computed', at: own, text: null }]];
  }
}

class Shapes {
  constructor(
    private readonly evaluator: Evaluator,
    private readonly own: ts.Node,
  ) {}

  of(node: ts.Expression, env: Env, depth: number): Shape[] {
    const expression = unwrapExpression(node);
    if (depth > MAX_DEPTH) return [[{ kind: 'computed', at: expression, text: null }]];
    if (isStringLiteralNode(expression)) {
      return [[within(this.own, expression) ? { kind: 'fixed', text: expression.text } : { kind: 'literal', node: expression, text: expression.text }]];
    }
    if (ts.isTemplateExpression(expression)) {
      let shapes: Shape[] = [[{ kind: 'fixed', text: expression.head.text }]];
      for (const span of expression.templateSpans) {
        shapes = this.concat(shapes, this.of(span.expression, env, depth + 1), expression);
        shapes = this.concat(shapes, [[{ kind: 'fixed', text: span.literal.text }]], expression);
      }
      return shapes;
    }
    if (ts.isConditionalExpression(expression)) {
      const truth = this.evaluator.truthiness(this.evaluator.evaluate(expression.condition, env));
      if (truth === true) return this.of(expression.whenTrue, env, depth + 1);
      if (truth === false) return this.of(expression.whenFalse, env, depth + 1);
      return this.union(this.of(expression.whenTrue, env, depth + 1), this.of(expression.whenFalse, env, depth + 1), expression);
    }
    if (ts.isBinaryExpression(expression)) {
      const operator = expression.operatorToken.kind;
      if (operator === ts.SyntaxKind.PlusToken && this.evaluator.evaluate(expression, env).kind !== 'number') {
        return this.concat(this.of(expression.left, env, depth + 1), this.of(expression.right, env, depth + 1), expression);
      }
      if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.AmpersandAmpersandToken) {
        const left = this.evaluator.evaluate(expression.left, env);
        const truth = operator === ts.SyntaxKind.QuestionQuestionToken ? (left.kind === 'unknown' ? null : left.kind !== 'nullish') : this.evaluator.truthiness(left);
        if (truth === null) return this.union(this.of(expression.left, env, depth + 1), this.of(expression.right, env, depth + 1), expression);
        const takeLeft = operator === ts.SyntaxKind.AmpersandAmpersandToken ? !truth : truth;
        return this.of(takeLeft ? expression.left : expression.right, env, depth + 1);
      }
    }
    if (ts.isIdentifier(expression)) {
      const declaration = this.evaluator.declarationOf(expression);
      const bound = declaration ? env.lookup(declaration) : undefined;
      if (bound) return 'value' in bound ? shapeOfValue(bound.value, this.own) : this.of(bound.expr, bound.env, depth + 1);
      // A constant written in code (`const headingId = `${id}-title``): its own shape, read where it is declared.
      if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && ts.isIdentifier(declaration.name) && ts.getCombinedNodeFlags(declaration) & ts.NodeFlags.Const) {
        return this.of(declaration.initializer, env, depth + 1);
      }
    }
    return shapeOfValue(this.evaluator.evaluate(expression, env), this.own);
  }

  private concat(left: Shape[], right: Shape[], at: ts.Node): Shape[] {
    const out: Shape[] = [];
    for (const a of left) {
      for (const b of right) {
        // Nothing joined to text is code's doing (`${undefined}` reads "undefined"): not a shape to offer.
        out.push(a === null || b === null ? [{ kind: 'computed', at, text: null }] : [...a, ...b]);
      }
    }
    return out.length > MAX_SHAPES ? [[{ kind: 'computed', at, text: null }]] : out;
  }

  private union(a: Shape[], b: Shape[], at: ts.Node): Shape[] {
    const out = [...a, ...b];
    return out.length > MAX_SHAPES ? [[{ kind: 'computed', at, text: null }]] : out;
  }
}

/** Fixed text around the one literal of a shape: what a value of this shape looks like. */
export interface LiteralForm {
  before: string;
  after: string;
  literal: StringSource;
}

/** The shape as fixed text around one literal, or null when it has code in it or another number of literals. */
export function literalForm(shape: Piece[]): LiteralForm | null {
  let before = '';
  let after = '';
  let literal: StringSource | null = null;
  for (const piece of shape) {
    if (piece.kind === 'computed') return null;
    if (piece.kind === 'literal') {
      if (literal) return null;
      literal = piece.node;
      continue;
    }
    if (literal) after += piece.text;
    else before += piece.text;
  }
  return literal ? { before, after, literal } : null;
}

/** The text a shape shows, or null when code works out a part the source cannot tell. */
export function shapeText(shape: Shape): string | null {
  if (shape === null) return null;
  let text = '';
  for (const piece of shape) {
    if (piece.text === null) return null;
    text += piece.text;
  }
  return text;
}

export { Env };
