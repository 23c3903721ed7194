// Double-click editing in the frame on the first try, and the keys that must not reach the page's
// text: the two clicks of a double click edit what the first selected even when the editor selected
// something else between them (its reselection after a reload, sent before it heard of the click); a
// press on an element the page added since its last tree finds that element, not its parent; Ctrl+A
// outside the text being edited selects none of the page's words; the Escape that ends a drag ends
// only the drag.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expectNothingFor } from '../helpers';
import { connect, createFrame, editorOrigin, toPage, type HostFrame } from './host';

const SRC = `${editorOrigin}/test-fixtures/plain.html`;
/** How long a frame may take to report what a key or click did. */
const REPORT_MS = 600;

describe('runtime: double click, a fresh page, and keys outside text', () => {
  let host: HostFrame;
  let doc: Document;

  const el = (selector: string) => doc.querySelector<HTMLElement>(selector)!;
  const point = (element: Element): [number, number] => {
    const box = element.getBoundingClientRect();
    return toPage(host.iframe, box.left + Math.min(30, box.width / 2), box.top + box.height / 2);
  };
  /** The key the frame reports for a real click on `element`. */
  async function clickAndKey(element: Element): Promise<string | null> {
    host.mark();
    await sendMouse({ type: 'click', position: point(element) });
    return (await host.nextEvent('SELECTED_ELEMENT_KEY')).elementKey;
  }

  beforeEach(async () => {
    await setViewport({ width: 1100, height: 800 });
    const iframe = await createFrame(SRC);
    host = await connect(iframe);
    await host.call('initProject', 'plain', {}, {});
    await host.nextEvent('NAV_TREE').catch(() => undefined);
    doc = iframe.contentDocument!;
  });
  afterEach(() => host.remove());

  it('the second click of a double click edits the text the first click selected, even when the editor selected another element in between', async () => {
    const intro = el('p.intro');
    const introKey = await clickAndKey(intro);
    const titleKey = await clickAndKey(el('h1'));
    expect(await clickAndKey(intro)).to.equal(introKey);
    // The editor's reselection reaches the frame between the two clicks of the designer's double click.
    expect((await host.call('setSelectedElement', titleKey)).error).to.equal(undefined);
    host.mark();
    const [x, y] = point(intro);
    const box = host.iframe.getBoundingClientRect();
    // The second click of a double click (its count is 2; the driver cannot send one, so the frame's page dispatches it).
    intro.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, detail: 2, clientX: x - box.left, clientY: y - box.top }));
    const started = await host.nextEvent('START_EDITING_TEXT');
    expect(started.data.key).to.equal(introKey);
    expect((await host.nextEvent('SELECTED_ELEMENT_KEY')).elementKey, 'the paragraph selected again').to.equal(introKey);
    expect(intro.getAttribute('contenteditable')).to.equal('plaintext-only');
    await sendKeys({ press: 'Escape' });
    expect(intro.hasAttribute('contenteditable')).to.equal(false);
  });

  it('initProject again for the same project keeps the selection and the text being edited; another project starts with none', async () => {
    // An editor calls it again after a reload with the lookups it read since (the SDK replayed the old ones).
    const intro = el('p.intro');
    const introKey = await clickAndKey(intro);
    host.mark();
    await sendMouse({ type: 'click', position: point(intro) });
    expect((await host.nextEvent('START_EDITING_TEXT')).data.key).to.equal(introKey);
    expect((await host.call('initProject', 'plain', {}, {})).error).to.equal(undefined);
    expect(intro.getAttribute('contenteditable'), 'the edit goes on').to.equal('plaintext-only');
    expect(doc.activeElement).to.equal(intro);
    await sendKeys({ press: 'Escape' });
    // Still selected in the frame: one more click on it edits, with no selection event.
    host.mark();
    await sendMouse({ type: 'click', position: point(intro) });
    expect((await host.nextEvent('START_EDITING_TEXT')).data.key).to.equal(introKey);
    await sendKeys({ press: 'Escape' });
    // Another project: nothing is selected, so a click selects.
    expect((await host.call('initProject', 'other', {}, {})).error).to.equal(undefined);
    expect(await clickAndKey(intro)).to.be.a('string');
    expect(intro.hasAttribute('contenteditable'), 'a click that selects edits nothing').to.equal(false);
  });

  it('two quick clicks on two elements select the second and edit nothing', async () => {
    await clickAndKey(el('p.intro'));
    const titleKey = await clickAndKey(el('h1'));
    expect((host.events('SELECTED_ELEMENT_KEY').at(-1) ?? { elementKey: null }).elementKey).to.equal(titleKey);
    await expectNothingFor(REPORT_MS, 'no text edit', () => host.events('START_EDITING_TEXT').length > 0 && 'editing started');
  });

  it('a press on an element the page just added finds it, not its parent (the tree is brought up to date first)', async () => {
    const added = doc.createElement('p');
    added.textContent = 'Just rendered';
    el('p.intro').after(added);
    // At once: the frame's tree is rebuilt 300 ms after a change, and the designer does not wait for it.
    host.mark();
    await sendMouse({ type: 'click', position: point(added) });
    const selected = await host.nextEvent('SELECTED_ELEMENT_KEY');
    expect(selected.elementKey).to.not.equal(null);
    expect(selected.outerHTML).to.equal('<p>Just rendered</p>');
    // And its second click edits it.
    host.mark();
    await sendMouse({ type: 'click', position: point(added) });
    expect((await host.nextEvent('START_EDITING_TEXT')).data.oldText).to.equal('Just rendered');
    await sendKeys({ press: 'Escape' });
  });

  it('Ctrl+A outside the text being edited selects none of the page’s words; inside it, the text’s', async () => {
    const intro = el('p.intro');
    await clickAndKey(intro);
    for (const key of ['Control', 'KeyA']) await sendKeys({ down: key });
    for (const key of ['KeyA', 'Control']) await sendKeys({ up: key });
    expect(String(doc.getSelection())).to.equal('');
    host.mark();
    await sendMouse({ type: 'click', position: point(intro) });
    await host.nextEvent('START_EDITING_TEXT');
    await sendKeys({ press: 'End' });
    for (const key of ['Control', 'KeyA']) await sendKeys({ down: key });
    for (const key of ['KeyA', 'Control']) await sendKeys({ up: key });
    expect(String(doc.getSelection())).to.equal('Static intro text');
    await sendKeys({ press: 'Escape' });
  });

  it('the Escape that ends a drag is the drag’s: the editor does not hear it as a key', async () => {
    const intro = el('p.intro');
    const [x, y] = point(intro);
    await sendMouse({ type: 'move', position: [x, y] });
    await sendMouse({ type: 'down' });
    host.mark();
    await sendMouse({ type: 'move', position: [x + 60, y + 40] });
    await host.nextEvent('DRAG_START_EVENT');
    await sendKeys({ press: 'Escape' });
    await host.nextEvent('DRAG_CANCEL_EVENT');
    await sendMouse({ type: 'up' });
    await expectNothingFor(REPORT_MS, 'no Escape for the editor', () => host.events('KEY_DOWN_EVENT').some((event) => event.event.key === 'Escape') && 'the Escape was forwarded');
    // Another Escape, with no drag, is the editor's.
    host.mark();
    await sendKeys({ press: 'Escape' });
    expect((await host.nextEvent('KEY_DOWN_EVENT')).event).to.include({ key: 'Escape', altKey: false, code: 'Escape' });
  });
});
