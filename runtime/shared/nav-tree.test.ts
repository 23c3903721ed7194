import { expect } from '@open-wc/testing';
import type { CompactNavTreeNode } from '../../types';
import type { ComponentAdapter } from '../adapters/types';
import { compactTree } from '../tools/nav-tree-compact';
import { adapterNavProps } from '../tools/nav-props';
import { classTokens } from './class-tokens';
import { createElementIds } from './element-ids';

import { buildCompactNavTree, buildNavTree, indexCompactBuild, type NavTreeOptions } from './nav-tree';

const A = 'tempo-0f8d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const B = 'tempo-1f8d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const C = 'tempo-2f8d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';

let container: HTMLElement;

/** A page with what changes a node: shadow roots, SVG, unrendered and `contents` boxes, skipped tags, placeholders, attributes, text, styles. */
function page(): void {
  container.innerHTML = `
    <header class="top ${A}" style="display:flex;flex-direction:column;position:sticky;top:0">
      <h1 class="title" data-codebase-id="hero-title">Hello <b>you</b> there</h1>
      <a href="/x" class="  ${B}\tlink  link\n" aria-label="x">link</a>
    </header>
    <section style="display:contents" class="${C} wrap"><p style="float:left">floated</p><span hidden>gone</span></section>
    <div class="tempo-duplicate-placeholder-1 grid" style="display:grid"><i class="${A}">icon</i><script>1</script><style>i{}</style></div>
    <div class="bad tempo-add-jsx-placeholder-x"><em>inside a placeholder</em></div>
    <svg width="20" height="20" class="${B}"><circle r="5"></circle></svg>
    <ul>${Array.from({ length: 12 }, (_, i) => `<li class="item ${i % 3 ? A : ''}" style="height:${10 + i * 0.37}px">${i}</li>`).join('')}</ul>
    <my-card></my-card>`;
  const host = container.querySelector('my-card')!;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.innerHTML = `<div class="${C}"><slot></slot><b>shadow text</b></div>`;
  host.append(Object.assign(document.createElement('span'), { textContent: 'slotted' }));
}

/** `tree` with each node's classes as the tools' compact form writes them (the walk sends the attribute as written). */
function normalized(node: CompactNavTreeNode): CompactNavTreeNode {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(node)) {
    if (field === 'c') {
      const tokens = classTokens(String(value));
      if (tokens.length > 0) out.c = tokens.join(' ');
    } else out[field] = field === 'k' ? (value as CompactNavTreeNode[]).map(normalized) : value;
  }
  return out as unknown as CompactNavTreeNode;
}

function options(overrides: Partial<NavTreeOptions> = {}): NavTreeOptions {
  return {
    storyboardId: 'sb-1',
    treeElementLookup: { [A]: { name: 'Header', isComponent: true }, [C]: { name: 'Card' } },
    scopeLookup: { 'scope-1': { codebaseIds: [B, C] } },
    root: container,
    isOwnNode: (el) => el.hasAttribute('data-own'),
    ids: createElementIds(document),
    readProps: adapterNavProps,
    ...overrides,
  } as NavTreeOptions;
}

describe('runtime/shared/nav-tree: the compact walk', () => {
  beforeEach(() => {
    container = document.createElement('div');
    container.style.cssText = 'position:relative;top:0.33px;left:0.5px;width:600px';
    document.body.append(container);
    page();
  });
  afterEach(() => {
    container.remove();
    window.scrollTo(0, 0);
  });

  it('makes the compact form of a full build with rounded boxes, node for node', () => {
    const opts = options();
    const full = buildNavTree({ ...opts, roundBoxes: true });
    const compact = buildCompactNavTree(opts);
    const fromFull = compactTree(full.tree);
    expect({ ...compact.tree, root: normalized(compact.tree.root) }).to.deep.equal(fromFull);
    // Byte for byte too, classes aside: the same fields in the same order.
    expect(JSON.stringify(normalized(compact.tree.root))).to.equal(JSON.stringify(fromFull.root));
    // The class attribute goes as written; the host splits it as classList does.
    const link = compact.tree.root.k![0]!.k![1]!;
    expect(link.c).to.equal(`  ${B}\tlink  link\n`);
    expect(link).to.not.have.property('i');
    expect(compact.elements).to.have.length(full.elementByKey.size);
  });

  it('expands into the full build’s nodes and index, keys and elements alike', () => {
    const opts = options();
    const full = buildNavTree({ ...opts, roundBoxes: true });
    const index = indexCompactBuild(buildCompactNavTree(opts));
    expect(index.tree).to.deep.equal(full.tree);
    expect([...index.elementByKey]).to.deep.equal([...full.elementByKey]);
    expect([...index.keyByElement]).to.deep.equal([...full.keyByElement]);
    expect([...index.nodeByKey.keys()]).to.deep.equal([...full.nodeByKey.keys()]);
    for (const [key, node] of index.nodeByKey) expect(node).to.deep.equal(full.nodeByKey.get(key));
    // Generated ids are the page's: the same elements carry them in both builds.
    expect(full.keyByElement.get(container.querySelector('ul')!)).to.match(/^gen-/);
  });

  it('agrees on a scrolled page, with an adapter’s props and the runtime’s own nodes left out', async () => {
    document.body.style.height = '5000px';
    container.append(Object.assign(document.createElement('div'), { textContent: 'overlay' }));
    container.lastElementChild!.setAttribute('data-own', '');
    window.scrollTo(0, 123.5);
    try {
      const adapter: ComponentAdapter = { name: 'fake', findComponentForElement: () => null, findComponentByName: () => null, propsOfElement: (el) => (el.localName === 'a' ? { to: '/y', count: 3 } : null) };
      const opts = options({ adapter });
      const full = buildNavTree({ ...opts, roundBoxes: true });
      const compact = buildCompactNavTree(opts);
      expect(JSON.stringify(normalized(compact.tree.root))).to.equal(JSON.stringify(compactTree(full.tree).root));
      expect(indexCompactBuild(compact).tree).to.deep.equal(full.tree);
      expect(JSON.stringify(compact.tree)).to.not.contain('overlay');
    } finally {
      document.body.style.height = '';
    }
  });

  it('refuses an invalid storyboard id before reading the page', () => {
    expect(() => buildCompactNavTree(options({ storyboardId: 'no spaces' }))).to.throw(/Invalid storyboard id/);
  });
});
