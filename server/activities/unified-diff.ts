// A unified diff (three lines of context) of one file's change, for the answer's `files[].diff`.

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

type Op = { kind: ' ' | '-' | '+'; line: string };

/** The edit script between two line lists: common prefix and suffix, then an LCS of the middle. */
function script(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops: Op[] = a.slice(0, start).map((line) => ({ kind: ' ', line }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > 4_000_000) {
    ops.push(...midA.map((line): Op => ({ kind: '-', line })), ...midB.map((line): Op => ({ kind: '+', line })));
  } else {
    const n = midA.length;
    const m = midB.length;
    const lcs: number[][] = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
    for (let i = n - 1; i >= 0; i--) {
      for (let j = m - 1; j >= 0; j--) lcs[i]![j] = midA[i] === midB[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
    }
    let i = 0;
    let j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && midA[i] === midB[j]) {
        ops.push({ kind: ' ', line: midA[i]! });
        i++;
        j++;
      } else if (i < n && (j === m || lcs[i + 1]![j]! >= lcs[i]![j + 1]!)) {
        // Removals before additions, as diff tools print them.
        ops.push({ kind: '-', line: midA[i]! });
        i++;
      } else {
        ops.push({ kind: '+', line: midB[j]! });
        j++;
      }
    }
  }
  ops.push(...a.slice(endA).map((line): Op => ({ kind: ' ', line })));
  return ops;
}

export function unifiedDiff(path: string, before: string, after: string, context = 3): string {
  if (before === after) return '';
  const ops = script(splitLines(before), splitLines(after));
  const noNewline = (text: string): boolean => text !== '' && !text.endsWith('\n');
  const lastA = ops.reduce((index, op, i) => (op.kind !== '+' ? i : index), -1);
  const lastB = ops.reduce((index, op, i) => (op.kind !== '-' ? i : index), -1);
  const out: string[] = [`--- a/${path}`, `+++ b/${path}`];
  const changed = ops.map((op, i) => (op.kind === ' ' ? -1 : i)).filter((i) => i >= 0);
  let k = 0;
  while (k < changed.length) {
    let from = Math.max(0, changed[k]! - context);
    let to = Math.min(ops.length, changed[k]! + context + 1);
    while (k + 1 < changed.length && changed[k + 1]! - context <= to) {
      k++;
      to = Math.min(ops.length, changed[k]! + context + 1);
    }
    k++;
    let lineA = 1;
    let lineB = 1;
    for (let i = 0; i < from; i++) {
      if (ops[i]!.kind !== '+') lineA++;
      if (ops[i]!.kind !== '-') lineB++;
    }
    const hunk = ops.slice(from, to);
    const countA = hunk.filter((op) => op.kind !== '+').length;
    const countB = hunk.filter((op) => op.kind !== '-').length;
    out.push(`@@ -${countA ? lineA : lineA - 1},${countA} +${countB ? lineB : lineB - 1},${countB} @@`);
    hunk.forEach((op, offset) => {
      const i = from + offset;
      out.push(`${op.kind}${op.line}`);
      if ((op.kind !== '+' && i === lastA && noNewline(before)) || (op.kind !== '-' && i === lastB && noNewline(after))) out.push('\\ No newline at end of file');
    });
    from = to;
  }
  return `${out.join('\n')}\n`;
}
