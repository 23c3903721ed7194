import { expect } from '@open-wc/testing';
import * as toolsModule from '../tools';
import { createElementIds } from '../shared/element-ids';
import { createState, type FrameState } from './frame/state';
import { createLogger } from './logger';
import { createNavTreeService, type NavTreeService } from './nav-tree-service';
import type { HeldElements } from './selection-service';
import { waitFor as until } from '../../test/browser/helpers';

describe('core/nav-tree-service: the tree, its rebuilds and how it is posted', () => {
  let container: HTMLElement;
  let own: HTMLElement;
  let state: FrameState;
  let posted: { name: string; fields: Record<string, unknown> }[];
  let builds: HeldElements[];
  let hotReloads: number;
  let tree: NavTreeService;

  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = '<section><h2>Title</h2><p>Text</p></section>';
    own = document.createElement('div');
    own.innerHTML = '<span>the runtime’s own</span>';
    document.body.append(container, own);
    state = createState(false);
    posted = [];
    builds = [];
    hotReloads = 0;
    tree = createNavTreeService({
      doc: document,
      state,
      messenger: { post: (name, fields) => posted.push({ name, fields: fields as Record<string, unknown> }) },
      ids: createElementIds(document),
      log: createLogger(false),
      isOwnNode: (node) => node === own || own.contains(node),
      isOwnRoot: (element) => element === own,
      adapter: () => null,
      readProps: () => null,
      hold: () => ({ hovered: null, selected: container.querySelector('h2'), multiSelected: [] }),
      built: (held) => builds.push(held),
      hotReloadEnded: () => (hotReloads += 1),
    });
  });
  afterEach(() => {
    tree.stop();
    container.remove();
    own.remove();
  });

  const trees = () => posted.filter((event) => event.name === 'NAV_TREE');

  it('builds nothing before initProject names the storyboard; then posts whole trees, holding the selection across each build', () => {
    tree.start();
    tree.rebuild();
    expect(posted).to.deep.equal([]);
    state.storyboardId = 'sb-1';
    tree.rebuild();
    expect(trees()).to.have.length(1);
    expect(trees()[0]!.fields.navTree).to.be.an('object');
    expect(state.nav?.keyByElement.has(container.querySelector('h2')!)).to.equal(true);
    expect(state.nav?.keyByElement.has(own.querySelector('span')!)).to.equal(false);
    expect(builds).to.have.length(1);
    expect(builds[0]!.selected).to.equal(container.querySelector('h2'));
    tree.repost();
    expect(trees()).to.have.length(2);
  });

  it('rebuilds after the page changes, not after the runtime’s own nodes change; a burst of changes ends as a hot reload', async () => {
    state.storyboardId = 'sb-1';
    tree.start();
    tree.rebuild();
    own.append(document.createElement('i'));
    container.append(document.createElement('footer'));
    await until(() => trees().length === 2, 'the rebuild after the page changed');
    expect([...state.nav!.keyByElement.keys()].some((element) => element.tagName === 'FOOTER')).to.equal(true);
    await until(() => hotReloads === 1, 'the end of the burst of changes');
    tree.flush();
    expect(trees()).to.have.length(2);
  });

  it('stops: no change source, no rebuild, no post', async () => {
    state.storyboardId = 'sb-1';
    const changes = tree.start();
    expect(tree.changes()).to.equal(changes);
    tree.stop();
    expect(tree.changes()).to.equal(null);
    container.append(document.createElement('footer'));
    tree.rebuildNow();
    expect(posted).to.deep.equal([]);
  });

  it('for a host that takes patches: posts the first tree at once, keeps rebuilds for the patcher, and the patcher goes on from it', async () => {
    state.storyboardId = 'sb-1';
    tree.start();
    tree.postFirst();
    expect(posted.map((event) => [event.name, event.fields.version])).to.deep.equal([['NAV_TREE', 1]]);
    expect(typeof posted[0]!.fields.compactJson).to.equal('string');
    // While the tools load, a rebuild waits for the patcher, and a reposted tree is the same first tree.
    tree.rebuild();
    tree.repost();
    expect(posted.map((event) => event.fields.version)).to.deep.equal([1, 1]);
    container.querySelector('p')!.textContent = 'Changed meanwhile';
    tree.takeOverFirst(toolsModule);
    // The change made while waiting comes as a patch on the first tree.
    await until(() => posted.some((event) => event.name === 'NAV_TREE_PATCH'), 'a patch after the first tree');
    expect(posted.filter((event) => event.name === 'NAV_TREE')).to.have.length(2);
  });

  it('without the tools, goes on with whole trees after the first', () => {
    state.storyboardId = 'sb-1';
    tree.start();
    tree.postFirst();
    tree.request();
    tree.takeOverFirst(null);
    expect(trees()).to.have.length(2);
    expect(trees()[1]!.fields.navTree).to.be.an('object');
  });
});
