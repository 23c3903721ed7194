import { expect } from '@open-wc/testing';
import { v4 } from 'uuid';
import type { ProcessedCssRule } from '../../../types/protocol';
import { compareSpecificity, processRulesForElement, ruleMatchesElement, specificityOf } from '../../../runtime/tools/css-rules';

const cleanups: (() => void)[] = [];
let logged: { message: string; error?: unknown }[] = [];
const log = (message: string, error?: unknown) => logged.push({ message, error });

/** Adds a <style> with `css` and a container with `html`; both are removed after the test. */
function fixture(css: string, html: string): HTMLElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  cleanups.push(() => style.remove(), () => root.remove());
  return root;
}

function el(root: HTMLElement, selector: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`No fixture element ${selector}`);
  return found;
}

function rules(element: Element, cssElementLookup?: Record<string, unknown>): ProcessedCssRule[] {
  return processRulesForElement({ element, cssElementLookup: cssElementLookup ?? null, log });
}

/** Rules from the fixtures only (the test page has styles of its own). */
function own(list: ProcessedCssRule[], prefix: string): ProcessedCssRule[] {
  return list.filter((r) => r.selector === 'element.style' || r.selector.includes(prefix));
}

/** A value as the browser computes it, for comparing colours and lengths written differently. */
function computed(property: string, value: string): string {
  const scratch = document.createElement('div');
  scratch.style.setProperty(property, value.replace(/ !important$/, ''));
  document.body.append(scratch);
  const result = getComputedStyle(scratch).getPropertyValue(property);
  scratch.remove();
  return result;
}

/**
 * The value the listed cascade gives `property`: among the element's own applied rules an
 * important declaration first, else the first that sets it; then the nearest inherited rule.
 */
function cascadeValue(list: ProcessedCssRule[], property: string): string | undefined {
  const applied = list.filter((r) => r.applied && r.styles[property] !== undefined);
  const mine = applied.filter((r) => !r.inherited);
  const pick = mine.find((r) => r.styles[property]!.endsWith('!important')) ?? mine[0] ?? applied[0];
  return pick?.styles[property];
}

afterEach(() => {
  while (cleanups.length) cleanups.pop()!();
  logged = [];
});

describe('css rules: specificity', () => {
  it('computes [a, b, c] for one complex selector with css-what', () => {
    expect(specificityOf('#a .b c')).to.deep.equal([1, 1, 1]);
    expect(specificityOf('div')).to.deep.equal([0, 0, 1]);
    expect(specificityOf('*')).to.deep.equal([0, 0, 0]);
    expect(specificityOf('[id=x]')).to.deep.equal([0, 1, 0]);
    expect(specificityOf('a:hover::before')).to.deep.equal([0, 1, 2]);
    expect(specificityOf(':is(#a, .b) span')).to.deep.equal([1, 0, 1]);
    expect(specificityOf(':not(.a, #b)')).to.deep.equal([1, 0, 0]);
    expect(specificityOf(':where(#a) .b')).to.deep.equal([0, 1, 0]);
    expect(specificityOf('li:nth-child(2n of .x)')).to.deep.equal([0, 2, 1]);
    expect(specificityOf('.a.b > p + q ~ r')).to.deep.equal([0, 2, 3]);
  });

  it('rejects selector lists and invalid selectors', () => {
    expect(() => specificityOf('a, b')).to.throw('A selector list cannot be compared by specificity: "a, b"');
    for (const bad of ['', 'a[', '.', 'a >> b']) {
      expect(() => specificityOf(bad), bad).to.throw(`Invalid selector: ${JSON.stringify(bad)}`);
    }
  });

  it('compares ids over classes over tags', () => {
    expect(compareSpecificity([1, 0, 0], [0, 9, 9])).to.be.greaterThan(0);
    expect(compareSpecificity([0, 1, 0], [0, 0, 9])).to.be.greaterThan(0);
    expect(compareSpecificity([0, 1, 2], [0, 1, 2])).to.equal(0);
    expect(compareSpecificity([0, 0, 1], [0, 1, 0])).to.be.lessThan(0);
  });
});

describe('css rules: ruleMatchesElement', () => {
  it('answers for valid selectors and false, without throwing, for invalid ones', () => {
    const root = fixture('', '<p class="rm-a" id="rm-id"><b>x</b></p>');
    const p = el(root, 'p');
    expect(ruleMatchesElement('.rm-a', p)).to.equal(true);
    expect(ruleMatchesElement('div > #rm-id.rm-a', p)).to.equal(true);
    expect(ruleMatchesElement('.rm-b', p)).to.equal(false);
    for (const bad of ['', 'p[', '.rm-a:::x', '{}', 'p:unknown-pseudo']) expect(ruleMatchesElement(bad, p), bad).to.equal(false);
  });
});

describe('css rules: processRulesForElement', () => {
  it('lists the inline style first, even when empty', () => {
    const root = fixture('.in-a { color: red; } .in-a.in-a {}', '<p class="in-a">x</p><p class="in-b" style="color: blue; margin: 2px !important">y</p>');
    const list = rules(el(root, '.in-a'));
    const empty = list[0]!;
    // An empty matching rule overrides nothing and is shown live.
    expect(list[1]).to.include({ selector: '.in-a.in-a', applied: true });
    expect(empty).to.include({ selector: 'element.style', filename: '', applied: true, removable: false, allowChanges: true });
    expect(empty.styles).to.deep.equal({});
    const styled = rules(el(root, '.in-b'))[0]!;
    expect(styled.selector).to.equal('element.style');
    expect(styled.styles).to.include({ color: 'blue', 'margin-top': '2px !important', 'margin-left': '2px !important' });
  });

  it('orders equal specificity later rule first, and marks only winners applied', () => {
    const root = fixture('.tie { color: red; } .tie { color: blue; } .tie { padding-top: 1px; }', '<p class="tie">x</p>');
    const list = own(rules(el(root, 'p')), '.tie').slice(1);
    expect(list.map((r) => r.styles)).to.deep.equal([{ 'padding-top': '1px' }, { color: 'blue' }, { color: 'red' }]);
    expect(list.map((r) => r.applied)).to.deep.equal([true, true, false]);
    expect(list[0]).to.include({ classParsed: 'tie', removable: true, allowChanges: true });
    expect(list[0]!.filename).to.match(/^style\[\d+\]$/);
    expect(list[0]!.cssText).to.equal('.tie { padding-top: 1px; }');
  });

  it('ranks ids over classes over tags regardless of source order', () => {
    const root = fixture('#sp-id { color: red; } .sp-c { color: green; } span { color: blue; } .sp-c.sp-d { color: gray; }', '<span id="sp-id" class="sp-c sp-d">x</span>');
    const list = rules(el(root, 'span'));
    const selectors = list.map((r) => r.selector);
    expect(selectors.indexOf('#sp-id')).to.equal(1);
    expect(selectors.indexOf('.sp-c.sp-d')).to.equal(2);
    expect(selectors.indexOf('.sp-c')).to.equal(3);
    expect(selectors.indexOf('span')).to.be.greaterThan(3);
    expect(list.filter((r) => r.styles.color).map((r) => r.applied)[0]).to.equal(true);
    expect(list.find((r) => r.selector === '.sp-c')).to.include({ applied: false, removable: true });
    expect(list.find((r) => r.selector === '.sp-c.sp-d')).to.include({ removable: false }).and.not.have.property('classParsed');
  });

  it('ranks a selector list by its most specific branch that matches', () => {
    const root = fixture(
      '#sl-other, .sl-a { color: red; } .sl-a.sl-b { color: blue; } .sl-a, #sl-id { color: green; } .sl-z, .sl-y { color: black; }',
      '<p class="sl-a sl-b">x</p><p class="sl-a" id="sl-id">y</p>',
    );
    const first = own(rules(el(root, '.sl-b')), 'sl-').map((r) => r.selector);
    // `#sl-other, .sl-a` counts as .sl-a (0,1,0): below .sl-a.sl-b, and below the later `.sl-a, #sl-id` on a tie.
    expect(first).to.deep.equal(['element.style', '.sl-a.sl-b', '.sl-a, #sl-id', '#sl-other, .sl-a']);
    const second = own(rules(el(root, '#sl-id')), 'sl-').map((r) => r.selector);
    expect(second).to.deep.equal(['element.style', '.sl-a, #sl-id', '#sl-other, .sl-a']);
  });

  it('lets an earlier !important rule win over a later normal one, and inline !important over all', () => {
    const root = fixture(
      '.imp { color: red !important; } .imp { color: blue; margin-top: 3px; } .imp2 { color: red !important; }',
      '<p class="imp">x</p><p class="imp2" style="color: green">y</p><p class="imp2" style="color: green !important">z</p>',
    );
    const list = own(rules(el(root, '.imp')), '.imp').slice(1);
    expect(list.map((r) => [r.styles, r.applied])).to.deep.equal([
      [{ color: 'blue', 'margin-top': '3px' }, true],
      [{ color: 'red !important' }, true],
    ]);
    expect(getComputedStyle(el(root, '.imp')).color).to.equal(computed('color', 'red'));

    const overridden = own(rules(el(root, '.imp2')), '.imp2');
    expect(overridden.map((r) => [r.selector, r.applied])).to.deep.equal([['element.style', false], ['.imp2', true]]);
    const inlineImportant = own(rules(el(root, '[style*=important]')), '.imp2');
    expect(inlineImportant.map((r) => [r.selector, r.applied])).to.deep.equal([['element.style', true], ['.imp2', false]]);
  });

  it('includes @media rules only when the query matches', () => {
    const root = fixture('@media (min-width: 1px) { .mq { color: red; } } @media (max-width: 1px) { .mq { color: blue; } }', '<p class="mq">x</p>');
    const list = own(rules(el(root, 'p')), '.mq').slice(1);
    expect(list.map((r) => r.styles)).to.deep.equal([{ color: 'red' }]);
    expect(list[0]!.applied).to.equal(true);
  });

  it('includes @supports rules only when the condition holds', () => {
    const root = fixture(
      '@supports (display: grid) { .su { color: red; } } @supports (display: no-such-display) { .su { color: blue; } }',
      '<p class="su">x</p>',
    );
    expect(own(rules(el(root, 'p')), '.su').slice(1).map((r) => r.styles)).to.deep.equal([{ color: 'red' }]);
  });

  it('ranks unlayered rules over layered ones, and reverses that for !important', () => {
    const root = fixture(
      '@layer base, theme; @layer theme { #ly-id { color: red; } } @layer base { #ly-id { color: green; } } .ly { color: blue; }' +
        ' @layer base { .ly2 { color: red !important; } } .ly2 { color: blue !important; }',
      '<p class="ly" id="ly-id">x</p><p class="ly2">y</p>',
    );
    const p = el(root, '.ly');
    const list = own(rules(p), 'ly');
    expect(list.map((r) => [r.selector, r.styles.color, r.applied])).to.deep.equal([
      ['element.style', undefined, true],
      ['.ly', 'blue', true],
      ['#ly-id', 'red', false], // layer theme (declared later) beats base
      ['#ly-id', 'green', false],
    ]);
    expect(getComputedStyle(p).color).to.equal(computed('color', 'blue'));
    const important = own(rules(el(root, '.ly2')), 'ly2');
    expect(important.map((r) => [r.styles.color, r.applied])).to.deep.equal([
      [undefined, true],
      ['blue !important', false],
      ['red !important', true],
    ]);
    expect(getComputedStyle(el(root, '.ly2')).color).to.equal(computed('color', 'red'));
  });

  it('ranks the rules of a layer itself over its sublayers', () => {
    const root = fixture('@layer outer { .nl { color: red; } @layer inner { #nl-id { color: blue; } } }', '<p class="nl" id="nl-id">x</p>');
    const p = el(root, 'p');
    expect(own(rules(p), 'nl').map((r) => [r.selector, r.applied])).to.deep.equal([['element.style', true], ['.nl', true], ['#nl-id', false]]);
    expect(getComputedStyle(p).color).to.equal(computed('color', 'red'));
  });

  it('reads adopted style sheets', () => {
    const root = fixture('', '<p class="ad">x</p>');
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('.ad { color: red; }');
    const before = [...document.adoptedStyleSheets];
    document.adoptedStyleSheets = [...before, sheet];
    cleanups.push(() => (document.adoptedStyleSheets = before));
    expect(rules(el(root, 'p'))[1]).to.include({ selector: '.ad', filename: `adopted[${before.length}]`, applied: true, allowChanges: true });
  });

  it('logs and skips a rule the browser matches but css-what cannot parse', () => {
    // A top-level `&` is `:scope`: for `matches`/`closest` that is the element itself.
    const root = fixture('.cw-wrap & { color: red; } .cw { color: blue; }', '<div class="cw-wrap"><p class="cw">x</p></div>');
    const list = rules(el(root, 'p'));
    expect(list.some((r) => r.selector.includes('&'))).to.equal(false);
    expect(list.find((r) => r.selector === '.cw')).to.include({ applied: true });
    expect(logged.map((l) => l.message)).to.include('Could not parse selector ".cw-wrap &"');
  });

  it('adds inherited rules from ancestors, nearest first, with only inherited properties', () => {
    const root = fixture(
      '.ih-gp { color: red; font-size: 30px; margin-top: 9px; } .ih-p { font-size: 20px; padding-top: 4px; } .ih-p2 { padding-left: 3px; } .ih-c { margin-left: 1px; }',
      '<div class="ih-gp"><div class="ih-p ih-p2" style="letter-spacing: 2px; width: 50px"><span class="ih-c">x</span></div></div>',
    );
    const list = own(rules(el(root, '.ih-c')), 'ih-');
    expect(list.map((r) => [r.selector, r.inherited ?? false, r.styles, r.applied])).to.deep.equal([
      ['element.style', false, {}, true],
      ['.ih-c', false, { 'margin-left': '1px' }, true],
      ['element.style', true, { 'letter-spacing': '2px' }, true],
      ['.ih-p', true, { 'font-size': '20px' }, true],
      ['.ih-gp', true, { color: 'red', 'font-size': '30px' }, true],
    ]);
    const inherited = list.filter((r) => r.inherited);
    for (const rule of inherited) expect(rule.removable).to.equal(false);
    expect(list.find((r) => r.selector === '.ih-p')).to.include({ classParsed: 'ih-p' });
  });

  it('marks an inherited rule not applied when a nearer declaration sets its properties', () => {
    const root = fixture('.io-gp { color: red; } .io-p { color: blue; }', '<div class="io-gp"><div class="io-p"><b>x</b></div></div>');
    const list = own(rules(el(root, 'b')), 'io-').slice(1);
    expect(list.map((r) => [r.selector, r.applied])).to.deep.equal([
      ['.io-p', true],
      ['.io-gp', false],
    ]);
  });

  it('reports modifier pseudo-classes, listing rules that match once the state is on', () => {
    const root = fixture(
      '.btn:hover { color: red; } .btn:focus, .other { outline-color: blue; } .card:hover .btn { color: green; } button.btn:disabled { opacity: 0.5; } .btn:focus-within { color: gray; }',
      '<div class="card"><button class="btn" disabled>x</button></div>',
    );
    const list = own(rules(el(root, 'button')), 'btn');
    const hover = list.find((r) => r.selector === '.btn:hover')!;
    expect(hover).to.include({ applied: false, removable: false });
    expect(hover.modifiers).to.deep.equal({ hover: true });
    expect(list.find((r) => r.selector === '.btn:focus, .other')!.modifiers).to.deep.equal({ focus: true });
    const disabled = list.find((r) => r.selector === 'button.btn:disabled')!;
    expect(disabled).to.include({ applied: true });
    expect(disabled.modifiers).to.deep.equal({ disabled: true });
    // State on an ancestor, or a pseudo-class editors cannot force: not listed.
    expect(list.some((r) => r.selector.includes('.card') || r.selector.includes('focus-within'))).to.equal(false);
    // Rules that do not apply come after the matching ones.
    const selectors = list.map((r) => r.selector);
    expect(selectors.indexOf('.btn:hover')).to.be.greaterThan(selectors.indexOf('button.btn:disabled'));
  });

  it('marks codebase ids and removable single-class rules', () => {
    const id = `tempo-${v4()}`;
    const root = fixture(`.${id} { color: red; } div.${id} { color: blue; } .cb-x { color: green; }`, `<div class="${id} cb-x">x</div>`);
    const list = own(rules(el(root, 'div')), id);
    expect(list.find((r) => r.selector === `.${id}`)).to.include({ codebaseId: id, classParsed: id, removable: true });
    expect(list.find((r) => r.selector === `div.${id}`)).to.include({ codebaseId: id, removable: false });
  });

  it('appends cssElementLookup rules that are not already listed', () => {
    const id = `tempo-${v4()}`;
    const root = fixture('.lk-a > .lk-b { color: red; }', `<div class="lk-a"><p class="${id} lk-b">x</p></div>`);
    const p = el(root, 'p');
    const lookup = {
      [id]: [
        { selector: '.lk-a>.lk-b', styles: { color: 'red' } },
        { selector: '.lk-new', styles: { color: 'blue', bad: 3 }, filename: 'src/app.css' },
        { selector: '.lk-b', styles: { 'font-weight': 'bold' } },
        { selector: 'p:unknown-pseudo', styles: {} },
        { selector: 'no styles' },
      ],
      'tempo-other': { selector: '.lk-other', styles: {} },
    };
    const list = rules(p, lookup);
    expect(list.filter((r) => r.selector.replace(/\s/g, '') === '.lk-a>.lk-b')).to.have.length(1);
    const tail = list.slice(-2);
    expect(tail[0]).to.deep.equal({ filename: 'src/app.css', selector: '.lk-new', styles: { color: 'blue' }, applied: false, codebaseId: id, removable: false, allowChanges: true, classParsed: 'lk-new' });
    expect(tail[1]).to.include({ selector: '.lk-b', applied: true, removable: true, codebaseId: id });
    expect(logged.map((l) => l.message).join('\n')).to.include('p:unknown-pseudo');
    expect(list.some((r) => r.selector === '.lk-other')).to.equal(false);
  });

  it('skips and logs cross-origin sheets it cannot read', async () => {
    const root = fixture('.xo { color: blue; }', '<p class="xo cross-origin-rule">x</p>');
    const href = `http://fixtures.localhost:${location.port}/test/fixtures/cross.css`;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    cleanups.push(() => link.remove());
    await new Promise<void>((resolve, reject) => {
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`Could not load ${href}`));
      document.head.append(link);
    });
    const p = el(root, 'p');
    // The sheet does apply; it is just not readable from script.
    expect(getComputedStyle(p).color).to.equal(computed('color', 'red'));
    const list = rules(p);
    expect(list.some((r) => r.selector.includes('cross-origin'))).to.equal(false);
    expect(list.find((r) => r.selector === '.xo')).to.include({ applied: true });
    const entry = logged.find((l) => l.message === `Could not read style sheet ${href}`);
    expect(entry, JSON.stringify(logged.map((l) => l.message))).to.not.equal(undefined);
    expect(entry!.error).to.be.instanceOf(DOMException);
  });

  it('agrees with getComputedStyle for the first applied rule that sets each property', () => {
    const root = fixture(
      `
      .cc-wrap { color: rgb(10, 20, 30); font-size: 18px; line-height: 30px; font-weight: 700; }
      .cc-mid { letter-spacing: 1px; text-transform: uppercase; }
      @layer lib { #cc-el { background-color: purple; padding-top: 8px; } }
      .cc-el { background-color: teal; margin-top: 4px !important; font-style: italic; }
      div > .cc-el.cc-el { margin-top: 10px; padding-left: 5px; }
      .cc-el { padding-left: 7px; }
      @media (min-width: 1px) { p.cc-el { font-size: 14px; } }
      @media (max-width: 1px) { p.cc-el { font-size: 40px; } }
      #cc-el:hover { color: orange; }
      `,
      '<div class="cc-wrap"><div class="cc-mid"><p id="cc-el" class="cc-el" style="font-weight: 300">x</p></div></div>',
    );
    const p = el(root, 'p');
    const list = rules(p);
    const style = getComputedStyle(p);
    const properties = ['color', 'font-size', 'line-height', 'font-weight', 'letter-spacing', 'text-transform', 'background-color', 'padding-top', 'padding-left', 'margin-top', 'font-style'];
    for (const property of properties) {
      const value = cascadeValue(list, property);
      expect(value, property).to.not.equal(undefined);
      expect(computed(property, value!), property).to.equal(style.getPropertyValue(property));
    }
  });

  it('lists the right rules on a page with 5,000 rules', () => {
    // Speed is measured by `npm run bench:runtime`; this checks the index answers correctly at size.
    const css: string[] = [];
    for (let i = 0; i < 5000; i++) css.push(`.perf-${i} .perf-x${i % 50} > span.k${i % 7}${i % 3 ? ':hover' : ''} { color: red; margin-top: ${i}px; }`);
    css.push('.perf-hit { color: blue; } .perf-depth0 { font-size: 12px; }');
    let html = '<span class="perf-hit k0">x</span>';
    for (let d = 0; d < 12; d++) html = `<div class="perf-depth${d}">${html}</div>`;
    const root = fixture(css.join('\n'), html);
    expect(own(rules(el(root, '.perf-hit')), 'perf-').map((r) => r.selector)).to.deep.equal(['element.style', '.perf-hit', '.perf-depth0']);
  });

  it('finds rules by escaped classes, attributes, ids, tags, :is() and mixed selector lists', () => {
    const root = fixture(
      [
        '.sm\\:ix-pad { padding-top: 1px; }',
        '[data-IX-State="on"] { padding-left: 2px; }',
        '#ix-Id { padding-right: 3px; }',
        'SECTION.ix-s > P { padding-bottom: 4px; }',
        ':is(.ix-none, .ix-p) { margin-top: 5px; }',
        '.ix-absent, #ix-Id { margin-left: 6px; }',
        '.ix-absent { margin-right: 7px; }',
        '.\\32 xl\\:ix-t { border-top-width: 1px; }',
        '[data-ix-state="ON" i] { border-left-width: 1px; }',
        'p:not(.ix-absent)[data-ix-state="on"]:hover { border-right-width: 1px; }',
      ].join('\n'),
      '<section class="ix-s"><p id="ix-Id" class="sm:ix-pad ix-p 2xl:ix-t" data-ix-state="on">x</p></section>',
    );
    const list = rules(el(root, 'p'));
    // A rule's selector is the engine's serialisation: Chromium lowercases an HTML document's tag and
    // attribute names (`SECTION.ix-s > P` → `section.ix-s > p`), Firefox and WebKit keep the author's
    // case. Either names the same rule.
    const authorCase: Record<string, string> = { 'SECTION.ix-s > P': 'section.ix-s > p', '[data-IX-State="on"]': '[data-ix-state="on"]' };
    const selectors = list.map((r) => authorCase[r.selector] ?? r.selector);
    expect(selectors).to.include.members([
      '.sm\\:ix-pad',
      '[data-ix-state="on"]',
      '#ix-Id',
      'section.ix-s > p',
      ':is(.ix-none, .ix-p)',
      '.ix-absent, #ix-Id',
      '.\\32 xl\\:ix-t',
      '[data-ix-state="ON" i]',
      'p:not(.ix-absent)[data-ix-state="on"]:hover',
    ]);
    expect(selectors.some((s) => s === '.ix-absent')).to.equal(false);
    expect(getComputedStyle(el(root, 'p')).paddingBottom).to.equal('4px');
    expect(list.filter((r) => !r.modifiers).every((r) => r.applied)).to.equal(true);
  });

  it('sees rules added, removed and replaced after an earlier call', () => {
    const root = fixture('.ch-a { color: red; }', '<p class="ch-a ch-b">x</p>');
    const p = el(root, 'p');
    const sheet = [...document.styleSheets].find((s) => s.ownerNode === document.head.lastElementChild)!;
    const names = () => own(rules(p), 'ch-').map((r) => r.selector);
    expect(names()).to.deep.equal(['element.style', '.ch-a']);
    sheet.insertRule('.ch-b { margin-top: 1px; }', 1);
    expect(names()).to.deep.equal(['element.style', '.ch-b', '.ch-a']);
    sheet.deleteRule(0);
    expect(names()).to.deep.equal(['element.style', '.ch-b']);
    (sheet.ownerNode as HTMLStyleElement).textContent = 'p.ch-b { color: blue; }';
    expect(names()).to.deep.equal(['element.style', 'p.ch-b']);
  });

  it('reads a rule edited in place (style.setProperty, removeProperty, cssText) on the next call', () => {
    const root = fixture('.ip-a { color: red; }', '<p class="ip-a">x</p>');
    const p = el(root, 'p');
    const rule = [...document.styleSheets].find((s) => s.ownerNode === document.head.lastElementChild)!.cssRules[0] as CSSStyleRule;
    const listed = () => own(rules(p), 'ip-').find((r) => r.selector === '.ip-a')!;
    expect(listed().styles).to.deep.equal({ color: 'red' });
    rule.style.setProperty('margin-top', '3px', 'important');
    expect(listed().styles).to.deep.equal({ color: 'red', 'margin-top': '3px !important' });
    expect(listed().cssText).to.equal('.ip-a { color: red; margin-top: 3px !important; }');
    rule.style.removeProperty('color');
    expect(listed().styles).to.deep.equal({ 'margin-top': '3px !important' });
    rule.style.cssText = 'color: blue';
    expect(listed().styles).to.deep.equal({ color: 'blue' });
    expect(getComputedStyle(p).color).to.equal('rgb(0, 0, 255)');
  });

  it('checks @media conditions and disabled sheets on every call', () => {
    const root = fixture('@media (min-width: 1px) { .cd-m { color: red; } } .cd-n { margin-top: 1px; }', '<p class="cd-m cd-n">x</p>');
    const p = el(root, 'p');
    const style = document.head.lastElementChild as HTMLStyleElement;
    const names = () => own(rules(p), 'cd-').map((r) => r.selector);
    expect(names()).to.deep.equal(['element.style', '.cd-n', '.cd-m']);
    (style.sheet!.cssRules[0] as CSSMediaRule).media.mediaText = '(max-width: 1px)';
    expect(names()).to.deep.equal(['element.style', '.cd-n']);
    style.sheet!.disabled = true;
    expect(names()).to.deep.equal(['element.style']);
  });

  it('finds class and id rules regardless of case in a quirks-mode page', async () => {
    // A page without a doctype is in quirks mode, where `.ab` matches class="Ab". The processor runs
    // inside that page (as the runtime does), loaded as a module there.
    const frame = document.createElement('iframe');
    const moduleUrl = new URL('/runtime/tools/css-rules/index.ts', location.href).href;
    // (srcdoc documents are never in quirks mode; a blob URL's document is.)
    const html = `<html><head><style>.qm-ab { color: red; } #QM-ID { margin-top: 1px; }</style></head><body><p class="QM-Ab" id="qm-id">x</p>
<script type="module">
import { processRulesForElement } from ${JSON.stringify(moduleUrl)};
const list = processRulesForElement({ element: document.querySelector('p') });
parent.postMessage({ quirks: document.compatMode, selectors: list.map((r) => r.selector) }, '*');
</script></body></html>`;
    const url = URL.createObjectURL(new Blob([html], { type: 'text/html' }));
    cleanups.push(() => URL.revokeObjectURL(url));
    frame.src = url;
    const answer = new Promise<{ quirks: string; selectors: string[] }>((resolve) => {
      const onMessage = (event: MessageEvent) => {
        if (event.source !== frame.contentWindow) return;
        window.removeEventListener('message', onMessage);
        resolve(event.data);
      };
      window.addEventListener('message', onMessage);
    });
    document.body.append(frame);
    cleanups.push(() => frame.remove());
    const { quirks, selectors } = await answer;
    expect(quirks).to.equal('BackCompat');
    expect(selectors).to.include.members(['.qm-ab', '#QM-ID']);
  });
});
