// Source ids and their lookup on framework pages built with the packed package's codebase-id plugin:
// React (the Rollup plugin), Vue and Solid (addCodebaseIds as a plain function before their
// compilers), Svelte (as a Svelte preprocessor). An editor that passes the lookup the build wrote
// to initProject can say where each element is written and which component it belongs to, with
// or without a component adapter in the frame.
import { expect } from '@open-wc/testing';
import type { TreeElementLookup } from '../../types';
import { nodes, openVendor, type Vendor } from './vendor';

const ID = /^tempo-[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Each page, the file its PriceCard is written in, and whether the runtime has a component adapter for it. */
const pages = [
  { project: 'react', file: 'app.jsx', adapter: 'react' },
  { project: 'vue', file: 'PriceCard.vue', adapter: 'vue' },
  { project: 'svelte', file: 'PriceCard.svelte' },
  { project: 'solid', file: 'app.jsx', adapter: null },
];

describe('codebase ids and their lookup on framework pages', () => {
  let vendor: Vendor | undefined;
  afterEach(() => {
    vendor?.close();
    vendor = undefined;
  });

  for (const { project, file, adapter } of pages) {
    it(`${project}: every element has a source id the lookup places in its file, and the card names its component`, async () => {
      const lookup = (await (await fetch(`/vendor/${project}/codebase-ids.json`)).json()) as { treeElementLookup: TreeElementLookup };
      vendor = await openVendor(project, undefined, undefined, { lookups: true });
      if (adapter !== undefined) expect(vendor.adapter.name).to.equal(adapter);
      // The mount point is in index.html, which no plugin reads (and Vue's page renders its <main> with h()): no source id.
      const elements = nodes(vendor.tree).slice(1);
      const written = elements.filter((node) => ID.test(node.tempoElement.codebaseId));
      for (const node of written) expect(lookup.treeElementLookup[node.tempoElement.codebaseId], `${node.name} is in the lookup`).to.not.equal(undefined);
      const card = written.find((node) => node.name === 'section' && node.classList.includes('card'))!;
      expect(card, 'the card has a source id').to.not.equal(undefined);
      for (const node of nodes(card)) expect(node.tempoElement.codebaseId, `${node.name} in the card`).to.match(ID);
      const entry = lookup.treeElementLookup[card.tempoElement.codebaseId]!;
      expect([entry.file, entry.component, card.scope]).to.deep.equal([file, 'PriceCard', `${file}#PriceCard`]);
      // The line and column are where the card's `<section` is written.
      const source = await (await fetch(`/vendor/${project}/${file}`)).text();
      const line = source.split('\n')[(entry.line as number) - 1]!;
      expect(line.slice((entry.column as number) - 1)).to.match(/^<section\b/);
      // Its title comes from a prop, not literal text: the lookup says it cannot be edited in place.
      const title = card.children.find((node) => node.name === 'h2');
      expect(title, 'the card title').to.not.equal(undefined);
      expect(lookup.treeElementLookup[title!.tempoElement.codebaseId]!.staticTextContents).to.equal(false);
    });
  }
});
