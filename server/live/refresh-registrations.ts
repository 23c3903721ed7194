// React Refresh registrations for the live build (what react-refresh's Babel plugin adds, found with
// the TypeScript parser): each component a module declares at its top level is registered under a
// stable id (its file and name), and each component and hook gets a signature — the hooks it calls,
// in order — so a module swapped in place keeps a component's state while its hooks are unchanged
// and remounts it when they changed. The code is appended after the module's own (imports are
// hoisted), so no line or column of the file as written moves and its source map stays exact.
import ts from 'typescript';

/** The import the registrations use; the live build resolves it to its refresh entry (refresh-entry.ts). */
export const REFRESH_REGISTRY = 'visual-editing:live-refresh';

const COMPONENT_NAME = /^[A-Z][A-Za-z0-9_$]*$/;
const HOOK_NAME = /^use[A-Z0-9]/;
/** Wrappers whose result is still the component for Refresh (it follows them itself). */
const WRAPPERS = new Set(['memo', 'forwardRef', 'React.memo', 'React.forwardRef']);
/** Hooks whose first arguments are part of the state's identity (a changed initial value remounts). */
const STATEFUL = new Set(['useState', 'useReducer']);
/** React's own hooks: anything else called `use…` is a custom hook whose signature counts too. */
const BUILT_IN = new Set(['useState', 'useReducer', 'useEffect', 'useLayoutEffect', 'useInsertionEffect', 'useMemo', 'useCallback', 'useRef', 'useContext', 'useImperativeHandle', 'useDebugValue', 'useDeferredValue', 'useTransition', 'useId', 'useSyncExternalStore', 'useOptimistic', 'useActionState', 'useFormStatus', 'use']);

interface Declared {
  name: string;
  /** The function's body (or the wrapped function's), where its hook calls are. */
  body: ts.Node | null;
  component: boolean;
}

function calleeText(call: ts.CallExpression, file: ts.SourceFile): string {
  return call.expression.getText(file);
}

/** The function a top-level initializer is: `() => …`, `function () {…}`, `memo(() => …)`. */
function functionOf(init: ts.Expression | undefined, file: ts.SourceFile): ts.Node | null | undefined {
  if (!init) return undefined;
  if (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) return init.body;
  if (ts.isCallExpression(init) && WRAPPERS.has(calleeText(init, file))) {
    const [inner] = init.arguments;
    return inner && (ts.isArrowFunction(inner) || ts.isFunctionExpression(inner)) ? inner.body : null;
  }
  return undefined;
}

function declarationsOf(file: ts.SourceFile): Declared[] {
  const found: Declared[] = [];
  const add = (name: string, body: ts.Node | null): void => {
    if (COMPONENT_NAME.test(name)) found.push({ name, body, component: true });
    else if (HOOK_NAME.test(name)) found.push({ name, body, component: false });
  };
  for (const statement of file.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) add(statement.name.text, statement.body ?? null);
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (!ts.isIdentifier(declaration.name)) continue;
        const body = functionOf(declaration.initializer, file);
        if (body !== undefined) add(declaration.name.text, body);
      }
    }
  }
  return found;
}

/** Names bound at the module's top level (imports and declarations): the custom hooks a signature may name. */
function moduleNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.add(clause.name.text);
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
    } else if (ts.isFunctionDeclaration(statement) && statement.name) names.add(statement.name.text);
    else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    }
  }
  return names;
}

/** The hooks a function calls, in order (not those of functions nested in it), and the custom ones among them. */
function hooksOf(body: ts.Node, file: ts.SourceFile): { key: string; custom: string[] } {
  const parts: string[] = [];
  const custom: string[] = [];
  const visit = (node: ts.Node): void => {
    if (node !== body && (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node))) return;
    if (ts.isCallExpression(node)) {
      const callee = calleeText(node, file);
      const name = callee.replace(/^React\./, '');
      if (HOOK_NAME.test(name) || name === 'use') {
        const binding = ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(file) : '';
        const args = STATEFUL.has(name) ? `(${node.arguments.map((arg) => arg.getText(file)).join(', ')})` : '';
        parts.push(`${name}{${binding}${args}}`);
        if (!BUILT_IN.has(name) && ts.isIdentifier(node.expression)) custom.push(callee);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return { key: parts.join('\n'), custom: [...new Set(custom)] };
}

/**
 * The code to append to a module (`text` as written, `id` its project-relative path) so React Refresh
 * knows its components; null when it declares none and no hooks.
 */
export function refreshRegistrations(text: string, id: string, jsx: boolean): string | null {
  const file = ts.createSourceFile(id, text, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const declared = declarationsOf(file);
  if (!declared.length) return null;
  const inScope = moduleNames(file);
  const lines = [`import { register as __refreshRegister, sign as __refreshSign } from ${JSON.stringify(REFRESH_REGISTRY)};`];
  for (const { name, body, component } of declared) {
    if (component) lines.push(`__refreshRegister(${name}, ${JSON.stringify(`${id} ${name}`)});`);
    if (!body) continue;
    const { key, custom } = hooksOf(body, file);
    if (!key) continue;
    // Custom hooks read lazily, as the Babel plugin does: one declared below its caller is defined by then.
    // A custom hook the module cannot name (a parameter, a local) makes its signature unknowable: remount.
    const named = custom.filter((hook) => inScope.has(hook));
    const customs = named.length < custom.length ? ', undefined, true' : named.length ? `, () => [${named.join(', ')}]` : '';
    lines.push(`__refreshSign(${name}, ${JSON.stringify(key)}${customs});`);
  }
  return `\n${lines.join('\n')}\n`;
}
