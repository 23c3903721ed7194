// The packed runtime as vendors use it: pages of fresh projects that installed the tarball (made by
// scripts/vendor-projects.mjs), driven from this page (another origin) through the host SDK loaded
// from the same installed package, with the real mouse and keyboard.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { consoleProblems, waitFor, waitForAsync } from './helpers';
import { inVendor, keyOf, nodes, openVendor, type Vendor } from './vendor';

describe('the packed runtime in vendor projects', () => {
  let vendor: Vendor | null = null;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  afterEach(async () => {
    vendor?.close();
    vendor = null;
    await sendMouse({ type: 'move', position: [1150, 850] });
  });

  it('plain HTML with no ids: tree, hover, select, text edit and an instant update, from the UMD file', async () => {
    vendor = await openVendor('plain');
    const v = vendor;
    const all = nodes(v.tree);
    expect(all.map((node) => node.name)).to.deep.equal(['Storyboard', 'main', 'h1', 'p', 'ul', 'li', 'li']);
    const [h1, price] = [all[2]!, all[3]!];
    await sendMouse({ type: 'move', position: v.point(h1, 0.3) });
    expect((await v.next('HOVERED_ELEMENT_KEY')).elementKey).to.equal(keyOf(h1));
    await sendMouse({ type: 'click', position: v.point(h1, 0.3) });
    expect((await v.next('SELECTED_ELEMENT_KEY')).elementKey).to.equal(keyOf(h1));
    await sendMouse({ type: 'click', position: v.point(h1, 0.3) });
    await v.next('START_EDITING_TEXT');
    await sendKeys({ type: 'Plans' });
    await sendKeys({ press: 'Enter' });
    expect((await v.next('EDITED_TEXT')).data).to.deep.equal({ key: keyOf(h1), newText: 'Plans', oldText: 'Pricing' });
    const styling = {
      id: 'vendor-1', type: 'STYLING' as const, changeName: 'Styling',
      changeFields: { codebaseId: price.tempoElement.codebaseId, stylingChanges: { color: 'rgb(0, 128, 0)' }, stylingFramework: 'CSS' as const, modifiers: [], customProperties: [] },
    };
    expect(await v.frame.applyChangeItemToDocument(styling)).to.deep.equal({ instantUpdateSuccessful: true });
    expect((await v.frame.getCssEvals(keyOf(price))).cssEvals.color).to.equal('rgb(0, 128, 0)');
    // No framework on the page: no component adapter, and the inspect answer says so.
    let error: unknown;
    await v.frame.inspectElement({ componentName: 'Price', tempoElementID: price.tempoElement.codebaseId }).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('Could not find component');
    expect(await consoleProblems()).to.equal('');
  });

  // Each framework's page renders a PriceCard component (title, price; state `open`) and a heading.
  // React's page was built with Rollup and the package's codebaseIds() plugin, Vue's and Angular's
  // with its addCodebaseIds() as a plain function: their elements carry source ids.
  const frameworks = [
    { project: 'react', heading: 'React pricing', state: [false], sourceIds: ['h1', 'h2', 'p'] },
    { project: 'preact', heading: 'Preact pricing', state: { open: false } },
    // Vue's heading comes from a render function (h()), the card from a single-file component.
    { project: 'vue', heading: 'Vue pricing', state: { open: false }, sourceIds: ['h2', 'p'] },
    { project: 'lit', heading: 'Lit pricing', state: { open: false } },
    // Angular's card takes its price as a signal input, read by calling it; its inline templates got ids.
    { project: 'angular', heading: 'Angular pricing', state: { open: false }, sourceIds: ['h1', 'h2', 'p'] },
  ];
  for (const { project, heading, state, sourceIds = [] as string[] } of frameworks) {
    it(`${project}: the adapter is detected; tree, hover and select (into shadow DOM for Lit), text edit, an instant update, inspect`, async () => {
      vendor = await openVendor(project);
      const v = vendor;
      const all = nodes(v.tree);
      const find = (name: string, text: string) => {
        const node = all.find((candidate) => candidate.name === name && candidate.literalChildren.some((child) => child.value.includes(text)));
        if (!node) throw new Error(`no ${name} node with "${text}" in ${JSON.stringify(all.map((n) => n.name))}`);
        return node;
      };
      const h1 = find('h1', heading);
      const h2 = find('h2', 'Basic');
      const price = all.find((node) => node.name === 'p' && node.classList.includes('price'))!;
      for (const node of [h1, h2, price]) {
        if (sourceIds.includes(node.name)) expect(node.tempoElement.codebaseId).to.match(/^tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        else expect(node.tempoElement.codebaseId).to.match(/^gen-/);
      }
      // Hover and select the card's title (inside the component's shadow root for Lit), then edit the heading in place.
      await sendMouse({ type: 'move', position: v.point(h2, 0.2) });
      expect((await v.next('HOVERED_ELEMENT_KEY')).elementKey).to.equal(keyOf(h2));
      await sendMouse({ type: 'click', position: v.point(h1, 0.2) });
      expect((await v.next('SELECTED_ELEMENT_KEY')).elementKey).to.equal(keyOf(h1));
      await sendMouse({ type: 'click', position: v.point(h1, 0.2) });
      await v.next('START_EDITING_TEXT');
      await sendKeys({ type: 'Plans' });
      await sendKeys({ press: 'Enter' });
      expect((await v.next('EDITED_TEXT')).data).to.deep.equal({ key: keyOf(h1), newText: 'Plans', oldText: heading });
      const styling = {
        id: `${project}-1`, type: 'STYLING' as const, changeName: 'Styling',
        changeFields: { codebaseId: price.tempoElement.codebaseId, stylingChanges: { color: 'rgb(0, 128, 0)' }, stylingFramework: 'CSS' as const, modifiers: [], customProperties: [] },
      };
      expect(await v.frame.applyChangeItemToDocument(styling)).to.deep.equal({ instantUpdateSuccessful: true });
      expect((await v.frame.getCssEvals(keyOf(price))).cssEvals.color).to.equal('rgb(0, 128, 0)');
      // The component that rendered the title, through the framework's own data.
      const inspected = await v.frame.inspectElement({ componentName: project === 'lit' ? 'price-card' : 'PriceCard', isComponent: false, tempoElementID: h2.tempoElement.codebaseId });
      expect(inspected.props).to.deep.include({ title: 'Basic', price: 59 });
      expect(inspected.state).to.deep.equal(state);
      expect(await consoleProblems()).to.equal('');
    });
  }

  // Svelte 5 keeps a component's props and state in closures (runtime/adapters/svelte.ts): its page, compiled
  // with `dev: true` as a preview is, answers which component rendered an element; the props come from the
  // reader the codebase-id plugin's `svelteProps` put on each component's root elements.
  it('svelte: the adapter is detected; inspect finds the component that rendered an element and its current props, also after the app changed them', async () => {
    vendor = await openVendor('svelte');
    const v = vendor;
    expect(v.adapter).to.deep.equal({ name: 'svelte', choice: 'detected' });
    const all = nodes(v.tree);
    const h2 = all.find((node) => node.name === 'h2')!;
    const counter = all.find((node) => node.name === 'p' && node.classList.includes('counter'))!;
    const add = all.find((node) => node.name === 'button' && node.classList.includes('add'))!;
    const inspect = (componentName: string, node = h2) => v.frame.inspectElement({ componentName, isComponent: false, tempoElementID: node.tempoElement.codebaseId });
    const refusal = (answer: Promise<unknown>) => answer.then(() => 'answered', (error: unknown) => (error as Error).message);
    expect(await inspect('PriceCard')).to.deep.equal({ props: { title: 'Basic', price: 59 }, state: null });
    // The root component, by its file (it takes no props); the counter's own component; none that did not render it.
    expect(await inspect('App')).to.deep.equal({ props: {}, state: null });
    expect(await inspect('Counter', counter)).to.deep.equal({ props: { label: 'Seats' }, state: null });
    expect(await refusal(inspect('Counter'))).to.equal('Could not find component');
    expect(await v.frame.getStateAndProps('PriceCard')).to.deep.equal({ props: { title: 'Basic', price: 59 }, state: null });
    expect(await refusal(v.frame.getStateAndProps('Checkout'))).to.equal('No component found');
    // The app raises the card's price prop: the card re-renders, and is still the component found.
    await inVendor(() => {
      window.dispatchEvent(new Event('price-raise'));
    });
    await waitForAsync(() => inVendor(() => document.querySelector('p.price')?.textContent === '$69 a month'), 'the raised price');
    expect(await inspect('PriceCard')).to.deep.equal({ props: { title: 'Basic', price: 69 }, state: null });
    expect(await v.frame.getStateAndProps('PriceCard')).to.deep.equal({ props: { title: 'Basic', price: 69 }, state: null });
    // The app still counts (in drive mode, where the page gets its clicks).
    await v.driveClick(v.point(add));
    await waitForAsync(() => inVendor(() => document.querySelector('p.counter')?.textContent === 'Seats: 4'), 'the counter to count');
    expect(await consoleProblems()).to.equal('');
  });

  it('svelte-prod: a Svelte build without dev: true gets no adapter, and the report says why', async () => {
    vendor = await openVendor('svelte-prod');
    const v = vendor;
    expect(v.adapter).to.deep.equal({ name: null, choice: 'detected', reason: 'Svelte page built without dev: true: no component metadata' });
    const h2 = nodes(v.tree).find((node) => node.name === 'h2')!;
    let error: unknown;
    await v.frame.inspectElement({ componentName: 'PriceCard', tempoElementID: h2.tempoElement.codebaseId }).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('Could not find component');
    expect(await consoleProblems()).to.equal('');
  });

  it('angular-prod: an Angular production build gets no adapter, and the report says why', async () => {
    vendor = await openVendor('angular-prod');
    const v = vendor;
    expect(v.adapter).to.deep.equal({ name: null, choice: 'detected', reason: 'Angular production build: components are not exposed' });
    const h2 = nodes(v.tree).find((node) => node.name === 'h2')!;
    let error: unknown;
    await v.frame.inspectElement({ componentName: 'PriceCard', tempoElementID: h2.tempoElement.codebaseId }).catch((caught: unknown) => (error = caught));
    expect((error as Error).message).to.equal('Could not find component');
    expect(await consoleProblems()).to.equal('');
  });

  // The counters' text edits and the app's state after them: conformance.test.ts, for every framework.

  // The quick start's files, verbatim, beside the installed package (served here instead of port
  // 8080): the script tag's two files, and the Vite app (built as the doc says) with the same editor.
  // The text edit needs the editing tools, which the Vite app finds among its build's chunks.
  const quickStarts = [
    { project: 'quick-start', way: 'the script tag' },
    { project: 'quick-start-vite', way: 'the Vite app' },
  ];
  for (const { project, way } of quickStarts) it(`docs/quick-start.md works when pasted, ${way}: its editor logs the tree, a selection and an edit made with the real mouse and keys`, async () => {
    const editor = document.createElement('iframe');
    editor.style.cssText = 'position:fixed;left:0;top:0;width:900px;height:500px;border:0';
    editor.src = `/vendor/${project}/editor.html`;
    document.body.append(editor);
    try {
      const log = () => editor.contentDocument?.getElementById('log')?.textContent ?? '';
      await waitFor(() => log().includes('tree: 2 elements at the top'), 'the tree in the log');
      const preview = editor.contentDocument!.getElementById('preview') as HTMLIFrameElement;
      const heading = preview.contentDocument!.querySelector('h1')!;
      const at = (): [number, number] => {
        const outer = preview.getBoundingClientRect();
        const box = heading.getBoundingClientRect();
        return [Math.round(outer.left + box.left + 20), Math.round(outer.top + box.top + box.height / 2)];
      };
      await sendMouse({ type: 'click', position: at() });
      await waitFor(() => /selected: gen-[a-z0-9]+_quick-start_0-0\n/.test(log()), 'the selection in the log');
      await sendMouse({ type: 'click', position: at() });
      await waitFor(() => heading.isContentEditable, 'text editing');
      await sendKeys({ type: 'Hi' });
      await sendKeys({ press: 'Enter' });
      await waitFor(() => log().includes('edited: Hi\n'), 'the edit in the log');
      expect(await consoleProblems()).to.equal('');
    } finally {
      editor.remove();
    }
  });
});
