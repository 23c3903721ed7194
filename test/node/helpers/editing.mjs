// Test harness for the mutation server: a temporary copy of the real site/, the built editing server
// (dist/server, without the live build) on an ephemeral port, requests to its editor host with the
// session's token, and checks that tests can fail on: exact splices, parse and typecheck of the copy,
// hashes of every file.
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import assert from 'node:assert/strict';
import ts from 'typescript';

import { localFetch } from '../../../scripts/localhost-request.mjs';
import { siteHashes } from '../../../scripts/site-hashes.mjs';
import { domainSettings } from '../../../scripts/settings.mjs';

export { localFetch };
export const repo = resolve('.');
const serverModule = join(repo, 'dist/server/index.mjs');
if (!existsSync(serverModule)) throw new Error('dist/server/index.mjs is missing: run "npm run build" first (npm test does).');
export const server = await import(serverModule);
export const { ProjectSnapshot, buildLookups } = server;
/** The host names of every test server: the defaults `npm start` uses. */
export const NAMES = { editorHost: 'editor.localhost', ...domainSettings({}) };

/** A scratch project: a copy of site/ and the tsconfigs, node_modules linked (for the type check). */
export function copyProject() {
  const root = mkdtempSync(join(tmpdir(), 'mutation-'));
  cpSync(join(repo, 'site'), join(root, 'site'), { recursive: true });
  for (const file of ['tsconfig.json', 'tsconfig.build.json']) cpSync(join(repo, file), join(root, file));
  symlinkSync(join(repo, 'node_modules'), join(root, 'node_modules'), 'dir');
  return root;
}

/**
 * The editing server on a real port of 127.0.0.1; `origin` is its editor's origin, where the API
 * lives. `editorOrigins`: other editors it accepts (EDITOR_ORIGINS); `live`: the live build's
 * settings (`{ shell }`), as `npm start` runs it, or none.
 */
export async function startApi(root, { editing = true, editorOrigins = [], remoteEditing = false, live } = {}) {
  const api = await server.startEditingServer({ root, distDir: join(repo, 'dist'), port: 0, host: '127.0.0.1', names: NAMES, editorOrigins, editing, remoteEditing, ...(live ? { live } : {}) });
  const origin = api.origins.editor;
  return { api, port: api.port, origin, base: `${origin}/api/canvases/site`, token: api.session.token, close: () => api.close() };
}

/** POST a JSON body; returns { status, json, headers }. */
export async function post(ctx, path, body, { headers = {}, changeItemId = randomUUID(), raw } = {}) {
  // A header given as undefined is left out.
  const all = Object.entries({ authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json', 'x-change-item-id': changeItemId, ...headers }).filter(([, value]) => value !== undefined);
  const response = await localFetch(`${ctx.base}/${path}`, {
    method: 'POST',
    headers: Object.fromEntries(all),
    body: raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    json = { text };
  }
  return { status: response.status, json, headers: response.headers, changeItemId };
}

export const mutate = (ctx, operation, body, options) => post(ctx, `parseAndMutate/mutate/${operation}`, body, options);
export const undo = (ctx, latestUuid) => post(ctx, 'parseAndMutate/activities/undoChangeToFiles', { latestUuid });
export const redo = (ctx, changeToRedoId) => post(ctx, 'parseAndMutate/activities/redoChangeToFiles', { changeToRedoId });

export async function lookups(ctx, headers = {}) {
  const response = await localFetch(`${ctx.base}/lookups`, { headers: { authorization: `Bearer ${ctx.token}`, ...headers } });
  return { status: response.status, json: await response.json() };
}

/** GET …/activities: the edit history, newest first. */
export async function activities(ctx, headers = {}) {
  const response = await localFetch(`${ctx.base}/activities`, { headers: { authorization: `Bearer ${ctx.token}`, ...headers } });
  return { status: response.status, json: await response.json() };
}

/**
 * The type check of change `id` once it has finished (types are checked after the write, in the
 * background): polls the history until its state is no longer `checking`. The first check of a
 * server warms TypeScript, which takes seconds on a loaded machine.
 */
export async function settledTypeCheck(ctx, id, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { json } = await activities(ctx);
    const check = json.activities.find((activity) => activity.id === id)?.typeCheck;
    if (check && check.state !== 'checking') return check;
    if (Date.now() > deadline) throw new Error(`the type check of ${id} did not finish within ${timeoutMs} ms (last: ${JSON.stringify(check)})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The history once every type check has finished. */
export async function settledActivities(ctx) {
  for (const activity of (await activities(ctx)).json.activities) await settledTypeCheck(ctx, activity.id);
  return (await activities(ctx)).json.activities;
}

export const read = (root, path) => readFileSync(join(root, path), 'utf8');
export const readBytes = (root, path) => readFileSync(join(root, path));

/** sha256 of every file under site/, by path: "nothing was written" is this map unchanged. */
export const hashSite = siteHashes;

/** The element of the real site's index at `file` whose tag is `tag` (n-th such, 0-based), with a check on its text. */
export function element(root, file, tag, n = 0) {
  const entries = ProjectSnapshot.read(root).index.all().filter((entry) => entry.file === file && entry.tag === tag);
  const entry = entries[n];
  assert.ok(entry, `no <${tag}> #${n} in ${file}`);
  return { codebaseId: entry.id, line: entry.line, column: entry.column };
}

/** The one element whose opening tag starts with `openingText` in `file`. */
export function elementAt(root, file, openingText) {
  const snapshot = ProjectSnapshot.read(root);
  const matches = snapshot.index.all().filter((entry) => entry.file === file && entry.sourceFile.text.startsWith(openingText, entry.opening.getStart()));
  assert.equal(matches.length, 1, `expected one element starting with ${openingText} in ${file}, found ${matches.length}`);
  return { codebaseId: matches[0].id };
}

/**
 * The golden check: `after` is `before` with each `[old, new]` pair replaced, where each `old`
 * occurs exactly once in `before` — so every byte outside the edited spans is unchanged.
 */
export function assertSplices(before, after, pairs) {
  let expected = before;
  for (const [oldText, newText] of pairs) {
    const first = before.indexOf(oldText);
    assert.ok(first >= 0, `golden anchor not found: ${JSON.stringify(oldText)}`);
    assert.equal(before.indexOf(oldText, first + 1), -1, `golden anchor is not unique: ${JSON.stringify(oldText)}`);
    expected = expected.replace(oldText, () => newText);
  }
  if (after !== expected) {
    // Show where they part, which reads better than two whole files.
    let i = 0;
    while (i < after.length && after[i] === expected[i]) i++;
    assert.equal(after.slice(Math.max(0, i - 200), i + 300), expected.slice(Math.max(0, i - 200), i + 300), 'edited file differs from the golden');
  }
  assert.equal(after, expected);
}

/**
 * Runs an operation on the copy at `root` and checks it the way every structural test does: the
 * golden splices in each file of `goldens` (and nothing else written), that each still parses, then
 * one undo restores every byte, redo the edited ones, and a second undo every byte again.
 * `whileIn(result)` looks at the answer or the page while the edit is in.
 */
export async function roundTrip(ctx, root, operation, body, goldens, { message, headers, whileIn } = {}) {
  const paths = Object.keys(goldens);
  const beforeBytes = Object.fromEntries(paths.map((path) => [path, readBytes(root, path)]));
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body, { headers });
  assert.equal(result.status, 200, JSON.stringify(result.json));
  for (const path of paths) {
    const text = read(root, path);
    assertSplices(beforeBytes[path].toString('utf8'), text, goldens[path]);
    assert.deepEqual(syntaxProblems(path, text), [], `${path} does not parse`);
  }
  assert.deepEqual(result.json.files.map((file) => file.path).sort(), [...paths].sort(), 'only these files were written');
  if (message) assert.match(result.json.message, message);
  if (whileIn) await whileIn(result);
  const afterBytes = Object.fromEntries(paths.map((path) => [path, readBytes(root, path)]));
  const undone = await undo(ctx, result.changeItemId);
  assert.equal(undone.status, 200, JSON.stringify(undone.json));
  assert.deepEqual(hashSite(root), hashes, 'undo restores every byte');
  const redone = await redo(ctx, result.changeItemId);
  assert.equal(redone.status, 200, JSON.stringify(redone.json));
  for (const path of paths) assert.ok(readBytes(root, path).equals(afterBytes[path]), `redo writes the edited ${path} byte for byte`);
  assert.equal((await undo(ctx, result.changeItemId)).status, 200);
  assert.deepEqual(hashSite(root), hashes, 'the second undo restores every byte too');
  return result;
}

/** TypeScript's syntax diagnostics for a file's text. */
export function syntaxProblems(path, text) {
  const output = ts.transpileModule(text, { fileName: path, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.Preserve } });
  return (output.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
}

/** The whole copy typechecked with the repository's tsconfig.build.json settings: every diagnostic. */
export function typecheck(root) {
  const configPath = join(root, 'tsconfig.build.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, { noEmit: true }, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => assert.fail(String(d.messageText)) });
  const program = ts.createProgram(parsed.fileNames, parsed.options);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file && d.start !== undefined ? `${d.file.fileName.slice(root.length + 1)}:${d.file.getLineAndCharacterOfPosition(d.start).line + 1}` : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`;
  });
}

export function removeProject(root) {
  rmSync(root, { recursive: true, force: true });
}
