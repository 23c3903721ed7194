import { expect } from '@open-wc/testing';
import { createInstantUpdater, type InstantUpdater } from './index';

const SHEET = `:root { --zz-accent: #1d4ed8; }
body { margin: 0; }
h1, h2 { line-height: 1.2; }
h2 { font-size: 20px; }
p { margin: 0; }
.toc h2 { font-size: 18px; }
@media (min-width: 1px) { .toc h2 { color: rgb(1, 2, 3); } }
.button { color: var(--zz-accent); }`;

/** A page of its own in a frame: its one sheet and a few elements. */
async function page(): Promise<{ doc: Document; frame: HTMLIFrameElement; updater: InstantUpdater }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><style>${SHEET}</style><nav class="toc"><h2>Contents</h2></nav><h2>Intro</h2><a class="button">Go</a><ul><li>One</li></ul>`;
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  document.body.append(frame);
  await loaded;
  const doc = frame.contentDocument!;
  return { doc, frame, updater: createInstantUpdater({ doc, elementsFor: (id) => [...doc.getElementsByClassName(id)] }) };
}

let n = 0;
const item = (changeFields: Record<string, unknown>, type = 'STYLE_RULE') => ({ id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`, type, changeName: 'x', changeFields });
const undoOf = (target: ReturnType<typeof item>) => item({ changeToUndo: target }, 'UNDO');
const redoOf = (target: ReturnType<typeof item>) => item({ changeToRedo: target }, 'REDO');
const computed = (doc: Document, selector: string, prop: string) => doc.defaultView!.getComputedStyle(doc.querySelector(selector)!).getPropertyValue(prop).trim();
const sheetText = (doc: Document) => [...doc.styleSheets[0]!.cssRules].map((rule) => rule.cssText).join('\n');

describe('instant STYLE_RULE: a rule of the page changed in place', () => {
  it('changes a token in :root: the same rule object, the page follows, undo gives the value back', async () => {
    const { doc, frame, updater } = await page();
    try {
      const rule = doc.styleSheets[0]!.cssRules[0]!;
      const before = sheetText(doc);
      const change = item({ selector: ':root', stylingChanges: { '--zz-accent': '#c2410c' } });
      const result = updater.apply(change as never);
      expect(result.successful, result.reason).to.equal(true);
      expect(doc.styleSheets[0]!.cssRules[0]).to.equal(rule);
      expect(computed(doc, '.button', 'color')).to.equal('rgb(194, 65, 12)');
      expect(result.instantUpdateData).to.deep.include({ kind: 'STYLE_RULE', selector: ':root', inserted: false });
      expect(updater.apply(undoOf(change) as never).successful).to.equal(true);
      expect(computed(doc, '.button', 'color')).to.equal('rgb(29, 78, 216)');
      expect(sheetText(doc)).to.equal(before);
      // Redo applies it again.
      expect(updater.apply(redoOf(change) as never).successful).to.equal(true);
      expect(computed(doc, '.button', 'color')).to.equal('rgb(194, 65, 12)');
    } finally {
      frame.remove();
    }
  });

  it('after its stylesheet was swapped in place (a hot update), undo refuses with the reason and changes nothing; a redo changes the new sheet', async () => {
    const { doc, frame, updater } = await page();
    try {
      const change = item({ selector: '.toc h2', stylingChanges: { 'font-size': '24px' } });
      expect(updater.apply(change as never).successful).to.equal(true);
      // The source now holds the change, and the page's <style> got the new text: a new sheet.
      const style = doc.querySelector('style')!;
      style.textContent = SHEET.replace('.toc h2 { font-size: 18px; }', '.toc h2 { font-size: 24px; }');
      const swapped = sheetText(doc);
      const undo = updater.apply(undoOf(change) as never);
      expect(undo.successful).to.equal(false);
      expect(undo.reason).to.match(/stylesheet was replaced since.*the source's undo shows it/);
      expect(computed(doc, '.toc h2', 'font-size')).to.equal('24px');
      expect(sheetText(doc)).to.equal(swapped);
      // Forgotten: a second undo says the page no longer holds it; a redo applies to the sheet the page has now.
      expect(updater.apply(undoOf(change) as never).reason).to.match(/no longer holds it/);
      style.textContent = SHEET;
      expect(updater.apply(redoOf(change) as never).successful).to.equal(true);
      expect(computed(doc, '.toc h2', 'font-size')).to.equal('24px');
    } finally {
      frame.remove();
    }
  });

  it('changes the winning rule found by its selector as the stylesheet writes it, and one inside a media query', async () => {
    const { doc, frame, updater } = await page();
    try {
      expect(updater.apply(item({ selector: '.toc  h2', stylingChanges: { 'font-size': '24px' } }) as never).successful).to.equal(true);
      expect(computed(doc, '.toc h2', 'font-size')).to.equal('24px');
      expect(computed(doc, 'body > h2', 'font-size')).to.equal('20px');
      expect(updater.apply(item({ selector: '.toc h2', media: '(min-width:1px)', stylingChanges: { color: 'rgb(9, 9, 9)' } }) as never).successful).to.equal(true);
      expect(computed(doc, '.toc h2', 'color')).to.equal('rgb(9, 9, 9)');
    } finally {
      frame.remove();
    }
  });

  it('adds to the exact element rule, or inserts one after the sheet\'s element rules; undo removes the inserted rule', async () => {
    const { doc, frame, updater } = await page();
    try {
      const before = sheetText(doc);
      const h2 = item({ selector: 'h2', stylingChanges: { 'font-family': 'Georgia, serif' } });
      expect(updater.apply(h2 as never).successful).to.equal(true);
      expect(doc.styleSheets[0]!.cssRules.length).to.equal(8);
      expect(computed(doc, 'body > h2', 'font-family')).to.equal('Georgia, serif');
      const li = item({ selector: 'li', stylingChanges: { 'line-height': '30px' } });
      expect(updater.apply(li as never).successful).to.equal(true);
      const rules = [...doc.styleSheets[0]!.cssRules].map((rule) => (rule as CSSStyleRule).selectorText ?? rule.cssText.slice(0, 6));
      expect(rules.slice(0, 6)).to.deep.equal([':root', 'body', 'h1, h2', 'h2', 'p', 'li']);
      expect(computed(doc, 'li', 'line-height')).to.equal('30px');
      expect(updater.apply(undoOf(li) as never).successful).to.equal(true);
      expect(updater.apply(undoOf(h2) as never).successful).to.equal(true);
      expect(sheetText(doc)).to.equal(before);
    } finally {
      frame.remove();
    }
  });

  it('undone out of order: a later change of the same property keeps its value, and its own undo brings the first value back', async () => {
    const { doc, frame, updater } = await page();
    try {
      const first = item({ selector: ':root', stylingChanges: { '--zz-accent': 'rgb(1, 1, 1)' } });
      const second = item({ selector: ':root', stylingChanges: { '--zz-accent': 'rgb(2, 2, 2)' } });
      updater.apply(first as never);
      updater.apply(second as never);
      expect(updater.apply(undoOf(first) as never).successful).to.equal(true);
      expect(computed(doc, '.button', 'color')).to.equal('rgb(2, 2, 2)');
      expect(updater.apply(undoOf(second) as never).successful).to.equal(true);
      expect(computed(doc, '.button', 'color')).to.equal('rgb(29, 78, 216)');
    } finally {
      frame.remove();
    }
  });

  it('refuses, changing nothing: a rule the page does not have (unless a bare element type), a value that would leave its declaration, an unset with no rule', async () => {
    const { doc, frame, updater } = await page();
    try {
      const before = sheetText(doc);
      const refusals: [Record<string, unknown>, RegExp][] = [
        [{ selector: '.nope', stylingChanges: { color: 'red' } }, /^The page has no rule \.nope$/],
        [{ selector: 'h2', media: '(min-width: 2px)', stylingChanges: { color: 'red' } }, /no rule h2 for \(min-width: 2px\)/],
        [{ selector: ':root', stylingChanges: { '--zz-accent': 'red; } body { display: none' } }, /^Invalid value for CSS property --zz-accent/],
        [{ selector: ':root', stylingChanges: { '--zz-accent': 'red /* x' } }, /^Invalid value/],
        [{ selector: 'h2', stylingChanges: { 'font-size': 'huge' } }, /^Invalid value for CSS property font-size/],
        [{ selector: 'dfn', stylingChanges: { color: null } }, /no rule dfn to unset/],
        [{ selector: 'h2', stylingChanges: { 'bad name': 'x' } }, /^Invalid CSS property name/],
        [{ selector: '', stylingChanges: {} }, /^selector must be a non-empty string$/],
      ];
      for (const [fields, reason] of refusals) {
        const result = updater.apply(item(fields) as never);
        expect(result.successful).to.equal(false);
        expect(result.reason).to.match(reason);
      }
      expect(updater.apply(undoOf(item({ selector: 'h2', stylingChanges: {} })) as never).reason).to.match(/^Nothing to undo for STYLE_RULE/);
      expect(sheetText(doc)).to.equal(before);
    } finally {
      frame.remove();
    }
  });

  it('destroy() gives every rule its values back and removes inserted ones', async () => {
    const { doc, frame, updater } = await page();
    try {
      const before = sheetText(doc);
      updater.apply(item({ selector: ':root', stylingChanges: { '--zz-accent': 'red' } }) as never);
      updater.apply(item({ selector: 'li', stylingChanges: { color: 'red' } }) as never);
      updater.apply(item({ selector: 'h2', stylingChanges: { 'font-size': null } }) as never);
      updater.destroy();
      expect(sheetText(doc)).to.equal(before);
    } finally {
      frame.remove();
    }
  });
});
