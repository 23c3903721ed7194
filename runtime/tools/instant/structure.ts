// EDIT_TEXT, CHANGE_TAG, DUPLICATE, WRAP_DIV, MOVE_JSX, ADD_JSX and CHANGE_PROP: structural previews
// that last until the next refresh brings the real markup. Every change goes through the run's
// journal, which undoes them later (index.ts) when the page still holds what they left.
import { ADD_JSX_PLACEHOLDER_PREFIX, DUPLICATE_PLACEHOLDER_PREFIX, WRAP_IN_DIV_PLACEHOLDER } from '../../shared/keys';
import type { Journal } from './journal';
import { makeInert } from './inert';
import { isScriptUrl, parseSafeHtml, safeTagName, shadowedBuiltIn, tagRefusal } from './markup';
import { instances, isRecord, isStrings, namedRenderings, type Env, type Fields, type Plan } from './plan';
import { editedNodesOf, editedTextOf, hasChildElements, textChanges } from '../../shared/text-nodes';
import { planTextEdit, type TextSource } from '../../shared/text-parts';
import { UNSAFE_TAGS, attributeValueProblem, propNameProblem, relForTarget, textProblem } from '../../../types';
import { attributeNodes, childNodesOf, localNameOf, positionOf, textOf, valueOf } from './unclobbered';

export type StructureType = 'EDIT_TEXT' | 'CHANGE_TAG' | 'DUPLICATE' | 'WRAP_DIV' | 'MOVE_JSX' | 'ADD_JSX' | 'CHANGE_PROP';
export const STRUCTURE_TYPES: readonly string[] = ['EDIT_TEXT', 'CHANGE_TAG', 'DUPLICATE', 'WRAP_DIV', 'MOVE_JSX', 'ADD_JSX', 'CHANGE_PROP'] satisfies StructureType[];

/** What a running update reports and changes the page through. */
export interface RunContext {
  /** Every DOM change goes through the journal, so a failure half way can be rolled back. */
  journal: Journal;
  /** A node the update injected (removed again by destroy()). */
  created(el: Element): void;
  /** `next` took the place of `old` (CHANGE_TAG): state kept for `old` moves to it. */
  replaced(old: Element, next: Element): void;
  /** EDIT_TEXT gave `el` its new text: the page may write over it later (index.ts watches). */
  wroteText?(el: Element): void;
}
export type Run = { run(context: RunContext): unknown };

const NOT_FOUND = (what = '') => `Could not find ${what && `${what} `}element for instant update`;

/** Where an element goes in its parent: before or after `ref`, or at the end when `ref` is null. */
type At = { ref: Element | null; after: boolean };

/**
 * Where to insert into a parent: before/after the instance of the given sibling id that is its child,
 * else at the end. The sibling's instances are looked up once for every parent an update inserts into.
 */
function positioner(env: Env, f: Fields): (parent: Element) => Plan<At> {
  const id = f.beforeCodebaseId ?? f.afterCodebaseId;
  if (id == null) return () => ({ ref: null, after: false });
  const siblings = instances(env, id) ?? [];
  const after = f.beforeCodebaseId == null;
  return (parent) => {
    const ref = siblings.find((el) => treeParentOf(el) === parent);
    return ref ? { ref, after } : { fail: NOT_FOUND('sibling') };
  };
}

/**
 * The element's parent as the navigation tree shows it: a shadow root's children belong to its host,
 * so a sibling placed by id may sit in the host's shadow root rather than in the host itself.
 */
function treeParentOf(el: Element): Node | null {
  const [parent] = positionOf(el);
  return parent !== null && parent.nodeType === 11 && 'host' in parent ? (parent as ShadowRoot).host : parent;
}

/** Inserts beside the reference sibling, in the node that holds it (the host's shadow root, say), else at the parent's end. */
function insert(journal: Journal, parent: Element, el: Element, at: At): void {
  if (at.ref === el) return;
  if (!at.ref) return journal.insert(parent, el, null);
  const [holder, next] = positionOf(at.ref);
  journal.insert(holder ?? parent, el, at.after ? next : at.ref);
}

/**
 * One card moved among the cards of its list (the source change moves its data item): the rendering
 * named goes before or after the sibling's rendering named, in the same parent.
 */
function planRenderingMove(env: Env, f: Fields, parents: Element[]): Plan<Run> {
  const moved = namedRenderings(env, String(f.codebaseIdToMove), f.renderingToMove);
  if ('fail' in moved) return moved;
  const after = f.afterRendering != null;
  const siblingId = after ? f.afterCodebaseId : f.beforeCodebaseId;
  if (typeof siblingId !== 'string') return { fail: `${after ? 'afterCodebaseId' : 'beforeCodebaseId'} must name the sibling the rendering is placed by` };
  const sibling = namedRenderings(env, siblingId, after ? f.afterRendering : f.beforeRendering);
  if ('fail' in sibling) return sibling;
  const el = moved.elements[0]!;
  const ref = sibling.elements[0]!;
  const parent = treeParentOf(ref);
  if (!parent || !parents.includes(parent as Element) || treeParentOf(el) !== parent) return { fail: 'The renderings to move are not children of one parent' };
  return { run: ({ journal }) => (insert(journal, parent as Element, el, { ref, after }), {}) };
}

/** The element's parent and the node after it (null at the end). */
const placeOf = (el: Element): [ParentNode, ChildNode | null] => {
  const [parent, next] = positionOf(el);
  if (!parent) throw new Error('The element has left the page');
  return [parent, next];
};

type TextPlan = { own: boolean; shown: string } & ({ spread: string[] | null } | { refused: string });

/**
 * How `el` comes to show `text`: beside child elements an edit of the element's own text (its `oldText`
 * is its own text, as the editor's in-place editing and Text field send it) changes only its own text
 * nodes; otherwise the text is all of the element's (a host that sends its whole text). Literal parts
 * only (shared/text-parts.ts): a change of a part the page fills in is refused.
 */
function planText(el: Element, text: string, oldText: unknown, source: TextSource): TextPlan {
  const own = hasChildElements(el) && (oldText === editedTextOf(el) || (oldText !== textOf(el) && text === editedTextOf(el)));
  const shown = own ? editedTextOf(el) : textOf(el);
  // Typed in place before the item came (and checked then): nothing more to write.
  if (shown === text) return { own, shown, spread: null };
  return { own, shown, ...planTextEdit(editedNodesOf(el, own).map((node) => node.data), text, own && source !== 'literal' ? null : source) };
}

/** Gives `el` the text `text` by its plan, changing the data of the fewest of its text nodes; an element without one gets one. */
function setText(context: RunContext, doc: Document, el: Element, text: string, oldText: unknown, plan: TextPlan): void {
  const { journal } = context;
  if ('refused' in plan) throw new Error(plan.refused);
  context.wroteText?.(el);
  if (plan.shown === text) {
    // Typed in place before the item came: undo brings back the text the designer started from.
    if (typeof oldText === 'string' && oldText !== text) for (const [node, data] of textChanges(el, oldText, plan.own) ?? []) journal.adopt(node, data);
    return;
  }
  const nodes = editedNodesOf(el, plan.own);
  if (!plan.spread) return journal.insert(el, doc.createTextNode(text), null);
  plan.spread.forEach((data, i) => {
    if (nodes[i]!.data !== data) journal.setData(nodes[i]!, data);
  });
}

/** Every instance of every id (once each), or null when one id has none. */
function all(env: Env, ids: unknown): Element[] | null {
  if (!isStrings(ids) || !ids.length) return null;
  const found = new Set<Element>();
  for (const id of ids) {
    const els = instances(env, id);
    if (!els) return null;
    els.forEach((el) => found.add(el));
  }
  return [...found];
}

/**
 * The wrappers the source change gives the page: one per rendering of the wrapped siblings (a list
 * or a component used twice renders them again). In document order, a group ends at another parent
 * or where an id repeats. Null when a group lacks one of the ids: they are not siblings.
 */
function wrapGroups(els: Element[], ids: string[]): Element[][] | null {
  const wanted = new Set(ids);
  const groups: Element[][] = [];
  let group: Element[] = [];
  let seen = new Set<string>();
  const sorted = [...els].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  for (const el of sorted) {
    const id = ids.find((name) => el.classList.contains(name))!;
    if (!group.length || el.parentNode !== group[0]!.parentNode || seen.has(id)) {
      groups.push((group = []));
      seen = new Set();
    }
    group.push(el);
    seen.add(id);
  }
  return groups.every((members) => members.length === wanted.size && members[0]!.parentNode) ? groups : null;
}

export function planStructure(type: StructureType, f: Fields, env: Env): Plan<Run> {
  const { doc } = env;
  switch (type) {
    case 'EDIT_TEXT': {
      // A named rendering (a copied card shows its original's text) changes alone, with those that
      // show the same written text (one label of every card).
      const named = f.rendering == null ? null : namedRenderings(env, String(f.codebaseIdToEditText), f.rendering);
      if (named && 'fail' in named) return named;
      const same = named && Array.isArray(f.sameTextIn) ? (instances(env, f.codebaseIdToEditText) ?? []).filter((_, i) => (f.sameTextIn as unknown[]).includes(i)) : [];
      const renderings = named ? [...new Set([...named.elements, ...same])] : instances(env, f.codebaseIdToEditText);
      if (!renderings) return { fail: NOT_FOUND('text') };
      // Renderings that show other text (paragraphs of a list, each from its own data item) keep it:
      // the source change is to the one value that read `oldText`. Beside child elements, the text
      // is the element's own (an icon's label).
      const shows = (el: Element, text: unknown) => editedTextOf(el) === text || textOf(el) === text;
      const els = typeof f.oldText === 'string' ? renderings.filter((el) => shows(el, f.oldText) || shows(el, f.newText)) : renderings;
      if (typeof f.newText !== 'string') return { fail: 'newText must be a string' };
      const textRefusal = textProblem(f.newText);
      if (textRefusal) return { fail: textRefusal };
      // The text of a <script> or <style> is code: setting it could run it (an empty script runs what it is given).
      const unsafe = els.map(localNameOf).find((tag) => UNSAFE_TAGS.includes(tag));
      if (unsafe) return { fail: `Cannot edit the text of a <${unsafe}> element: its text is not page content` };
      const newText = f.newText;
      // A part the page fills in from its state (`{count}`) is the app's to write: refused before anything changes.
      const source = env.textSource(String(f.codebaseIdToEditText));
      const plans = els.map((el) => planText(el, newText, f.oldText, source));
      const refused = plans.find((plan) => 'refused' in plan);
      if (refused && 'refused' in refused) return { fail: refused.refused };
      return {
        run(context) {
          const oldTexts = els.map((el) => (typeof f.oldText === 'string' && textOf(el) === f.oldText ? textOf(el) : editedTextOf(el)));
          els.forEach((el, i) => setText(context, doc, el, newText, f.oldText, plans[i]!));
          return { oldText: typeof f.oldText === 'string' ? f.oldText : oldTexts[0], oldTexts };
        },
      };
    }
    case 'CHANGE_TAG': {
      const els = instances(env, f.codebaseIdToChange);
      if (!els) return { fail: NOT_FOUND() };
      const tag = safeTagName(f.newTagName);
      if (!tag) return { fail: tagRefusal(f.newTagName) };
      return {
        run({ journal, replaced }) {
          const oldTagNames = els.map(localNameOf);
          for (const el of els) {
            const [parent, next] = placeOf(el);
            // A page script (a patched createElement, say) may throw here on any instance: the journal undoes the ones before.
            const replacement = doc.createElement(tag);
            // Cloned Attr nodes: setAttribute(NS) would throw on names such as `a:b` without a namespace.
            for (const attr of attributeNodes(el)) replacement.setAttributeNode(attr.cloneNode() as Attr);
            for (const child of childNodesOf(el)) journal.insert(replacement, child, null);
            journal.insert(parent, replacement, next);
            journal.remove(el);
            replaced(el, replacement);
          }
          return { oldTagNames };
        },
      };
    }
    case 'DUPLICATE': {
      const ids = f.codebaseIdsToDuplicate;
      let els = all(env, ids);
      if (!els || !isStrings(ids)) return { fail: NOT_FOUND() };
      // A card of a list: only the renderings named are copied (the source change copies that data item).
      if (f.renderings != null) {
        if (!isRecord(f.renderings)) return { fail: 'renderings must be an object of codebase id → renderings' };
        const named: Element[] = [];
        for (const id of ids) {
          const refs = f.renderings[id];
          if (refs === undefined) {
            named.push(...(instances(env, id) ?? []));
            continue;
          }
          const found = namedRenderings(env, id, refs);
          if ('fail' in found) return found;
          named.push(...found.elements);
        }
        els = [...new Set(named)];
      }
      const placeholder = `${DUPLICATE_PLACEHOLDER_PREFIX}${env.nextN()}`;
      return {
        run({ journal, created }) {
          for (const el of els) {
            const clone = Node.prototype.cloneNode.call(el, true) as Element;
            ids.forEach((id) => clone.classList.remove(id));
            clone.classList.add(placeholder);
            makeInert(clone, doc);
            const [parent, next] = placeOf(el);
            journal.insert(parent, clone, next);
            created(clone);
          }
          return { placeholderClass: placeholder };
        },
      };
    }
    case 'WRAP_DIV': {
      const ids = f.codebaseIdsToWrap;
      const els = all(env, ids);
      if (!els || !isStrings(ids)) return { fail: NOT_FOUND() };
      const groups = wrapGroups(els, ids);
      if (!groups) return { fail: 'Elements to wrap must be siblings' };
      return {
        run({ journal, created }) {
          for (const group of groups) {
            const div = doc.createElement('div');
            div.className = WRAP_IN_DIV_PLACEHOLDER;
            journal.insert(placeOf(group[0]!)[0], div, group[0]!);
            for (const el of group) journal.insert(div, el, null);
            created(div);
          }
          return { placeholderClass: WRAP_IN_DIV_PLACEHOLDER };
        },
      };
    }
    case 'MOVE_JSX': {
      const els = instances(env, f.codebaseIdToMove);
      if (!els) return { fail: NOT_FOUND() };
      const parents = instances(env, f.codebaseIdToMoveTo);
      if (!parents) return { fail: NOT_FOUND('new parent') };
      if (f.renderingToMove != null) return planRenderingMove(env, f, parents);
      // The source move happens in every rendering (list items, a reused component): when both are
      // rendered equally often, instances pair up in document order; otherwise only the first moves.
      const pairs = els.length === parents.length ? els.map((el, i) => [el, parents[i]!] as const) : [[els[0]!, parents[0]!] as const];
      const position = positioner(env, f);
      const moves: [Element, Element, At][] = [];
      for (const [el, parent] of pairs) {
        if (el.contains(parent)) return { fail: 'Cannot move an element into itself' };
        const at = position(parent);
        if ('fail' in at) return at;
        moves.push([el, parent, at]);
      }
      return { run({ journal }) { for (const [el, parent, at] of moves) insert(journal, parent, el, at); return {}; } };
    }
    case 'ADD_JSX': {
      const parents = instances(env, f.codebaseIdToAddTo);
      if (!parents) return { fail: NOT_FOUND('parent') };
      // Every rendering of the parent gets the element, as the source change gives them; one that
      // lacks the sibling to place it by (rendered conditionally) is left out.
      const position = positioner(env, f);
      const spots: [Element, At][] = [];
      for (const parent of parents) {
        const at = position(parent);
        if (!('fail' in at)) spots.push([parent, at]);
      }
      if (!spots.length) return { fail: NOT_FOUND('sibling') };
      let el: Element | string;
      if (f.htmlForInstantUpdate != null) {
        if (typeof f.htmlForInstantUpdate !== 'string') return { fail: 'htmlForInstantUpdate must be a string' };
        el = parseSafeHtml(doc, f.htmlForInstantUpdate);
        if (typeof el === 'string') return { fail: el };
      } else {
        const tag = safeTagName(f.addNativeTag ?? 'div');
        if (!tag) return { fail: tagRefusal(f.addNativeTag) };
        el = doc.createElement(tag);
      }
      const placeholder = `${ADD_JSX_PLACEHOLDER_PREFIX}${env.nextN()}`;
      el.classList.add(placeholder);
      makeInert(el, doc);
      const node = el;
      return {
        run({ journal, created }) {
          spots.forEach(([parent, at], i) => {
            const added = i ? (Node.prototype.cloneNode.call(node, true) as Element) : node;
            insert(journal, parent, added, at);
            created(added);
          });
          return { placeholderClass: placeholder };
        },
      };
    }
    case 'CHANGE_PROP':
      return planProp(env, f);
  }
}

/** React's names for attributes whose DOM name differs by more than case. */
const ATTRIBUTE_NAMES: Record<string, string> = { htmlFor: 'for', acceptCharset: 'accept-charset', httpEquiv: 'http-equiv' };
/** Props that are no attribute, or that this preview must not set (code, or markup that bypasses the checks). */
const REFUSED_PROPS = ['children', 'key', 'ref', 'style', 'className', 'class', 'dangerouslySetInnerHTML', 'innerHTML', 'outerHTML', 'srcdoc', 'is'];

/**
 * CHANGE_PROP shows at once where the prop is an attribute of native elements (an `<a>`'s href, an
 * `<img>`'s alt, `aria-*`, `data-*`): a component's own props are not in the DOM, and change on the
 * next refresh. A string or number is the attribute's value; `true` sets a boolean attribute (or
 * `"true"` for aria/data ones); `false` and null remove it.
 */
function planProp(env: Env, f: Fields): Plan<Run> {
  // A named rendering (a link of a list, one use of a component) changes alone: its value is written apart.
  const named = f.rendering == null ? null : namedRenderings(env, String(f.codebaseIdToChange), f.rendering);
  if (named && 'fail' in named) return named;
  const els = named ? named.elements : instances(env, f.codebaseIdToChange);
  if (!els) return { fail: NOT_FOUND() };
  const prop = f.propName;
  if (typeof prop !== 'string' || !/^[A-Za-z_][A-Za-z0-9_-]*$/.test(prop)) return { fail: `Invalid prop name ${JSON.stringify(prop)}` };
  // Handlers and a JavaScript object's inner workings: refused with the same sentence the editor and the server say.
  const nameProblem = propNameProblem(prop);
  if (nameProblem) return { fail: nameProblem };
  if (REFUSED_PROPS.includes(prop)) return { fail: `The ${prop} prop changes on the next refresh` };
  const valueProblem = attributeValueProblem(prop, f.propValue);
  if (valueProblem) return { fail: valueProblem };
  const value = f.propValue;
  if (value !== null && !['string', 'number', 'boolean'].includes(typeof value)) return { fail: `The ${prop} prop changes on the next refresh (its value is no string, number or boolean)` };
  const dataLike = /^(aria|data)-/.test(prop);
  const name = dataLike ? prop.toLowerCase() : ATTRIBUTE_NAMES[prop] ?? prop.toLowerCase();
  // An attribute of the element when the element knows the property (or the attribute is one any element takes).
  const native = (el: Element) => dataLike || prop in el || name in el || valueOf(el, name) !== null;
  const stranger = els.find((el) => !native(el));
  if (stranger) return { fail: `${prop} is not an attribute of <${localNameOf(stranger)}>: a component's prop changes on the next refresh` };
  const text = value === null || value === false ? null : value === true ? (dataLike ? 'true' : '') : String(value);
  if (text !== null && isScriptUrl(text)) return { fail: `Refused ${prop}: a javascript: URL` };
  for (const el of els) {
    const hidden = text && (name === 'id' || name === 'name') ? shadowedBuiltIn(localNameOf(el), text) : null;
    if (hidden) return { fail: `Refused ${prop}="${text}": it would hide ${hidden} from the page's scripts` };
  }
  return {
    run({ journal }) {
      const oldValues = els.map((el) => valueOf(el, name));
      for (const el of els) {
        const changes: [string, string | null][] = [[name, text]];
        // A link opened in a new tab gets `rel="noopener noreferrer"`, as the source does.
        const rel = name === 'target' ? relForTarget(text, valueOf(el, 'rel')) : undefined;
        if (rel !== undefined) changes.push(['rel', rel]);
        // Attributes removed last first, so an undo (newest first) puts them back in their order.
        const place = (attribute: string) => attributeNodes(el).findIndex((node) => node.name === attribute);
        changes.sort((a, b) => (a[1] === null && b[1] === null ? place(b[0]) - place(a[0]) : 0));
        for (const [attribute, value] of changes) if (valueOf(el, attribute) !== value) journal.setAttribute(el, attribute, value);
      }
      return { attribute: name, oldValues };
    },
  };
}
