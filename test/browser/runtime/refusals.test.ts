import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { NavTreeNode } from '../../../types';
import { consoleProblems } from '../helpers';
import { connect, createFrame, editorOrigin, type HostFrame } from './host';

// A request the frame refuses (answered { error }, or an instant update answered unsuccessful) leaves
// the page and the runtime's state exactly as they were: every argument is checked before anything
// changes. The state is read from outside, as an editor sees it: the page's markup, the overlay
// (selection, forced states, zoom) and the navigation tree (storyboard id, lookups).

const STORYBOARD = 'plain';
const H1 = 'tempo-1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d';
const LINK = 'tempo-8b9c0d1e-2f3a-4b8c-9d9e-0f1a2b3c4d5e';
const ROW = 'tempo-4d5e6f7a-8b9c-4d4e-9f5a-6b7c8d9e0f1a';
const key = (codebaseId: string, path: string) => `${codebaseId}_${STORYBOARD}_${path}`;

function nodes(tree: NavTreeNode): NavTreeNode[] {
  return [tree, ...tree.children.flatMap(nodes)];
}

describe('a refused request changes nothing', () => {
  let host: HostFrame;
  let doc: Document;
  let keys: Map<string, string>;

  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
    const iframe = await createFrame(`${editorOrigin}/test-fixtures/plain.html`);
    host = await connect(iframe);
    doc = iframe.contentDocument!;
    const lookups = { [H1]: { name: 'Heading', isComponent: true, staticTextContents: true }, [LINK]: { name: 'Link', isComponent: false } };
    expect((await host.call('initProject', STORYBOARD, lookups, { scope: { codebaseIds: [H1, LINK] } })).error).to.equal(undefined);
    const tree = (await host.nextEvent('NAV_TREE')).navTree!;
    keys = new Map(nodes(tree).map((node) => [node.tempoElement.codebaseId, key(node.tempoElement.codebaseId, node.tempoElement.uniquePath)]));
    // State worth keeping: a selection, a forced :hover, a zoom, an instant update.
    for (const [name, ...args] of [
      ['setSelectedElement', keys.get(H1)],
      ['setModifiersForSelectedElement', ['hover'], keys.get(LINK)],
      ['setZoomPerc', 1.5],
    ] as const) expect((await host.call(name, ...args)).error, name).to.equal(undefined);
    const styling = { id: 'styling-1', type: 'STYLING', changeName: 'Styling', changeFields: { codebaseId: H1, stylingChanges: { color: 'rgb(1, 2, 3)' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] } };
    expect((await host.call('applyChangeItemToDocument', styling)).result).to.deep.include({ instantUpdateSuccessful: true });
  });
  after(() => host.remove());

  /** What an editor can observe: the page, the overlay, and the tree a rebuild gives (ids, names, scopes). */
  async function observe(): Promise<{ page: string; overlay: string; tree: string }> {
    host.mark();
    expect((await host.call('setNewLookups', {}, {})).error).to.equal(undefined);
    const tree = (await host.nextEvent('NAV_TREE')).navTree!;
    const overlayHost = [...doc.documentElement.children].find((child) => child.shadowRoot)!;
    return { page: doc.documentElement.outerHTML, overlay: overlayHost.shadowRoot!.innerHTML, tree: JSON.stringify(tree) };
  }

  const refusals: Array<[string, unknown[], RegExp]> = [
    ['initProject', ['elsewhere', {}, {}, null, { driveModeEnabled: 'yes' }], /^options\.driveModeEnabled must be true or false$/],
    ['initProject', ['elsewhere', {}, {}, null, { aiContextSelection: 1 }], /^options\.aiContextSelection must be true or false$/],
    ['initProject', ['elsewhere', { [H1]: 'Heading' }, {}], /^treeElementLookup\["tempo-1a2b3c4d-[^"]+"\] must be an object or null$/],
    ['initProject', ['elsewhere', {}, [], null, {}], /^scopeLookup must be an object$/],
    ['initProject', ['elsewhere', {}, {}, null, {}, 'POSTER'], /^storyboardType must be one of APPLICATION, STORY, COMPONENT$/],
    ['initProject', ['elsewhere', {}, {}, null, {}, null, 42], /^savedComponentFilename must be a string$/],
    ['initProject', ['not valid!'], /^Invalid storyboard id/],
    ['setNewLookups', [{ [H1]: { name: 'Renamed' } }, 'scopes'], /^scopeLookup must be an object$/],
    ['setNewLookups', [{ [H1]: { name: 'Renamed' } }, { scope: 7 }], /^scopeLookup\["scope"\] must be an object or null$/],
    ['setNewLookups', [{ [H1]: { name: 'Renamed' }, [LINK]: [] }, {}], /^treeElementLookup\["tempo-8b9c0d1e-[^"]+"\] must be an object or null$/],
    ['updateCodebaseIds', [{ [ROW]: 'tempo-new' }, null, 'scopes'], /^newScopeLookup must be an object$/],
    ['updateCodebaseIds', [{ [ROW]: 'tempo-new', [H1]: 'not valid!' }, null, null], /^Invalid codebase id: "not valid!"/],
    ['setSelectedElement', ['nothing_here'], /^Invalid element key for storyboard plain/],
    ['setMultiselectedElementKeys', [[`${ROW}_${STORYBOARD}_1`, 'bad key']], /^Invalid element key/],
    ['setModifiersForSelectedElement', [['hover', 'bogus'], 'LINK'], /^Cannot force bogus/],
    ['setZoomPerc', [0], /^zoom must be greater than 0$/],
    ['setAiContext', ['on'], /^aiContext must be true or false$/],
    ['tempMoveToNewParent', [10, 10, 0, 0, 'bad key', false], /^Invalid element key/],
    ['getCssEvals', ['LINK', { settle: 1 }], /^options\.settle must be true or false$/],
    ['scrollToElement', ['bad key'], /^Invalid element key/],
  ];

  it('argument errors of every kind leave the page, the overlay and the tree as they were', async () => {
    const before = await observe();
    expect(before.tree).to.contain('"name":"Heading"');
    for (const [name, given, error] of refusals) {
      const args = given.map((arg) => (arg === 'LINK' ? keys.get(LINK) : arg));
      const answer = await host.call(name, ...args);
      expect(answer.error, `${name}(${JSON.stringify(args)})`).to.match(error);
      expect(await observe(), `after ${name}(${JSON.stringify(args)})`).to.deep.equal(before);
    }
    // Keys of the storyboard from before still work.
    expect((await host.call('setSelectedElement', keys.get(LINK))).error).to.equal(undefined);
    expect((await host.call('setSelectedElement', keys.get(H1))).error).to.equal(undefined);
    expect(await observe()).to.deep.equal(before);
    expect(await consoleProblems()).to.equal('');
  });

  it('refused instant updates (malformed UNDO, unsafe markup, bad values) leave the page as it was', async () => {
    const before = await observe();
    const addClass = { id: 'add-1', type: 'ADD_CLASS', changeName: 'Add class', changeFields: { codebaseIdToAddClass: H1, className: 'x', modifiers: [], customProperties: [] } };
    const snap = { c: ['reverted', doc.querySelector(`.${H1}`)!.getAttribute('class')], s: [null, null] };
    const items = [
      { id: 'undo-1', type: 'UNDO', changeName: 'Undo', changeFields: { changeToUndo: { ...addClass, instantUpdateData: { kind: 'REMOVE_CLASS', cls: 'bad token', targets: { [H1]: [snap] } } } } },
      { id: 'add-2', type: 'ADD_JSX', changeName: 'Add', changeFields: { codebaseIdToAddTo: ROW, htmlForInstantUpdate: '<form onclick="parent.x=1"><input name="attributes"><input name="attributes"></form>' } },
      { id: 'tag-1', type: 'CHANGE_TAG', changeName: 'Tag', changeFields: { codebaseIdToChange: ROW, newTagName: 'frame' } },
      { id: 'style-2', type: 'STYLING', changeName: 'Styling', changeFields: { codebaseId: H1, stylingChanges: { color: 'red; } body { display: none' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] } },
    ];
    for (const item of items) {
      const answer = await host.call('applyChangeItemToDocument', item);
      expect(answer.result, item.type).to.deep.include({ instantUpdateSuccessful: false });
      expect(await observe(), `after ${item.type}`).to.deep.equal(before);
    }
  });
});
