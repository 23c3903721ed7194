// Codebase ids in Angular components' inline templates (`@Component({ template: `…` })` in a .ts
// file): the decorator is found with Babel's parser, the template parsed by the project's own
// `@angular/compiler` (the syntax of the version it compiles with: `@for`, `@if`, `@defer` …). Every
// element that becomes a DOM element gets its id in its static `class` (Angular merges it with
// `[class]` and `[class.x]` bindings); `<ng-container>`, `<ng-template>` and `<ng-content>` render none.
// A template in a separate file (`templateUrl`) is not read here: the file gets a warning instead.
import { parse } from '@babel/parser';
import type { Node, ObjectExpression } from '@babel/types';
import { projectModule } from './compilers';
import { codebaseIdFor, type FoundElement, lineColumnFinder, type Splicer, type TextPart, textPartsWhenBound } from './scheme';

const NOT_DOM = new Set(['ng-container', 'ng-template', 'ng-content']);

/** What the scan reads of an element of Angular's template AST (`TmplAstElement`). */
interface AngularElement {
  name: string;
  /** Template nodes, told apart by their class (`Text`, `BoundText`, `Comment`, `Element`, …). */
  children: object[];
  attributes: Array<{ name: string; value: string; valueSpan?: { end: { offset: number } } | undefined }>;
  startSourceSpan: { start: { offset: number } };
}
interface AngularText {
  value: string;
}
interface AngularBoundText {
  value: { source?: string | null; ast?: { strings?: string[]; expressions?: Array<{ span: { start: number; end: number } } | undefined> } };
}
interface AngularVisitor {
  visitElement(element: AngularElement): void;
}
/** What the scan uses of `@angular/compiler`. */
interface AngularCompiler {
  parseTemplate(text: string, url: string, options: { preserveWhitespaces: boolean }): { errors?: Array<{ msg?: string }> | null; nodes: object[] };
  TmplAstRecursiveVisitor: new () => AngularVisitor;
  tmplAstVisitAll(visitor: AngularVisitor, nodes: object[]): void;
}

/** A component's `template` or `templateUrl` property value, as Babel parsed it. */
type PropertyValue = ObjectExpression['properties'][number] extends infer P ? (P extends { type: 'ObjectProperty'; value: infer V } ? V : never) : never;

interface DeclaredComponent {
  name: string | null;
  template: PropertyValue | undefined;
  templateUrl: PropertyValue | undefined;
}

/** Whether a .ts file declares an Angular component (only then is it parsed). */
export const declaresAngularComponent = (fileName: string, code: string): boolean => /\.[cm]?ts$/.test(fileName) && !fileName.endsWith('.d.ts') && /@Component\s*\(/.test(code);

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null;

/** Each `@Component({...})` of the file: its class name and its `template` / `templateUrl` properties. */
function components(code: string): DeclaredComponent[] {
  const program = parse(code, { sourceType: 'module', plugins: ['typescript', 'decorators', 'decoratorAutoAccessors'] }).program;
  const found: DeclaredComponent[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    if ((node.type === 'ClassDeclaration' || node.type === 'ClassExpression') && node.decorators) {
      for (const decorator of node.decorators) {
        const call = decorator.expression;
        if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'Component') continue;
        const options = call.arguments[0];
        if (options?.type !== 'ObjectExpression') continue;
        const property = (name: string): PropertyValue | undefined => {
          for (const p of options.properties) {
            if (p.type !== 'ObjectProperty' || p.computed) continue;
            const key = p.key.type === 'Identifier' ? p.key.name : 'value' in p.key ? p.key.value : undefined;
            if (key === name) return p.value;
          }
          return undefined;
        };
        found.push({ name: node.id?.name ?? null, template: property('template'), templateUrl: property('templateUrl') });
      }
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments' && value && typeof value === 'object') visit(value);
  };
  visit(program);
  return found;
}

/** A template's text and where it starts in the file: a string literal, or a template literal without `${}`. */
function templateText(node: PropertyValue | undefined): { text: string; offset: number } | null {
  // The raw text (escapes as written), so that offsets in it are offsets in the file.
  if (node?.type === 'StringLiteral') return { text: typeof node.extra?.raw === 'string' ? node.extra.raw.slice(1, -1) : node.value, offset: node.start! + 1 };
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return { text: node.quasis[0]!.value.raw, offset: node.quasis[0]!.start! };
  return null;
}

const cooked = (raw: string): string => raw.replace(/\\(.)/g, '$1');

/** The element's text as literal parts and `{{ interpolations }}`, when its children are only text; else undefined. */
function textPartsOf(element: AngularElement): TextPart[] | undefined {
  const parts: TextPart[] = [];
  for (const child of element.children) {
    const kind = child.constructor.name;
    // The template is the raw text of a literal (escapes as written): the page shows `$` for `\$`.
    if (kind === 'Text') parts.push({ literal: cooked((child as AngularText).value) });
    else if (kind === 'BoundText') {
      const { value } = child as AngularBoundText;
      const source = value.source ?? '';
      const ast = value.ast;
      if (!Array.isArray(ast?.strings) || !Array.isArray(ast?.expressions)) return undefined;
      const expressions = ast.expressions;
      ast.strings.forEach((literal, i) => {
        if (literal) parts.push({ literal: cooked(literal) });
        const expression = expressions[i];
        if (expression) parts.push({ bound: source.slice(expression.span.start, expression.span.end).trim() });
      });
    } else if (kind !== 'Comment') return undefined;
  }
  return textPartsWhenBound(parts);
}

/** Every id-carrying element of the inline templates of a .ts file (`file` is its project path), in source order, each with its splice. */
export function scanAngular(code: string, file: string, root: string): FoundElement[] {
  const declared = components(code);
  const inline = declared.flatMap(({ name, template }) => {
    const text = templateText(template);
    return text ? [{ name, ...text }] : [];
  });
  const external = declared.find((component) => component.templateUrl);
  if (!inline.length) {
    if (external) throw new Error(`its template is in a separate file (templateUrl): only inline templates get codebase ids`);
    if (declared.some((component) => component.template)) throw new Error('its template is not a literal: only literal inline templates get codebase ids');
    return [];
  }
  const compiler = projectModule<AngularCompiler>(root, '@angular/compiler', 'Angular templates need the project\'s "@angular/compiler" package (npm install @angular/compiler)');
  const position = lineColumnFinder(code);
  const found: FoundElement[] = [];
  for (const { name, text, offset } of inline) {
    const parsed = compiler.parseTemplate(text, `${file}#${name ?? 'template'}`, { preserveWhitespaces: true });
    if (parsed.errors?.length) throw new Error(String(parsed.errors[0]?.msg ?? parsed.errors[0]));
    const elements: AngularElement[] = [];
    class Visitor extends compiler.TmplAstRecursiveVisitor {
      override visitElement(element: AngularElement): void {
        if (!NOT_DOM.has(element.name) && !element.name.startsWith(':')) elements.push(element);
        super.visitElement(element);
      }
    }
    compiler.tmplAstVisitAll(new Visitor(), parsed.nodes);
    for (const element of elements) {
      const start = offset + element.startSourceSpan.start.offset;
      const { line, column } = position(start);
      const id = codebaseIdFor(file, line, column);
      const children = element.children;
      const staticText = children.length > 0 && children.every((child) => child.constructor.name === 'Text') && children.some((child) => (child as AngularText).value.trim() !== '');
      const classAttribute = element.attributes.find((attribute) => attribute.name === 'class');
      const valueEnd = classAttribute?.valueSpan?.end.offset;
      const splice: (out: Splicer) => void = classAttribute && valueEnd !== undefined
        ? (out) => out.appendLeft(offset + valueEnd, classAttribute.value.trim() ? ` ${id}` : id)
        : (out) => out.appendLeft(start + 1 + element.name.length, ` class="${id}"`);
      found.push({ element: { id, file, line, column, start, tag: element.name, library: null, component: name, staticText, textParts: textPartsOf(element) }, splice });
    }
  }
  return found.sort((a, b) => a.element.start - b.element.start);
}
