// Source ids and their lookup on framework pages built with the packed package's codebase-id plugin:
// React (the Rollup plugin), Vue, Solid, Qwik (the Vite plugin before Qwik's optimizer) and Angular's inline templates (addCodebaseIds as a plain
// function before their compilers), Svelte (as a Svelte preprocessor), and a Vite app with Svelte and Vue components (the
// Vite plugin before vite-plugin-svelte and plugin-vue). An editor that passes the lookup the build
// wrote to initProject can say where each element is written and which component it belongs to,
// with or without a component adapter in the frame.
import { expect } from '@open-wc/testing';
import type { NavTreeNode, TreeElementLookup } from '../../types';
import { nodes, openVendor, type Vendor } from './vendor';

const ID = /^tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Each page, where its build wrote the lookup, and the files and components of its cards (in page order). */
const pages = [
  { project: 'react', cards: [['app.jsx', 'PriceCard']] },
  { project: 'vue', cards: [['PriceCard.vue', 'PriceCard']] },
  { project: 'svelte', cards: [['PriceCard.svelte', 'PriceCard']] },
  { project: 'solid', cards: [['app.jsx', 'PriceCard']] },
  // Angular's inline templates, given their ids before esbuild compiles the TypeScript.
  { project: 'angular', cards: [['app.ts', 'PriceCard']] },
  { project: 'vite-sfc', page: 'dist/index.html', lookups: 'dist/codebase-ids.json', cards: [['SvelteCard.svelte', 'SvelteCard'], ['VueCard.vue', 'VueCard']] },
  // Astro's build with the plugin among Vite's plugins: the .astro card, server-rendered.
  { project: 'astro', page: 'dist/index.html', lookups: 'dist/codebase-ids.json', cards: [['src/components/PriceCard.astro', 'PriceCard']] },
  // Qwik's optimizer after the plugin (Vite), the page rendered on the server: components are `component$(…)` calls.
  { project: 'qwik', page: 'dist/index.html', lookups: 'dist/codebase-ids.json', cards: [['src/root.tsx', 'PriceCard']] },
];

const isCard = (node: NavTreeNode) => node.name === 'section' && node.classList.includes('card');

describe('codebase ids and their lookup on framework pages', () => {
  let vendor: Vendor | undefined;
  afterEach(() => {
    vendor?.close();
    vendor = undefined;
  });

  for (const { project, page = 'index.html', lookups = 'codebase-ids.json', cards } of pages) {
    it(`${project}: each card's elements have source ids the lookup places in the file and component that write them`, async () => {
      const lookup = (await (await fetch(`/vendor/${project}/${lookups}`)).json()) as { treeElementLookup: TreeElementLookup };
      vendor = await openVendor(project, undefined, page, { lookups });
      // The mount point is in index.html, which no plugin reads (and Vue's page renders its <main> with h()): no source id.
      const elements = nodes(vendor.tree).slice(1);
      for (const node of elements.filter((candidate) => ID.test(candidate.tempoElement.codebaseId))) {
        expect(lookup.treeElementLookup[node.tempoElement.codebaseId], `${node.name} is in the lookup`).to.not.equal(undefined);
      }
      const found = elements.filter(isCard);
      expect(found.length, 'cards').to.equal(cards.length);
      for (const [i, [file, component]] of cards.entries()) {
        const card = found[i]!;
        for (const node of nodes(card)) expect(node.tempoElement.codebaseId, `${node.name} in ${component}`).to.match(ID);
        const entry = lookup.treeElementLookup[card.tempoElement.codebaseId]!;
        expect([entry.file, entry.component, card.scope]).to.deep.equal([file, component, `${file}#${component}`]);
        // The line and column are where the card's `<section` is written.
        const source = await (await fetch(`/vendor/${project}/${file}`)).text();
        const line = source.split('\n')[(entry.line as number) - 1]!;
        expect(line.slice((entry.column as number) - 1)).to.match(/^<section\b/);
        // Its title comes from a prop, not literal text: the lookup says it cannot be edited in place.
        const title = card.children.find((node) => node.name === 'h2');
        expect(title, 'the card title').to.not.equal(undefined);
        expect(lookup.treeElementLookup[title!.tempoElement.codebaseId]!.staticTextContents).to.equal(false);
      }
    });
  }

  it('vite-sfc: the id stays on an element when the app changes its class (Svelte class directive, Vue static class beside :class)', async () => {
    vendor = await openVendor('vite-sfc', undefined, 'dist/index.html', { lookups: 'dist/codebase-ids.json' });
    const v = vendor;
    const cards = nodes(v.tree).filter(isCard);
    const svelteDetails = nodes(cards[0]!).find((node) => node.name === 'button')!;
    const vueDetails = nodes(cards[1]!).find((node) => node.name === 'button')!;
    const svelteId = nodes(cards[0]!).find((node) => node.name === 'p')!.tempoElement.codebaseId;
    const vueId = cards[1]!.tempoElement.codebaseId;
    await v.driveClick(v.point(svelteDetails));
    await v.driveClick(v.point(vueDetails));
    await v.until(
      'NAV_TREE',
      (event) => {
        const all = nodes(event.navTree as NavTreeNode);
        const price = all.find((node) => node.tempoElement.codebaseId === svelteId);
        const vueCard = all.find((node) => node.tempoElement.codebaseId === vueId);
        return !!price?.classList.includes('open') && price.classList.includes('price') && !!vueCard?.classList.includes('open') && vueCard.classList.includes('card');
      },
      'both cards open, their elements still under their ids',
    );
  });
});
