// Instant updates (docs/protocol.md §6): shows a change item in the page at once, until the refresh that
// brings the real source. The one entry of this folder; the runtime wires it to its messages.
import { INSTANT_UNDO_TYPES, errorMessage, type ChangeItemData } from '../../../types';
import { track, untrack } from './attrs';
import { modifierKey, ruleText } from './css';
import { createElementState } from './element-state';
import { createJournal, type Journal } from './journal';
import { isRecord, type Env, type Fields } from './plan';
import { createStyleSlots } from './sheet';
import { STRUCTURE_TYPES, planStructure, type StructureType } from './structure';
import { inPage, planStyleRule, revertStyleRule, styleRuleData, type RuleChange } from './style-rule';
import { REMOVED_CLASS, UNDO_KINDS, checkUndoData, entryTargets, planUndoable, sameUses, type Entry, type UndoData, type UndoKind } from './undoable';
import { RUNTIME_CLASS_PREFIX } from '../../shared/injected';
import { changedRange } from '../../shared/text-nodes';
import { textSourceOf } from '../../shared/text-parts';
import { textOf } from './unclobbered';
import { WRAP_IN_DIV_PLACEHOLDER } from '../../shared/keys';

export interface InstantContext {
  doc: Document;
  /** Every page element carrying this codebase id (all instances of one source element). */
  elementsFor(codebaseId: string): Element[];
  /** `next` took the place of `old` in the page (CHANGE_TAG, or its undo): whoever follows `old` follows `next`. */
  replaced?(old: Element, next: Element): void;
  /** The lookup entry of a codebase id (checked here: shared/text-parts.ts textSourceOf), so EDIT_TEXT changes literal text only. */
  lookup?(codebaseId: string): unknown;
  /** The page wrote over an EDIT_TEXT it still held (its framework rendered the whole text again): once per update. */
  textOverwritten?(report: TextOverwritten): void;
}

/** An EDIT_TEXT the page wrote over: which, what it wrote, what the page shows now. */
export interface TextOverwritten {
  changeId: string;
  codebaseId: string;
  text: string;
  now: string;
}
export interface InstantResult {
  successful: boolean;
  /** Why it failed, e.g. 'Could not find new parent element for instant update'. */
  reason?: string;
  /** What undo needs (plain JSON-safe data; the host sends it back inside an UNDO item's changeToUndo.instantUpdateData). */
  instantUpdateData?: unknown;
}
export interface InstantUpdater {
  apply(item: ChangeItemData): InstantResult;
  /** After a hot reload replaced the page's nodes: re-apply the temporary classes/styles still needed (idempotent). */
  reapply(): void;
  /** The page's DOM changed: EDIT_TEXT updates it wrote over are reported (InstantContext.textOverwritten). */
  pageChanged(): void;
  /** Drop temporary state for codebase ids whose source now holds the change (called when a refresh lands). */
  forget(codebaseIds: string[]): void;
  /** Codebase ids changed in the page (updateCodebaseIds): updates still applied follow them. */
  renameCodebaseIds(prevIdToNewId: ReadonlyMap<string, string>): void;
  /** A module swap is coming: structural updates still as they left the page are taken back (their source holds them, or will). */
  unwind(): void;
  /** Removes everything injected (style elements, classes, placeholders, hidden markers). */
  destroy(): void;
}

/** UNDO/REDO are instant for INSTANT_UNDO_TYPES. */
const REVERSIBLE: readonly string[] = INSTANT_UNDO_TYPES;

/** A structural update in the page, kept by change id until it is undone or the page reloads. */
interface Held {
  journal: Journal;
  /** Elements it injected (copies, wrappers): inert, and removed by destroy(). */
  made: Element[];
  /** [old, next] for each element it put in another's place. */
  replacements: Array<[Element, Element]>;
  data: unknown;
  /** An EDIT_TEXT's elements and text, watched until the page writes over them (then reported, once). */
  text?: { codebaseId: string; els: Element[]; newText: string; inserted: string; reported: boolean };
}

/** Events on an injected copy that would make the page act (navigate, submit) or reach the app's own listeners. */
const GUARDED_EVENTS = ['click', 'auxclick', 'dblclick', 'submit', 'input', 'change'];

const fail = (reason: string): InstantResult => ({ successful: false, reason });
// The host keeps the data; a copy keeps its later edits out of our bookkeeping.
const ok = (data: unknown): InstantResult => ({ successful: true, instantUpdateData: JSON.parse(JSON.stringify(data ?? {})) as unknown });

export function createInstantUpdater(context: InstantContext): InstantUpdater {
  const { doc } = context;
  const start = performance.now();
  let last = -1;
  const css = doc.defaultView?.CSS ?? CSS;
  const env: Env = {
    doc,
    elementsFor: (id) => context.elementsFor(id),
    nextN: () => (last = Math.max(last + 1, Math.floor(performance.now() - start))),
    supports: (prop, value) => css.supports(prop, value),
    textSource: (id) => textSourceOf(context.lookup?.(id)),
  };
  /** Undoable updates in the page, by change id, in the order applied (later ones win). */
  const applied = new Map<string, { entry: Entry; data: UndoData }>();
  /** Placeholders and wrappers injected by structural updates. */
  const created = new Set<Element>();
  /** Structural updates in the page, by change id. */
  const held = new Map<string, Held>();
  /**
   * A copy is a preview: what happens on it stops there, before the page's listeners hear it (its
   * delegated handlers, a form's submit, a link's navigation). On the document, in the capture phase,
   * after the runtime's own pointer handling (registered first), which selects copies like any element.
   */
  const guard = (event: Event) => {
    for (const target of event.composedPath()) {
      // A wrapper holds the page's own elements, which stay live; only copies are previews.
      if (!created.has(target as Element) || (target as Element).classList.contains(WRAP_IN_DIV_PLACEHOLDER)) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      return;
    }
  };
  for (const type of GUARDED_EVENTS) doc.addEventListener(type, guard, true);
  /** Style rules changed in place (STYLE_RULE), by change id, in the order applied. */
  const ruleChanges = new Map<string, RuleChange>();
  const slots = createStyleSlots(doc);
  const elements = createElementState(doc);

  const targetsOf = (entry: Entry): Set<Element> => new Set(entryTargets(entry, (id) => context.elementsFor(id)));
  /**
   * `targetsOf` for a pass over many updates that does not change the page meanwhile: each codebase id
   * is looked up once, where every update held would look its ids up again (a designer restyles a few
   * elements many times; each lookup scans the page).
   */
  const targetsInOnePass = (): ((entry: Entry) => Set<Element>) => {
    const found = new Map<string, Element[]>();
    const lookup = (id: string): Element[] => {
      let elements = found.get(id);
      if (elements === undefined) found.set(id, (elements = context.elementsFor(id)));
      return elements;
    };
    return (entry) => new Set(entryTargets(entry, lookup));
  };

  function render(): void {
    const list = [...applied.values()].map(({ entry }) => entry);
    const rules = list.some((e) => e.kind === 'REMOVE_JSX') ? [`.${REMOVED_CLASS}{display:none !important}`] : [];
    list.forEach((e, i) => {
      const rule = e.rule;
      if (!rule) return;
      const key = modifierKey(rule.modifiers);
      // A later STYLING null for the same element, modifiers and uses takes that property out of earlier
      // temporary classes: one for every use leaves a use's own value in place, and the other way round.
      const nulled = new Set(e.kind !== 'STYLING' ? [] : list.slice(i + 1).flatMap((later) => {
        const r = later.rule;
        return r && r.codebaseId === rule.codebaseId && modifierKey(r.modifiers) === key && sameUses(later, e, rule.codebaseId) ? r.nulls : [];
      }));
      rules.push(ruleText(rule.cls, rule.decls.filter((d) => !nulled.has(d.prop)), rule.modifiers, rule.important));
    });
    // Elements inside open shadow roots need the rules in their own root.
    const shadowRoots = new Set<ShadowRoot>();
    const targets = targetsInOnePass();
    for (const entry of list) {
      if (!entry.rule && entry.kind !== 'REMOVE_JSX') continue;
      for (const el of targets(entry)) {
        const root = el.getRootNode();
        // A node type test, not instanceof: the page may be another frame's realm.
        if (root.nodeType === 11 && 'host' in root) shadowRoots.add(root as ShadowRoot);
      }
    }
    slots.set(rules.filter(Boolean).join('\n'), shadowRoots);
  }

  /** The updates still applied to each element they target, in the order applied. */
  function entriesByElement(): Map<Element, Entry[]> {
    const map = new Map<Element, Entry[]>();
    const targets = targetsInOnePass();
    for (const { entry } of applied.values()) {
      for (const el of targets(entry)) {
        const list = map.get(el);
        if (list) list.push(entry);
        else map.set(el, [entry]);
      }
    }
    return map;
  }

  function reapply(): void {
    elements.prune();
    for (const [el, entries] of entriesByElement()) elements.render(el, entries);
    render();
  }

  /** Undo data the frame no longer holds (the host kept it): each instance's own edit reverted. */
  function revertGiven(data: UndoData): void {
    const cls = data.cls;
    for (const [id, snaps] of Object.entries(data.targets)) {
      context.elementsFor(id).forEach((el, i) => {
        const snap = snaps[i];
        untrack(el, snap, () => {
          if (!cls) return;
          const had = snap ? (snap.c[0] ?? '').split(/\s+/).includes(cls) : data.kind === 'REMOVE_CLASS';
          if (el.classList.contains(cls) !== had) el.classList.toggle(cls, had);
        });
      });
    }
  }

  function applyUndoable(id: string, type: UndoKind, fields: Fields): InstantResult {
    const held = applied.get(id);
    if (held) return ok(held.data); // already in the page (e.g. a repeated REDO)
    const entry = planUndoable(type, fields, env);
    if ('fail' in entry) return fail(entry.fail);
    const data: UndoData = { kind: type, targets: {} };
    if (entry.cls) data.cls = entry.cls;
    applied.set(id, { entry, data });
    const byElement = entriesByElement();
    const props = entry.inline?.map(([prop]) => prop);
    for (const cid of entry.ids) {
      data.targets[cid] = context.elementsFor(cid).map((el) => track(el, () => elements.render(el, byElement.get(el) ?? []), props));
    }
    render();
    return ok(data);
  }

  function undo(id: string, given: unknown): InstantResult {
    const held = applied.get(id);
    if (held) {
      applied.delete(id);
      const byElement = entriesByElement();
      // Each element is written again from its base with the updates that remain, whatever the order of undos.
      for (const el of targetsOf(held.entry)) elements.render(el, byElement.get(el) ?? []);
      render();
      return ok(held.data);
    }
    if (given === undefined) return fail(`Nothing to undo for change ${id}`);
    // Checked whole before anything is touched: a bad token half way would leave the page half reverted.
    const problem = checkUndoData(given);
    if (problem) return fail(`Malformed undo data for change ${id}: ${problem}`);
    revertGiven(given as UndoData);
    return ok(given);
  }

  function applyItem(item: unknown): InstantResult {
    if (!isRecord(item) || typeof item.type !== 'string') return fail('Malformed change item: no type');
    const { type, id, changeFields: fields } = item;
    if (!isRecord(fields)) return fail(`Malformed ${type} item: no changeFields`);
    if (type === 'UNDO' || type === 'REDO') {
      const target = type === 'UNDO' ? fields.changeToUndo : fields.changeToRedo;
      const verb = type === 'UNDO' ? 'Undo' : 'Redo';
      if (!isRecord(target) || typeof target.type !== 'string' || typeof target.id !== 'string') {
        return fail(`Malformed ${type} item: no change to ${verb.toLowerCase()}`);
      }
      if (!REVERSIBLE.includes(target.type)) return fail(`${verb} is not instant for ${target.type}`);
      if (target.type === 'STYLE_RULE') {
        if (type === 'UNDO') return undoStyleRule(target.id);
        return isRecord(target.changeFields) ? applyStyleRule(target.id, target.changeFields) : fail('Malformed REDO item: no changeFields');
      }
      const structural = STRUCTURE_TYPES.includes(target.type);
      if (type === 'UNDO') return structural ? undoStructure(target.id, target.type) : undo(target.id, target.instantUpdateData);
      if (!isRecord(target.changeFields)) return fail('Malformed REDO item: no changeFields');
      return structural
        ? applyStructure(target.id, target.type as StructureType, target.changeFields)
        : applyUndoable(target.id, target.type as UndoKind, target.changeFields);
    }
    if (type === 'STYLE_RULE') return typeof id === 'string' && id ? applyStyleRule(id, fields) : fail('Malformed STYLE_RULE item: no id');
    if (UNDO_KINDS.includes(type)) {
      return typeof id === 'string' && id ? applyUndoable(id, type as UndoKind, fields) : fail(`Malformed ${type} item: no id`);
    }
    if (!STRUCTURE_TYPES.includes(type)) return fail(`Unknown change type: ${type}`);
    return applyStructure(typeof id === 'string' ? id : '', type as StructureType, fields);
  }

  function applyStructure(id: string, type: StructureType, fields: Fields): InstantResult {
    const already = id ? held.get(id) : undefined;
    if (already) return ok(already.data); // already in the page (e.g. a repeated REDO)
    const plan = planStructure(type, fields, env);
    if ('fail' in plan) return fail(plan.fail);
    const journal = createJournal();
    const made: Element[] = [];
    const replacements: Array<[Element, Element]> = [];
    const wrote: Element[] = [];
    let data: unknown;
    try {
      data = plan.run({ journal, created: (el) => made.push(el), replaced: (old, next) => replacements.push([old, next]), wroteText: (el) => wrote.push(el) });
    } catch (error) {
      journal.rollback();
      return fail(`Instant update failed, nothing changed: ${errorMessage(error)}`);
    }
    journal.settle();
    made.forEach((el) => created.add(el));
    for (const [old, next] of replacements) replace(old, next);
    const text = wrote.length && typeof fields.newText === 'string' ? textWatch(String(fields.codebaseIdToEditText), wrote, fields) : undefined;
    if (id) held.set(id, { journal, made, replacements, data, ...(text ? { text } : {}) });
    return ok(data);
  }

  /** What an EDIT_TEXT's watch needs: the new text, and the characters it put in (still shown after a hot reload of the saved source: not overwritten). */
  function textWatch(codebaseId: string, els: Element[], fields: Fields): Held['text'] {
    const newText = String(fields.newText);
    const oldText = typeof fields.oldText === 'string' ? fields.oldText : '';
    const { start, nextEnd } = changedRange(oldText, newText);
    return { codebaseId, els, newText, inserted: newText.slice(start, nextEnd).trim(), reported: false };
  }

  /** Reports the EDIT_TEXT updates whose text the page has written over since (their journal drifted). */
  function checkTexts(): void {
    if (!context.textOverwritten) return;
    for (const [changeId, { journal, text }] of held) {
      if (!text || text.reported || !journal.drift()) continue;
      text.reported = true;
      const shown = text.els.map((el) => (el.isConnected ? textOf(el) : '')).find((now) => now !== text.newText) ?? '';
      // The saved source rendered again (a hot reload) still shows what the edit put in: not overwritten.
      if (text.inserted && text.els.some((el) => el.isConnected && textOf(el).includes(text.inserted))) continue;
      context.textOverwritten({ changeId, codebaseId: text.codebaseId, text: text.newText, now: shown });
    }
  }

  function applyStyleRule(id: string, fields: Fields): InstantResult {
    const held = ruleChanges.get(id);
    if (held && inPage(held.rule, context.doc)) return ok(styleRuleData(fields, held)); // already in the page (e.g. a repeated REDO)
    const plan = planStyleRule(fields, env);
    if ('fail' in plan) return fail(plan.fail);
    try {
      const change = plan.run();
      ruleChanges.set(id, change);
      return ok(styleRuleData(fields, change));
    } catch (error) {
      return fail(`Instant update failed, nothing changed: ${errorMessage(error)}`);
    }
  }

  function undoStyleRule(id: string): InstantResult {
    const change = ruleChanges.get(id);
    if (!change) return fail(`Nothing to undo for STYLE_RULE ${id}: the page no longer holds it (it reloaded since); the source's undo shows it`);
    if (!inPage(change.rule, context.doc)) {
      ruleChanges.delete(id);
      return fail(`Nothing to undo for STYLE_RULE ${id}: its stylesheet was replaced since (a hot update); the source's undo shows it`);
    }
    const ids = [...ruleChanges.keys()];
    const later = ids
      .slice(ids.indexOf(id) + 1)
      .map((other) => ruleChanges.get(other)!)
      .filter((other) => inPage(other.rule, context.doc));
    const problem = revertStyleRule(change, later);
    ruleChanges.delete(id);
    return problem ? fail(`Undo changed nothing: ${problem}`) : ok({ kind: 'STYLE_RULE', inserted: change.inserted, before: change.before });
  }

  function replace(old: Element, next: Element): void {
    elements.replace(old, next);
    context.replaced?.(old, next);
  }

  /** Undoes a structural update by its own steps, or changes nothing and says why. */
  function undoStructure(id: string, type: string): InstantResult {
    const update = held.get(id);
    if (!update) return fail(`Nothing to undo for ${type} ${id}: the page no longer holds it (it reloaded since); the source's undo shows it`);
    const drift = update.journal.drift();
    if (drift) {
      held.delete(id);
      return fail(`The page re-rendered over this ${type} since (${drift}): undo changed nothing`);
    }
    update.journal.rollback();
    update.made.forEach((el) => created.delete(el));
    for (const [old, next] of [...update.replacements].reverse()) replace(next, old);
    held.delete(id);
    return ok(update.data);
  }

  /** Structural updates still as they left the page, taken back by their own steps, newest first (one the page re-rendered over is its own already). */
  function unwind(): void {
    for (const update of [...held.values()].reverse()) {
      if (update.journal.drift()) continue;
      update.journal.rollback();
      update.made.forEach((el) => created.delete(el));
      for (const [old, next] of [...update.replacements].reverse()) elements.replace(next, old);
    }
    held.clear();
  }

  return {
    apply(item) {
      try {
        return applyItem(item);
      } catch (error) {
        // Planning validates everything first, so this is a bug or a hostile page, never a half-applied update.
        return fail(`Instant update failed: ${errorMessage(error)}`);
      }
    },
    reapply,
    pageChanged: checkTexts,
    forget(codebaseIds) {
      // A refresh brought the source's markup: structural updates it replaced are the source's to undo now.
      for (const [id, update] of held) if (update.journal.drift()) held.delete(id);
      const gone = new Set(codebaseIds);
      const affected = new Set<Element>();
      for (const [id, { entry }] of applied) {
        const dropped = entry.ids.filter((cid) => gone.has(cid));
        if (!dropped.length) continue;
        for (const cid of dropped) for (const el of context.elementsFor(cid)) affected.add(el);
        entry.ids = entry.ids.filter((cid) => !gone.has(cid));
        if (!entry.ids.length) applied.delete(id);
      }
      // What the source now holds stays; temporary classes go; updates still applied stay undoable.
      const byElement = entriesByElement();
      for (const el of affected) elements.absorb(el, byElement.get(el) ?? [], (token) => token.startsWith(RUNTIME_CLASS_PREFIX));
      render();
    },
    renameCodebaseIds(renames) {
      for (const { entry } of applied.values()) {
        entry.ids = entry.ids.map((id) => renames.get(id) ?? id);
        if (entry.rule) entry.rule.codebaseId = renames.get(entry.rule.codebaseId) ?? entry.rule.codebaseId;
      }
    },
    unwind,
    destroy() {
      for (const type of GUARDED_EVENTS) doc.removeEventListener(type, guard, true);
      unwind();
      // Rules changed in place get their values back, newest first.
      const changes = [...ruleChanges.values()];
      for (let i = changes.length - 1; i >= 0; i--) revertStyleRule(changes[i]!, changes.slice(i + 1));
      ruleChanges.clear();
      applied.clear();
      elements.restoreAll();
      slots.remove();
      for (const el of created) {
        if (el.classList.contains(WRAP_IN_DIV_PLACEHOLDER)) el.replaceWith(...el.childNodes);
        else el.remove();
      }
      created.clear();
    },
  };
}
