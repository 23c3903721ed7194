import { expect } from '@open-wc/testing';
import { createElementIds } from '../shared/element-ids';
import { buildNavTree } from '../shared/nav-tree';
import { createState } from './frame/state';
import { createSelectionService, type SelectionService } from './selection-service';
import type { FrameState } from './frame/state';

const CARD = 'tempo-0f8d6a1e-2b3c-4d5e-8f90-a1b2c3d4e5f6';

describe('core/selection-service: hover and selection, owned', () => {
  let container: HTMLElement;
  let state: FrameState;
  let posted: { name: string; fields: Record<string, unknown> }[];
  let redraws: number;
  let textEditsEnded: number;
  let selection: SelectionService;
  const ids = createElementIds(document);

  const build = () => {
    state.nav = buildNavTree({ storyboardId: 'sb-1', treeElementLookup: { [CARD]: { name: 'Card' } }, scopeLookup: {}, root: container, isOwnNode: () => false, ids, adapter: null, readProps: null });
  };
  const keyOf = (element: Element) => state.nav!.keyByElement.get(element)!;

  beforeEach(() => {
    container = document.createElement('div');
    container.innerHTML = `<ul><li class="${CARD}">one <b>bold</b></li><li class="${CARD}">two</li><li class="${CARD}">three</li></ul><my-box></my-box>`;
    container.querySelector('my-box')!.attachShadow({ mode: 'open' }).innerHTML = '<p>in the shadow</p>';
    document.body.append(container);
    state = createState(false);
    state.storyboardId = 'sb-1';
    posted = [];
    redraws = 0;
    textEditsEnded = 0;
    selection = createSelectionService({
      doc: document,
      state,
      ids,
      messenger: { post: (name, fields) => posted.push({ name, fields: fields as Record<string, unknown> }) },
      changed: () => (redraws += 1),
      endTextEdit: () => (textEditsEnded += 1),
    });
    build();
  });
  afterEach(() => container.remove());

  it('selects through the reducer, tells the editor with the element’s markup and renderings, and asks for a redraw', () => {
    const second = container.querySelectorAll('li')[1]!;
    selection.change({ type: 'select', key: keyOf(second) });
    expect(state.selection.selected).to.equal(keyOf(second));
    expect(posted.map((event) => event.name)).to.deep.equal(['SELECTED_ELEMENT_KEY']);
    expect(posted[0]!.fields).to.deep.include({ elementKey: keyOf(second), outerHTML: second.outerHTML, renderings: 3 });
    expect(redraws).to.equal(1);
    // A hover of what is hovered already changes nothing and says nothing.
    selection.change({ type: 'hover', key: keyOf(second) });
    selection.change({ type: 'hover', key: keyOf(second) });
    expect(posted.map((event) => event.name)).to.deep.equal(['SELECTED_ELEMENT_KEY', 'HOVERED_ELEMENT_KEY']);
    expect(redraws).to.equal(2);
    expect(selection.renderingsOf(keyOf(second))).to.deep.equal([...container.querySelectorAll('li')]);
    expect(selection.selectedTargets().map((target) => target.element)).to.deep.equal([second]);
  });

  it('finds the key of a text node’s element and across a shadow root; the body is nothing', () => {
    const bold = container.querySelector('b')!;
    expect(selection.keyForNode(bold.firstChild)).to.equal(keyOf(bold));
    const shadowed = container.querySelector('my-box')!.shadowRoot!.querySelector('p')!;
    const key = selection.keyForNode(shadowed.firstChild);
    expect(key).to.be.a('string');
    expect(selection.elementFor(key)).to.equal(shadowed);
    expect(selection.keyForNode(document.body)).to.equal(null);
  });

  it('follows the selected element to the key a new build gives it, naming the key it replaces; an element that left is unselected', () => {
    const third = container.querySelectorAll('li')[2]!;
    const before = keyOf(third);
    selection.change({ type: 'select', key: before });
    posted = [];
    const held = selection.hold();
    container.querySelector('li')!.remove();
    build();
    selection.follow(held);
    expect(keyOf(third)).to.not.equal(before);
    expect(state.selection.selected).to.equal(keyOf(third));
    expect(posted.map((event) => event.name)).to.deep.equal(['SELECTED_ELEMENT_KEY']);
    expect(posted[0]!.fields).to.deep.include({ elementKey: keyOf(third), previousKey: before });

    const gone = selection.hold();
    third.remove();
    build();
    selection.follow(gone);
    expect(state.selection.selected).to.equal(null);
  });

  it('follows an element an instant update replaced (CHANGE_TAG) to its replacement', () => {
    const first = container.querySelector('li')!;
    selection.change({ type: 'select', key: keyOf(first) });
    const held = selection.hold();
    const replacement = document.createElement('li');
    replacement.className = CARD;
    first.replaceWith(replacement);
    selection.replaced(first, replacement);
    build();
    selection.follow(held);
    expect(selection.elementFor(state.selection.selected)).to.equal(replacement);
  });

  it('ends the text being edited when the selection moves, not when the hover does', () => {
    const [one, two] = container.querySelectorAll('li');
    selection.change({ type: 'select', key: keyOf(one!) });
    const before = textEditsEnded;
    selection.change({ type: 'hover', key: keyOf(two!) });
    expect(textEditsEnded).to.equal(before);
    selection.change({ type: 'select', key: keyOf(two!) });
    expect(textEditsEnded).to.equal(before + 1);
  });
});
