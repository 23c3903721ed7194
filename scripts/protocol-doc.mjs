// Fills the generated tables of docs/protocol.md from the contract in types/ (functions, events,
// change items, nav-tree nodes in both formats, constants), so the document cannot drift from the code.
//   node scripts/protocol-doc.mjs           rewrite the tables in place
//   node scripts/protocol-doc.mjs --check   exit 1 when the document is out of date
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
export const DOC = join(root, 'docs/protocol.md');

function parse(file) {
  const path = join(root, 'types', file);
  return ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.ES2022, true);
}

function declaration(source, name) {
  const found = source.statements.find((node) => node.name?.text === name || node.declarationList?.declarations.some((d) => d.name.text === name));
  if (!found) throw new Error(`types/${source.fileName.split('/').pop()} has no ${name}`);
  return found;
}

/** The first line of a node's JSDoc, or ''. */
function docOf(node) {
  const [doc] = ts.getJSDocCommentsAndTags(node);
  const text = doc && typeof doc.comment === 'string' ? doc.comment : '';
  return text.replace(/\s+/g, ' ').trim();
}

/** Source text of a type, on one line, without comments. */
function typeText(node) {
  const printer = ts.createPrinter({ removeComments: true });
  return printer.printNode(ts.EmitHint.Unspecified, node, node.getSourceFile()).replace(/\s+/g, ' ').replace(/;\s*}/g, ' }').trim();
}

const code = (text) => `\`${text.replace(/\|/g, '\\|')}\``;
const cell = (text) => text.replace(/\|/g, '\\|');
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

function members(source, name) {
  return declaration(source, name).members.filter(ts.isPropertySignature);
}

/** `name?: type` for each member of a type literal. */
function fieldsOf(typeNode) {
  if (!ts.isTypeLiteralNode(typeNode)) return code(typeText(typeNode));
  const fields = typeNode.members.filter(ts.isPropertySignature).map((m) => `${m.name.getText()}${m.questionToken ? '?' : ''}: ${typeText(m.type)}`);
  return fields.length ? fields.map(code).join(', ') : '—';
}

export function generatedTables() {
  const protocol = parse('protocol.ts');
  const changes = parse('change-items.ts');
  const navTree = parse('nav-tree.ts');
  const ids = parse('element-ids.ts');
  const mutations = parse('mutations.ts');
  const results = new Map(members(protocol, 'FunctionResults').map((m) => [m.name.getText(), typeText(m.type)]));

  const functions = table(
    ['function', 'arguments, in order', 'answer (`result`)', 'what it does'],
    members(protocol, 'FunctionArgs').map((m) => {
      const args = m.type.elements.map((el) => (ts.isNamedTupleMember(el) ? `${el.name.text}${el.questionToken ? '?' : ''}: ${typeText(el.type)}` : typeText(el)));
      const result = results.get(m.name.getText());
      if (result === undefined) throw new Error(`FunctionResults has no ${m.name.getText()}`);
      return [code(m.name.getText()), args.length ? args.map(code).join(', ') : '—', result === 'undefined' ? '—' : code(result), cell(docOf(m))];
    }),
  );
  const events = table(
    ['event (`id`)', 'fields', 'when'],
    members(protocol, 'FrameEventFields').map((m) => [code(m.name.getText()), fieldsOf(m.type), cell(docOf(m))]),
  );
  const changeTypes = table(
    ['type', '`changeFields`', 'what it asks for'],
    members(changes, 'ChangeFieldsByType').map((m) => [code(m.name.getText()), fieldsOf(m.type), cell(docOf(m))]),
  );
  // A node's fields, optional ones marked (the full format has none).
  const fieldTable = (name) =>
    table(
      ['field', 'type', 'meaning'],
      members(navTree, name).map((m) => [code(`${m.name.getText()}${m.questionToken ? '?' : ''}`), code(typeText(m.type)), cell(docOf(m))]),
    );
  const nodeFields = fieldTable('NavTreeNode');
  const compactFields = fieldTable('CompactNavTreeNode');
  const constant = (source, name) =>
    declaration(source, name).declarationList.declarations[0].initializer.getText().replace(/\s+/g, ' ').replace(/,\s*([}\]])/g, ' $1').replace(/ as const.*$/, '');
  const constants = table(
    ['name', 'value', 'meaning'],
    [
      [code('PROTOCOL_VERSION'), code(constant(protocol, 'PROTOCOL_VERSION')), cell(docOf(declaration(protocol, 'PROTOCOL_VERSION')) || 'The version of this protocol.')],
      [code('SPECIAL_IDS'), code(constant(protocol, 'SPECIAL_IDS')), cell(docOf(declaration(protocol, 'SPECIAL_IDS')))],
      [code('GENERATED_ID_PREFIX'), code(constant(ids, 'GENERATED_ID_PREFIX')), cell(docOf(declaration(ids, 'GENERATED_ID_PREFIX')))],
      [code('CODEBASE_ID_ATTRIBUTE'), code(constant(ids, 'CODEBASE_ID_ATTRIBUTE')), cell(docOf(declaration(ids, 'CODEBASE_ID_ATTRIBUTE')))],
      [code('INSTANT_UNDO_TYPES'), code(constant(changes, 'INSTANT_UNDO_TYPES')), cell(docOf(declaration(changes, 'INSTANT_UNDO_TYPES')))],
    ],
  );
  const mutationBodies = table(
    ['operation (`…/mutate/{operation}`)', 'body', 'what it does'],
    [...members(mutations, 'MutationBodies'), ...members(mutations, 'ActivityBodies')].map((m) => [code(m.name.getText()), fieldsOf(m.type), cell(docOf(m))]),
  );
  const headerTable = (name) =>
    table(
      ['header', 'meaning'],
      declaration(mutations, name).declarationList.declarations[0].initializer.expression.properties.map((p) => [code(p.initializer.text), cell(docOf(p))]),
    );
  const headers = headerTable('MUTATION_HEADERS');
  const answerHeaders = headerTable('EDIT_ANSWER_HEADERS');
  // SCREEN_MODIFIERS names each modifier's breakpoint in BREAKPOINT_MODIFIERS: both literals, read as written.
  const entries = (name) => {
    let node = declaration(mutations, name).declarationList.declarations[0].initializer;
    while (!ts.isObjectLiteralExpression(node)) node = node.expression; // through `as const` and `satisfies`
    return node.properties;
  };
  const key = (property) => property.name.text ?? property.name.getText();
  const widths = new Map(entries('BREAKPOINT_MODIFIERS').map((p) => [key(p), Number(p.initializer.text)]));
  const screenModifiers = table(
    ['modifier', 'widths it styles', 'CSS framework: media query', 'Tailwind'],
    entries('SCREEN_MODIFIERS').map((p) => {
      const field = (name) => p.initializer.properties.find((f) => key(f) === name).initializer.text;
      const width = widths.get(field('breakpoint'));
      const wider = field('direction') === 'wider';
      return [
        code(key(p)),
        wider ? `${width} px and wider` : `narrower than ${width} px (${width - 1} px and narrower)`,
        code(wider ? `(min-width: ${width}px)` : `(max-width: ${Math.round((width - 0.02) * 100) / 100}px)`),
        code(`${key(p)}:[color:red]`),
      ];
    }),
  );
  return { functions, events, 'change-types': changeTypes, 'screen-modifiers': screenModifiers, 'nav-tree-node': nodeFields, 'compact-node': compactFields, constants, 'mutation-bodies': mutationBodies, 'mutation-headers': headers, 'edit-answer-headers': answerHeaders };
}

/** The document with every `<!-- generated: name -->…<!-- /generated -->` region filled in. */
export function render(text) {
  const tables = generatedTables();
  const seen = new Set();
  const out = text.replace(/<!-- generated: ([a-z-]+) -->\n[\s\S]*?<!-- \/generated -->/g, (_, name) => {
    if (!(name in tables)) throw new Error(`docs/protocol.md asks for an unknown generated table "${name}"`);
    seen.add(name);
    return `<!-- generated: ${name} -->\n${tables[name]}\n<!-- /generated -->`;
  });
  const missing = Object.keys(tables).filter((name) => !seen.has(name));
  if (missing.length) throw new Error(`docs/protocol.md lacks the generated tables ${missing.join(', ')}`);
  return out;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const current = readFileSync(DOC, 'utf8');
  const next = render(current);
  if (process.argv.includes('--check')) {
    if (next !== current) {
      console.error('docs/protocol.md is out of date with types/: run "npm run docs".');
      process.exit(1);
    }
  } else if (next !== current) {
    writeFileSync(DOC, next);
    console.log('docs/protocol.md: tables updated from types/');
  }
}
