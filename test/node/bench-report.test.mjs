// The benches publish through bench/report.mjs: each rewrites its own section of bench/README.md and
// nothing else, shows the previous run's figures beside its own, and never loses the file over a
// section it cannot read.
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { publish, readPrevious } from '../../bench/report.mjs';

/** A README in a folder of its own, and what publishing to it printed. */
function scratch(text) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-report-'));
  const file = join(dir, 'README.md');
  writeFileSync(file, text);
  const printed = [];
  const run = (report, options = {}) => publish(report, { file, write: true, print: (line) => printed.push(line), now: new Date('2026-12-05T10:00:00Z'), ...options });
  return { file, dir, printed, run, read: () => readFileSync(file, 'utf8'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

const report = (figure, extra = {}) => ({
  section: 'demo',
  title: 'Demo',
  tables: [{ id: 'sizes', title: 'Sizes', header: ['file', 'gzip'], rows: [['core', figure]] }],
  goals: [{ goal: 'core ≤ 15 KiB', measured: figure, met: true }],
  ...extra,
});

const HEAD = '# Benchmarks\n\nHand-written prose, kept byte for byte.  \r\nTrailing spaces and a CR too.\n\n';
const OTHER = '<!-- bench:other -->\nother figures\n<!-- bench-data {"date":"x","command":"c","machine":"m","tables":{}} -->\n<!-- /bench:other -->\n';

describe('bench/report.mjs', () => {
  it('replaces only the bytes between its markers', () => {
    const before = `${HEAD}<!-- bench:demo -->\nold figures\n<!-- /bench:demo -->\n\nbetween\n\n${OTHER}tail without newline`;
    const { run, read, remove } = scratch(before);
    try {
      run(report('14.6 KiB'));
      const after = read();
      const start = before.indexOf('<!-- bench:demo -->') + '<!-- bench:demo -->'.length;
      const end = before.indexOf('<!-- /bench:demo -->');
      assert.equal(after.slice(0, start), before.slice(0, start), 'everything before the section');
      assert.ok(after.endsWith(before.slice(end)), 'everything after it, the other section included');
      assert.match(after, /\| core \| 14\.6 KiB \(was —\) \|/);
      assert.doesNotMatch(after, /old figures/);
    } finally {
      remove();
    }
  });

  it("shows the previous run's figures beside the new ones, and keeps the new ones for the next run", () => {
    const { run, read, printed, remove } = scratch(`${HEAD}<!-- bench:demo -->\n<!-- /bench:demo -->\n`);
    try {
      run(report('14.6 KiB'));
      run(report('14.9 KiB'));
      assert.match(read(), /\| core \| 14\.9 KiB \(was 14\.6 KiB\) \|/);
      assert.match(read(), /\| core ≤ 15 KiB \| 14\.9 KiB \(was 14\.6 KiB\) \| yes \(was yes\) \|/, 'the goals too, met or not');
      assert.ok(printed.some((line) => line.includes('14.9 KiB (was 14.6 KiB)')), 'printed as written');
      assert.deepEqual(readPrevious(read(), 'demo').tables.sizes, { core: { gzip: '14.9 KiB' } });
      assert.match(read(), /Written by `npm run bench:demo` on 2026-12-05 10:00 UTC; Node v\d+/);
    } finally {
      remove();
    }
  });

  it('appends a section the file has no markers for, after the last byte', () => {
    const { run, read, remove } = scratch(`${HEAD}${OTHER}`);
    try {
      run(report('1 KiB'));
      assert.ok(read().startsWith(`${HEAD}${OTHER}\n<!-- bench:demo -->\n### Demo`));
      assert.ok(read().endsWith('-->\n<!-- /bench:demo -->\n'));
      run(report('2 KiB'));
      assert.equal(read().match(/<!-- bench:demo -->/g).length, 1, 'the second run replaces it');
    } finally {
      remove();
    }
  });

  it('refuses a malformed data comment with a clear error and leaves the file as it was', () => {
    const before = `${HEAD}<!-- bench:demo -->\n<!-- bench-data {"date": "2026-12-01", "tables": {"sizes": {"core": {"gzip": 15}}} -->\n<!-- /bench:demo -->\n`;
    const { run, read, dir, remove } = scratch(before);
    try {
      assert.throws(() => run(report('1 KiB')), /section "demo": the bench-data comment is not valid JSON .*the file was not changed/);
      const wrongShape = before.replace('}}} -->', '}}}} -->');
      writeFileSync(join(dir, 'README.md'), wrongShape);
      assert.throws(() => run(report('1 KiB')), /section "demo": the bench-data comment is not \{ date/);
      assert.equal(read(), wrongShape);
      assert.deepEqual(readdirSync(dir), ['README.md'], 'no temporary file left beside it');
    } finally {
      remove();
    }
  });

  it('refuses markers that are not one pair', () => {
    for (const broken of ['<!-- bench:demo -->\n', '<!-- /bench:demo -->\n<!-- bench:demo -->\n', '<!-- bench:demo -->\n<!-- /bench:demo -->\n<!-- bench:demo -->\n<!-- /bench:demo -->\n']) {
      const { run, read, remove } = scratch(broken);
      try {
        assert.throws(() => run(report('1 KiB')), /section "demo"/);
        assert.equal(read(), broken);
      } finally {
        remove();
      }
    }
  });

  it('prints without writing when told not to, saying why', () => {
    const before = `${HEAD}<!-- bench:demo -->\n<!-- /bench:demo -->\n`;
    const { run, read, printed, remove } = scratch(before);
    try {
      run(report('1 KiB'), { write: false });
      run(report('1 KiB', { noWrite: 'a BENCH_AB run' }));
      assert.equal(read(), before);
      assert.ok(printed.some((line) => /^\(Not written to .*README\.md: BENCH_NO_WRITE=1\.\)$/.test(line)));
      assert.ok(printed.some((line) => /^\(Not written to .*README\.md: a BENCH_AB run\.\)$/.test(line)));
      assert.ok(printed.some((line) => line.includes('| core | 1 KiB (was —) |')), 'the figures are printed all the same');
    } finally {
      remove();
    }
  });

  it('keeps the markers the only comments of the section whatever the figures hold', () => {
    const { run, read, remove } = scratch('');
    try {
      const odd = '<!-- /bench:demo --> a | b';
      run(report(odd));
      run(report(odd));
      assert.equal(read().match(/<!-- \/bench:demo -->/g).length, 1);
      assert.match(read(), /\| &lt;!-- \/bench:demo --&gt; a \\\| b \(was &lt;!-- \/bench:demo --&gt; a \\\| b\) \|/);
      assert.equal(readPrevious(read(), 'demo').tables.sizes.core.gzip, odd, 'the data keeps the figure as it was');
    } finally {
      remove();
    }
  });

  it('refuses a table whose rows are not told apart by their names', () => {
    const { run, read, remove } = scratch(HEAD);
    try {
      assert.throws(() => run({ ...report('1 KiB'), tables: [{ id: 'sizes', title: 'Sizes', header: ['file', 'gzip'], rows: [['core', '1 KiB'], ['core', '2 KiB']] }] }), /table "sizes": two rows named "core"/);
      assert.equal(read(), HEAD);
    } finally {
      remove();
    }
  });

  it('names the rows the previous run had and this one lacks', () => {
    const { run, printed, remove } = scratch('');
    try {
      run(report('1 KiB'));
      run({ ...report('1 KiB'), tables: [{ id: 'sizes', title: 'Sizes', header: ['file', 'gzip'], rows: [['tools', '2 KiB']] }] });
      assert.ok(printed.some((line) => line.startsWith('In the previous figures but not measured in this run: sizes › core')));
    } finally {
      remove();
    }
  });
});
