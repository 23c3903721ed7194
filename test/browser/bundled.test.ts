// The runtime bundled into an app: test/vendor/bundled (a Vue app whose script has
// `import { start } from 'visual-editing-runtime'`) built by Vite, Rollup and esbuild with nothing
// about the runtime in their configuration (scripts/vendor-projects.mjs), driven from this page
// (another origin) through the host SDK. Each must find its editing tools and the Vue adapter in
// what its bundler made of the package's own imports of them.
import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { consoleProblems } from './helpers';
import { inVendor, keyOf, nodes, openVendor, textOf, type Vendor } from './vendor';

describe('the runtime imported into an app and bundled', () => {
  let vendor: Vendor | null = null;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  afterEach(() => {
    vendor?.close();
    vendor = null;
  });

  // Vite and Rollup emit the tools and the adapter as chunks of their own; esbuild (without
  // `splitting`) puts them in the app's file, still loaded only when an editor asks.
  const builds = [
    { bundler: 'vite', chunks: true },
    { bundler: 'rollup', chunks: true },
    { bundler: 'esbuild', chunks: false },
  ];
  for (const { bundler, chunks } of builds) {
    it(`${bundler}: the tree, an instant update, the tools' answers and the Vue adapter`, async () => {
      vendor = await openVendor(`bundled-${bundler}`, undefined, 'dist/index.html');
      const v = vendor;
      const all = nodes(v.tree);
      const h1 = all.find((node) => node.name === 'h1')!;
      const h2 = all.find((node) => node.name === 'h2')!;
      const price = all.find((node) => node.name === 'p' && node.classList.includes('price'))!;
      expect([textOf(h1), textOf(h2), textOf(price)]).to.deep.equal(['Bundled pricing', 'Basic', '$59 a month']);

      const styling = {
        id: `bundled-${bundler}-1`, type: 'STYLING' as const, changeName: 'Styling',
        changeFields: { codebaseId: price.tempoElement.codebaseId, stylingChanges: { color: 'rgb(0, 128, 0)' }, stylingFramework: 'CSS' as const, modifiers: [], customProperties: [] },
      };
      const { answer } = await v.apply(styling);
      expect(answer).to.deep.equal({ instantUpdateSuccessful: true });
      expect(await inVendor(() => getComputedStyle(document.querySelector('p.price')!).color)).to.equal('rgb(0, 128, 0)');
      expect((await v.frame.getCssEvals(keyOf(price))).cssEvals.color).to.equal('rgb(0, 128, 0)');

      // The Vue adapter (detected, then loaded): the component that rendered the title, from Vue's own data.
      const inspected = await v.frame.inspectElement({ componentName: 'PriceCard', isComponent: false, tempoElementID: h2.tempoElement.codebaseId });
      expect(inspected.props).to.deep.include({ title: 'Basic', price: 59 });
      expect(inspected.state).to.deep.equal({ open: false });

      const scripts = await inVendor(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
      const files = scripts.filter((path) => path.startsWith(`/vendor/bundled-${bundler}/dist/`)).map((path) => path.split('/').pop()!);
      if (chunks) {
        expect(files.some((file) => file.startsWith('runtime-tools'))).to.equal(true, `a runtime-tools chunk among ${files.join(', ')}`);
        expect(files.some((file) => file.startsWith('runtime-adapter-vue'))).to.equal(true, `a runtime-adapter-vue chunk among ${files.join(', ')}`);
      }
      // Nothing was asked for beside the package in node_modules.
      expect(scripts.filter((path) => path.includes('node_modules'))).to.deep.equal([]);
      expect(await consoleProblems()).to.equal('');
    });
  }
});
