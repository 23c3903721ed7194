// Bound text with the source's parts: pages built with the packed package's codebase-id plugin, whose
// lookup (passed to initProject as an editor does) says the counter is `{label}: {count}` — two
// expressions the page fills in and one literal. An EDIT_TEXT that would change an expression is
// refused naming it; in-place editing selects the literal, shows the expressions locked and keeps
// them; after a literal edit React, Solid and Qwik go on writing the number beside it.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { NavTreeNode } from '../../types';
import { consoleProblems, waitForAsync } from './helpers';
import { inVendor, keyOf, nodes, openVendor, type Vendor } from './vendor';

/** Each page, and whether its counter keeps the literal in a text node of its own (the app then goes on writing the number beside the edit). */
const pages = [
  { project: 'react', ownNodes: true },
  { project: 'solid', ownNodes: true },
  { project: 'vue', ownNodes: false },
  { project: 'svelte', ownNodes: false },
  { project: 'angular', ownNodes: false },
  { project: 'qwik', ownNodes: true, page: 'dist/index.html', lookups: 'dist/codebase-ids.json' },
];

const byClass = (tag: string, className: string) => (node: NavTreeNode) => node.name === tag && node.classList.includes(className);

describe('bound text from the source\'s parts', () => {
  let vendor: Vendor | undefined;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  afterEach(async () => {
    vendor?.close();
    vendor = undefined;
    await consoleProblems();
  });

  for (const { project, ownNodes, page = 'index.html', lookups = 'codebase-ids.json' } of pages) {
    it(`${project}: an EDIT_TEXT of an expression is refused naming it; in place, only the literal changes and the app keeps its part`, async () => {
      const v = (vendor = await openVendor(project, { width: 1000, height: 800 }, page, { lookups }));
      const counter = nodes(v.tree).find(byClass('p', 'counter'))!;
      const add = nodes(v.tree).find(byClass('button', 'add'))!;
      const path = counter.tempoElement.uniquePath;
      const text = () => inVendor((lib, at) => lib.byPath(at)?.textContent ?? null, path);
      const untilCounter = (want: string) => waitForAsync(async () => (await text()) === want, `the counter to read "${want}"`, 20_000);

      const refused = await v.apply(v.sdk.createChangeItem('EDIT_TEXT', { codebaseIdToEditText: counter.tempoElement.codebaseId, newText: 'Edited again', oldText: 'Seats: 3' }));
      expect(refused.answer.instantUpdateSuccessful).to.equal(false);
      expect(refused.answer.reason).to.match(/^The edit would change \{(props\.)?label\} \(now "Seats"\) and \{count(\(\)|\.value)?\} \(now "3"\), which the page fills in from its state/);
      expect(await text(), 'nothing changed').to.equal('Seats: 3');
      expect(await consoleProblems()).to.contain('The edit would change');

      // In place: the second click edits; the literal is selected, typed over; a Delete that would take the number does nothing.
      await sendMouse({ type: 'click', position: v.point(counter, 0.1) });
      await v.until('SELECTED_ELEMENT_KEY', (event) => event.elementKey === keyOf(counter), 'the counter to be selected');
      await sendMouse({ type: 'click', position: v.point(counter, 0.1) });
      expect((await v.next('START_EDITING_TEXT')).data).to.deep.equal({ key: keyOf(counter), oldText: 'Seats: 3' });
      expect(await inVendor(() => document.getSelection()?.toString() ?? null), 'the literal is selected').to.equal(':');
      await sendKeys({ type: ' =' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'Delete' });
      await sendKeys({ press: 'Enter' });
      expect((await v.next('EDITED_TEXT')).data).to.deep.equal({ key: keyOf(counter), newText: 'Seats = 3', oldText: 'Seats: 3' });
      await untilCounter('Seats = 3');
      await v.driveClick(v.point(add));
      // React and Solid write the number into its own node; Vue and Svelte write the whole line from the template.
      await untilCounter(ownNodes ? 'Seats = 4' : 'Seats: 4');
    });
  }
});
