import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { consoleProblems, waitFor } from '../helpers';
import { IDS, openCards, type CardsPage } from './cards';

// What an editor shows of classes and rules is the page's own: the class suggestions
// (getPageClassNames), an element's class list and its processed rules leave out everything the
// runtime injects (instant-update classes `arb89-…` and their rules, forced-state copies
// `tempo-force-…`, add-element placeholders), whatever state the runtime is in.

/** An instant update that adds a class and a CSS rule for it (`.arb89-styling-N`, `:hover` with that modifier). */
const styling = (id: string, codebaseId: string, color: string, modifiers: string[] = []) => ({
  id,
  type: 'STYLING',
  changeName: 'Styling',
  changeFields: { codebaseId, stylingChanges: { color }, stylingFramework: 'CSS', modifiers, customProperties: [] },
});

describe('the page\'s own classes and rules, without the runtime\'s', () => {
  let page: CardsPage;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  beforeEach(async () => {
    page = await openCards();
  });
  afterEach(async () => {
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('getPageClassNames: the classes of the document\'s and open shadow roots\' rules, sorted, once each; none of the runtime\'s', async () => {
    const { host } = page;
    // Runtime state that injects rules and classes: an instant update with a CSS rule (and a :hover
    // one), a forced :hover, and an added element.
    expect((await host.call('applyChangeItemToDocument', styling('s-1', IDS.h1, 'rgb(1, 2, 3)', ['hover']))).result).to.deep.include({ instantUpdateSuccessful: true });
    expect((await host.call('setModifiersForSelectedElement', ['hover'], page.key(IDS.cardTitle))).error).to.equal(undefined);
    const add = { id: 'a-1', type: 'ADD_JSX', changeName: 'Add', changeFields: { codebaseIdToAddTo: IDS.main, htmlForInstantUpdate: '<p class="lead">New</p>' } };
    expect((await host.call('applyChangeItemToDocument', add)).result).to.deep.include({ instantUpdateSuccessful: true });
    // A sheet of another origin cannot be read: it is skipped, not an error.
    const link = page.doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = `http://fixtures.localhost:${location.port}/test/fixtures/cross.css`;
    const loaded = new Promise((resolve) => link.addEventListener('load', resolve, { once: true }));
    page.doc.head.append(link);
    await loaded;

    const answer = await host.call('getPageClassNames');
    expect(answer.error).to.equal(undefined);
    expect(answer.result).to.deep.equal([
      'alpha', 'beta', 'card', 'card-title', 'deep', 'fade', 'gamma', 'grid', 'inner', 'md:flex', 'scroller', 'slotted-thing', 'slow', 'spacer', 'tall', 'themed', 'wide-only',
    ]);

    // A rule the page adds later is there on the next call.
    const style = page.doc.createElement('style');
    style.textContent = '.late-comer > span { color: red }';
    page.doc.head.append(style);
    expect(((await host.call('getPageClassNames')).result as string[]).includes('late-comer')).to.equal(true);
  });

  it('getPageCustomProperties: the page\'s tokens with their values at the root, none of the runtime\'s', async () => {
    const { host } = page;
    const style = page.doc.createElement('style');
    style.textContent = ':root { --zz-accent: #123456; --zz-gap: var(--zz-base); --zz-base: 2rem } .card:hover { --zz-hover: red }';
    page.doc.head.append(style);
    const runtimeOwn = page.doc.createElement('style');
    runtimeOwn.setAttribute('data-arb89-style', '');
    runtimeOwn.textContent = ':root { --zz-runtime: 1px }';
    page.doc.head.append(runtimeOwn);
    // A forced state copies the page's :hover rules into the runtime's own sheet: not listed twice.
    expect((await host.call('setModifiersForSelectedElement', ['hover'], page.key(IDS.cardTitle))).error).to.equal(undefined);
    const answer = await host.call('getPageCustomProperties');
    expect(answer.error).to.equal(undefined);
    const ours = (answer.result as { name: string; value: string }[]).filter((token) => token.name.startsWith('--zz-'));
    expect(ours).to.deep.equal([
      { name: '--zz-accent', value: '#123456' },
      { name: '--zz-base', value: '2rem' },
      // The root's computed value: the var() resolved.
      { name: '--zz-gap', value: '2rem' },
      // Not set at the root: as declared.
      { name: '--zz-hover', value: 'red' },
    ]);
  });

  it('processRulesForSelectedElement lists no rule of the runtime\'s style elements; getElementClassList no runtime class', async () => {
    const { host } = page;
    const title = page.key(IDS.cardTitle);
    expect((await host.call('setModifiersForSelectedElement', ['hover'], title)).error).to.equal(undefined);
    for (const item of [styling('s-2', IDS.cardTitle, 'rgb(4, 5, 6)', ['hover']), styling('s-3', IDS.cardTitle, 'rgb(7, 8, 9)')]) {
      expect((await host.call('applyChangeItemToDocument', item)).result).to.deep.include({ instantUpdateSuccessful: true });
    }
    const element = page.el(IDS.cardTitle);
    // The runtime's classes are on the element, and its rules apply to it …
    expect([...element.classList].filter((name) => name.startsWith('arb89-') || name.startsWith('tempo-force-'))).to.have.length(3);
    expect(page.win.getComputedStyle(element).color).to.equal('rgb(7, 8, 9)');

    // … but the editor sees the page's own.
    const rules = (await host.call('processRulesForSelectedElement', {}, title)).result as { selector: string; modifiers?: Record<string, boolean> }[];
    const selectors = rules.map((rule) => rule.selector);
    expect(selectors.filter((selector) => /arb89-|tempo-force-/.test(selector))).to.deep.equal([]);
    expect(selectors).to.include('.card-title');
    expect(rules.find((rule) => rule.selector === '.card-title:hover')?.modifiers).to.deep.equal({ hover: true });
    expect((await host.call('getElementClassList', title)).result).to.deep.equal(['card-title']);

    // An element the runtime added for an instant update: its placeholder class is the runtime's.
    host.mark();
    const add = { id: 'a-2', type: 'ADD_JSX', changeName: 'Add', changeFields: { codebaseIdToAddTo: IDS.main, htmlForInstantUpdate: '<p class="lead">New</p>' } };
    expect((await host.call('applyChangeItemToDocument', add)).result).to.deep.include({ instantUpdateSuccessful: true });
    const added = page.doc.querySelector('p.lead')!;
    expect([...added.classList].some((name) => name.startsWith('tempo-add-jsx-placeholder-'))).to.equal(true);
    await host.nextEvent('NAV_TREE');
    const addedNode = await waitFor(() => page.tree().children[0]!.children.find((node) => node.classList.includes('lead')), 'the added element in the tree');
    const addedKey = `${addedNode.tempoElement.codebaseId}_cards_${addedNode.tempoElement.uniquePath}`;
    expect((await host.call('getElementClassList', addedKey)).result).to.deep.equal(['lead']);
    expect(addedNode.directlySetClassList).to.deep.equal(['lead']);
  });
});
