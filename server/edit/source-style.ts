// The file's own style, so that added code looks like the code around it: quote characters and the
// indentation unit.
import ts from 'typescript';

export interface SourceStyle {
  /** Quote of ordinary string literals (`'` in this site). */
  quote: "'" | '"';
  /** Quote of JSX attribute strings (`"` in this site). */
  jsxQuote: "'" | '"';
  /** One level of indentation: spaces or a tab. */
  indentUnit: string;
}

function majority(single: number, double: number, fallback: "'" | '"'): "'" | '"' {
  if (single === double) return fallback;
  return single > double ? "'" : '"';
}

export function detectSourceStyle(sourceFile: ts.SourceFile): SourceStyle {
  const text = sourceFile.text;
  const counts = { single: 0, double: 0, jsxSingle: 0, jsxDouble: 0 };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node)) {
      const single = text[node.getStart(sourceFile)] === "'";
      if (ts.isJsxAttribute(node.parent)) counts[single ? 'jsxSingle' : 'jsxDouble']++;
      else counts[single ? 'single' : 'double']++;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return {
    quote: majority(counts.single, counts.double, "'"),
    jsxQuote: majority(counts.jsxSingle, counts.jsxDouble, '"'),
    indentUnit: detectIndentUnit(text),
  };
}

/** The most common increase of indentation from one non-blank line to the next; two spaces if none. */
export function detectIndentUnit(text: string): string {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  let tabs = 0;
  const steps = new Map<number, number>();
  let previous = 0;
  for (const line of lines) {
    const indent = /^[ \t]*/.exec(line)?.[0] ?? '';
    if (indent.startsWith('\t')) tabs++;
    const width = indent.length;
    if (width > previous) steps.set(width - previous, (steps.get(width - previous) ?? 0) + 1);
    previous = width;
  }
  if (tabs > lines.length / 2) return '\t';
  let best = 2;
  let bestCount = 0;
  for (const [step, count] of steps) {
    if (count > bestCount || (count === bestCount && step < best)) {
      best = step;
      bestCount = count;
    }
  }
  return ' '.repeat(best);
}

/** The whitespace that starts the line holding `position`. */
export function lineIndent(text: string, position: number): string {
  const start = lineStart(text, position);
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

export function lineStart(text: string, position: number): number {
  return text.lastIndexOf('\n', position - 1) + 1;
}

/** True when only whitespace precedes `position` on its line. */
export function startsLine(text: string, position: number): boolean {
  return text.slice(lineStart(text, position), position).trim() === '';
}

/** True when only whitespace follows `position` up to the end of its line. */
export function endsLine(text: string, position: number): boolean {
  const end = text.indexOf('\n', position);
  return text.slice(position, end < 0 ? text.length : end).trim() === '';
}
