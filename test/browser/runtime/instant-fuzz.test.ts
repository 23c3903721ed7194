import { expect } from '@open-wc/testing';
import { createInstantUpdater, type InstantResult, type InstantUpdater } from '../../../runtime/tools/instant';
import type { ChangeItemData, StylingFramework } from '../../../types';
import { random } from './seeded-random';

// Property: whatever the order of instant updates, undos and redos, the page shows exactly what a page
// that only ever had the updates still applied (in the order applied) would show. Each step is compared
// with such a reference page, built from scratch: the same markup, attribute strings, injected rules
// (generated class names mapped to the change that made them) and computed styles.

const FIXTURE = `<p class="  cb-a   extra " style="color:rgb(0, 0, 255); margin-top : 3px">One</p><p class="cb-a">Two</p>` +
  `<section class="cb-b" style="padding-left:1px"><span class="cb-c">child</span></section><div class="cb-d x1">d</div>`;
const IDS = ['cb-a', 'cb-b', 'cb-c', 'cb-d'];
const VALUES: Record<string, string[]> = {
  color: ['rgb(255, 0, 0)', 'rgb(0, 128, 0)'],
  'margin-top': ['5px', '7px'],
  'padding-left': ['2px', '9px'],
  'background-color': ['rgb(1, 2, 3)', 'rgb(4, 5, 6)'],
};
const PROPS = Object.keys(VALUES);
const CLASSES = ['x1', 'x2', 'extra'];
const MODIFIERS = [[], [], [], ['hover'], ['md']];
const FRAMEWORKS: StylingFramework[] = ['INLINE', 'CSS', 'TAILWIND'];
const SEED = 20261123;
const SEQUENCES = 300;


/** An empty same-origin page 1000 px wide: its own injected style element reaches only its own elements. */
function page(): Document {
  const iframe = document.createElement('iframe');
  iframe.style.cssText = 'width:1000px;height:300px;border:0';
  document.body.append(iframe);
  const doc = iframe.contentDocument!;
  doc.open();
  doc.write('<!doctype html><html><head></head><body></body></html>');
  doc.close();
  return doc;
}

const updaterFor = (doc: Document): InstantUpdater => createInstantUpdater({ doc, elementsFor: (id) => [...doc.getElementsByClassName(id)] });

interface Applied { item: ChangeItemData; result: InstantResult }

describe('instant updates: undo and redo in any order (seeded fuzz against a reference page)', () => {
  let main: Document;
  let reference: Document;
  before(() => {
    main = page();
    reference = page();
  });
  after(() => document.querySelectorAll('iframe').forEach((iframe) => iframe.remove()));

  /** The page's markup, injected rules and computed styles, with generated class names replaced by their change id. */
  function observe(doc: Document, applied: Applied[]): { html: string; rules: string; styles: string[] } {
    const names = new Map<string, string>();
    for (const { item, result } of applied) {
      const cls = (result.instantUpdateData as { cls?: string } | undefined)?.cls;
      if (cls?.startsWith('arb89-styling-')) names.set(cls, `styling-of-${item.id}`);
    }
    const normal = (text: string) => text.replace(/arb89-styling-\d+/g, (cls) => names.get(cls) ?? `${cls}(unknown)`);
    const rules = [...doc.head.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    // What the page shows: the computed styles of every rendered element. An element that is not
    // rendered (display: none, or inside such an element: a deleted one) shows nothing, and WebKit
    // answers getComputedStyle for it from before the latest rule change (the rule matches, the value
    // is stale until something else touches the element), so it is compared by its box alone; undoing
    // the delete renders it again, and from then on its styles are compared.
    const styles = [...doc.body.querySelectorAll('*')].map((el) => {
      if (el.getClientRects().length === 0) return 'not rendered';
      const computed = doc.defaultView!.getComputedStyle(el);
      return [...PROPS, 'display'].map((prop) => computed.getPropertyValue(prop)).join(' | ');
    });
    return { html: normal(doc.body.innerHTML), rules: normal(rules), styles };
  }

  it(`${SEQUENCES} random sequences of STYLING (inline, CSS, Tailwind), ADD_CLASS, REMOVE_CLASS and REMOVE_JSX with undos and redos`, () => {
    const next = random(SEED);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    let counter = 0;

    function newChange(): ChangeItemData {
      const id = `change-${++counter}`;
      const codebaseId = pick(IDS);
      const roll = next();
      if (roll < 0.45) {
        const stylingChanges: Record<string, string | null> = {};
        for (const prop of PROPS) if (next() < 0.4) stylingChanges[prop] = next() < 0.2 ? null : pick(VALUES[prop]!);
        if (!Object.keys(stylingChanges).length) stylingChanges.color = pick(VALUES.color!);
        return { id, type: 'STYLING', changeName: 'Styling', changeFields: { codebaseId, stylingChanges, stylingFramework: pick(FRAMEWORKS), modifiers: pick(MODIFIERS), customProperties: [] } };
      }
      if (roll < 0.75) {
        const fields = { codebaseIdToAddClass: codebaseId, className: pick(CLASSES), modifiers: pick(MODIFIERS), customProperties: [] };
        const cssEquivalent = next() < 0.4 ? `background-color: ${pick(VALUES['background-color']!)}` : undefined;
        return { id, type: 'ADD_CLASS', changeName: 'Add class', changeFields: cssEquivalent ? { ...fields, cssEquivalent } : fields };
      }
      if (roll < 0.9) return { id, type: 'REMOVE_JSX', changeName: 'Delete', changeFields: { codebaseIdsToRemove: IDS.filter(() => next() < 0.4).concat(codebaseId) } };
      return { id, type: 'REMOVE_CLASS', changeName: 'Remove class', changeFields: { codebaseIdToRemoveClass: codebaseId, className: pick(CLASSES) } };
    }

    for (let sequence = 0; sequence < SEQUENCES; sequence++) {
      main.body.innerHTML = FIXTURE;
      const updater = updaterFor(main);
      const applied: Applied[] = [];
      const undone: ChangeItemData[] = [];
      const log: string[] = [];
      const steps = 3 + Math.floor(next() * 14);
      for (let step = 0; step < steps; step++) {
        const undoable = applied.filter(({ item }) => item.type !== 'REMOVE_CLASS');
        const roll = next();
        let result: InstantResult;
        if (undoable.length && roll < 0.3) {
          const target = pick(undoable);
          applied.splice(applied.indexOf(target), 1);
          undone.push(target.item);
          log.push(`undo ${target.item.id}`);
          const changeToUndo = { ...target.item, instantUpdateData: target.result.instantUpdateData } as ChangeItemData;
          result = updater.apply({ id: `undo-${++counter}`, type: 'UNDO', changeName: 'Undo', changeFields: { changeToUndo } });
        } else if (undone.length && roll < 0.5) {
          const item = undone.splice(Math.floor(next() * undone.length), 1)[0]!;
          log.push(`redo ${item.id}`);
          result = updater.apply({ id: `redo-${++counter}`, type: 'REDO', changeName: 'Redo', changeFields: { changeToRedo: item } });
          applied.push({ item, result });
        } else {
          const item = newChange();
          log.push(`${item.type} ${item.id} ${JSON.stringify(item.changeFields)}`);
          result = updater.apply(item);
          applied.push({ item, result });
        }
        const where = `seed ${SEED}, sequence ${sequence}, step ${step}:\n${log.join('\n')}`;
        expect(result.successful, `${where}\n${result.reason}`).to.equal(true);

        reference.body.innerHTML = FIXTURE;
        const fresh = updaterFor(reference);
        const replayed = applied.map(({ item }) => ({ item, result: fresh.apply(item) }));
        expect(observe(main, applied), where).to.deep.equal(observe(reference, replayed));
        fresh.destroy();
      }
      updater.destroy();
      // Undoing everything at once (the runtime's stop()) gives back the page's own markup, byte for byte.
      const clean = main.createElement('body');
      clean.innerHTML = FIXTURE;
      expect(main.body.innerHTML, `seed ${SEED}, sequence ${sequence}: destroy`).to.equal(clean.innerHTML);
      expect(main.head.querySelectorAll('style').length).to.equal(0);
    }
  });
});
