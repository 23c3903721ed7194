// Where a minified runtime file's bytes come from: each generated character is credited to the source
// file its source-map segment names, and source files are grouped into areas. The gzip column is a
// group's marginal cost: the file's gzip size minus the gzip size of the file without that group's
// characters (what deleting the group would save; gzip shares context, so these do not add up).
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map';

/** The area a source file belongs to, by its path inside the repository (or node_modules package). */
export function areaOf(source) {
  // Rollup writes the maps beside the files in runtime/dist (the staged copies keep them), so a
  // relative source is relative to that folder.
  const slashed = source.replace(/\\/g, '/');
  const path = slashed.startsWith('.') ? posix.join('runtime/dist', slashed) : slashed;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return `package ${pkg[1]}`;
  const rel = /(?:^|\/)(runtime|types)\/(.*)$/.exec(path);
  if (!rel) return 'other';
  const [, top, rest] = rel;
  if (top === 'types') return 'types';
  if (['index.ts', 'tools.ts', 'script.ts', 'start.ts', 'core/runtime.ts'].includes(rest)) return 'runtime.ts (composition)';
  if (rest.startsWith('core/frame/')) return 'core/frame/ (function table, requests, pointer and drag, selection)';
  if (rest.startsWith('adapters/')) return 'adapters/ (names, framework detection)';
  const folder = /^(core|tools|shared)\/([^/]+)\//.exec(rest);
  if (folder) return `${folder[1]}/${folder[2]}/`;
  if (/^(core|tools|shared)\/nav-tree/.test(rest)) return 'nav-tree*';
  const layer = /^(core|tools|shared)\//.exec(rest);
  return layer ? `${layer[1]}/ (small modules)` : 'other runtime files';
}

const gzipLength = (text) => gzipSync(text, { level: 9 }).length;

/** Rows of { area, min, gzip } for `file` (read beside `file.map`), largest first. */
export async function bytesBySource(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  // Every generated character's area; characters no segment covers stay with 'unmapped'.
  const areaAt = lines.map((line) => new Array(line.length).fill('unmapped'));
  const segments = [];
  await SourceMapConsumer.with(map, null, (consumer) => {
    consumer.eachMapping((m) => segments.push({ line: m.generatedLine - 1, column: m.generatedColumn, area: m.source ? areaOf(m.source) : 'unmapped' }));
  });
  segments.sort((a, b) => a.line - b.line || a.column - b.column);
  segments.forEach((segment, i) => {
    const next = segments[i + 1];
    const row = areaAt[segment.line];
    if (!row) return;
    const end = next && next.line === segment.line ? next.column : row.length;
    for (let column = segment.column; column < end; column++) row[column] = segment.area;
  });
  const whole = gzipLength(code);
  const areas = [...new Set(areaAt.flat())];
  return areas
    .map((area) => {
      // Source-map columns count UTF-16 units, so the line is cut by index, not by code point.
      const kept = lines.map((line, l) => line.split('').filter((_, c) => areaAt[l][c] !== area).join('')).join('\n');
      return { area, min: code.length - kept.length, gzip: whole - gzipLength(kept) };
    })
    .sort((a, b) => b.min - a.min);
}
