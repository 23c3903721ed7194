import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { createInstantUpdater, type InstantResult, type InstantUpdater } from '../../../runtime/tools/instant';
import { UNSAFE_TAGS } from '../../../types';
import type { ChangeFieldsByType, ChangeItemData, ChangeType } from '../../../types';
import { expectNothingFor } from '../helpers';

// Fixture: two instances of cb-a (odd class/style strings on purpose: undo must give them back verbatim),
// one cb-b with a child, a focusable button, siblings cb-c and cb-d.
const FIXTURE = `
  <p class="  cb-a   extra " style="color:rgb(0, 0, 255)">One</p>
  <p class="cb-a">Two</p>
  <section class="cb-b"><span class="cb-child">child</span></section>
  <button class="cb-btn" type="button">Button</button>
  <ul class="cb-list"><li class="cb-c">c</li><li class="cb-d">d</li></ul>`;

let container: HTMLDivElement;
let updater: InstantUpdater;
let counter = 0;

const els = (id: string) => [...document.querySelectorAll(`.${id}`)];
const one = (id: string) => els(id)[0] as HTMLElement;
const injected = () => document.head.querySelectorAll('style[data-arb89-instant]');
const sheetText = () => [...injected()].map((s) => s.textContent).join('\n');
const computed = (id: string, prop: string) => els(id).map((el) => getComputedStyle(el).getPropertyValue(prop));

function item<T extends ChangeType>(type: T, changeFields: ChangeFieldsByType[T], extra: Partial<ChangeItemData> = {}): ChangeItemData {
  return { id: `change-${++counter}`, type, changeName: type, changeFields, ...extra } as ChangeItemData;
}
const styling = (stylingChanges: Record<string, string | null>, stylingFramework: 'INLINE' | 'CSS' | 'TAILWIND' | null = 'CSS', modifiers: string[] = [], codebaseId = 'cb-a') =>
  item('STYLING', { codebaseId, stylingChanges, stylingFramework, modifiers, customProperties: [] });
const undoOf = (change: ChangeItemData, result: InstantResult) =>
  item('UNDO', { changeToUndo: { ...change, instantUpdateData: result.instantUpdateData } as ChangeItemData });
const redoOf = (change: ChangeItemData) => item('REDO', { changeToRedo: change });

/** Applies, checks, undoes (page exactly as before, nothing injected left), redoes and checks again. */
function roundTrip(change: ChangeItemData, check: () => void, watch: Array<[string, string]>): void {
  const html = container.outerHTML;
  const styles = watch.map(([id, prop]) => computed(id, prop));
  const result = updater.apply(change);
  expect(result.successful, result.reason).to.equal(true);
  check();
  const undone = updater.apply(undoOf(change, result));
  expect(undone.successful, undone.reason).to.equal(true);
  expect(container.outerHTML).to.equal(html);
  expect(watch.map(([id, prop]) => computed(id, prop))).to.deep.equal(styles);
  expect(injected().length).to.equal(0);
  const redone = updater.apply(redoOf(change));
  expect(redone.successful, redone.reason).to.equal(true);
  check();
}

/** The update fails with a reason matching `reason` and changes nothing. */
function refused(change: unknown, reason: RegExp | string): void {
  const html = container.outerHTML;
  const head = document.head.innerHTML;
  const result = updater.apply(change as ChangeItemData);
  expect(result.successful, JSON.stringify(change)).to.equal(false);
  if (typeof reason === 'string') expect(result.reason).to.equal(reason);
  else expect(result.reason).to.match(reason);
  expect(container.outerHTML).to.equal(html);
  expect(document.head.innerHTML).to.equal(head);
}

describe('instant updates', () => {
  before(() => setViewport({ width: 1000, height: 800 }));
  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = FIXTURE;
    document.body.append(container);
    updater = createInstantUpdater({ doc: document, elementsFor: (id) => [...container.querySelectorAll(`.${id}`)] });
  });
  afterEach(() => {
    updater.destroy();
    container.remove();
    expect(injected().length).to.equal(0);
  });

  describe('STYLING', () => {
    it('INLINE sets and unsets properties on every instance, and undoes to the exact attributes', () => {
      roundTrip(styling({ color: 'rgb(255, 0, 0)', 'margin-top': '7px' }, 'INLINE'), () => {
        expect(computed('cb-a', 'color')).to.deep.equal(['rgb(255, 0, 0)', 'rgb(255, 0, 0)']);
        expect(computed('cb-a', 'margin-top')).to.deep.equal(['7px', '7px']);
        expect(injected().length).to.equal(0);
      }, [['cb-a', 'color'], ['cb-a', 'margin-top']]);
      roundTrip(styling({ color: null }, 'INLINE'), () => {
        expect(one('cb-a').style.color).to.equal('');
        expect(one('cb-a').getAttribute('style')).to.not.contain('color');
      }, [['cb-a', 'color']]);
    });

    it('only this use (scope `this-use`): only the element in the renderings named changes, in CSS and INLINE; undo/redo', () => {
      // A component used twice (SectionLink in the hero and in a section): its link has one id in both.
      container.insertAdjacentHTML('beforeend', '<div class="cb-hero"><span class="cb-actions"><a class="cb-link">Get</a></span></div><div class="cb-section"><a class="cb-link">Apply</a></div>');
      for (const framework of ['CSS', 'INLINE'] as const) {
        const change = item('STYLING', { codebaseId: 'cb-link', stylingChanges: { 'background-color': 'rgb(185, 28, 28)' }, stylingFramework: framework, modifiers: [], customProperties: [], scope: 'this-use', renderedIn: ['cb-actions', 'cb-hero'] });
        roundTrip(change, () => expect(computed('cb-link', 'background-color')).to.deep.equal(['rgb(185, 28, 28)', 'rgba(0, 0, 0, 0)']), [['cb-link', 'background-color']]);
        updater.destroy();
      }
      // Every use when the renderings are not named.
      roundTrip(item('STYLING', { codebaseId: 'cb-link', stylingChanges: { color: 'rgb(1, 2, 3)' }, stylingFramework: 'CSS', modifiers: [], customProperties: [], scope: 'this-use' }), () => {
        expect(computed('cb-link', 'color')).to.deep.equal(['rgb(1, 2, 3)', 'rgb(1, 2, 3)']);
      }, [['cb-link', 'color']]);
      updater.destroy();
      refused(item('STYLING', { codebaseId: 'cb-link', stylingChanges: { color: 'red' }, stylingFramework: 'CSS', modifiers: [], customProperties: [], scope: 'this-use', renderedIn: ['cb-hero', 'cb-actions'] }), 'No element of cb-link sits in cb-hero › cb-actions: no instant update');
      refused(item('STYLING', { codebaseId: 'cb-link', stylingChanges: { color: 'red' }, stylingFramework: 'CSS', modifiers: [], customProperties: [], scope: 'this-use', renderedIn: 'cb-hero' as unknown as string[] }), 'renderedIn must be a list of codebase ids');
    });

    it('CSS/TAILWIND add one temporary class with a rule in one injected style element', () => {
      for (const framework of ['CSS', 'TAILWIND', null] as const) {
        roundTrip(styling({ 'background-color': 'rgb(1, 2, 3)', color: 'rgb(4, 5, 6)' }, framework), () => {
          const classes = els('cb-a').map((el) => [...el.classList].filter((c) => c.startsWith('arb89-styling-')));
          expect(classes[0]).to.have.length(1);
          expect(classes[1]).to.deep.equal(classes[0]);
          expect(classes[0]![0]).to.match(/^arb89-styling-\d+$/);
          expect(injected().length).to.equal(1);
          expect(computed('cb-a', 'background-color')).to.deep.equal(['rgb(1, 2, 3)', 'rgb(1, 2, 3)']);
          expect(computed('cb-a', 'color')).to.deep.equal(['rgb(4, 5, 6)', 'rgb(4, 5, 6)']);
        }, [['cb-a', 'background-color'], ['cb-a', 'color']]);
        updater.destroy();
      }
    });

    it('gives each change its own class and keeps one style element; undo drops only its rule', () => {
      const first = styling({ 'padding-left': '3px' });
      const second = styling({ 'padding-right': '4px' });
      const r1 = updater.apply(first);
      const r2 = updater.apply(second);
      const temp = [...one('cb-a').classList].filter((c) => c.startsWith('arb89-styling-'));
      expect(new Set(temp).size).to.equal(2);
      expect(injected().length).to.equal(1);
      expect(updater.apply(undoOf(first, r1)).successful).to.equal(true); // out of order
      expect(computed('cb-a', 'padding-left')).to.deep.equal(['0px', '0px']);
      expect(computed('cb-a', 'padding-right')).to.deep.equal(['4px', '4px']);
      expect(updater.apply(undoOf(second, r2)).successful).to.equal(true);
      expect(injected().length).to.equal(0);
      // Out of order, the same tokens come back (in order, the exact strings: see roundTrip).
      expect([...one('cb-a').classList]).to.deep.equal(['cb-a', 'extra']);
    });

    it('a null stops earlier temporary classes from setting the property, until it is undone', () => {
      const before = computed('cb-a', 'color');
      updater.apply(styling({ color: 'rgb(9, 9, 9)', 'margin-left': '5px' }));
      expect(computed('cb-a', 'color')).to.deep.equal(['rgb(9, 9, 9)', 'rgb(9, 9, 9)']);
      const unset = styling({ color: null });
      const result = updater.apply(unset);
      expect(result.successful, result.reason).to.equal(true);
      expect(computed('cb-a', 'color')).to.deep.equal(before);
      expect(computed('cb-a', 'margin-left')).to.deep.equal(['5px', '5px']);
      expect(sheetText()).to.not.contain('color');
      updater.apply(undoOf(unset, result));
      expect(computed('cb-a', 'color')).to.deep.equal(['rgb(9, 9, 9)', 'rgb(9, 9, 9)']);
    });

    it('a null for one use leaves every use\'s value alone, and a null for every use leaves one use\'s own', () => {
      container.insertAdjacentHTML('beforeend', '<div class="cb-hero"><a class="cb-link">Get</a></div><div class="cb-section"><a class="cb-link">Apply</a></div>');
      const thisUse = (stylingChanges: Record<string, string | null>) =>
        item('STYLING', { codebaseId: 'cb-link', stylingChanges, stylingFramework: 'CSS', modifiers: [], customProperties: [], scope: 'this-use', renderedIn: ['cb-hero'] });
      const none = computed('cb-link', 'color')[1]!;
      // Every use green, then the hero's use cleared: in the source the hero keeps the every-use rule.
      updater.apply(styling({ color: 'rgb(20, 130, 60)' }, 'CSS', [], 'cb-link'));
      const cleared = updater.apply(thisUse({ color: null }));
      expect(cleared.successful, cleared.reason).to.equal(true);
      expect(computed('cb-link', 'color')).to.deep.equal(['rgb(20, 130, 60)', 'rgb(20, 130, 60)']);
      updater.destroy();
      // The hero red, then every use cleared: the hero's own rule stays; cleared again for the hero, it goes.
      updater.apply(thisUse({ color: 'rgb(200, 30, 60)' }));
      updater.apply(styling({ color: null }, 'CSS', [], 'cb-link'));
      expect(computed('cb-link', 'color')).to.deep.equal(['rgb(200, 30, 60)', none]);
      updater.apply(thisUse({ color: null }));
      expect(computed('cb-link', 'color')).to.deep.equal([none, none]);
    });

    it('pseudo-class modifiers become pseudo-class rules; focus applies when focused', () => {
      const hover = styling({ color: 'rgb(10, 20, 30)' }, 'CSS', ['hover']);
      updater.apply(hover);
      const cls = [...one('cb-a').classList].find((c) => c.startsWith('arb89-styling-'))!;
      expect(sheetText()).to.contain(`.${cls}:hover{color:rgb(10, 20, 30) !important}`);
      expect(computed('cb-a', 'color')[1]).to.not.equal('rgb(10, 20, 30)');
      updater.destroy();

      const focus = styling({ 'outline-color': 'rgb(1, 1, 1)', color: 'rgb(7, 8, 9)' }, 'CSS', ['focus'], 'cb-btn');
      roundTrip(focus, () => {
        const button = one('cb-btn');
        button.blur();
        expect(getComputedStyle(button).color).to.not.equal('rgb(7, 8, 9)');
        button.focus();
        expect(getComputedStyle(button).color).to.equal('rgb(7, 8, 9)');
        button.blur();
      }, [['cb-btn', 'color']]);
    });

    it('wide-screen variants become min-width media rules, narrow ones max-width rules; other modifiers are ignored', () => {
      const md = styling({ 'padding-top': '11px' }, 'CSS', ['md']);
      roundTrip(md, () => {
        expect(sheetText()).to.match(/^@media \(min-width: 768px\)\{\.arb89-styling-\d+\{padding-top:11px !important\}\}$/);
        expect(computed('cb-a', 'padding-top')).to.deep.equal(['11px', '11px']); // page is 1000 px wide
      }, [['cb-a', 'padding-top']]);
      updater.apply(styling({ 'padding-bottom': '12px' }, 'CSS', ['2xl']));
      expect(sheetText()).to.contain('@media (min-width: 1536px){');
      expect(computed('cb-a', 'padding-bottom')).to.deep.equal(['0px', '0px']);
      // Narrow-screen variants: below the breakpoint only (the page is 1000 px wide).
      updater.apply(styling({ 'padding-left': '14px' }, 'CSS', ['max-lg']));
      expect(sheetText()).to.contain('@media (max-width: 1023.98px){');
      expect(computed('cb-a', 'padding-left')).to.deep.equal(['14px', '14px']);
      updater.apply(styling({ 'margin-left': '15px' }, 'CSS', ['max-md']));
      expect(sheetText()).to.contain('@media (max-width: 767.98px){');
      expect(computed('cb-a', 'margin-left')).to.deep.equal(['0px', '0px']);
      updater.apply(styling({ 'padding-right': '13px' }, 'CSS', ['dark', 'group-hover']));
      expect(computed('cb-a', 'padding-right')).to.deep.equal(['13px', '13px']);
    });

    it('refuses values and property names that could escape their rule, naming the property, and changes nothing', () => {
      for (const value of ['red; } body { display:none', 'red</style><script>window.__instantPwned = 1</script>', 'red }', '"red', 'rgb(1, 2, 3', 'calc(1px))', 'red /* x', 'not-a-colour', '']) {
        for (const framework of ['INLINE', 'CSS'] as const) refused(styling({ color: value }, framework), /color/);
      }
      for (const prop of ['col or', '1color', 'color;x', 'x{', '---x', '']) refused(styling({ [prop]: 'red' }), /Invalid CSS property name/);
      refused(styling({ color: 'rgb(1, 1, 1)', 'font-size': 'huge;' }), /font-size/); // one bad declaration refuses the change
      refused(styling({ '--brand': 'a}b' }), /--brand/);
      refused({ ...styling({ color: 'red' }), changeFields: { codebaseId: 'cb-a', stylingChanges: 'color: red', stylingFramework: 'CSS', modifiers: [] } }, /stylingChanges/);
      refused(styling({ color: 'red' }, 'CSS', [], 'cb-missing'), /Could not find element/);
      expect((window as { __instantPwned?: number }).__instantPwned).to.equal(undefined);
    });

    it('accepts custom properties, !important and url(javascript:) (CSS cannot run it) without breaking the sheet', () => {
      expect(updater.apply(styling({ '--brand': 'rgb(1, 2, 3)', color: 'var(--brand) !important' })).successful).to.equal(true);
      expect(computed('cb-a', 'color')).to.deep.equal(['rgb(1, 2, 3)', 'rgb(1, 2, 3)']);
      const url = updater.apply(styling({ 'background-image': 'url("javascript:alert(1)")' }));
      expect(url.successful, url.reason).to.equal(true);
      expect((injected()[0] as HTMLStyleElement).sheet!.cssRules.length).to.equal(2);
    });
  });

  describe('ADD_CLASS / REMOVE_CLASS', () => {
    it('adds a sanitised class to every instance with a rule from cssEquivalent; undo/redo', () => {
      const change = item('ADD_CLASS', { codebaseIdToAddClass: 'cb-a', className: `big "title' x`, modifiers: [], customProperties: [], cssEquivalent: 'margin-bottom: 9px; letter-spacing: 2px !important;' });
      roundTrip(change, () => {
        for (const el of els('cb-a')) expect(el.classList.contains(`big--title--x`)).to.equal(true);
        expect(computed('cb-a', 'margin-bottom')).to.deep.equal(['9px', '9px']);
        expect(computed('cb-a', 'letter-spacing')).to.deep.equal(['2px', '2px']);
      }, [['cb-a', 'margin-bottom'], ['cb-a', 'letter-spacing']]);
    });

    it('adds the class only when no cssEquivalent is given; modifiers shape the rule', () => {
      roundTrip(item('ADD_CLASS', { codebaseIdToAddClass: 'cb-b', className: 'plain', modifiers: [], customProperties: [] }), () => {
        expect(one('cb-b').className).to.equal('cb-b plain');
        expect(injected().length).to.equal(0);
      }, []);
      updater.apply(item('ADD_CLASS', { codebaseIdToAddClass: 'cb-btn', className: 'hl', modifiers: ['hover', 'lg'], customProperties: [], cssEquivalent: 'color: rgb(1, 1, 1)' }));
      expect(sheetText()).to.equal('@media (min-width: 1024px){.hl:hover{color:rgb(1, 1, 1)}}');
    });

    it('keeps an already present class on undo', () => {
      roundTrip(item('ADD_CLASS', { codebaseIdToAddClass: 'cb-a', className: 'extra', modifiers: [], customProperties: [] }), () => {
        expect(els('cb-a').map((el) => el.classList.contains('extra'))).to.deep.equal([true, true]);
      }, []);
    });

    it('refuses unsafe cssEquivalent and empty class names, changing nothing', () => {
      const add = (cssEquivalent: string, className = 'x') => item('ADD_CLASS', { codebaseIdToAddClass: 'cb-a', className, modifiers: [], customProperties: [], cssEquivalent });
      refused(add('color: red; } body { display: none'), /Invalid CSS/);
      refused(add('color: red</style>'), /Invalid CSS/);
      refused(add('bad name: red'), /Invalid CSS property name/);
      refused(add('color'), /Invalid CSS declaration/);
      refused(add('color: red', ''), /className/);
    });

    it('REMOVE_CLASS removes the class from every instance, records who had it; undo/redo', () => {
      const change = item('REMOVE_CLASS', { codebaseIdToRemoveClass: 'cb-a', className: 'extra' });
      const result = updater.apply(change);
      expect(result.successful).to.equal(true);
      expect(els('cb-a').map((el) => el.classList.contains('extra'))).to.deep.equal([false, false]);
      const targets = (result.instantUpdateData as { targets: Record<string, Array<{ c: [string | null, string | null] }>> }).targets;
      expect(targets['cb-a']!.map((s) => s.c[0])).to.deep.equal(['  cb-a   extra ', 'cb-a']);
      const undone = updater.apply(undoOf(change, result));
      expect(undone.successful, undone.reason).to.equal(true);
      expect(one('cb-a').getAttribute('class')).to.equal('  cb-a   extra ');
      expect(updater.apply(redoOf(change)).successful).to.equal(true);
      expect(one('cb-a').classList.contains('extra')).to.equal(false);
    });
  });

  describe('REMOVE_JSX', () => {
    it('hides every instance (kept for undo); undo/redo', () => {
      const change = item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a', 'cb-b'] });
      roundTrip(change, () => {
        expect(computed('cb-a', 'display')).to.deep.equal(['none', 'none']);
        expect(computed('cb-b', 'display')).to.deep.equal(['none']);
        expect(els('cb-a').every((el) => el.isConnected && el.classList.contains('arb89-removed'))).to.equal(true);
      }, [['cb-a', 'display'], ['cb-b', 'display']]);
    });

    it('with renderings, hides only the renderings named (one card of a list); undo/redo', () => {
      const change = item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a'], renderings: { 'cb-a': [{ pagePath: '/', index: 1, count: 2 }] } });
      roundTrip(change, () => expect(computed('cb-a', 'display')).to.deep.equal(['block', 'none']), [['cb-a', 'display']]);
    });

    it('with renderings the page does not show as counted, or malformed, fails and changes nothing', () => {
      refused(item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a'], renderings: { 'cb-a': [{ pagePath: '/', index: 0, count: 3 }] } }), /shows 2 elements of cb-a, the change counted 3/);
      refused(item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a'], renderings: { 'cb-a': [{ pagePath: '/', index: 2, count: 2 }] } }), /Malformed rendering of cb-a/);
      refused(item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a'], renderings: { 'cb-b': [{ pagePath: '/', index: 0, count: 1 }] } }), /names cb-b, which is not removed/);
    });

    it('fails for an id without elements and changes nothing', () => {
      refused(item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a', 'cb-none'] }), 'Could not find component element for instant update');
      refused(item('REMOVE_JSX', { codebaseIdsToRemove: [] }), /codebaseIdsToRemove/);
    });
  });

  describe('undo and redo', () => {
    it('undoes from the host-kept data alone (a new updater) and refuses other types', () => {
      const change = styling({ color: 'rgb(3, 3, 3)' }, 'INLINE');
      const html = container.outerHTML;
      const result = updater.apply(change);
      const fresh = createInstantUpdater({ doc: document, elementsFor: (id) => [...container.querySelectorAll(`.${id}`)] });
      expect(fresh.apply(undoOf(change, result)).successful).to.equal(true);
      expect(container.outerHTML).to.equal(html);
      refused(item('UNDO', { changeToUndo: item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a'] }) }), /Nothing to undo/);
      // A structural update undoes by its own steps, which only the updater that made it holds.
      for (const type of ['EDIT_TEXT', 'MOVE_JSX', 'CHANGE_TAG', 'ADD_JSX', 'DUPLICATE', 'WRAP_DIV', 'CHANGE_PROP'] as const) {
        refused(item('UNDO', { changeToUndo: { id: 'x', type, changeName: '', changeFields: {} } as unknown as ChangeItemData }), `Nothing to undo for ${type} x: the page no longer holds it (it reloaded since); the source's undo shows it`);
      }
      refused(item('UNDO', { changeToUndo: { id: 'x', type: 'UNKNOWN', changeName: '', changeFields: {} } as unknown as ChangeItemData }), 'Undo is not instant for UNKNOWN');
      refused(item('UNDO', {} as ChangeFieldsByType['UNDO']), /Malformed UNDO/);
    });

    it('never throws on unknown or malformed items', () => {
      for (const bad of [null, 42, {}, { type: 'STYLING' }, { type: 'BOGUS', changeFields: {} }, { type: 'UNKNOWN', id: 'u', changeFields: {} }, { type: 'STYLING', changeFields: { codebaseId: 'cb-a' } }]) {
        refused(bad, /.+/);
      }
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-a', propName: 'x', propValue: 1 }), "x is not an attribute of <p>: a component's prop changes on the next refresh");
    });
  });

  describe('structural updates', () => {
    it('EDIT_TEXT sets the text of every instance and keeps the old text', () => {
      const result = updater.apply(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-a', newText: '<b>new</b>' }));
      expect(result.instantUpdateData).to.deep.equal({ oldText: 'One', oldTexts: ['One', 'Two'] });
      expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['<b>new</b>', '<b>new</b>']);
      expect(container.querySelector('b')).to.equal(null);
    });

    it('EDIT_TEXT with oldText changes only the renderings that show it (each list item shows its own data)', () => {
      const change = item('EDIT_TEXT', { codebaseIdToEditText: 'cb-a', newText: 'Second', oldText: 'Two' });
      const result = updater.apply(change);
      expect(result.successful).to.equal(true);
      expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['One', 'Second']);
      expect(updater.apply(undoOf(change, result)).successful).to.equal(true);
      expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['One', 'Two']);
    });

    it('EDIT_TEXT changes the data of the text nodes a framework rendered, and replaces none', () => {
      // React, Preact, Solid and Lit render `{label}: {count}` as text nodes of their own, some in a child element.
      const line = one('cb-b');
      line.replaceChildren('Seats', ': ', '3');
      const [label, colon, count] = [...line.childNodes] as Text[];
      const nested = document.createElement('b');
      nested.append('!');
      line.append(nested);
      const mark = nested.firstChild as Text;
      expect(updater.apply(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-b', newText: 'Places: 3!' })).successful).to.equal(true);
      expect([...line.childNodes]).to.deep.equal([label, colon, count, nested]);
      expect(nested.firstChild).to.equal(mark);
      expect([label!.data, colon!.data, count!.data, mark.data]).to.deep.equal(['Places', ': ', '3', '!']);
      // The framework's next state shows, beside the edited label.
      count!.data = '4';
      expect(line.textContent).to.equal('Places: 4!');
      // An element without a text node gets one.
      const empty = one('cb-d');
      empty.replaceChildren();
      expect(updater.apply(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-d', newText: 'filled' })).successful).to.equal(true);
      expect(empty.textContent).to.equal('filled');
    });

    it('CHANGE_TAG replaces each instance keeping attributes and children; refuses unsafe tags', () => {
      const child = one('cb-child');
      expect(updater.apply(item('CHANGE_TAG', { codebaseIdToChange: 'cb-b', newTagName: 'article' })).successful).to.equal(true);
      const replaced = one('cb-b');
      expect(replaced.localName).to.equal('article');
      expect(replaced.firstElementChild).to.equal(child);
      for (const tag of ['script', 'img onerror=x', '1div', 'iframe', 'STYLE', '', 'a>b']) {
        refused(item('CHANGE_TAG', { codebaseIdToChange: 'cb-b', newTagName: tag }), /Invalid tag name|is not written from the editor/);
      }
    });

    it('DUPLICATE clones each instance after itself with a placeholder class instead of the codebase id', () => {
      expect(updater.apply(item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-c'] })).successful).to.equal(true);
      const items = [...container.querySelectorAll('.cb-list > li')];
      expect(items.map((li) => li.textContent)).to.deep.equal(['c', 'c', 'd']);
      expect(items[1]!.className).to.match(/^tempo-duplicate-placeholder-\d+$/);
    });

    it('DUPLICATE and MOVE_JSX with renderings act on the one card named: a copy after it, a place among the cards of its list', () => {
      container.insertAdjacentHTML('beforeend', `<ol class="cards">${[1, 2, 3].map((n) => `<li class="cb-card">card ${n}</li>`).join('')}</ol>`);
      const cards = () => [...container.querySelectorAll('.cards > li')].map((li) => li.textContent);
      const at = (index: number) => ({ pagePath: '/', index, count: 3 });
      expect(updater.apply(item('MOVE_JSX', { codebaseIdToMove: 'cb-card', codebaseIdToMoveTo: 'cb-list', afterCodebaseId: 'cb-card', renderingToMove: at(0), afterRendering: at(2) })).successful).to.equal(false);
      expect(cards(), 'refused: the cards are not children of the parent named').to.deep.equal(['card 1', 'card 2', 'card 3']);
      container.querySelector('.cards')!.classList.add('cb-cards');
      const moved = updater.apply(item('MOVE_JSX', { codebaseIdToMove: 'cb-card', codebaseIdToMoveTo: 'cb-cards', afterCodebaseId: 'cb-card', renderingToMove: at(0), afterRendering: at(1) }));
      expect(moved.successful, moved.reason).to.equal(true);
      expect(cards()).to.deep.equal(['card 2', 'card 1', 'card 3']);
      const before = updater.apply(item('MOVE_JSX', { codebaseIdToMove: 'cb-card', codebaseIdToMoveTo: 'cb-cards', beforeCodebaseId: 'cb-card', renderingToMove: at(2), beforeRendering: at(0) }));
      expect(before.successful, before.reason).to.equal(true);
      expect(cards()).to.deep.equal(['card 3', 'card 2', 'card 1']);
      const copied = updater.apply(item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-card'], renderings: { 'cb-card': [at(1)] } }));
      expect(copied.successful, copied.reason).to.equal(true);
      expect(cards()).to.deep.equal(['card 3', 'card 2', 'card 2', 'card 1']);
      expect(updater.apply(item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-card'], renderings: { 'cb-card': [{ pagePath: '/', index: 0, count: 9 }] } })).reason).to.match(/the change counted 9/);
    });

    it('WRAP_DIV wraps sibling instances in one placeholder div; refuses non-siblings', () => {
      refused(item('WRAP_DIV', { codebaseIdsToWrap: ['cb-c', 'cb-b'] }), /siblings/);
      expect(updater.apply(item('WRAP_DIV', { codebaseIdsToWrap: ['cb-d', 'cb-c'] })).successful).to.equal(true);
      const wrap = container.querySelector('.cb-list > div.tempo-wrap-in-div-placeholder')!;
      expect([...wrap.children].map((c) => c.className)).to.deep.equal(['cb-c', 'cb-d']);
    });

    it('WRAP_DIV gives every rendering of the element (a list, a reused component) its own wrapper', () => {
      // cb-a is one source element rendered twice; cb-x/cb-y are sibling source elements rendered by a list twice, and once more elsewhere.
      container.insertAdjacentHTML(
        'beforeend',
        '<ol class="rep"><li class="cb-x">x1</li><li class="cb-y">y1</li><li class="cb-x">x2</li><li class="cb-y">y2</li></ol><div class="rep"><b class="cb-x">x3</b><b class="cb-y">y3</b></div>',
      );
      const wrapped = (root: Element) => [...root.querySelectorAll(':scope > .tempo-wrap-in-div-placeholder')].map((div) => div.textContent);
      expect(updater.apply(item('WRAP_DIV', { codebaseIdsToWrap: ['cb-a'] })).successful).to.equal(true);
      expect(wrapped(container)).to.deep.equal(['One', 'Two']);
      expect(updater.apply(item('WRAP_DIV', { codebaseIdsToWrap: ['cb-y', 'cb-x'] })).successful).to.equal(true);
      const [list, other] = container.querySelectorAll('.rep');
      expect(wrapped(list!)).to.deep.equal(['x1y1', 'x2y2']);
      expect(wrapped(other!)).to.deep.equal(['x3y3']);
      // A rendering that lacks one of the ids means they are not siblings: nothing is wrapped.
      container.insertAdjacentHTML('beforeend', '<p><i class="cb-x">lone</i></p>');
      refused(item('WRAP_DIV', { codebaseIdsToWrap: ['cb-x', 'cb-y'] }), /siblings/);
    });

    it('MOVE_JSX moves into the new parent before/after a sibling; fails without a parent', () => {
      refused(item('MOVE_JSX', { codebaseIdToMove: 'cb-c', codebaseIdToMoveTo: 'cb-none' }), 'Could not find new parent element for instant update');
      refused(item('MOVE_JSX', { codebaseIdToMove: 'cb-b', codebaseIdToMoveTo: 'cb-child' }), /itself/);
      expect(updater.apply(item('MOVE_JSX', { codebaseIdToMove: 'cb-btn', codebaseIdToMoveTo: 'cb-b', beforeCodebaseId: 'cb-child' })).successful).to.equal(true);
      expect([...one('cb-b').children].map((c) => c.className)).to.deep.equal(['cb-btn', 'cb-child']);
      expect(updater.apply(item('MOVE_JSX', { codebaseIdToMove: 'cb-c', codebaseIdToMoveTo: 'cb-list', afterCodebaseId: 'cb-d' })).successful).to.equal(true);
      expect([...one('cb-list').children].map((c) => c.className)).to.deep.equal(['cb-d', 'cb-c']);
    });

    it('ADD_JSX inserts a native-tag placeholder at the position', () => {
      expect(updater.apply(item('ADD_JSX', { codebaseIdToAddTo: 'cb-list', afterCodebaseId: 'cb-c', addNativeTag: 'li' })).successful).to.equal(true);
      const added = one('cb-list').children[1]!;
      expect(added.localName).to.equal('li');
      expect(added.className).to.match(/^tempo-add-jsx-placeholder-\d+$/);
      refused(item('ADD_JSX', { codebaseIdToAddTo: 'cb-list', addNativeTag: 'script' }), /^<script> is not written from the editor/);
      refused(item('ADD_JSX', { codebaseIdToAddTo: 'cb-none' }), /Could not find parent element/);
    });

    it('ADD_JSX and MOVE_JSX place by a sibling in the parent\'s shadow root (the tree lists its children under the host)', () => {
      const host = document.createElement('div');
      host.className = 'cb-host';
      container.append(host);
      const root = host.attachShadow({ mode: 'open' });
      root.innerHTML = '<p class="cb-s1">one</p><p class="cb-s2">two</p>';
      const find = (id: string) => [...container.querySelectorAll(`.${id}`), ...root.querySelectorAll(`.${id}`)];
      const shadowed = createInstantUpdater({ doc: document, elementsFor: find });
      const shown = () => [...root.children].map((child) => child.textContent || child.localName);
      const before = root.innerHTML;
      try {
        const add = item('ADD_JSX', { codebaseIdToAddTo: 'cb-host', afterCodebaseId: 'cb-s1', addNativeTag: 'hr' });
        const added = shadowed.apply(add);
        expect(added.successful, added.reason).to.equal(true);
        expect(shown()).to.deep.equal(['one', 'hr', 'two']);
        expect(host.children.length, 'nothing in the light DOM').to.equal(0);
        const move = item('MOVE_JSX', { codebaseIdToMove: 'cb-s2', codebaseIdToMoveTo: 'cb-host', beforeCodebaseId: 'cb-s1' });
        expect(shadowed.apply(move).successful).to.equal(true);
        expect(shown()).to.deep.equal(['two', 'one', 'hr']);
        expect(shadowed.apply(item('UNDO', { changeToUndo: move })).successful).to.equal(true);
        expect(shadowed.apply(item('UNDO', { changeToUndo: add })).successful).to.equal(true);
        expect(root.innerHTML).to.equal(before);
      } finally {
        shadowed.destroy();
      }
    });

    it('ADD_JSX and MOVE_JSX act in every rendering of a list item (cards rendered by one source element)', () => {
      container.insertAdjacentHTML(
        'beforeend',
        '<div class="cards">' +
          [1, 2, 3].map((n) => `<article class="cb-card"><h3 class="cb-title">t${n}</h3><p class="cb-text">p${n}</p></article>`).join('') +
          '</div>',
      );
      const cards = () => [...container.querySelectorAll('.cb-card')].map((card) => [...card.children].map((c) => c.localName).join(' '));
      expect(updater.apply(item('ADD_JSX', { codebaseIdToAddTo: 'cb-card', beforeCodebaseId: 'cb-text', addNativeTag: 'hr' })).successful).to.equal(true);
      expect(cards()).to.deep.equal(['h3 hr p', 'h3 hr p', 'h3 hr p']);
      const added = [...container.querySelectorAll('.cb-card > hr')];
      expect(new Set(added.map((hr) => hr.className)).size).to.equal(1);
      // Drag the text above the title: each card's text moves within that card.
      expect(updater.apply(item('MOVE_JSX', { codebaseIdToMove: 'cb-text', codebaseIdToMoveTo: 'cb-card', beforeCodebaseId: 'cb-title' })).successful).to.equal(true);
      expect(cards()).to.deep.equal(['p h3 hr', 'p h3 hr', 'p h3 hr']);
      expect([...container.querySelectorAll('.cb-card')].map((card) => card.firstElementChild!.textContent)).to.deep.equal(['p1', 'p2', 'p3']);
      // destroy() (afterEach) removes every added copy.
      updater.destroy();
      expect(container.querySelectorAll('.cb-card > hr').length).to.equal(0);
    });

    it('ADD_JSX parses HTML inertly and strips scripts, handlers and javascript: URLs', async () => {
      const flag = window as { __instantRan?: number };
      const html = `<div class="card" onclick="window.__instantRan=1"><img src="x" onerror="window.__instantRan=2">
        <script>window.__instantRan=3</script><a href=" java&#x09;script:window.__instantRan=4">link</a>
        <iframe srcdoc="<script>parent.__instantRan=5</script>"></iframe><svg><script>window.__instantRan=6</script></svg>
        <form action="javascript:void 0"><button formaction="javascript:void 0">b</button></form><style>body{display:none}</style></div><p>second</p>`;
      const result = updater.apply(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: html }));
      expect(result.successful, result.reason).to.equal(true);
      const added = one('cb-b').lastElementChild!;
      expect(added.classList.contains('card')).to.equal(true);
      expect(added.className).to.match(/^card tempo-add-jsx-placeholder-\d+$/);
      expect(added.querySelectorAll('script, iframe, style').length).to.equal(0);
      for (const el of [added, ...added.querySelectorAll('*')]) {
        for (const attr of el.attributes) {
          expect(attr.name).to.not.match(/^on/i);
          expect(attr.value.replace(/\s/g, '')).to.not.match(/^javascript:/i);
        }
      }
      added.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      (added as HTMLElement).click();
      await expectNothingFor(200, 'a click on the copy runs none of its handlers', () => flag.__instantRan !== undefined && `a handler ran (${flag.__instantRan})`);
      expect(container.textContent).to.not.contain('second');
      refused(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: 'just text <script>window.__instantRan=7</script>' }), /no element/);
      expect(flag.__instantRan).to.equal(undefined);
    });
  });

  describe('structural undo and redo (no backend needed)', () => {
    const edits: Array<[string, () => ChangeItemData, () => void]> = [
      ['EDIT_TEXT', () => item('EDIT_TEXT', { codebaseIdToEditText: 'cb-a', newText: 'Edited' }), () => expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['Edited', 'Edited'])],
      ['CHANGE_TAG', () => item('CHANGE_TAG', { codebaseIdToChange: 'cb-b', newTagName: 'article' }), () => expect(one('cb-b').localName).to.equal('article')],
      ['DUPLICATE', () => item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-c'] }), () => expect(one('cb-list').children).to.have.length(3)],
      ['WRAP_DIV', () => item('WRAP_DIV', { codebaseIdsToWrap: ['cb-c', 'cb-d'] }), () => expect(one('cb-list').firstElementChild!.localName).to.equal('div')],
      ['MOVE_JSX', () => item('MOVE_JSX', { codebaseIdToMove: 'cb-c', codebaseIdToMoveTo: 'cb-list', afterCodebaseId: 'cb-d' }), () => expect(one('cb-list').lastElementChild).to.equal(one('cb-c'))],
      ['ADD_JSX', () => item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: '<p class="note">new <b>one</b></p>' }), () => expect(one('cb-b').lastElementChild!.textContent).to.equal('new one')],
      ['CHANGE_PROP', () => item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'disabled', propValue: true }), () => expect((one('cb-btn') as HTMLButtonElement).disabled).to.equal(true)],
    ];
    for (const [type, make, check] of edits) {
      it(`${type}: undo gives the page back byte for byte, with the same nodes; redo shows it again`, () => {
        const nodes = [...container.querySelectorAll('*')];
        const texts = nodes.flatMap((el) => [...el.childNodes].filter((node) => node.nodeType === 3));
        roundTrip(make(), check, []);
        const again = updater.apply(undoOf(make(), { successful: true }));
        // A second change's undo is its own; the first one's redo is still in the page.
        expect(again.successful).to.equal(false);
        updater.destroy();
        expect([...container.querySelectorAll('*')]).to.deep.equal(nodes);
        expect(nodes.flatMap((el) => [...el.childNodes].filter((node) => node.nodeType === 3))).to.deep.equal(texts);
      });
    }

    it('undoes in any order, each change by its own steps', () => {
      const html = container.outerHTML;
      const changes = [item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-c'] }), item('EDIT_TEXT', { codebaseIdToEditText: 'cb-d', newText: 'D!' }), item('WRAP_DIV', { codebaseIdsToWrap: ['cb-a'] }), styling({ color: 'rgb(1, 2, 3)' }, 'INLINE', [], 'cb-d')];
      const results = changes.map((change) => updater.apply(change));
      expect(results.every((result) => result.successful)).to.equal(true);
      for (const i of [0, 3, 2, 1]) {
        const undone = updater.apply(undoOf(changes[i]!, results[i]!));
        expect(undone.successful, undone.reason).to.equal(true);
      }
      expect(container.outerHTML).to.equal(html);
    });

    it('EDIT_TEXT after text typed in place: undo brings back the old text in the same nodes', () => {
      const p = one('cb-a');
      const text = p.firstChild as Text;
      text.data = 'Typed';
      const change = item('EDIT_TEXT', { codebaseIdToEditText: 'cb-a', newText: 'Typed', oldText: 'One' });
      const result = updater.apply(change);
      // The other rendering shows other text (its own data): it keeps it.
      expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['Typed', 'Two']);
      expect(updater.apply(undoOf(change, result)).successful).to.equal(true);
      expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['One', 'Two']);
      expect(p.firstChild).to.equal(text);
    });

    it('refuses to undo, changing nothing, when the page re-rendered over the change since', () => {
      const cases: Array<[ChangeItemData, () => void]> = [
        // A framework set its own text in the node the edit changed.
        [item('EDIT_TEXT', { codebaseIdToEditText: 'cb-d', newText: 'edited' }), () => void ((one('cb-d').firstChild as Text).data = 'app state')],
        // A keyed list moved the copy's neighbour away and re-rendered the list.
        [item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-btn'] }), () => one('cb-list').append(container.querySelector('[class^="tempo-duplicate"]')!)],
        // The app took a wrapped element back out.
        [item('WRAP_DIV', { codebaseIdsToWrap: ['cb-child'] }), () => one('cb-b').append(one('cb-child'))],
        [item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'title', propValue: 'Hi' }), () => one('cb-btn').setAttribute('title', 'App')],
        // The last item moved first; then the app (Angular's @for, say) removed its first item and added
        // one at the end. Every node the move touched is where it left it, but undo's "back at the end"
        // would now land after the new item: the app shows d, new and the page would show new, d.
        [
          item('MOVE_JSX', { codebaseIdToMove: 'cb-d', codebaseIdToMoveTo: 'cb-list', beforeCodebaseId: 'cb-c' }),
          () => {
            one('cb-c').remove();
            one('cb-list').append(Object.assign(document.createElement('li'), { textContent: 'new' }));
          },
        ],
      ];
      for (const [change, rerender] of cases) {
        const result = updater.apply(change);
        expect(result.successful, result.reason).to.equal(true);
        rerender();
        const page = container.innerHTML;
        refused(undoOf(change, result), new RegExp(`^The page re-rendered over this ${change.type} since \\(.+\\): undo changed nothing$`));
        expect(container.innerHTML, `the page after the refused undo of ${change.type}`).to.equal(page);
      }
    });

    it('CHANGE_PROP of one named rendering changes that one; opening in a new tab brings rel along', () => {
      roundTrip(
        item('CHANGE_PROP', { codebaseIdToChange: 'cb-a', propName: 'title', propValue: 'Second', rendering: { pagePath: '/', index: 1, count: 2 } }),
        () => expect(els('cb-a').map((el) => el.getAttribute('title'))).to.deep.equal([null, 'Second']),
        [],
      );
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-a', propName: 'title', propValue: 'x', rendering: { pagePath: '/', index: 1, count: 3 } }), 'The page shows 2 elements of cb-a, the change counted 3: no instant update');
      const link = document.createElement('a');
      link.className = 'cb-link';
      link.href = '#price';
      container.append(link);
      roundTrip(item('CHANGE_PROP', { codebaseIdToChange: 'cb-link', propName: 'target', propValue: '_blank' }), () => expect([link.target, link.rel]).to.deep.equal(['_blank', 'noopener noreferrer']), []);
      link.target = '_blank';
      link.rel = 'noopener noreferrer';
      roundTrip(item('CHANGE_PROP', { codebaseIdToChange: 'cb-link', propName: 'target', propValue: null }), () => expect([link.hasAttribute('target'), link.hasAttribute('rel')]).to.deep.equal([false, false]), []);
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-link', propName: 'href', propValue: 'JaVa\tScRiPt:alert(1)' }), /^A link destination cannot run code/);
    });

    it('EDIT_TEXT of one named rendering; beside a child element, the element\'s own text', () => {
      roundTrip(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-a', newText: 'Second', oldText: 'Two', rendering: { pagePath: '/', index: 1, count: 2 } }), () => expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['One', 'Second']), []);
      for (const el of els('cb-a')) el.textContent = 'Two';
      // Renderings that show the same written text (one label of every card) change with it.
      roundTrip(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-a', newText: 'Both', oldText: 'Two', rendering: { pagePath: '/', index: 1, count: 2 }, sameTextIn: [0] }), () => expect(els('cb-a').map((el) => el.textContent)).to.deep.equal(['Both', 'Both']), []);
      const buy = document.createElement('a');
      buy.className = 'cb-buy';
      buy.append('Buy Now');
      const hidden = document.createElement('span');
      hidden.textContent = ' the Basic package';
      buy.append(hidden);
      container.append(buy);
      roundTrip(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-buy', newText: 'Buy today', oldText: 'Buy Now' }), () => expect([buy.firstChild?.textContent, hidden.textContent]).to.deep.equal(['Buy today', ' the Basic package']), []);
    });

    it('CHANGE_PROP sets attributes of native elements only, and nothing that runs code', () => {
      roundTrip(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'aria-pressed', propValue: true }), () => expect(one('cb-btn').getAttribute('aria-pressed')).to.equal('true'), []);
      roundTrip(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'tabIndex', propValue: -1 }), () => expect(one('cb-btn').getAttribute('tabindex')).to.equal('-1'), []);
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'onClick', propValue: 'alert(1)' }), '“onClick” is an event handler: it runs code when something happens on the page, and the editor does not write code. Give the element its behaviour in the component\'s code.');
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: '__proto__', propValue: 'x' }), '“__proto__” is not an attribute: it names the inner workings of a JavaScript object, so the editor never sets it.');
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'style', propValue: 'color:red' }), 'The style prop changes on the next refresh');
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'formAction', propValue: ' javascript:alert(1)' }), /^A form destination cannot run code: addresses starting with “javascript:” are refused\./);
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'formAction', propValue: 'data:text/html,<script>alert(1)</script>' }), /^A form destination cannot hold a whole document/);
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'price', propValue: 5 }), "price is not an attribute of <button>: a component's prop changes on the next refresh");
      refused(item('CHANGE_PROP', { codebaseIdToChange: 'cb-btn', propName: 'title', propValue: { a: 1 } }), 'The title prop changes on the next refresh (its value is no string, number or boolean)');
    });
  });

  describe('copies are inert', () => {
    const LIVE = `<section class="cb-live" id="counter" x-data="{ n: 0 }" :class="{ on: n }" data-controller="hello" data-hello-target="out" hx-get="/fragment" data-hx-post="/x" v-scope="{}">
      <button class="cb-live-btn" type="button" @click="n++" x-on:keyup="n--" onclick="window.__copyClicked = (window.__copyClicked || 0) + 1" data-action="hello#greet">Add</button>
      <input type="radio" name="plan" value="a" checked id="plan-a"><a href="#copy-navigated" id="go">go</a>
      <form action="/submit"><button class="cb-submit">Send</button></form>
    </section>`;

    it('DUPLICATE and ADD_JSX copies carry no live attributes and no id the page has; the original keeps them', () => {
      one('cb-b').insertAdjacentHTML('afterend', LIVE);
      const original = one('cb-live').outerHTML;
      expect(updater.apply(item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-live'] })).successful).to.equal(true);
      expect(updater.apply(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: LIVE.replace('cb-live', 'added') })).successful).to.equal(true);
      expect(one('cb-live').outerHTML).to.equal(original);
      const copies = [container.querySelector('[class^="tempo-duplicate-placeholder"]')!, container.querySelector('.added')!];
      for (const copy of copies) {
        const names = [copy, ...copy.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((attr) => attr.name));
        expect(names.filter((name) => /^(on|x-|@|:|v-|hx-|data-hx-|data-controller|data-action|id$|name$)|-target$/.test(name)), copy.className).to.deep.equal([]);
        expect(copy.querySelector('input')!.checked).to.equal(true);
      }
      expect((one('cb-live').querySelector('input') as HTMLInputElement).checked, 'the original radio stays checked').to.equal(true);
      const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
      expect(ids.length).to.equal(new Set(ids).size);
    });

    it('what happens on a copy stops there: no handler of the page hears it, no link or form acts', () => {
      one('cb-b').insertAdjacentHTML('afterend', LIVE.replace(' onclick=', ' data-onclick='));
      const heard: string[] = [];
      const listen = (event: Event) => heard.push(`${event.type} ${(event.target as Element).localName}`);
      for (const type of ['click', 'submit']) document.addEventListener(type, listen);
      const hash = location.hash;
      try {
        expect(updater.apply(item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-live'] })).successful).to.equal(true);
        const copy = container.querySelector('[class^="tempo-duplicate-placeholder"]')!;
        (copy.querySelector('button') as HTMLButtonElement).click();
        (copy.querySelector('a') as HTMLAnchorElement).click();
        (copy.querySelector('.cb-submit') as HTMLButtonElement).click();
        expect(heard).to.deep.equal([]);
        expect(location.hash).to.equal(hash);
        // The original still works as the page made it, also once wrapped (a wrapper is no copy).
        (one('cb-live-btn') as HTMLButtonElement).click();
        expect(heard).to.deep.equal(['click button']);
        expect(updater.apply(item('WRAP_DIV', { codebaseIdsToWrap: ['cb-live'] })).successful).to.equal(true);
        (one('cb-live-btn') as HTMLButtonElement).click();
        expect(heard).to.deep.equal(['click button', 'click button']);
      } finally {
        for (const type of ['click', 'submit']) document.removeEventListener(type, listen);
      }
    });
  });

  describe('hardening', () => {
    const flag = window as { __hardeningRan?: number };
    const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50))));
    afterEach(() => delete flag.__hardeningRan);

    it('ADD_JSX refuses markup whose names would hide DOM built-ins of a form or the document, and runs nothing', async () => {
      // Two controls named `attributes` make form.attributes an iterable RadioNodeList of them: a cleaner that
      // walked it would never see the form's own handler, which content-visibility:auto fires without a click.
      const attack = `<form class="f" style="content-visibility:auto" oncontentvisibilityautostatechange="window.__hardeningRan=1"
        onclick="window.__hardeningRan=2" action="javascript:window.__hardeningRan=3"><input name="attributes"><input name="attributes"></form>`;
      refused(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: attack }), /would hide form\.attributes .*DOM clobbering/);
      for (const [html, hidden] of [
        ['<form><select id="removeAttribute"></select></form>', 'form.removeAttribute'],
        ['<div><img name="getElementsByClassName" alt=""></div>', 'document.getElementsByClassName'],
        ['<form name="body"></form>', 'document.body'],
        ['<div><input form="elsewhere" name="classList"></div>', 'form.classList'],
      ] as const) {
        refused(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: html }), new RegExp(`would hide ${hidden.replace('.', '\\.')} `));
      }
      await settle();
      expect(flag.__hardeningRan).to.equal(undefined);
      expect(typeof document.getElementsByClassName).to.equal('function');
    });

    it('ADD_JSX keeps forms with ordinary field names, cleaned through the DOM prototypes', async () => {
      const html = `<form onsubmit="window.__hardeningRan=1" action=" javascript:window.__hardeningRan=2"><input name="name"><input name="title">
        <input name="action"><button name="submit" formaction="javascript:window.__hardeningRan=3" onclick="window.__hardeningRan=4">Go</button></form>`;
      const result = updater.apply(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: html }));
      expect(result.successful, result.reason).to.equal(true);
      const form = one('cb-b').lastElementChild as HTMLFormElement;
      for (const el of [form, ...form.querySelectorAll('*')]) {
        for (const name of Element.prototype.getAttributeNames.call(el)) {
          expect(name).to.not.match(/^on/);
          expect(Element.prototype.getAttribute.call(el, name)!.trim()).to.not.match(/^javascript:/i);
        }
      }
      await settle();
      expect(flag.__hardeningRan).to.equal(undefined);
    });

    it('one list of unsafe tags is refused wherever a tag name enters: CHANGE_TAG, addNativeTag, markup', () => {
      for (const tag of ['frame', 'frameset', 'iframe', 'fencedframe', 'portal', 'object', 'embed', 'applet', 'script', 'style']) expect(UNSAFE_TAGS).to.include(tag);
      for (const tag of UNSAFE_TAGS) {
        for (const name of [tag, tag.toUpperCase()]) {
          // In the words the server and the editor use (types/attributes.ts).
          const sentence = new RegExp(`^<${tag}> is not written from the editor`);
          refused(item('CHANGE_TAG', { codebaseIdToChange: 'cb-b', newTagName: name }), sentence);
          refused(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', addNativeTag: name }), sentence);
        }
        // In markup an unsafe element is dropped with what it holds; nothing else left, nothing is added.
        refused(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: `<${tag} src="/x">inside</${tag}>` }), /holds no element/);
        const kept = updater.apply(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b', htmlForInstantUpdate: `<div class="kept"><${tag}></${tag}><svg><${tag}></${tag}></svg></div>` }));
        expect(kept.successful, kept.reason).to.equal(true);
        expect(one('cb-b').querySelector(`.kept ${tag}`)).to.equal(null);
      }
    });

    it('EDIT_TEXT refuses direction controls and half characters, and changes nothing', () => {
      const before = one('cb-b').outerHTML;
      refused(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-b', newText: 'Price \u202e)reppus(', oldText: 'child' }), /direction control U\+202E/);
      refused(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-b', newText: 'half \ud800', oldText: 'child' }), /lone UTF-16 surrogate/);
      expect(one('cb-b').outerHTML).to.equal(before);
      // The marks a right-to-left text needs are text.
      const mark = updater.apply(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-b', newText: 'שלום\u200f!', oldText: 'child' }));
      expect(mark.successful, mark.reason).to.equal(true);
    });

    it('EDIT_TEXT refuses <script> and <style> elements, whose text is code, and runs nothing', async () => {
      // An empty script element that is in the page runs the text it is given.
      const script = document.createElement('script');
      script.className = 'cb-code';
      const style = document.createElement('style');
      style.className = 'cb-sheet';
      container.append(script, style);
      refused(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-code', newText: 'window.__hardeningRan = 1' }), 'Cannot edit the text of a <script> element: its text is not page content');
      refused(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-sheet', newText: 'body { display: none }' }), /<style>/);
      await settle();
      expect(flag.__hardeningRan).to.equal(undefined);
      expect(getComputedStyle(document.body).display).to.equal('block');
    });

    it('EDIT_TEXT keeps an element\'s lone text node, which a framework may update later', () => {
      const [first, second] = els('cb-a').map((el) => el.firstChild as Text);
      expect(updater.apply(item('EDIT_TEXT', { codebaseIdToEditText: 'cb-a', newText: 'Count: 1' })).successful).to.equal(true);
      expect(els('cb-a').map((el) => el.firstChild)).to.deep.equal([first, second]);
      first!.data = 'Count: 2';
      expect(one('cb-a').textContent).to.equal('Count: 2');
    });

    it('a malformed UNDO is checked whole before anything is reverted', () => {
      const [first] = els('cb-a');
      const snap = (el: Element) => ({ c: ['cb-a reverted', el.getAttribute('class')], s: [null, el.getAttribute('style')] });
      // The first instance would be restored from its snapshot; the second, without one, gets the bad token and throws.
      const given = { kind: 'REMOVE_CLASS', cls: 'bad token', targets: { 'cb-a': [snap(first!)] } };
      const undoWith = (data: unknown) => item('UNDO', {
        changeToUndo: { ...item('ADD_CLASS', { codebaseIdToAddClass: 'cb-a', className: 'x', modifiers: [], customProperties: [] }), instantUpdateData: data },
      });
      refused(undoWith(given), /^Malformed undo data for change change-\d+: bad class "bad token"$/);
      for (const data of [{ ...given, cls: '' }, { ...given, targets: { 'cb a': [] } }, { ...given, targets: { 'cb-a': [{ c: [1, 2], s: [null, null] }] } },
        { ...given, cls: 'ok', targets: { 'cb-a': [{ ...snap(first!), p: { 'color;x': null } }] } }, { ...given, kind: 'EDIT_TEXT' }]) {
        refused(undoWith(data), /^Malformed undo data/);
      }
    });

    it('undoing in the order applied leaves nothing behind: one inline property twice, one class twice, one removal twice', () => {
      const html = container.outerHTML;
      const pairs = [
        [styling({ color: 'rgb(1, 0, 0)' }, 'INLINE'), styling({ color: 'rgb(0, 1, 0)' }, 'INLINE')],
        [styling({ color: 'rgb(1, 0, 0)' }, 'CSS'), styling({ color: null }, 'CSS')],
        [item('ADD_CLASS', { codebaseIdToAddClass: 'cb-a', className: 'twice', modifiers: [], customProperties: [] }), item('ADD_CLASS', { codebaseIdToAddClass: 'cb-a', className: 'twice', modifiers: [], customProperties: [] })],
        [item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a'] }), item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-a', 'cb-b'] })],
      ];
      for (const [first, second] of pairs) {
        const r1 = updater.apply(first!);
        const r2 = updater.apply(second!);
        expect(updater.apply(undoOf(first!, r1)).successful).to.equal(true);
        expect(updater.apply(undoOf(second!, r2)).successful).to.equal(true);
        expect(container.outerHTML, `${first!.type} then ${second!.type}`).to.equal(html);
        expect(injected().length).to.equal(0);
      }
      const a = styling({ color: 'rgb(1, 0, 0)' }, 'INLINE');
      const b = styling({ color: 'rgb(0, 1, 0)' }, 'INLINE');
      const ra = updater.apply(a);
      updater.apply(b);
      updater.apply(undoOf(a, ra));
      expect(computed('cb-a', 'color')).to.deep.equal(['rgb(0, 1, 0)', 'rgb(0, 1, 0)']);
    });

    it('a structural update that throws half way is rolled back: the page is exactly as before', () => {
      // A page script (instrumentation, a polyfill) patched createElement and throws on the second call.
      let made = 0;
      const create = document.createElement;
      document.createElement = function (this: Document, ...args: Parameters<Document['createElement']>) {
        if (++made === 2) throw new Error('patched createElement refused');
        return create.apply(this, args);
      } as Document['createElement'];
      try {
        const nodes = [...container.querySelectorAll('*')];
        refused(item('CHANGE_TAG', { codebaseIdToChange: 'cb-a', newTagName: 'h2' }), /nothing changed: patched createElement refused/);
        expect(made).to.equal(2);
        expect([...container.querySelectorAll('*')]).to.deep.equal(nodes);
      } finally {
        delete (document as Partial<Document>).createElement;
      }
      expect(document.createElement).to.equal(create);
    });

    it('undo keeps what the page changed on the element since the update (a re-render, a script)', () => {
      const add = item('ADD_CLASS', { codebaseIdToAddClass: 'cb-b', className: 'ours', modifiers: [], customProperties: [] });
      const css = styling({ color: 'rgb(5, 5, 5)' }, 'CSS', [], 'cb-b');
      const rAdd = updater.apply(add);
      const rCss = updater.apply(css);
      const el = one('cb-b');
      el.classList.add('page-added'); // the page's own script
      updater.apply(undoOf(add, rAdd));
      expect([...el.classList].filter((c) => !c.startsWith('arb89-'))).to.deep.equal(['cb-b', 'page-added']);
      // A framework re-render writes the class attribute from its source, dropping ours; reapply puts ours back.
      el.setAttribute('class', 'cb-b rerendered');
      updater.reapply();
      expect(computed('cb-b', 'color')).to.deep.equal(['rgb(5, 5, 5)']);
      updater.apply(undoOf(css, rCss));
      expect(el.getAttribute('class')).to.equal('cb-b rerendered');
    });

    it('updates still applied follow codebase ids the host renames', () => {
      const html = container.outerHTML;
      const change = styling({ color: 'rgb(6, 6, 6)' }, 'CSS', [], 'cb-b');
      const result = updater.apply(change);
      one('cb-b').classList.replace('cb-b', 'cb-b2');
      updater.renameCodebaseIds(new Map([['cb-b', 'cb-b2']]));
      expect(updater.apply(undoOf(change, result)).successful).to.equal(true);
      expect(container.outerHTML).to.equal(html.replace('class="cb-b"', 'class="cb-b2"'));
    });
  });

  describe('lifecycle', () => {
    it('reapply puts temporary classes and styles back on replaced nodes, idempotently', () => {
      updater.apply(styling({ 'margin-top': '6px' }));
      updater.apply(styling({ 'margin-left': '8px' }, 'INLINE'));
      updater.apply(item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-b'] }));
      document.head.querySelector('style[data-arb89-instant]')!.remove();
      container.innerHTML = FIXTURE; // a hot reload: new nodes without the temporary state
      updater.reapply();
      const html = container.outerHTML;
      updater.reapply();
      expect(container.outerHTML).to.equal(html);
      expect(computed('cb-a', 'margin-top')).to.deep.equal(['6px', '6px']);
      expect(computed('cb-a', 'margin-left')).to.deep.equal(['8px', '8px']);
      expect(computed('cb-b', 'display')).to.deep.equal(['none']);
      expect(injected().length).to.equal(1);
    });

    it('forget drops temporary classes and rules for ids whose source now holds the change', () => {
      updater.apply(styling({ 'margin-top': '6px' }));
      updater.apply(styling({ 'margin-top': '2px' }, 'CSS', [], 'cb-b'));
      updater.forget(['cb-a']);
      expect(els('cb-a').some((el) => [...el.classList].some((c) => c.startsWith('arb89-')))).to.equal(false);
      expect(sheetText()).to.not.contain('6px');
      expect(computed('cb-b', 'margin-top')).to.deep.equal(['2px']);
      updater.forget(['cb-b']);
      expect(injected().length).to.equal(0);
    });

    it('destroy leaves no trace', () => {
      const html = container.outerHTML;
      updater.apply(styling({ color: 'rgb(1, 1, 1)' }));
      updater.apply(styling({ color: 'rgb(2, 2, 2)' }, 'INLINE', [], 'cb-b'));
      updater.apply(item('ADD_CLASS', { codebaseIdToAddClass: 'cb-a', className: 'k', modifiers: ['focus'], customProperties: [], cssEquivalent: 'color: red' }));
      updater.apply(item('REMOVE_JSX', { codebaseIdsToRemove: ['cb-c'] }));
      updater.apply(item('ADD_JSX', { codebaseIdToAddTo: 'cb-b' }));
      updater.apply(item('DUPLICATE', { codebaseIdsToDuplicate: ['cb-d'] }));
      updater.apply(item('WRAP_DIV', { codebaseIdsToWrap: ['cb-c', 'cb-d'] }));
      expect(container.outerHTML).to.not.equal(html);
      updater.destroy();
      expect(container.outerHTML).to.equal(html);
      expect(injected().length).to.equal(0);
    });
  });
});
