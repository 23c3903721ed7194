// Codebase ids in Angular components' inline templates (`@Component({ template: `…` })` in a .ts
// file): the decorator is found with Babel's parser, the template parsed by the project's own
// `@angular/compiler` (the syntax of the version it compiles with: `@for`, `@if`, `@defer` …). Every
// element that becomes a DOM element gets its id in its static `class` (Angular merges it with
// `[class]` and `[class.x]` bindings); `<ng-container>`, `<ng-template>` and `<ng-content>` render none.
// A template in a separate file (`templateUrl`) is not read here: the file gets a warning instead.
import { parse } from '@babel/parser';
import { projectModule } from './compilers.mjs';
import { codebaseIdFor, lineColumnFinder, textPartsWhenBound } from './scheme.mjs';

const NOT_DOM = new Set(['ng-container', 'ng-template', 'ng-content']);

/** Whether a .ts file declares an Angular component (only then is it parsed). */
export const declaresAngularComponent = (fileName, code) => /\.[cm]?ts$/.test(fileName) && !fileName.endsWith('.d.ts') && /@Component\s*\(/.test(code);

/** Each `@Component({...})` of the file: its class name and its `template` / `templateUrl` properties. */
function components(code) {
  const program = parse(code, { sourceType: 'module', plugins: ['typescript', 'decorators', 'decoratorAutoAccessors'] }).program;
  const found = [];
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if ((node.type === 'ClassDeclaration' || node.type === 'ClassExpression') && node.decorators) {
      for (const decorator of node.decorators) {
        const call = decorator.expression;
        if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'Component') continue;
        const options = call.arguments[0];
        if (options?.type !== 'ObjectExpression') continue;
        const property = (name) => options.properties.find((p) => p.type === 'ObjectProperty' && !p.computed && (p.key.name ?? p.key.value) === name)?.value;
        found.push({ name: node.id?.name ?? null, template: property('template'), templateUrl: property('templateUrl') });
      }
    }
    for (const key in node) if (key !== 'loc' && key !== 'leadingComments' && key !== 'trailingComments' && node[key] && typeof node[key] === 'object') visit(node[key]);
  };
  visit(program);
  return found;
}

/** A template's text and where it starts in the file: a string literal, or a template literal without `${}`. */
function templateText(node) {
  // The raw text (escapes as written), so that offsets in it are offsets in the file.
  if (node?.type === 'StringLiteral') return { text: typeof node.extra?.raw === 'string' ? node.extra.raw.slice(1, -1) : node.value, offset: node.start + 1 };
  if (node?.type === 'TemplateLiteral' && node.expressions.length === 0) return { text: node.quasis[0].value.raw, offset: node.quasis[0].start };
  return null;
}

const cooked = (raw) => raw.replace(/\\(.)/g, '$1');

/** The element's text as literal parts and `{{ interpolations }}`, when its children are only text; else undefined. */
function textPartsOf(element) {
  const parts = [];
  for (const child of element.children) {
    const kind = child.constructor.name;
    // The template is the raw text of a literal (escapes as written): the page shows `$` for `\$`.
    if (kind === 'Text') parts.push({ literal: cooked(child.value) });
    else if (kind === 'BoundText') {
      const source = child.value.source ?? '';
      const ast = child.value.ast;
      if (!Array.isArray(ast?.strings) || !Array.isArray(ast?.expressions)) return undefined;
      ast.strings.forEach((literal, i) => {
        if (literal) parts.push({ literal: cooked(literal) });
        const expression = ast.expressions[i];
        if (expression) parts.push({ bound: source.slice(expression.span.start, expression.span.end).trim() });
      });
    } else if (kind !== 'Comment') return undefined;
  }
  return textPartsWhenBound(parts);
}

/** Every id-carrying element of the inline templates of a .ts file (`file` is its project path), in source order, each with its splice. */
export function scanAngular(code, file, root) {
  const declared = components(code);
  const inline = declared.filter((component) => templateText(component.template));
  const external = declared.find((component) => component.templateUrl);
  if (!inline.length) {
    if (external) throw new Error(`its template is in a separate file (templateUrl): only inline templates get codebase ids`);
    if (declared.some((component) => component.template)) throw new Error('its template is not a literal: only literal inline templates get codebase ids');
    return [];
  }
  const compiler = projectModule(root, '@angular/compiler', 'Angular templates need the project\'s "@angular/compiler" package (npm install @angular/compiler)');
  const position = lineColumnFinder(code);
  const found = [];
  for (const { name, template } of inline) {
    const { text, offset } = templateText(template);
    const parsed = compiler.parseTemplate(text, `${file}#${name ?? 'template'}`, { preserveWhitespaces: true });
    if (parsed.errors?.length) throw new Error(String(parsed.errors[0]?.msg ?? parsed.errors[0]));
    const elements = [];
    class Visitor extends compiler.TmplAstRecursiveVisitor {
      visitElement(element) {
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
      const staticText = children.length > 0 && children.every((child) => child.constructor.name === 'Text') && children.some((child) => child.value.trim() !== '');
      const classAttribute = element.attributes.find((attribute) => attribute.name === 'class');
      const splice = classAttribute?.valueSpan
        ? (out) => out.appendLeft(offset + classAttribute.valueSpan.end.offset, classAttribute.value.trim() ? ` ${id}` : id)
        : (out) => out.appendLeft(start + 1 + element.name.length, ` class="${id}"`);
      found.push({ element: { id, file, line, column, start, tag: element.name, library: null, component: name, staticText, textParts: textPartsOf(element) }, splice });
    }
  }
  return found.sort((a, b) => a.element.start - b.element.start);
}
