// Conformance: one table of behaviours, run against every vendor project with a framework (built by
// scripts/vendor-projects.mjs from test/vendor/ with the packed package, the way a vendor installs
// it) in every engine, each page on another origin than this host page. Every fixture page has a
// heading, a card (title, price), a counter (`Seats: 3`, Add) and a keyed list (Alpha, Beta, Gamma;
// Reverse, Remove first, or the window events `list-reverse` and `list-remove-first`); the elements
// with behaviour of their own (listeners, controllers, requests) are listed per fixture. Every test
// ends with no console error, warning or failed request in the frame or this page, and no uncaught
// error the runtime reported.
import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { AdapterReport, ChangeItemData, ChangeType, NavTreeNode } from '../../types';
import { consoleProblems, expectNothingFor, patience, requestedUrls, waitFor, waitForAsync } from './helpers';
import { type FrameLibrary, type Vendor, inVendor, keyOf, nodes, openVendor, pointOfPath, textOf, vendorOrigin } from './vendor';

type Find = (node: NavTreeNode) => boolean;
const byTag = (tag: string): Find => (node) => node.name === tag;
const byClass = (tag: string, className: string): Find => (node) => node.name === tag && node.classList.includes(className);
const byText = (tag: string, text: string): Find => (node) => node.name === tag && textOf(node) === text;

function find(tree: NavTreeNode, what: Find, description: string): NavTreeNode {
  const found = nodes(tree).find(what);
  if (!found) throw new Error(`no ${description} in the tree: ${nodes(tree).map((node) => node.name).join(' ')}`);
  return found;
}

/** The parts every fixture page has, as the tree shows them. */
const PARTS = {
  heading: byTag('h1'),
  card: byClass('section', 'card'),
  title: byTag('h2'),
  price: byClass('p', 'price'),
  counter: byClass('p', 'counter'),
  add: byClass('button', 'add'),
} satisfies Record<string, Find>;
type Part = keyof typeof PARTS;
type Parts = Record<Part, NavTreeNode>;

function partsOf(tree: NavTreeNode): Parts {
  const entries = Object.entries(PARTS).map(([part, what]) => [part, find(tree, what, part)]);
  return Object.fromEntries(entries) as Parts;
}

const idOf = (node: NavTreeNode) => node.tempoElement.codebaseId;
const pathOf = (node: NavTreeNode) => node.tempoElement.uniquePath;

/**
 * An element with behaviour of its own: copies of it (duplicated, added from its markup) must be
 * inert, and it must go on working itself, also once wrapped.
 */
interface LiveElement {
  name: string;
  find: Find;
  /** What a visitor clicks: the first element inside it matching this selector, else the element itself. */
  click?: string;
  /** What a click on the original does: changes the page, or asks the server for something (htmx). */
  effect: 'page' | 'request';
}

interface Fixture {
  project: string;
  /** The page in the project (index.html unless its build writes another). */
  page?: string;
  /** Markup that is there until the page's islands have hydrated (a test drives the app only after). */
  hydrating?: string;
  /** What else the page does on its own once loaded, which a test waits for before it drives the app (run in the page). */
  settles?: { what: string; done: () => Promise<boolean> };

  /**
   * The counter keeps its label in a text node of its own that a state change leaves alone (React,
   * Preact, Solid, Lit); Vue, Svelte, Angular and Alpine write the whole line again, label included.
   */
  ownLabelNode: boolean;
  live: LiveElement[];
  /**
   * The component adapter initProject reports: the page's choice (React's page names it; the others
   * leave `auto`), or null: the runtime has none for this framework; or the whole report, with its reason.
   */
  adapter: { name: string; choice: 'named' | 'detected' } | AdapterReport | null;
}

/** Run in a Qwik page: every JavaScript bundle its build's manifest lists has arrived. */
async function qwikChunksLoaded(): Promise<boolean> {
  const manifest = (await (await fetch('q-manifest.json')).json()) as { bundles: Record<string, unknown> };
  const loaded = performance.getEntriesByType('resource').map((entry) => entry.name.split('/').pop());
  return Object.keys(manifest.bundles).every((bundle) => !bundle.endsWith('.js') || loaded.includes(bundle));
}

/**
 * Whether React has committed the hydration of every Astro island. Astro takes `ssr` off an island as
 * soon as it called `hydrateRoot`, which only schedules the work: on a busy machine React may hydrate
 * later and render the island again over an edit made meanwhile. Read from React's own root (the
 * island is its container) as a vendor's test would: `isDehydrated` stays true until that commit.
 */
async function reactIslandsHydrated(): Promise<boolean> {
  type Root = { stateNode?: { current?: { memoizedState?: { isDehydrated?: boolean } } } };
  return [...document.querySelectorAll('astro-island')].every((island) => {
    const key = Object.keys(island).find((name) => name.startsWith('__reactContainer$'));
    const root = key ? ((island as unknown as Record<string, Root>)[key] ?? null) : null;
    return root?.stateNode?.current?.memoizedState?.isDehydrated === false;
  });
}

const ADD_BUTTON: LiveElement = { name: 'the Add button', find: PARTS.add, effect: 'page' };

const FIXTURES: Fixture[] = [
  { project: 'react', ownLabelNode: true, live: [ADD_BUTTON], adapter: { name: 'react', choice: 'named' } },
  { project: 'preact', ownLabelNode: true, live: [ADD_BUTTON], adapter: { name: 'preact', choice: 'detected' } },
  { project: 'vue', ownLabelNode: false, live: [ADD_BUTTON], adapter: { name: 'vue', choice: 'detected' } },
  // Compiled with `dev: true`, as a preview is; svelte-prod is the same app built for production.
  { project: 'svelte', ownLabelNode: false, live: [ADD_BUTTON], adapter: { name: 'svelte', choice: 'detected' } },
  { project: 'svelte-prod', ownLabelNode: false, live: [ADD_BUTTON], adapter: { name: null, choice: 'detected', reason: 'Svelte page built without dev: true: no component metadata' } },
  { project: 'solid', ownLabelNode: true, live: [ADD_BUTTON], adapter: null },
  { project: 'lit', ownLabelNode: true, live: [ADD_BUTTON], adapter: { name: 'lit', choice: 'detected' } },
  // Astro: a server-rendered card (.astro) and a React island (client:load), which `auto` finds in its <astro-island>.
  // Astro takes `ssr` off an island once it called React's hydrateRoot; React then hydrates when it can.
  { project: 'astro', page: 'dist/index.html', hydrating: 'astro-island[ssr]', settles: { what: 'React to hydrate every island', done: reactIslandsHydrated }, ownLabelNode: true, live: [ADD_BUTTON], adapter: { name: 'react', choice: 'detected' } },
  // Qwik: rendered on the server, resumed in the browser (the container says `paused` until then): its
  // loader listens at the document for the page's events. Once resumed, Qwik's preloader fetches the
  // page's chunks (within a quarter second in WebKit): requests a test of inert copies must not count.
  { project: 'qwik', page: 'dist/index.html', hydrating: '[q\\:container=paused]', settles: { what: "Qwik's preloader to fetch every chunk of the build", done: qwikChunksLoaded }, ownLabelNode: true, live: [ADD_BUTTON], adapter: { name: 'qwik', choice: 'detected' } },
  // Development mode, as a preview is; angular-prod is the same app built for production.
  { project: 'angular', ownLabelNode: false, live: [ADD_BUTTON], adapter: { name: 'angular', choice: 'detected' } },
  { project: 'angular-prod', ownLabelNode: false, live: [ADD_BUTTON], adapter: { name: null, choice: 'detected', reason: 'Angular production build: components are not exposed' } },
  {
    project: 'alpine-htmx-stimulus',
    ownLabelNode: false,
    live: [
      { name: 'the Alpine section', find: byClass('section', 'seats'), click: 'button.add', effect: 'page' },
      { name: 'the htmx button', find: byClass('button', 'load'), effect: 'request' },
      { name: 'the Stimulus controller', find: byClass('section', 'greeter'), click: 'button.greet', effect: 'page' },
      { name: 'the inline onclick button', find: byClass('button', 'inline'), effect: 'page' },
    ],
    adapter: null,
  },
];

type Make = Vendor['sdk']['createChangeItem'];

/**
 * One change type: the item, made from the page's parts, and whether it shows, checked in the frame
 * on the element at the path of `part`. `shows` is serialised into the frame: an arrow function that
 * uses nothing from this module.
 */
interface ChangeCase {
  type: ChangeType;
  part: Part;
  item: (make: Make, parts: Parts) => ChangeItemData;
  shows: (lib: FrameLibrary, path: string) => boolean;
}

const CHANGES: ChangeCase[] = [
  {
    type: 'STYLING',
    part: 'price',
    item: (make, { price }) => make('STYLING', { codebaseId: idOf(price), stylingChanges: { color: 'rgb(0, 128, 0)' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] }),
    shows: (lib, path) => getComputedStyle(lib.byPath(path)!).color === 'rgb(0, 128, 0)',
  },
  {
    type: 'ADD_CLASS',
    part: 'title',
    item: (make, { title }) =>
      make('ADD_CLASS', { codebaseIdToAddClass: idOf(title), className: 'conformance-added', modifiers: [], customProperties: [], cssEquivalent: 'text-decoration-line: underline' }),
    shows: (lib, path) => {
      const el = lib.byPath(path)!;
      return el.classList.contains('conformance-added') && getComputedStyle(el).textDecorationLine === 'underline';
    },
  },
  {
    type: 'REMOVE_CLASS',
    part: 'price',
    item: (make, { price }) => make('REMOVE_CLASS', { codebaseIdToRemoveClass: idOf(price), className: 'price' }),
    shows: (lib, path) => !lib.byPath(path)!.classList.contains('price'),
  },
  {
    type: 'REMOVE_JSX',
    part: 'heading',
    item: (make, { heading }) => make('REMOVE_JSX', { codebaseIdsToRemove: [idOf(heading)] }),
    shows: (lib, path) => getComputedStyle(lib.byPath(path)!).display === 'none',
  },
  {
    type: 'EDIT_TEXT',
    part: 'title',
    item: (make, { title }) => make('EDIT_TEXT', { codebaseIdToEditText: idOf(title), newText: 'Starter', oldText: 'Basic' }),
    shows: (lib, path) => lib.byPath(path)!.textContent === 'Starter',
  },
  {
    type: 'DUPLICATE',
    part: 'counter',
    item: (make, { counter }) => make('DUPLICATE', { codebaseIdsToDuplicate: [idOf(counter)] }),
    shows: (lib, path) => {
      const el = lib.byPath(path)!;
      const copy = el.nextElementSibling;
      return !!copy && copy.localName === el.localName && copy.textContent === el.textContent;
    },
  },
  {
    type: 'WRAP_DIV',
    part: 'price',
    item: (make, { price }) => make('WRAP_DIV', { codebaseIdsToWrap: [idOf(price)] }),
    shows: (lib, path) => {
      const el = lib.byPath(path)!;
      return el.localName === 'div' && el.children.length === 1 && el.children[0]!.classList.contains('price');
    },
  },
  {
    type: 'ADD_JSX',
    part: 'card',
    item: (make, { card, price }) =>
      make('ADD_JSX', { codebaseIdToAddTo: idOf(card), afterCodebaseId: idOf(price), addNativeTag: 'p', htmlForInstantUpdate: '<p class="added">A new line</p>' }),
    shows: (lib, path) => [...lib.byPath(path)!.children].some((child) => child.textContent === 'A new line'),
  },
  {
    type: 'MOVE_JSX',
    part: 'card',
    item: (make, { card, title, price }) => make('MOVE_JSX', { codebaseIdToMoveTo: idOf(card), codebaseIdToMove: idOf(title), afterCodebaseId: idOf(price) }),
    shows: (lib, path) => {
      const [first, second] = lib.byPath(path)!.children;
      return !!first && !!second && first.classList.contains('price') && second.localName === 'h2';
    },
  },
  {
    // A prop that is an attribute of a native element: what the runtime shows at once.
    type: 'CHANGE_PROP',
    part: 'price',
    item: (make, { price }) => make('CHANGE_PROP', { codebaseIdToChange: idOf(price), propName: 'aria-label', propValue: 'Price per month' }),
    shows: (lib, path) => lib.byPath(path)!.getAttribute('aria-label') === 'Price per month',
  },
  {
    type: 'CHANGE_TAG',
    part: 'heading',
    item: (make, { heading }) => make('CHANGE_TAG', { codebaseIdToChange: idOf(heading), newTagName: 'h3' }),
    shows: (lib, path) => lib.byPath(path)!.localName === 'h3',
  },
];

/** How a copy of a live element comes into the page (or, wrapping, the element moves): every copy must be inert. */
interface CopyCase {
  type: 'DUPLICATE' | 'ADD_JSX' | 'WRAP_DIV';
  /** Whether the change must leave a copy in the page (wrapping may move the element itself). */
  copies: boolean;
  item: (make: Make, live: NavTreeNode, parent: NavTreeNode, html: string) => ChangeItemData;
}

const COPIES: CopyCase[] = [
  { type: 'DUPLICATE', copies: true, item: (make, live) => make('DUPLICATE', { codebaseIdsToDuplicate: [idOf(live)] }) },
  {
    type: 'ADD_JSX',
    copies: true,
    // What an editor pastes: the element's markup as the page has it now.
    item: (make, live, parent, html) => make('ADD_JSX', { codebaseIdToAddTo: idOf(parent), afterCodebaseId: idOf(live), addNativeTag: live.name, htmlForInstantUpdate: html }),
  },
  { type: 'WRAP_DIV', copies: false, item: (make, live) => make('WRAP_DIV', { codebaseIdsToWrap: [idOf(live)] }) },
];

// ---- the behaviours ---------------------------------------------------------------------------

const html = () => inVendor((lib) => lib.html());

/** Presses Add as a visitor would (drive mode, the real mouse) and waits for the counter to read `text`. */
async function pressAdd(v: Vendor, parts: Parts, text: string): Promise<void> {
  await v.driveClick(await pointOfPath(v, pathOf(parts.add)));
  await waitForAsync(() => inVendor((lib, path, want) => lib.byPath(path)?.textContent === want, pathOf(parts.counter), text), `the counter to read "${text}"`);
}

/** Integer points (page coordinates) inside the node's box and outside every descendant's, within the frame. */
function freePoint(node: NavTreeNode, frame: { width: number; height: number }): [number, number] | null {
  const inside = ([x, y]: [number, number], { pageX, pageY, width, height }: NavTreeNode['pageBoundingBox'], margin: number) =>
    x >= pageX + margin && x <= pageX + width - margin && y >= pageY + margin && y <= pageY + height - margin;
  const { pageX, pageY, width, height } = node.pageBoundingBox;
  const candidates: Array<[number, number]> = [
    [pageX + width / 2, pageY + height / 2],
    [pageX + 3, pageY + 3],
    [pageX + width - 3, pageY + height - 3],
    [pageX + 3, pageY + height - 3],
    [pageX + width - 3, pageY + 3],
  ].map(([x, y]) => [Math.round(x!), Math.round(y!)]);
  const descendants = nodes(node).slice(1);
  return (
    candidates.find(
      (point) =>
        inside(point, node.pageBoundingBox, 1) &&
        point[0] < frame.width &&
        point[1] < frame.height &&
        !descendants.some((child) => inside(point, child.pageBoundingBox, -1)),
    ) ?? null
  );
}

interface Outline {
  tag: string;
  box: { x: number; y: number; width: number; height: number };
  children: Outline[];
}

/** Where the tree and the page differ (tag, box within a pixel, number of children), or null. */
function treeMismatch(node: NavTreeNode, element: Outline): string | null {
  const path = pathOf(node);
  // A component's node is named after the component (an Astro island's: `Island`), any other after its tag.
  if (path !== '0' && node.name !== element.tag && !(node.isComponent && element.tag === 'astro-island' && node.name === 'Island')) return `${path}: the tree says ${node.name}, the page has ${element.tag}`;
  const { pageX, pageY, width, height } = node.pageBoundingBox;
  const { x, y, width: w, height: h } = element.box;
  if ([pageX - x, pageY - y, width - w, height - h].some((difference) => Math.abs(difference) > 1)) {
    return `${path} (${node.name}): the tree's box ${[pageX, pageY, width, height].join(',')} is not the page's ${[x, y, w, h].join(',')}`;
  }
  if (node.children.length !== element.children.length) {
    return `${path} (${node.name}): ${node.children.length} children in the tree, ${element.children.length} in the page (${element.children.map((child) => child.tag).join(' ')})`;
  }
  for (const [index, child] of node.children.entries()) {
    const problem = treeMismatch(child, element.children[index]!);
    if (problem) return problem;
  }
  return null;
}

/** a. Every tree node is an element of the page with the same box; the real mouse hovers and selects each. */
async function treeHoverSelect(v: Vendor): Promise<void> {
  let problem: string | null = 'no tree compared yet';
  await waitForAsync(async () => {
    problem = treeMismatch(v.latestTree(), await inVendor((lib) => lib.outline()));
    return problem === null;
  }, 'the tree to match the page').catch(() => {
    throw new Error(`The tree is not the page: ${problem}`);
  });
  const tree = v.latestTree();
  const frame = { width: v.iframe.clientWidth, height: v.iframe.clientHeight };
  const targets = nodes(tree)
    .slice(1)
    .map((node) => ({ node, point: freePoint(node, frame) }))
    .filter((target): target is { node: NavTreeNode; point: [number, number] } => target.point !== null);
  // Every leaf has a point of its own; a container whose children fill it (a wrapper div) has none.
  const leaves = nodes(tree).filter((node) => !node.children.length && node.pageBoundingBox.width > 6 && node.pageBoundingBox.height > 6);
  expect(leaves.filter((leaf) => !targets.some((target) => target.node === leaf)).map(pathOf), 'leaves without a point').to.deep.equal([]);
  const frameBox = v.iframe.getBoundingClientRect();
  const visited = new Set<NavTreeNode>();
  for (const { node, point } of targets) {
    // The element under the pointer, as the browser hit-tests it: the node aimed at, except where
    // the node's box is not all its own (an inline custom element around block content).
    const hit = await inVendor((lib, [x, y]) => {
      const el = lib.elementAt(x, y);
      return el && lib.pathOf(el);
    }, point);
    if (leaves.includes(node)) expect(hit, `what is under the middle of ${node.name} ${pathOf(node)}`).to.equal(pathOf(node));
    const under = nodes(tree).find((candidate) => pathOf(candidate) === hit);
    // A second click on the selected element would start editing its text.
    if (!under || under === tree || visited.has(under)) continue;
    visited.add(under);
    const position: [number, number] = [Math.round(frameBox.left + point[0]), Math.round(frameBox.top + point[1])];
    await sendMouse({ type: 'move', position });
    await v.until('HOVERED_ELEMENT_KEY', (event) => event.elementKey === keyOf(under), `the hover on ${under.name} ${pathOf(under)}`);
    await sendMouse({ type: 'click', position });
    await v.until('SELECTED_ELEMENT_KEY', (event) => event.elementKey === keyOf(under), `the selection of ${under.name} ${pathOf(under)}`);
  }
}

/**
 * Edit mode owns the pointer and the keys, whatever listeners the page added before the runtime
 * (Qwik's loader and others delegate events at the document): a real click on Add selects it and a
 * key press goes to the editor, and the app's handler never runs; the same click in drive mode counts.
 */
async function editModeOwnsInput(v: Vendor): Promise<void> {
  const { add, counter } = partsOf(v.tree);
  const text = () => inVendor((lib, at) => lib.byPath(at)?.textContent ?? null, pathOf(counter));
  await sendMouse({ type: 'click', position: v.point(add) });
  await v.until('SELECTED_ELEMENT_KEY', (event) => event.elementKey === keyOf(add), 'Add to be selected');
  await sendKeys({ type: ' ' });
  await sendKeys({ press: 'Enter' });
  // A handler runs in the task of its event; one loaded on demand (Qwik's) within a few tens of ms.
  await expectNothingFor(400, 'an app handler runs within a few tens of ms of its event', async () => {
    const now = await text();
    return now !== 'Seats: 3' && `the counter reads "${now}"`;
  });
  await v.driveClick(v.point(add));
  await waitForAsync(async () => (await text()) === 'Seats: 4', 'the click in drive mode to count');
}

/** The component adapter the frame uses, or why it has none: initProject's answer, or the ADAPTER_CHANGED after it. */
async function adapterReported(v: Vendor, fixture: Fixture): Promise<void> {
  const expected = fixture.adapter ?? { name: null, choice: 'detected', reason: 'no framework detected' };
  expect(v.adapterNow()).to.deep.equal(expected);
}

/**
 * b. A change shows; its undo gives back the page byte for byte; its redo shows it again, and a
 * second undo gives back the page again, where the app still works.
 */
async function changeUndoRedo(v: Vendor, change: ChangeCase): Promise<void> {
  const parts = partsOf(v.tree);
  const path = pathOf(parts[change.part]);
  const before = await html();
  const trees = v.events.filter((event) => event.id === 'NAV_TREE').length;
  const applied = await v.apply(change.item(v.sdk.createChangeItem, parts));
  expect(applied.answer, `${change.type} applied`).to.deep.equal({ instantUpdateSuccessful: true });
  expect(await inVendor(change.shows, path), `${change.type} shows`).to.equal(true);
  expect(await html(), `${change.type} changed the page`).not.to.equal(before);
  // As an editor would, with the tree that shows the change: undo and redo must not depend on the
  // frame's next build (a tag change puts a new element in the old one's place).
  await waitFor(() => v.events.filter((event) => event.id === 'NAV_TREE').length > trees, `the tree after ${change.type}`);

  const undo = async (what: string) => {
    const { answer } = await v.apply(v.sdk.createChangeItem('UNDO', { changeToUndo: applied.done }));
    expect(answer, what).to.deep.equal({ instantUpdateSuccessful: true });
    expect(await html(), `the page after the ${what}`).to.equal(before);
  };
  await undo(`undo of ${change.type}`);
  // At once, as a designer's redo key may come: before the frame builds the tree again.
  const redo = await v.apply(v.sdk.createChangeItem('REDO', { changeToRedo: applied.done }));
  expect(redo.answer, `redo of ${change.type}`).to.deep.equal({ instantUpdateSuccessful: true });
  expect(await inVendor(change.shows, path), `${change.type} shows again after the redo`).to.equal(true);
  await undo(`second undo of ${change.type}`);
  await pressAdd(v, parts, 'Seats: 4');
}

/** c. The counter's label edited in place and by an instant update; the app's state changes still show. */
async function textEditsKeepTheApp(v: Vendor, fixture: Fixture): Promise<void> {
  const { counter, add } = partsOf(v.tree);
  expect(textOf(counter)).to.equal('Seats: 3');
  /** Waits for the page to show `text` in the counter, read from the runtime's latest tree. */
  const untilCounter = (text: string) =>
    waitFor(() => {
      const latest = nodes(v.latestTree()).find((node) => keyOf(node) === keyOf(counter));
      return latest && textOf(latest) === text;
    }, `the counter to read "${text}"`, 20_000);
  const pressAddButton = () => v.driveClick(v.point(add));

  // In place: select, click again, type over the text, Enter.
  await sendMouse({ type: 'click', position: v.point(counter, 0.1) });
  expect((await v.next('SELECTED_ELEMENT_KEY')).elementKey).to.equal(keyOf(counter));
  await sendMouse({ type: 'click', position: v.point(counter, 0.1) });
  expect((await v.next('START_EDITING_TEXT')).data).to.deep.equal({ key: keyOf(counter), oldText: 'Seats: 3' });
  await sendKeys({ type: 'Places: 3' });
  await sendKeys({ press: 'Enter' });
  expect((await v.next('EDITED_TEXT')).data).to.deep.equal({ key: keyOf(counter), newText: 'Places: 3', oldText: 'Seats: 3' });
  await untilCounter('Places: 3');
  await pressAddButton();
  const shown = fixture.ownLabelNode ? 'Places: 4' : 'Seats: 4';
  await untilCounter(shown);

  // An instant update of the same text, then the app's state again.
  const edit = v.sdk.createChangeItem('EDIT_TEXT', { codebaseIdToEditText: idOf(counter), newText: shown.replace(/^\w+/, 'Total'), oldText: shown });
  expect((await v.apply(edit)).answer).to.deep.equal({ instantUpdateSuccessful: true });
  await untilCounter('Total: 4');
  await pressAddButton();
  await untilCounter(fixture.ownLabelNode ? 'Total: 5' : 'Seats: 5');
}

/**
 * e. Bound text (no lookups: what the runtime knows is the page's text nodes). Where the counter keeps
 * label, separator and number in nodes of their own, an edit of more than one is refused, nothing
 * changes, and an edit of one leaves the app updating the others. Where the framework writes the whole
 * line again, the edit shows until the app's next write; the editor is told (TEXT_OVERWRITTEN) and
 * the undo is refused rather than answering success with a page it did not leave as recorded.
 */
async function boundText(v: Vendor, fixture: Fixture): Promise<void> {
  const { counter, add } = partsOf(v.tree);
  const text = () => inVendor((lib, path) => lib.byPath(path)?.textContent ?? null, pathOf(counter));
  const untilCounter = (want: string) => waitForAsync(async () => (await text()) === want, `the counter to read "${want}"`, 20_000);
  const edit = (oldText: string, newText: string) => v.apply(v.sdk.createChangeItem('EDIT_TEXT', { codebaseIdToEditText: idOf(counter), newText, oldText }));
  const overwritten = () => v.events.filter((event) => event.id === 'TEXT_OVERWRITTEN');
  const pressAdd = () => v.driveClick(v.point(add));
  expect(await text()).to.equal('Seats: 3');

  const across = await edit('Seats: 3', 'Edited again');
  if (fixture.ownLabelNode) {
    expect(across.answer.instantUpdateSuccessful, 'an edit across the label and the number').to.equal(false);
    expect(across.answer.reason).to.contain('3 separate parts ("Seats", ": ", "3")');
    expect(await text(), 'nothing changed').to.equal('Seats: 3');
    // The runtime warns of a refused update in the page's console, as of any it could not show.
    expect(await consoleProblems()).to.match(/^warn: \[editing-runtime\] The page renders this text as 3 separate parts/);
    await pressAdd();
    await untilCounter('Seats: 4');
    // The separator alone is one part: taken, and the app goes on writing the number beside it.
    expect((await edit('Seats: 4', 'Seats - 4')).answer).to.deep.equal({ instantUpdateSuccessful: true });
    await pressAdd();
    await untilCounter('Seats - 5');
    expect(overwritten(), 'the edit was not written over').to.deep.equal([]);
    return;
  }
  // One node for the whole line: the edit shows until the app writes the line again.
  expect(across.answer).to.deep.equal({ instantUpdateSuccessful: true });
  expect(await text()).to.equal('Edited again');
  await pressAdd();
  await untilCounter('Seats: 4');
  const [report] = await waitFor(() => overwritten().length > 0 && overwritten(), 'TEXT_OVERWRITTEN after the app wrote the line again');
  expect(report).to.deep.include({ changeId: across.done.id, codebaseId: idOf(counter), text: 'Edited again', now: 'Seats: 4' });
  const undo = await v.apply(v.sdk.createChangeItem('UNDO', { changeToUndo: across.done }));
  expect(undo.answer.instantUpdateSuccessful, 'undo of an edit the page wrote over').to.equal(false);
  expect(undo.answer.reason).to.match(/re-rendered over this EDIT_TEXT since \(.*\): undo changed nothing/);
  expect(await text(), 'the page as the app left it').to.equal('Seats: 4');
  expect(await consoleProblems()).to.match(/^warn: \[editing-runtime\] The page re-rendered over this EDIT_TEXT/);
  await pressAdd();
  await untilCounter('Seats: 5');
  expect(overwritten(), 'told once').to.have.length(1);
}

/** d. Selection and hover follow a list item the app moves (a new key, announced at once) and end when it removes it. */
async function keyedList(v: Vendor): Promise<void> {
  const items = (tree: NavTreeNode) => nodes(tree).filter(byClass('li', 'plan')).map(textOf);
  expect(items(v.tree)).to.deep.equal(['Alpha', 'Beta', 'Gamma']);
  const gamma = find(v.tree, byText('li', 'Gamma'), 'Gamma');
  const alpha = find(v.tree, byText('li', 'Alpha'), 'Alpha');
  await sendMouse({ type: 'click', position: v.point(gamma) });
  await v.until('SELECTED_ELEMENT_KEY', (event) => event.elementKey === keyOf(gamma), 'Gamma to be selected');
  await sendMouse({ type: 'move', position: v.point(alpha) });
  await v.until('HOVERED_ELEMENT_KEY', (event) => event.elementKey === keyOf(alpha), 'Alpha to be hovered');

  // The app reverses the list. Not by a click on Reverse: while editing, that would select the button.
  const since = v.events.length;
  await inVendor(() => {
    window.dispatchEvent(new Event('list-reverse'));
  });
  const reversed = await waitFor(() => {
    const tree = v.latestTree();
    return items(tree).join() === 'Gamma,Beta,Alpha' && tree;
  }, 'the tree of the reversed list');
  const gammaMoved = find(reversed, byText('li', 'Gamma'), 'Gamma');
  const alphaMoved = find(reversed, byText('li', 'Alpha'), 'Alpha');
  expect(keyOf(gammaMoved)).not.to.equal(keyOf(gamma));
  await v.until('SELECTED_ELEMENT_KEY', (event) => event.elementKey === keyOf(gammaMoved), "the selection to follow Gamma to its new key", since);
  await v.until('HOVERED_ELEMENT_KEY', (event) => event.elementKey === keyOf(alphaMoved), "the hover to follow Alpha to its new key", since);
  const outlineOnGamma = () =>
    inVendor((lib) => {
      const outline = lib.selectionOutline();
      const item = lib.all('li.plan').find((li) => li.textContent === 'Gamma');
      if (!outline || !item) return false;
      const box = item.getBoundingClientRect();
      const target = [box.left + scrollX, box.top + scrollY, box.width, box.height];
      return [outline.x, outline.y, outline.width, outline.height].every((value, index) => Math.abs(value - target[index]!) <= 1);
    });
  await waitForAsync(outlineOnGamma, 'the selection outline over Gamma');

  // The app removes Gamma (now first), by its own button, clicked in drive mode.
  const removedSince = v.events.length;
  await v.driveClick(v.point(find(reversed, byClass('button', 'remove-first'), 'Remove first')));
  await v.until('SELECTED_ELEMENT_KEY', (event) => event.elementKey === null, 'the selection to end with Gamma', removedSince);
  expect(await inVendor((lib) => lib.selectionOutline()), 'a selection outline').to.equal(null);
  // No element has Gamma's first key now (the list has two items).
  let error: unknown = null;
  await v.frame.setSelectedElement(keyOf(gamma)).catch((caught: unknown) => (error = caught));
  expect(error, `setSelectedElement(${keyOf(gamma)})`).to.be.instanceOf(Error);
  expect((error as Error).message).to.match(/^No element with key /);
  // The SDK's FrameError carries the code an editor acts on.
  expect([(error as Error).name, (error as { code?: unknown }).code]).to.deep.equal(['FrameError', 'unknown-key']);
}

/**
 * e. Copies of an element with behaviour of its own do nothing when clicked; ids stay unique; nothing
 * is fetched. Every problem is collected, so one failure names them all.
 */
async function inertCopies(v: Vendor, fixture: Fixture, live: LiveElement, copy: CopyCase): Promise<void> {
  const node = find(v.tree, live.find, live.name);
  const parent = find(v.tree, (candidate) => keyOf(candidate) === node.parent, `the parent of ${live.name}`);
  const markup = await inVendor(
    (lib, path, click) => {
      const el = lib.byPath(path)!;
      lib.keep('original', [el, (click && lib.all(click, el)[0]) || el]);
      return el.outerHTML;
    },
    pathOf(node),
    live.click ?? null,
  );
  const state = () =>
    inVendor((lib) => ({ html: lib.html(), controllers: (window as unknown as { greeterControllers?: Set<unknown> }).greeterControllers?.size ?? 0 }));
  const before = await state();
  const fetched = async () => (await requestedUrls()).filter((url) => !new URL(url).pathname.startsWith('/__'));
  await fetched();

  const { answer } = await v.apply(copy.item(v.sdk.createChangeItem, node, parent, markup));
  expect(answer, `${copy.type} of ${live.name}`).to.deep.equal({ instantUpdateSuccessful: true });
  await inVendor((lib) => lib.settle());
  const problems: string[] = [];
  const copies = await inVendor((lib) => {
    const [, target] = lib.kept('original');
    const found = lib.all(target!.localName).filter((el) => el !== target && el.textContent === target!.textContent && lib.rendered(el));
    lib.keep('copies', found);
    return found.length;
  });
  if (copy.copies && !copies) problems.push('no copy in the page');
  const duplicateIds = await inVendor((lib) => {
    const ids = lib.all('[id]').map((el) => el.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
  if (duplicateIds.length) problems.push(`ids that two elements have: ${duplicateIds.join(' ')}`);
  let last = await state();
  if (last.controllers !== before.controllers) problems.push(`Stimulus controllers: ${last.controllers}, was ${before.controllers}`);

  const frameBox = v.iframe.getBoundingClientRect();
  const toPage = ({ x, y }: { x: number; y: number }): [number, number] => [Math.round(frameBox.left + x), Math.round(frameBox.top + y)];
  for (let index = 0; index < copies; index++) {
    const centre = await inVendor((lib, i) => lib.inView(lib.kept('copies')[i]!), index);
    await v.driveClick(toPage(centre));
    const previous = last;
    // A handler changes the page in the task of the click; a fetch reaches the server within this.
    await expectNothingFor(400, 'a click handler runs at once and its fetch reaches the server within a few tens of ms', async () => {
      last = await state();
      if (last.controllers !== previous.controllers) return 'a Stimulus controller connected';
      return last.html !== previous.html && 'the page changed';
    }).catch((error: unknown) => problems.push(`a click on copy ${index + 1}: ${(error as Error).message}`));
  }
  const urls = await fetched();
  if (urls.length) problems.push(`requests: ${urls.join(' ')}`);

  // The original still works (where the change left it shown): its click does what it did.
  const original = await inVendor((lib) => {
    const [, target] = lib.kept('original');
    return lib.rendered(target!) ? lib.inView(target!) : null;
  });
  if (original) {
    await v.driveClick(toPage(original));
    const worked =
      live.effect === 'page'
        ? waitForAsync(async () => (await state()).html !== last.html, `a click on ${live.name} to change the page`)
        : waitForAsync(async () => (await fetched()).some((url) => url.startsWith(`${vendorOrigin}/vendor/${fixture.project}/`)), `a click on ${live.name} to fetch`);
    await worked.catch((error: unknown) => problems.push((error as Error).message));
  }
  // Joined, so a failure prints what went wrong (chai shows a long array as `[ Array(1) ]`).
  expect(problems.join('; '), `${copy.type} of ${live.name}`).to.equal('');
}

// ---- the table --------------------------------------------------------------------------------

interface Case {
  title: string;
  run: (v: Vendor, fixture: Fixture) => Promise<void>;
}

interface Behaviour {
  name: string;
  cases: (fixture: Fixture) => Case[];
}

const BEHAVIOURS: Behaviour[] = [
  { name: 'the adapter initProject reports', cases: () => [{ title: '', run: adapterReported }] },
  { name: 'tree = DOM; the real mouse hovers and selects every element', cases: () => [{ title: '', run: treeHoverSelect }] },
  { name: 'edit mode owns the pointer and keys: a click and keys on Add run no app handler; in drive mode the click does', cases: () => [{ title: '', run: editModeOwnsInput }] },
  {
    name: 'a change, its undo byte for byte, its redo, undo again (the app still works)',
    cases: () => CHANGES.map((change) => ({ title: change.type, run: (v) => changeUndoRedo(v, change) })),
  },
  { name: 'the app still updates after text edits in place and instant', cases: () => [{ title: '', run: textEditsKeepTheApp }] },
  { name: 'selection and hover across a keyed re-render and a removal', cases: () => [{ title: '', run: keyedList }] },
  { name: 'bound text: only one of the page\'s text parts changes; a write over an edit is reported and its undo refused', cases: () => [{ title: '', run: boundText }] },
  {
    name: 'inert copies',
    cases: (fixture) =>
      fixture.live.flatMap((live) => COPIES.map((copy) => ({ title: `${copy.type} of ${live.name}`, run: (v: Vendor) => inertCopies(v, fixture, live, copy) }))),
  },
];

/** Tall enough for every page, with a copy or two added, to fit: hover and clicks need no scrolling. */
const FRAME_SIZE = { width: 1000, height: 800 };

describe('conformance of the packed runtime in every framework', () => {
  let vendor: Vendor | null = null;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
    await requestedUrls();
  });
  afterEach(async () => {
    vendor?.close();
    vendor = null;
    await sendMouse({ type: 'move', position: [1150, 850] });
    // What a failed test left in the console is its own; the next test starts clean.
    await consoleProblems();
  });

  for (const fixture of FIXTURES) {
    describe(fixture.project, () => {
      // One look at the page before its tests: a page whose app never renders (its script threw, which
      // Chromium does not log for a frame on another site) fails each test at once, saying so, rather
      // than each waiting out its time.
      let broken: string | null = null;
      before(async function () {
        this.timeout(patience(120_000));
        const v = await openVendor(fixture.project, FRAME_SIZE, fixture.page);
        const [first] = fixture.live;
        try {
          if (first) await waitFor(() => nodes(v.latestTree()).some(first.find), `${first.name} in the tree`, 30_000);
        } catch (error) {
          broken = `the ${fixture.project} page did not render its app: ${(error as Error).message}`;
        } finally {
          v.close();
          await consoleProblems();
          await requestedUrls();
        }
      });
      for (const behaviour of BEHAVIOURS) {
        for (const { title, run } of behaviour.cases(fixture)) {
          it(title ? `${behaviour.name}: ${title}` : behaviour.name, async () => {
            if (broken) throw new Error(broken);
            vendor = await openVendor(fixture.project, FRAME_SIZE, fixture.page);
            const { hydrating } = fixture;
            if (hydrating) await waitForAsync(() => inVendor((_, selector) => document.querySelector(selector) === null, hydrating), `${fixture.project}'s islands to hydrate`, 20_000);
            const { settles } = fixture;
            if (settles) await waitForAsync(() => inVendor(settles.done), settles.what, 20_000);
            // An island that hydrated after initProject answered is found by the runtime's next look, which
            // loads its adapter: wait for that, so its request is not taken for one the page made.
            const wanted = fixture.adapter?.name;
            if (wanted) await waitFor(() => vendor!.adapterNow().name === wanted, `the ${wanted} adapter in use`, 30_000);
            await run(vendor, fixture);
            expect(await consoleProblems(), 'console errors, warnings or failed requests').to.equal('');
            // The runtime's own report: Chromium's log misses uncaught errors of a frame on another site.
            const errors = vendor.events.filter((event) => event.id === 'ERROR').map((event) => JSON.stringify(event.error));
            expect(errors.join('; '), 'uncaught errors in the page').to.equal('');
          });
        }
      }
    });
  }
});
