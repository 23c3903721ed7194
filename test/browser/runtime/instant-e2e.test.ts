// Instant updates through the protocol, as an editor drives them: apply, see the page change, undo, redo.
import { expect } from '@open-wc/testing';
import { createChangeItem } from '../../../runtime/shared/change-items';
import type { ChangeItemData } from '../../../types';
import { connect, createFrame, editorOrigin, type HostFrame } from './host';

const H1 = 'tempo-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const INTRO = 'tempo-2b3c4d5e-6f7a-4b2c-9d3e-4f5a6b7c8d9e';

describe('instant updates through the protocol', () => {
  let host: HostFrame;
  let doc: Document;
  let win: Window;
  beforeEach(async () => {
    const iframe = await createFrame(`${editorOrigin}/test-fixtures/plain.html`);
    host = await connect(iframe);
    await host.call('initProject', 'plain');
    doc = iframe.contentDocument!;
    win = iframe.contentWindow!;
  });
  afterEach(() => host.remove());

  async function apply(item: unknown) {
    const answer = await host.call('applyChangeItemToDocument', item);
    const done = host.events('INSTANT_UPDATE_DONE').at(-1);
    return { answer, done };
  }

  it('STYLING shows at once, and undo and redo are instant', async () => {
    const h1 = doc.querySelector('h1')!;
    const before = { html: doc.querySelector('main')!.outerHTML, color: win.getComputedStyle(h1).color };
    const item = createChangeItem('STYLING', { codebaseId: H1, stylingChanges: { color: 'rgb(200, 10, 10)' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
    const { answer, done } = await apply(item);
    expect(answer.result).to.deep.equal({ instantUpdateSuccessful: true });
    expect(done!.instantUpdateSuccessful).to.equal(true);
    expect(done!.changeItem.instantUpdateFinished).to.equal(true);
    expect(win.getComputedStyle(h1).color).to.equal('rgb(200, 10, 10)');
    expect([...h1.classList].some((name) => name.startsWith('arb89-styling-'))).to.equal(true);
    expect(host.events('INSTANT_UPDATE_DONE')).to.have.length(1);

    const undo = createChangeItem('UNDO', { changeToUndo: done!.changeItem as ChangeItemData });
    expect((await apply(undo)).done!.instantUpdateSuccessful).to.equal(true);
    expect(win.getComputedStyle(h1).color).to.equal(before.color);
    expect(doc.querySelector('main')!.outerHTML).to.equal(before.html);
    expect(doc.head.querySelector('style[data-arb89-instant]')).to.equal(null);

    const redo = createChangeItem('REDO', { changeToRedo: done!.changeItem as ChangeItemData });
    await apply(redo);
    expect(win.getComputedStyle(h1).color).to.equal('rgb(200, 10, 10)');
  });

  it('after a hot reload, instant classes the new nodes still need come back; after a flush lands they are dropped', async () => {
    const item = createChangeItem('STYLING', { codebaseId: H1, stylingChanges: { color: 'rgb(1, 2, 3)' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
    await apply(item);
    const instantClass = [...doc.querySelector('h1')!.classList].find((name) => name.startsWith('arb89-styling-'))!;
    // What a framework's hot reload does: new nodes, rendered from the (unchanged) source.
    const rerender = () => {
      const fresh = doc.querySelector('h1')!.cloneNode(true) as Element;
      fresh.classList.remove(instantClass);
      doc.querySelector('h1')!.replaceWith(fresh);
      return fresh;
    };
    const first = rerender();
    expect(win.getComputedStyle(first).color).not.to.equal('rgb(1, 2, 3)');
    await host.nextEvent('LATEST_HYDRATION_ERROR_STATUS', () => true, 2500);
    expect(first.classList.contains(instantClass)).to.equal(true);
    expect(win.getComputedStyle(first).color).to.equal('rgb(1, 2, 3)');

    await host.call('setIsFlushing', true);
    const second = rerender();
    await host.nextEvent('LATEST_HYDRATION_ERROR_STATUS', () => true, 2500);
    expect(second.classList.contains(instantClass)).to.equal(false);
    expect(win.getComputedStyle(second).color).not.to.equal('rgb(1, 2, 3)');
  });

  it('REMOVE_JSX hides the element; undo brings back the same node', async () => {
    const intro = doc.querySelector('p.intro')!;
    const { done } = await apply(createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [INTRO] }));
    expect(done!.instantUpdateSuccessful).to.equal(true);
    expect(win.getComputedStyle(intro).display).to.equal('none');
    await apply(createChangeItem('UNDO', { changeToUndo: done!.changeItem as ChangeItemData }));
    expect(doc.querySelector('p.intro')).to.equal(intro);
    expect(win.getComputedStyle(intro).display).to.equal('block');
  });

  it('failures name the reason and change nothing; malformed items answer an error', async () => {
    const html = doc.body.outerHTML;
    const { answer, done } = await apply(createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: ['tempo-00000000-0000-4000-8000-000000000000'] }));
    expect(answer.result).to.deep.equal({ instantUpdateSuccessful: false, reason: 'Could not find component element for instant update' });
    expect(done!.instantUpdateSuccessful).to.equal(false);
    expect(done!.reason).to.equal('Could not find component element for instant update');
    expect(doc.body.outerHTML).to.equal(html);
    const bad = await host.call('applyChangeItemToDocument', { id: crypto.randomUUID(), type: 'FOO', changeName: 'x', changeFields: {} });
    expect(bad.error).to.equal('Unknown change type: FOO');
    const injection = createChangeItem('STYLING', { codebaseId: H1, stylingChanges: { color: 'red; } body { display: none' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
    expect((await apply(injection)).done!.instantUpdateSuccessful).to.equal(false);
    expect(doc.body.outerHTML).to.equal(html);
    expect(win.getComputedStyle(doc.body).display).to.equal('block');
  });
});
