// How every bench publishes its figures: it prints them as markdown and rewrites its own section of
// bench/README.md, between `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`, leaving every other byte
// of the file as it was. Each figure is shown with the previous run's beside it, read from a JSON
// comment the section keeps (`<!-- bench-data {…} -->`), so the README holds the latest figures
// only and a run says at once what moved; the history is git's and CI's.
//   BENCH_NO_WRITE=1   print only (A/B runs, trials)
import { renameSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, dirname, join } from 'node:path';

/**
 * @typedef {object} Table
 * @property {string} id        stable name: the previous figures are looked up under it
 * @property {string} title
 * @property {string[]} header
 * @property {string[][]} rows  cells as displayed
 * @property {number} [keys]    how many leading cells name the row (default 1); the others are figures
 *
 * @typedef {object} Goal
 * @property {string} goal      stable wording, no figure in it (it names the row)
 * @property {string} measured
 * @property {boolean} met
 *
 * @typedef {object} Report
 * @property {string} section   marker name, e.g. `runtime`
 * @property {string} title     the section's heading
 * @property {string} [command] how it was run; `npm run bench:<section>` by default
 * @property {Record<string, string | number>} [settings]  env settings the run used, shown after the command
 * @property {Table[]} tables
 * @property {Goal[]} [goals]
 * @property {string[]} [notes] lines after the tables (no previous values)
 * @property {string} [noWrite] why this run must not become the section (A/B, a partial run, a failed check)
 *
 * @typedef {Record<string, Record<string, Record<string, string>>>} Figures  table id → row key → column → cell
 * @typedef {{ date: string, command: string, machine: string, source?: string, tables: Figures }} Data
 */

export const README = join(import.meta.dirname, 'README.md');

/** Taken when the bench starts (it imports this first thing), not when it publishes minutes later. */
const machineAtStart = (() => {
  const cores = cpus();
  const load = loadavg().map((value) => value.toFixed(2)).join(' / ');
  return `Node ${process.version}, ${cores.length} CPUs (${cores[0]?.model.trim() ?? 'unknown'}), load average ${load} (1 / 5 / 15 min) at start`;
})();

const openMarker = (name) => `<!-- bench:${name} -->`;
const closeMarker = (name) => `<!-- /bench:${name} -->`;
const DATA_START = '<!-- bench-data ';
const DATA_END = ' -->';

/** Where the section `name` is in `text` (the offsets just inside its markers), or null when it has none; malformed markers throw. */
export function findSection(text, name) {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`bench section name "${name}": use a-z, 0-9 and -`);
  const open = openMarker(name);
  const close = closeMarker(name);
  const start = text.indexOf(open);
  const end = text.indexOf(close);
  if (start < 0 && end < 0) return null;
  // A half-present or doubled section is a file edited by hand wrongly: stop rather than guess.
  if (start < 0 || end < 0 || end < start) throw new Error(`bench/README.md: the markers of section "${name}" are not one ${open} … ${close} pair`);
  if (text.indexOf(open, start + 1) >= 0 || text.indexOf(close, end + 1) >= 0) throw new Error(`bench/README.md: section "${name}" appears twice`);
  return { inner: start + open.length, innerEnd: end };
}

/** The figures the section `name` holds (its data comment), or null when it has none yet. */
export function readPrevious(text, name) {
  const found = findSection(text, name);
  if (!found) return null;
  const inner = text.slice(found.inner, found.innerEnd);
  const at = inner.indexOf(DATA_START);
  if (at < 0) return null;
  const end = inner.indexOf(DATA_END, at + DATA_START.length);
  const fail = (why) => {
    throw new Error(`bench/README.md, section "${name}": the bench-data comment ${why}. Fix it or delete the comment (the previous figures then show as —); the file was not changed.`);
  };
  if (end < 0) fail('is not closed');
  if (inner.indexOf(DATA_START, end) >= 0) fail('appears twice');
  let data;
  try {
    data = JSON.parse(inner.slice(at + DATA_START.length, end));
  } catch (error) {
    fail(`is not valid JSON (${error.message})`);
  }
  if (!isData(data)) fail('is not { date, command, machine, tables: { table: { row: { column: "cell" } } } }');
  return data;
}

/** @returns {value is Data} */
function isData(value) {
  const isObject = (item) => typeof item === 'object' && item !== null && !Array.isArray(item);
  if (!isObject(value) || typeof value.date !== 'string' || !isObject(value.tables)) return false;
  return Object.values(value.tables).every((rows) => isObject(rows) && Object.values(rows).every((cells) => isObject(cells) && Object.values(cells).every((cell) => typeof cell === 'string')));
}

/** `text` with the section `name` holding `body`: only the bytes between its markers change; a missing section is appended. */
export function replaceSection(text, name, body) {
  const found = findSection(text, name);
  const block = `\n${body}\n`;
  if (found) return text.slice(0, found.inner) + block + text.slice(found.innerEnd);
  return `${text}${text === '' || text.endsWith('\n') ? '' : '\n'}\n${openMarker(name)}${block}${closeMarker(name)}\n`;
}

const rowKey = (table, row) => row.slice(0, table.keys ?? 1).join(' · ');
const escapeCell = (cell) => String(cell).replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A table's markdown, each figure followed by the previous run's, and the figures to keep as data. */
function renderTable(table, previous) {
  const keys = table.keys ?? 1;
  const before = previous?.[table.id] ?? {};
  /** @type {Record<string, Record<string, string>>} */
  const kept = {};
  const seen = new Set();
  const lines = [`| ${table.header.map(escapeCell).join(' | ')} |`, `|${table.header.map(() => '---|').join('')}`];
  for (const row of table.rows) {
    if (row.length !== table.header.length) throw new Error(`table "${table.id}": a row of ${row.length} cells under ${table.header.length} columns`);
    const key = rowKey(table, row);
    // Two rows of one name would share one previous value and keep only the last figures.
    if (seen.has(key)) throw new Error(`table "${table.id}": two rows named "${key}"`);
    seen.add(key);
    const cells = row.map((cell, i) => {
      if (i < keys) return String(cell);
      (kept[key] ??= {})[table.header[i]] = String(cell);
      return `${cell} (was ${before[key]?.[table.header[i]] ?? '—'})`;
    });
    lines.push(`| ${cells.map(escapeCell).join(' | ')} |`);
  }
  return { markdown: `**${table.title}**\n\n${lines.join('\n')}`, kept };
}

/** The goals as a table like the others (the measured figure has its previous beside it). */
const goalsTable = (goals) => ({
  id: 'goals',
  title: 'Goals',
  header: ['goal', 'measured', 'met'],
  rows: goals.map(({ goal, measured, met }) => [goal, measured, met ? 'yes' : '**no**']),
});

/** Rows the previous run had and this one lacks: printed, so a renamed row or a changed seed is noticed. */
function dropped(previous, figures) {
  const lost = [];
  for (const [id, rows] of Object.entries(previous ?? {})) {
    for (const key of Object.keys(rows)) if (!figures[id]?.[key]) lost.push(`${id} › ${key}`);
  }
  return lost;
}

/**
 * The section's markdown (for the README and the console) and its data comment.
 * @param {Report} report
 * @param {Data | null} previous
 * @param {Date} now
 */
export function renderSection(report, previous, now = new Date()) {
  const command = `${Object.entries(report.settings ?? {}).map(([name, value]) => `${name}=${value} `).join('')}${report.command ?? `npm run bench:${report.section}`}`;
  const date = `${now.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  // A hand-made seed says where its figures come from instead of a run.
  const was = !previous ? 'none yet' : (previous.source ?? `the previous run's (${previous.date}, \`${previous.command}\`)`);
  const parts = [`### ${report.title}`, `Written by \`${command}\` on ${date}; ${machineAtStart}. In brackets, "was": ${was}.`];
  /** @type {Figures} */
  const figures = {};
  const tables = [...report.tables, ...(report.goals?.length ? [goalsTable(report.goals)] : [])];
  for (const table of tables) {
    if (figures[table.id]) throw new Error(`two tables named "${table.id}" in section "${report.section}"`);
    const { markdown, kept } = renderTable(table, previous?.tables);
    figures[table.id] = kept;
    parts.push(markdown);
  }
  if (report.notes?.length) parts.push(report.notes.join('\n'));
  /** @type {Data} */
  const data = { date, command, machine: machineAtStart, tables: figures };
  // `<` and `>` escaped: the JSON can then never close its comment nor look like a marker.
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  // A figure or note can never open or close a comment, so the markers stay the only ones in the section.
  const markdown = parts.join('\n\n').replace(/<!--/g, '&lt;!--').replace(/-->/g, '--&gt;');
  return { markdown, body: `${markdown}\n\n${DATA_START}${json}${DATA_END}`, dropped: dropped(previous?.tables, figures) };
}

/** Writes `text` to `file` through a temporary file beside it, so a crash leaves the old file or the new one, never half of one. */
function writeAtomically(file, text) {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}

/**
 * Prints the report and, unless told not to, rewrites its section of the README.
 * @param {Report} report
 * @param {{ file?: string, write?: boolean, print?: (line: string) => void, now?: Date }} [options]
 */
export function publish(report, { file = README, write = process.env.BENCH_NO_WRITE !== '1', print = console.log, now = new Date() } = {}) {
  // Read once, just before writing: the previous figures and the bytes kept are the same read.
  const text = readFileSync(file, 'utf8');
  const { markdown, body, dropped: lost } = renderSection(report, readPrevious(text, report.section), now);
  print(`\n${markdown}\n`);
  if (lost.length) print(`In the previous figures but not measured in this run: ${lost.join('; ')}.`);
  const why = report.noWrite ?? (write ? null : 'BENCH_NO_WRITE=1');
  if (why) {
    print(`(Not written to ${basename(dirname(file))}/${basename(file)}: ${why}.)`);
    return;
  }
  writeAtomically(file, replaceSection(text, report.section, body));
  print(`(Written to the section "${report.section}" of ${basename(dirname(file))}/${basename(file)}.)`);
}

/** A goal row: its wording (no figure: it names the row), the figure measured, and whether it is met. */
export const goal = (text, measured, met) => ({ goal: text, measured, met });
