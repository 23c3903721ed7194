// The lookups' `text`: what an element's own text is made of over all its renderings — pieces written
// as text (in the element, where its component is used, in a content file), which an editor edits in
// place, and pieces code works out, each said in a sentence (computed-words.ts).
import ts from 'typescript';
import type { TextOrigin } from '../../types';
import { explainComputed } from './computed-words';
import { Env, unwrapExpression } from './evaluate';
import type { IndexedElement } from './id-index';
import type { ProjectSnapshot } from './snapshot';
import { componentOf, placeOf } from './source-words';
import { textPieces, textSegments, type Segment } from './text-segments';

type Editable = TextOrigin['editable'];

/** Words for where a written piece of text is. */
function writtenWhere(entry: IndexedElement, segment: Extract<Segment, { kind: 'jsxText' | 'literal' }>, generic: boolean): string {
  const ownLiteral = segment.kind === 'literal' && unwrapExpression(segment.expression) === segment.node;
  if (segment.kind === 'literal' && !ownLiteral) return placeOf(segment.node, { generic });
  // JSX text (or `{'…'}`): in the element, or between the tags of a component's use.
  const holder = segment.kind === 'jsxText' ? segment.node.parent : segment.expression.parent.parent;
  // In the element, or in JSX its component keeps for it (`const content = <>…</>`).
  if (holder === entry.element || (holder.getSourceFile() === entry.sourceFile && componentOf(holder) === entry.component)) return `in this element (in ${entry.component ?? entry.file})`;
  const tag = ts.isJsxElement(holder) ? holder.openingElement.tagName.getText() : 'a component';
  return `where ${tag} is used in ${componentOf(holder) ?? holder.getSourceFile().fileName.replace(/^\//, '')}`;
}

/** The element's text origin over every rendering on every page, or null when it shows no text of its own. */
export function textOriginOf(snapshot: ProjectSnapshot, entry: IndexedElement): TextOrigin | null {
  if (!ts.isJsxElement(entry.element)) return null;
  const shown = snapshot.pages.filter((page) => page.renderings.has(entry.id));
  const renderings = shown.flatMap((page) => page.renderings.get(entry.id) ?? []);
  const generic = renderings.length > 1;
  const writtenIn = new Set<string>();
  const computed = new Set<string>();
  const explained = new Set<ts.Node>();
  const kinds = new Map<Env, Editable | null>();
  const places = new Map<Env, string[]>();
  // The literals (and JSX texts) each rendering's written pieces are: renderings with the same ones change together.
  const literals = new Map<Env, string>();
  for (const env of renderings.length ? [...new Set(renderings.map((rendering) => rendering.env))] : [Env.root]) {
    let written = 0;
    let worked = 0;
    const here: string[] = [];
    places.set(env, here);
    const pieces = textPieces(textSegments(entry, env, snapshot.evaluator));
    literals.set(env, pieces.flatMap((piece) => (piece.kind === 'computed' ? [] : [`${piece.node.getSourceFile().fileName}:${piece.node.getStart()}`])).join(' '));
    for (const piece of pieces) {
      if (piece.kind === 'computed') {
        worked++;
        // Said for every rendering at once, one sentence per piece of code is enough.
        if (!generic || !explained.has(piece.node)) computed.add(explainComputed(snapshot.evaluator, piece.node, piece.env, 'This text', generic));
        explained.add(piece.node);
      } else {
        written++;
        const where = writtenWhere(entry, piece, generic);
        writtenIn.add(where);
        if (!here.includes(where)) here.push(where);
      }
    }
    kinds.set(env, written || worked ? (!worked ? 'all' : !written ? 'none' : 'some') : null);
  }
  const found = new Set([...kinds.values()].filter((kind): kind is Editable => kind !== null));
  if (!found.size) return null;
  const editable: Editable = found.size === 1 ? [...found][0]! : found.has('all') || found.has('some') ? 'some' : 'none';
  const all = [...writtenIn];
  const origin: TextOrigin = { editable, writtenIn: all, computed: [...computed].slice(0, 5) };
  // Renderings that differ (one paragraph of a list put together by code, each link's label written
  // elsewhere): which is which, per page.
  const differ = new Set(kinds.values()).size > 1 || new Set([...places.values()].map((list) => list.join('\n'))).size > 1 || new Set(literals.values()).size > 1;
  const groups = [...new Set(literals.values())];
  if (differ) {
    origin.pages = shown
      .filter((page) => page.renderings.get(entry.id)?.every((rendering) => rendering.certain))
      .map((page) => {
        const renderings = page.renderings.get(entry.id) ?? [];
        return {
          path: page.path,
          editable: renderings.map((rendering) => kinds.get(rendering.env) ?? 'none'),
          writtenIn: renderings.map((rendering) => (places.get(rendering.env) ?? []).map((where) => all.indexOf(where))),
          same: renderings.map((rendering) => groups.indexOf(literals.get(rendering.env) ?? '')),
        };
      });
  }
  return origin;
}
