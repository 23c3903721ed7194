// Imports an edit leaves unused go with the edit, on a copy of the site: deleting the only <Link> of
// a page removes `import { Link } from 'wouter'` in the same activity (golden splices, every other
// byte unchanged; one undo restores it; tsc with noUnusedLocals and Biome's noUnusedImports are clean
// on the file, and would not be without it). Names still used stay: a second use, a type position;
// imports unused before the edit and side-effect imports stay too. A fixture component file covers
// default + named imports, a shadowing parameter, member tags (`<Stars.Five />`), multi-line lists
// and a list left with only `type` specifiers.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import { assertSplices, copyProject, elementAt, hashSite, mutate, read, readBytes, redo, removeProject, repo, startApi, syntaxProblems, typecheck, undo } from './helpers/editing.mjs';

const NOT_FOUND = 'site/pages/NotFoundPage.tsx';
const FOOTER = 'site/components/Footer.tsx';
const ROW = 'site/components/BadgeRow.tsx';
const BIOME = join(repo, 'node_modules/.bin/biome');
let root;
let ctx;

const BADGES = `import type { ReactNode } from 'react';

export default function Badge({ label }: { label: string }) {
  return <span className="badge">{label}</span>;
}

export function Chip({ children }: { children: ReactNode }) {
  return <em className="chip">{children}</em>;
}

export interface PillProps {
  size: 's' | 'm';
}

export function Pill({ size }: PillProps) {
  return <b className={\`pill pill--\${size}\`}>pill</b>;
}

export const Stars = { Five: () => <i className="stars">★★★★★</i> };

export function Tag({ name }: { name: string }) {
  return <code className="tag">{name}</code>;
}

export function Ring() {
  return <u className="ring">o</u>;
}

export function Spare() {
  return null;
}

export const ratingTitle = 'Five stars';
`;

const ROW_SOURCE = `import type { ComponentProps, ReactNode } from 'react';
import Badge, { Chip } from './Badges';
import { Pill, type PillProps } from './Badges';
import { Stars } from './Badges'; // the rating
import { ratingTitle } from './Badges';
import { Tag } from './Badges';
import {
  Ring,
  Spare,
} from './Badges';
import './Badges';

// Its own \`Pill\` parameter shadows the import: the <Pill /> inside is not a use of it.
export function Shadowed({ Pill }: { Pill: () => ReactNode }) {
  return (
    <p className="shadowed">
      <Pill />
    </p>
  );
}

const sizes: PillProps['size'][] = ['s'];
export const tagProps: ComponentProps<typeof Tag> = { name: 'x' };

export function BadgeRow() {
  return (
    <ul className="badge-row">
      <li className="slot-badge"><Badge label="new" /></li>
      <li className="slot-chip"><Chip>hot</Chip></li>
      <li className="slot-pill"><Pill size="s" /></li>
      <li className="slot-stars" title={ratingTitle}><Stars.Five /></li>
      <li className="slot-stars-again"><Stars.Five /></li>
      <li className="slot-tag"><Tag name="y" /></li>
      <li className="slot-ring"><Ring /></li>
      <li className="sizes">{sizes.join()}</li>
    </ul>
  );
}
`;

/**
 * Runs an operation and checks the golden (every byte outside the splices unchanged), that only the
 * golden files changed, that the answer's diff shows each line the splices take out, and that one
 * undo gives back the original bytes and redo the edited ones. Leaves the edit applied.
 */
async function roundTrip(operation, body, goldens, { message } = {}) {
  const paths = Object.keys(goldens);
  const beforeBytes = Object.fromEntries(paths.map((path) => [path, readBytes(root, path)]));
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body);
  assert.equal(result.status, 200, JSON.stringify(result.json));
  const afterBytes = {};
  for (const path of paths) {
    const text = read(root, path);
    assertSplices(beforeBytes[path].toString('utf8'), text, goldens[path]);
    assert.deepEqual(syntaxProblems(path, text), [], `${path} does not parse`);
    afterBytes[path] = readBytes(root, path);
    const removedLines = (result.json.files.find((file) => file.path === path)?.diff ?? '').split('\n').filter((line) => line.startsWith('-'));
    for (const [oldText, newText] of goldens[path]) {
      const gone = oldText.split('\n').filter((line) => line && !newText.split('\n').includes(line));
      for (const line of gone) assert.ok(removedLines.some((removed) => removed.includes(line)), `the diff of ${path} shows ${line} removed`);
    }
  }
  const changed = Object.keys(hashes).filter((path) => hashSite(root)[path] !== hashes[path]);
  assert.deepEqual(changed.sort(), [...paths].sort(), 'only the golden files changed');
  if (message) assert.match(result.json.message, message);
  assert.equal((await undo(ctx, result.changeItemId)).status, 200);
  for (const path of paths) assert.ok(readBytes(root, path).equals(beforeBytes[path]), `one undo restores ${path} byte for byte, imports included`);
  assert.equal((await redo(ctx, result.changeItemId)).status, 200);
  for (const path of paths) assert.ok(readBytes(root, path).equals(afterBytes[path]), `redo restores the edited ${path} byte for byte`);
  return result;
}

/** Undoes an applied change, so the next test starts from the same file. */
async function undoChange(result) {
  assert.equal((await undo(ctx, result.changeItemId)).status, 200);
}

/** tsc's unused-name errors (noUnusedLocals, as `npm run typecheck` has it) for `path` with `text` in place of its bytes. */
function unusedNames(path, text = read(root, path)) {
  const file = join(root, path);
  const options = { ...ts.getDefaultCompilerOptions(), jsx: ts.JsxEmit.ReactJSX, strict: true, noUnusedLocals: true, noUnusedParameters: true, noEmit: true, skipLibCheck: true, moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, types: [] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile;
  host.getSourceFile = (name, language, ...rest) => (name === file ? ts.createSourceFile(name, text, language, true) : getSourceFile.call(host, name, language, ...rest));
  const program = ts.createProgram({ rootNames: [file], options, host });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(file))
    .filter((d) => d.reportsUnnecessary)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

/** Biome's findings for `path` of the copy under one rule; [] when clean. */
function biome(path, rule) {
  try {
    execFileSync(BIOME, ['lint', `--only=${rule}`, '--error-on-warnings', '--colors=off', path], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
    return [];
  } catch (error) {
    return [`${error.stdout}${error.stderr}`];
  }
}

/** The text from the line holding `opening` through `closing` and its line break. */
function linesOf(path, opening, closing) {
  const text = read(root, path);
  const start = text.lastIndexOf('\n', text.indexOf(opening)) + 1;
  const end = text.indexOf('\n', text.indexOf(closing, start)) + 1;
  return text.slice(start, end);
}

describe('imports an edit leaves unused, on a copy of the site', () => {
  before(async () => {
    root = copyProject();
    writeFileSync(join(root, 'site/components/Badges.tsx'), BADGES);
    writeFileSync(join(root, ROW), ROW_SOURCE);
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('removeJsxElement of the only <Link> of a page removes the wouter import with its line; tsc and Biome stay clean', async () => {
    assert.deepEqual(unusedNames(NOT_FOUND), [], 'clean before the edit');
    const link = linesOf(NOT_FOUND, '<Link href="/" className="button">', '</Link>');
    // Without the import's removal the project's typecheck would fail: this is what the edit fixes.
    assert.deepEqual(unusedNames(NOT_FOUND, read(root, NOT_FOUND).replace(link, '')), ["'Link' is declared but its value is never read."]);
    const result = await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [elementAt(root, NOT_FOUND, '<Link href="/" className="button">')] },
      { [NOT_FOUND]: [["import { Link } from 'wouter';\n", ''], [link, '']] },
      { message: /^Removed <Link> at site\/pages\/NotFoundPage\.tsx:12:9; removed the import it left unused: Link \(site\/pages\/NotFoundPage\.tsx\)$/ },
    );
    assert.match(result.json.files[0].diff, /^-import \{ Link \} from 'wouter';$/m);
    assert.deepEqual(unusedNames(NOT_FOUND), []);
    assert.deepEqual(biome(NOT_FOUND, 'correctness/noUnusedImports'), []);
    await undoChange(result);
  });

  it('removing one of two <Link>s keeps the import; an import used only inside the removed element goes', async () => {
    const brand = linesOf(FOOTER, '<Link href="/" className="brand brand--inverse"', '</Link>');
    assert.match(brand, /<LogoMark \/>/);
    const result = await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [elementAt(root, FOOTER, '<Link href="/" className="brand brand--inverse"')] },
      { [FOOTER]: [["import { LogoMark } from './Logo';\n", ''], [brand, '']] },
      { message: /; removed the import it left unused: LogoMark \(site\/components\/Footer\.tsx\)$/ },
    );
    assert.match(read(root, FOOTER), /^import \{ Link \} from 'wouter';$/m, 'Link is still used by the policy links');
    assert.match(read(root, FOOTER), /^import \{ company \} from '\.\.\/content\/company';$/m, 'company is still used');
    assert.deepEqual(unusedNames(FOOTER), []);
    assert.deepEqual(biome(FOOTER, 'correctness/noUnusedImports'), []);
    await undoChange(result);
  });

  it('default + named import: removing the default one keeps `{ Chip }`', async () => {
    const result = await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [elementAt(root, ROW, '<li className="slot-badge">')] },
      { [ROW]: [["import Badge, { Chip } from './Badges';", "import { Chip } from './Badges';"], ['      <li className="slot-badge"><Badge label="new" /></li>\n', '']] },
      { message: /removed the import it left unused: Badge \(site\/components\/BadgeRow\.tsx\)$/ },
    );
    await undoChange(result);
  });

  it('default + named import: removing the only <Chip> keeps the default import and drops the braces', async () => {
    const result = await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [elementAt(root, ROW, '<li className="slot-chip">')] },
      { [ROW]: [["import Badge, { Chip } from './Badges';", "import Badge from './Badges';"], ['      <li className="slot-chip"><Chip>hot</Chip></li>\n', '']] },
    );
    await undoChange(result);
  });

  it('a name shadowed by a parameter is not a use; a type-only specifier that is still used stays, as `import type`', async () => {
    const result = await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [elementAt(root, ROW, '<li className="slot-pill">')] },
      { [ROW]: [["import { Pill, type PillProps } from './Badges';", "import type { PillProps } from './Badges';"], ['      <li className="slot-pill"><Pill size="s" /></li>\n', '']] },
    );
    assert.match(read(root, ROW), /<Pill \/>/, 'the shadowed <Pill /> is still there');
    assert.deepEqual(biome(ROW, 'style/useImportType'), []);
    await undoChange(result);
  });

  it('member tags are uses: removing one <Stars.Five /> keeps the import, removing both removes it with its line and comment', async () => {
    const again = '      <li className="slot-stars-again"><Stars.Five /></li>\n';
    const one = await roundTrip('removeJsxElement', { elementsToRemove: [elementAt(root, ROW, '<li className="slot-stars-again">')] }, { [ROW]: [[again, '']] });
    await undoChange(one);
    const first = '      <li className="slot-stars" title={ratingTitle}><Stars.Five /></li>\n';
    const both = await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [elementAt(root, ROW, '<li className="slot-stars"'), elementAt(root, ROW, '<li className="slot-stars-again">')] },
      { [ROW]: [["import { Stars } from './Badges'; // the rating\nimport { ratingTitle } from './Badges';\n", ''], [first + again, '']] },
      { message: /removed the imports it left unused: Stars \(site\/components\/BadgeRow\.tsx\), ratingTitle \(site\/components\/BadgeRow\.tsx\)$/ },
    );
    await undoChange(both);
  });

  it('changePropValue replacing the only use of an imported constant removes its import', async () => {
    const result = await roundTrip(
      'changePropValue',
      { elementToModify: elementAt(root, ROW, '<li className="slot-stars"'), propName: 'title', propValue: 'Rated five' },
      { [ROW]: [["import { ratingTitle } from './Badges';\n", ''], ['title={ratingTitle}', 'title="Rated five"']] },
    );
    await undoChange(result);
  });

  it('a name still used in a type position stays', async () => {
    const result = await roundTrip('removeJsxElement', { elementsToRemove: [elementAt(root, ROW, '<li className="slot-tag">')] }, { [ROW]: [['      <li className="slot-tag"><Tag name="y" /></li>\n', '']] });
    assert.match(read(root, ROW), /^import \{ Tag \} from '\.\/Badges';$/m);
    await undoChange(result);
  });

  it('a multi-line list loses the line of the name the edit left unused; an import unused before and a side-effect import stay', async () => {
    const result = await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [elementAt(root, ROW, '<li className="slot-ring">')] },
      { [ROW]: [['  Ring,\n  Spare,\n', '  Spare,\n'], ['      <li className="slot-ring"><Ring /></li>\n', '']] },
    );
    assert.match(read(root, ROW), /^import '\.\/Badges';$/m);
    await undoChange(result);
  });

  it('with every edit undone, the copy typechecks and the real site/ is untouched', () => {
    assert.deepEqual(typecheck(root), []);
    assert.equal(read(root, ROW), ROW_SOURCE);
    assert.equal(execFileSync('git', ['status', '--porcelain', 'site/'], { cwd: repo, encoding: 'utf8' }), '');
  });
});
