import { expect } from '@open-wc/testing';
import { v1, v4 } from 'uuid';
import {
  CHANGE_TYPES,
  INSTANT_UNDO_TYPES,
  type ChangeFieldsByType,
  type ChangeItemData,
  type ChangeType,
  type MutationBodies,
  type MutationOperation,
  type TreeElementLookup,
} from '../../../types';
import {
  DEFAULT_CHANGE_NAMES,
  buildRequest,
  createChangeItem,
  isChangeType,
  isInstantUndoable,
  isUuidV4,
  markConsumed,
  markInstantUpdateFinished,
  markInstantUpdateSent,
  rebuildChangeItem,
  serializeChangeItem,
  withKeysToSelect,
} from '../../../runtime/shared/change-items';

const A = 'tempo-a1';
const B = 'tempo-b2';
const C = 'tempo-c3';
const D = 'tempo-d4';
const E = 'tempo-e5';
const CANVAS = 'canvas_1-x';
const MUTATE = `canvases/${CANVAS}/parseAndMutate/mutate`;

const base = createChangeItem('STYLING', {
  codebaseId: A,
  stylingChanges: { color: 'red', 'margin-top': null },
  stylingFramework: 'INLINE',
  modifiers: ['hover'],
  customProperties: [],
});

/** Full changeFields for every type: optional fields included, so round trips cover them. */
const FULL: { [K in ChangeType]: ChangeFieldsByType[K] } = {
  STYLING: {
    codebaseId: A,
    stylingChanges: { color: 'red', 'margin-top': null, '--brand': '#fff' },
    stylingFramework: 'TAILWIND',
    modifiers: ['hover', 'md'],
    customProperties: [{ name: '--x', value: 1 }, 'y', null, [true]],
  },
  ADD_JSX: {
    codebaseIdToAddTo: A,
    beforeCodebaseId: B,
    afterCodebaseId: C,
    addCodebaseId: D,
    addNativeTag: 'section',
    fileContentsToSourceFrom: 'export const X = () => <div />;',
    fileContentsSourceFilename: 'src/X.tsx',
    propsToSet: { title: 'Hi', count: 2, nested: { ok: true }, list: [1, 'a'] },
    deletedStoryboardId: 'story_1',
    htmlForInstantUpdate: '<section>Hi</section>',
  },
  MOVE_JSX: {
    codebaseIdToMoveTo: A,
    codebaseIdToMove: B,
    afterCodebaseId: C,
    beforeCodebaseId: D,
    expectedCurrentParentCodebaseId: E,
  },
  REMOVE_JSX: { codebaseIdsToRemove: [A, B] },
  CHANGE_PROP: { codebaseIdToChange: A, propName: 'variant', propValue: { size: 'lg', n: [1, 2] } },
  ADD_CLASS: {
    codebaseIdToAddClass: A,
    className: 'text-red-500',
    modifiers: ['hover'],
    customProperties: [{ a: 1 }],
    addingTailwindClass: true,
    cssEquivalent: 'color: red;',
    temporaryOnly: false,
  },
  REMOVE_CLASS: { codebaseIdToRemoveClass: A, className: 'card' },
  EDIT_TEXT: { codebaseIdToEditText: A, newText: 'New', oldText: 'Old' },
  WRAP_DIV: { codebaseIdsToWrap: [A, B] },
  CHANGE_TAG: { codebaseIdToChange: A, newTagName: 'section' },
  DUPLICATE: { codebaseIdsToDuplicate: [A] },
  STYLE_RULE: { selector: '.policy__toc h2', media: '(min-width: 40rem)', stylingChanges: { 'font-size': '24px', color: null } },
  UNDO: { changeToUndo: markInstantUpdateFinished(markInstantUpdateSent(base), true, { removed: ['x'], at: 3 }) },
  REDO: { changeToRedo: withKeysToSelect(base, [`${A}_sb_0`], [`${B}_sb_0-1`]) },
  UNKNOWN: { anything: ['goes', 1, { deep: null }] },
};

/** Smallest valid changeFields: required fields only. */
const MINIMAL: { [K in ChangeType]: ChangeFieldsByType[K] } = {
  STYLING: { codebaseId: A, stylingChanges: {}, stylingFramework: null, modifiers: [], customProperties: [] },
  ADD_JSX: { codebaseIdToAddTo: A },
  MOVE_JSX: { codebaseIdToMoveTo: A, codebaseIdToMove: B },
  REMOVE_JSX: { codebaseIdsToRemove: [A] },
  CHANGE_PROP: { codebaseIdToChange: A, propName: 'disabled', propValue: null },
  ADD_CLASS: { codebaseIdToAddClass: A, className: 'card', modifiers: [], customProperties: [] },
  REMOVE_CLASS: { codebaseIdToRemoveClass: A, className: 'card' },
  EDIT_TEXT: { codebaseIdToEditText: A, newText: '' },
  WRAP_DIV: { codebaseIdsToWrap: [A] },
  CHANGE_TAG: { codebaseIdToChange: A, newTagName: 'p' },
  DUPLICATE: { codebaseIdsToDuplicate: [A] },
  STYLE_RULE: { selector: ':root', stylingChanges: {} },
  UNDO: { changeToUndo: base },
  REDO: { changeToRedo: base },
  UNKNOWN: {},
};

/** As the item would arrive from the other side: through JSON. */
const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/** A plain item with some changeFields, bypassing createChangeItem's types (as untrusted JSON would). */
function plainItem(type: string, changeFields: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: v4(), type, changeName: 'x', changeFields, ...extra };
}


/** A request's body as the operation's own type (the SDK types it as the union of every operation's). */
function bodyOf<K extends MutationOperation>(built: { body: unknown }, _operation: K): MutationBodies[K] {
  return built.body as MutationBodies[K];
}

describe('change items: creating', () => {
  it('has a default name for every change type', () => {
    expect(Object.keys(FULL)).to.have.members([...CHANGE_TYPES]);
    expect(Object.keys(DEFAULT_CHANGE_NAMES)).to.have.members([...CHANGE_TYPES]);
    // Shown in the editor's history: each type has its own non-empty name.
    const names = Object.values(DEFAULT_CHANGE_NAMES);
    for (const name of names) expect(name.trim()).not.to.equal('');
    expect(new Set(names).size).to.equal(names.length);
    for (const type of CHANGE_TYPES) expect(isChangeType(type)).to.equal(true);
    expect(isChangeType('FOO')).to.equal(false);
    expect(isChangeType(7)).to.equal(false);
  });

  for (const type of CHANGE_TYPES) {
    for (const [label, fields] of [['all fields', FULL[type]], ['required fields only', MINIMAL[type]]] as const) {
      it(`${type} (${label}): uuid v4 id, default name, flags false, and a lossless round trip through JSON`, () => {
        const item = createChangeItem(type, fields);
        expect(isUuidV4(item.id)).to.equal(true);
        expect(item.type).to.equal(type);
        expect(item.changeName).to.equal(DEFAULT_CHANGE_NAMES[type]);
        expect(item.changeFields).to.deep.equal(fields);
        expect(item.changeFields).not.to.equal(fields); // a copy, not the caller's object
        expect(item).to.include({ consumed: false, failed: false, instantUpdateSent: false, instantUpdateFinished: false, instantUpdateSuccessful: false });

        const plain = serializeChangeItem(item);
        expect(plain).to.deep.equal(item);
        expect(viaJson(plain)).to.deep.equal(plain); // JSON-safe: nothing is lost or changed by JSON
        expect(rebuildChangeItem(viaJson(plain))).to.deep.equal(item);
        expect(rebuildChangeItem(plain)).to.deep.equal(item);
      });
    }
  }

  it('keeps a given id and name, and rejects ids that are not a uuid v4 with "Invalid UUID"', () => {
    const id = v4();
    const item = createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [A] }, { id, changeName: 'Remove hero' });
    expect(item.id).to.equal(id);
    expect(item.changeName).to.equal('Remove hero');
    for (const bad of ['', 'abc', v1(), '00000000-0000-0000-0000-000000000000', `${v4()}x`, ` ${v4()}`]) {
      expect(() => createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [A] }, { id: bad }), bad).to.throw(Error, /^Invalid UUID$/);
    }
  });

  it('copies fields, so later changes to the input do not reach the item', () => {
    const fields = { codebaseIdsToRemove: [A] };
    const item = createChangeItem('REMOVE_JSX', fields);
    fields.codebaseIdsToRemove.push(B);
    expect(item.changeFields.codebaseIdsToRemove).to.deep.equal([A]);
  });

  it('rejects an unknown type', () => {
    expect(() => createChangeItem('FOO' as ChangeType, {} as ChangeFieldsByType['UNKNOWN'])).to.throw(Error, /^Unknown change type: FOO$/);
  });
});

describe('change items: validating changeFields', () => {
  const bad: [ChangeType, unknown, RegExp][] = [
    ['STYLING', null, /^STYLING\.changeFields must be an object$/],
    ['STYLING', [], /^STYLING\.changeFields must be an object$/],
    ['STYLING', { ...MINIMAL.STYLING, codebaseId: 3 }, /^STYLING\.changeFields\.codebaseId must be a string$/],
    ['STYLING', { ...MINIMAL.STYLING, codebaseId: undefined }, /^STYLING\.changeFields\.codebaseId must be a string$/],
    ['STYLING', { ...MINIMAL.STYLING, codebaseId: 'a b' }, /^STYLING\.changeFields\.codebaseId must be a valid codebase id/],
    ['STYLING', { ...MINIMAL.STYLING, codebaseId: '' }, /^STYLING\.changeFields\.codebaseId must be a valid codebase id/],
    ['STYLING', { ...MINIMAL.STYLING, stylingChanges: [] }, /^STYLING\.changeFields\.stylingChanges must be an object$/],
    ['STYLING', { ...MINIMAL.STYLING, stylingChanges: { color: 3 } }, /^STYLING\.changeFields\.stylingChanges\.color must be a string or null$/],
    ['STYLING', { ...MINIMAL.STYLING, stylingFramework: 'SASS' }, /^STYLING\.changeFields\.stylingFramework must be one of INLINE, CSS, TAILWIND or null$/],
    ['STYLING', { ...MINIMAL.STYLING, stylingFramework: undefined }, /^STYLING\.changeFields\.stylingFramework must be one of/],
    ['STYLING', { ...MINIMAL.STYLING, modifiers: 'hover' }, /^STYLING\.changeFields\.modifiers must be an array of strings$/],
    ['STYLING', { ...MINIMAL.STYLING, modifiers: ['hover', 1] }, /^STYLING\.changeFields\.modifiers\[1\] must be a string$/],
    ['STYLING', { ...MINIMAL.STYLING, customProperties: {} }, /^STYLING\.changeFields\.customProperties must be an array$/],
    ['STYLING', { ...MINIMAL.STYLING, customProperties: [() => 1] }, /^STYLING\.changeFields\.customProperties\[0\] must be JSON data$/],
    ['ADD_JSX', {}, /^ADD_JSX\.changeFields\.codebaseIdToAddTo must be a string$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, beforeCodebaseId: 'x.y' }, /^ADD_JSX\.changeFields\.beforeCodebaseId must be a valid codebase id/],
    ['ADD_JSX', { codebaseIdToAddTo: A, afterCodebaseId: 5 }, /^ADD_JSX\.changeFields\.afterCodebaseId must be a string$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, addCodebaseId: '<b>' }, /^ADD_JSX\.changeFields\.addCodebaseId must be a valid codebase id/],
    ['ADD_JSX', { codebaseIdToAddTo: A, addNativeTag: 1 }, /^ADD_JSX\.changeFields\.addNativeTag must be a string$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, fileContentsToSourceFrom: {} }, /^ADD_JSX\.changeFields\.fileContentsToSourceFrom must be a string$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, fileContentsSourceFilename: [] }, /^ADD_JSX\.changeFields\.fileContentsSourceFilename must be a string$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, propsToSet: [] }, /^ADD_JSX\.changeFields\.propsToSet must be an object$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, propsToSet: { n: NaN } }, /^ADD_JSX\.changeFields\.propsToSet\.n must be JSON data \(finite numbers only\)$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, propsToSet: { at: new Date() } }, /^ADD_JSX\.changeFields\.propsToSet\.at must be JSON data$/],
    ['ADD_JSX', { codebaseIdToAddTo: A, deletedStoryboardId: 'a/b' }, /^ADD_JSX\.changeFields\.deletedStoryboardId must be a valid storyboard id/],
    ['ADD_JSX', { codebaseIdToAddTo: A, htmlForInstantUpdate: 1 }, /^ADD_JSX\.changeFields\.htmlForInstantUpdate must be a string$/],
    ['MOVE_JSX', { codebaseIdToMove: B }, /^MOVE_JSX\.changeFields\.codebaseIdToMoveTo must be a string$/],
    ['MOVE_JSX', { codebaseIdToMoveTo: A }, /^MOVE_JSX\.changeFields\.codebaseIdToMove must be a string$/],
    ['MOVE_JSX', { ...MINIMAL.MOVE_JSX, expectedCurrentParentCodebaseId: 'é' }, /^MOVE_JSX\.changeFields\.expectedCurrentParentCodebaseId must be a valid codebase id/],
    ['REMOVE_JSX', { codebaseIdsToRemove: A }, /^REMOVE_JSX\.changeFields\.codebaseIdsToRemove must be an array of strings$/],
    ['REMOVE_JSX', { codebaseIdsToRemove: [A, 'b c'] }, /^REMOVE_JSX\.changeFields\.codebaseIdsToRemove\[1\] must be a valid codebase id/],
    ['CHANGE_PROP', { codebaseIdToChange: A, propValue: 1 }, /^CHANGE_PROP\.changeFields\.propName must be a string$/],
    ['CHANGE_PROP', { codebaseIdToChange: A, propName: '', propValue: 1 }, /^CHANGE_PROP\.changeFields\.propName must not be empty$/],
    ['CHANGE_PROP', { codebaseIdToChange: A, propName: 'x' }, /^CHANGE_PROP\.changeFields\.propValue is required$/],
    ['CHANGE_PROP', { codebaseIdToChange: A, propName: 'x', propValue: Symbol('s') }, /^CHANGE_PROP\.changeFields\.propValue must be JSON data$/],
    ['ADD_CLASS', { ...MINIMAL.ADD_CLASS, codebaseIdToAddClass: null }, /^ADD_CLASS\.changeFields\.codebaseIdToAddClass must be a string$/],
    ['ADD_CLASS', { ...MINIMAL.ADD_CLASS, className: 2 }, /^ADD_CLASS\.changeFields\.className must be a string$/],
    ['ADD_CLASS', { ...MINIMAL.ADD_CLASS, modifiers: undefined }, /^ADD_CLASS\.changeFields\.modifiers must be an array of strings$/],
    ['ADD_CLASS', { ...MINIMAL.ADD_CLASS, customProperties: undefined }, /^ADD_CLASS\.changeFields\.customProperties must be an array$/],
    ['ADD_CLASS', { ...MINIMAL.ADD_CLASS, addingTailwindClass: 'yes' }, /^ADD_CLASS\.changeFields\.addingTailwindClass must be true or false$/],
    ['ADD_CLASS', { ...MINIMAL.ADD_CLASS, cssEquivalent: 1 }, /^ADD_CLASS\.changeFields\.cssEquivalent must be a string$/],
    ['ADD_CLASS', { ...MINIMAL.ADD_CLASS, temporaryOnly: 0 }, /^ADD_CLASS\.changeFields\.temporaryOnly must be true or false$/],
    ['REMOVE_CLASS', { codebaseIdToRemoveClass: A }, /^REMOVE_CLASS\.changeFields\.className must be a string$/],
    ['REMOVE_CLASS', { className: 'x' }, /^REMOVE_CLASS\.changeFields\.codebaseIdToRemoveClass must be a string$/],
    ['EDIT_TEXT', { codebaseIdToEditText: A }, /^EDIT_TEXT\.changeFields\.newText must be a string$/],
    ['STYLE_RULE', { selector: '', stylingChanges: {} }, /^STYLE_RULE\.changeFields\.selector must not be empty$/],
    ['STYLE_RULE', { selector: 'h2', media: 3, stylingChanges: {} }, /^STYLE_RULE\.changeFields\.media must be a string$/],
    ['STYLE_RULE', { selector: 'h2', stylingChanges: { color: 1 } }, /^STYLE_RULE\.changeFields\.stylingChanges\.color must be a string or null$/],
    ['EDIT_TEXT', { codebaseIdToEditText: A, newText: 'a', oldText: 3 }, /^EDIT_TEXT\.changeFields\.oldText must be a string$/],
    ['WRAP_DIV', { codebaseIdsToWrap: [1] }, /^WRAP_DIV\.changeFields\.codebaseIdsToWrap\[0\] must be a string$/],
    ['CHANGE_TAG', { codebaseIdToChange: A }, /^CHANGE_TAG\.changeFields\.newTagName must be a string$/],
    ['CHANGE_TAG', { codebaseIdToChange: 'a;b', newTagName: 'p' }, /^CHANGE_TAG\.changeFields\.codebaseIdToChange must be a valid codebase id/],
    ['DUPLICATE', {}, /^DUPLICATE\.changeFields\.codebaseIdsToDuplicate must be an array of strings$/],
    ['UNDO', {}, /^UNDO\.changeFields\.changeToUndo is required$/],
    ['UNDO', { changeToUndo: 'x' }, /^UNDO\.changeFields\.changeToUndo must be an object$/],
    ['REDO', { changeToRedo: null }, /^REDO\.changeFields\.changeToRedo is required$/],
    ['UNKNOWN', 'x', /^UNKNOWN\.changeFields must be an object$/],
    ['UNKNOWN', { f: () => 1 }, /^UNKNOWN\.changeFields\.f must be JSON data$/],
  ];

  for (const [type, fields, message] of bad) {
    it(`${type}: ${message.source}`, () => {
      // Both entry points check the same way: creating (typed callers) and rebuilding (untrusted JSON).
      expect(() => createChangeItem(type, fields as ChangeFieldsByType[typeof type])).to.throw(Error, message);
      expect(() => rebuildChangeItem(plainItem(type, fields))).to.throw(Error, message);
    });
  }

  it('treats null optional fields as absent, and leaves out undefined object properties as JSON does', () => {
    const item = rebuildChangeItem(plainItem('MOVE_JSX', { codebaseIdToMoveTo: A, codebaseIdToMove: B, afterCodebaseId: null, beforeCodebaseId: undefined }));
    expect(item.changeFields).to.deep.equal({ codebaseIdToMoveTo: A, codebaseIdToMove: B });
    const prop = createChangeItem('CHANGE_PROP', { codebaseIdToChange: A, propName: 'p', propValue: { a: 1, b: undefined } });
    expect(prop.changeFields.propValue).to.deep.equal({ a: 1 });
  });

  it('rejects cycles but accepts shared (non-cyclic) references', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => createChangeItem('UNKNOWN', { cyclic })).to.throw(Error, /^UNKNOWN\.changeFields\.cyclic\.self must be JSON data \(it contains a cycle\)$/);
    const shared = { x: 1 };
    expect(createChangeItem('UNKNOWN', { a: shared, b: [shared] }).changeFields).to.deep.equal({ a: { x: 1 }, b: [{ x: 1 }] });
  });

  it('keeps a "__proto__" key as data instead of setting a prototype', () => {
    const item = rebuildChangeItem(JSON.parse(`{"id":"${v4()}","type":"UNKNOWN","changeName":"x","changeFields":{"__proto__":{"polluted":true}}}`));
    expect(Object.getPrototypeOf(item.changeFields)).to.equal(Object.prototype);
    expect(Object.hasOwn(item.changeFields, '__proto__')).to.equal(true);
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
  });
});

describe('change items: rebuilding', () => {
  it('throws "Unknown change type: {type}" for a type outside CHANGE_TYPES', () => {
    expect(() => rebuildChangeItem(plainItem('FOO', {}))).to.throw(Error, /^Unknown change type: FOO$/);
    expect(() => rebuildChangeItem(plainItem('styling', {}))).to.throw(Error, /^Unknown change type: styling$/);
    expect(() => rebuildChangeItem({ id: v4(), changeFields: {} })).to.throw(Error, /^Unknown change type: undefined$/);
    // Nested items too, with the same exact text.
    expect(() => rebuildChangeItem(plainItem('UNDO', { changeToUndo: plainItem('FOO', {}) }))).to.throw(Error, /^Unknown change type: FOO$/);
  });

  it('throws "Invalid UUID" for a missing or non-v4 id, also in a nested item', () => {
    for (const id of [undefined, 3, 'abc', v1()]) {
      expect(() => rebuildChangeItem({ ...plainItem('REMOVE_JSX', { codebaseIdsToRemove: [A] }), id })).to.throw(Error, /^Invalid UUID$/);
    }
    const nested = { ...serializeChangeItem(base), id: v1() };
    expect(() => rebuildChangeItem(plainItem('REDO', { changeToRedo: nested }))).to.throw(Error, /^Invalid UUID$/);
  });

  it('rejects non-objects', () => {
    for (const plain of [null, undefined, 'x', 1, []]) expect(() => rebuildChangeItem(plain)).to.throw(Error, /^Change item must be an object$/);
  });

  it('rebuilds UNDO/REDO items recursively, naming the path of a bad nested field', () => {
    const undo = createChangeItem('UNDO', { changeToUndo: createChangeItem('REDO', { changeToRedo: base }) });
    const rebuilt = rebuildChangeItem(viaJson(undo));
    expect(rebuilt).to.deep.equal(undo);
    const badNested = viaJson({ ...undo, changeFields: { changeToUndo: { ...base, changeFields: { ...base.changeFields, codebaseId: 1 } } } });
    expect(() => rebuildChangeItem(badNested)).to.throw(Error, /^UNDO\.changeFields\.changeToUndo\.changeFields\.codebaseId must be a string$/);
  });

  it('defaults absent flags to false and an absent name to the default; drops unknown keys', () => {
    const id = v4();
    const item = rebuildChangeItem({ id, type: 'DUPLICATE', changeFields: { codebaseIdsToDuplicate: [A] }, extra: 1, consumed: null });
    expect(item).to.deep.equal({
      id,
      type: 'DUPLICATE',
      changeName: 'Duplicate',
      changeFields: { codebaseIdsToDuplicate: [A] },
      consumed: false,
      failed: false,
      instantUpdateSent: false,
      instantUpdateFinished: false,
      instantUpdateSuccessful: false,
    });
  });

  it('checks the status fields', () => {
    const ok = plainItem('REMOVE_JSX', { codebaseIdsToRemove: [A] });
    expect(() => rebuildChangeItem({ ...ok, changeName: 3 })).to.throw(Error, /^REMOVE_JSX\.changeName must be a string$/);
    expect(() => rebuildChangeItem({ ...ok, consumed: 'yes' })).to.throw(Error, /^REMOVE_JSX\.consumed must be true or false$/);
    expect(() => rebuildChangeItem({ ...ok, instantUpdateSuccessful: 1 })).to.throw(Error, /^REMOVE_JSX\.instantUpdateSuccessful must be true or false$/);
    expect(() => rebuildChangeItem({ ...ok, elementKeysToSelectAfterInstantUpdate: 'k' })).to.throw(Error, /^REMOVE_JSX\.elementKeysToSelectAfterInstantUpdate must be an array of strings$/);
    expect(() => rebuildChangeItem({ ...ok, elementKeysToSelectAfterUndoInstantUpdate: ['a b'] })).to.throw(
      Error,
      /^REMOVE_JSX\.elementKeysToSelectAfterUndoInstantUpdate\[0\] must be a valid element key/,
    );
    expect(() => rebuildChangeItem({ ...ok, instantUpdateData: { f: () => 1 } })).to.throw(Error, /^REMOVE_JSX\.instantUpdateData\.f must be JSON data$/);
    // null instantUpdateData is data, kept as such.
    expect(rebuildChangeItem({ ...ok, instantUpdateData: null }).instantUpdateData).to.equal(null);
  });

  it('serialising refuses an item that picked up non-JSON data', () => {
    const item = { ...base, instantUpdateData: { node: new Map() } };
    expect(() => serializeChangeItem(item)).to.throw(Error, /^STYLING\.instantUpdateData\.node must be JSON data$/);
  });

  it('round-trips an item with every status field set', () => {
    const item = withKeysToSelect(markConsumed(markInstantUpdateFinished(markInstantUpdateSent(createChangeItem('ADD_CLASS', FULL.ADD_CLASS)), false, [{ k: 'v' }]), true), ['x_sb_0'], []);
    expect(rebuildChangeItem(viaJson(serializeChangeItem(item)))).to.deep.equal(item);
  });
});

describe('change items: status transitions', () => {
  it('mark an instant update sent, then finished, without changing the original', () => {
    const item = createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [A] });
    const snapshot = structuredClone(item);
    const sent = markInstantUpdateSent(item);
    expect(sent).not.to.equal(item);
    expect(sent).to.deep.equal({ ...item, instantUpdateSent: true });
    const data = { hidden: [A] };
    const finished = markInstantUpdateFinished(sent, true, data);
    expect(finished).to.deep.equal({ ...sent, instantUpdateFinished: true, instantUpdateSuccessful: true, instantUpdateData: { hidden: [A] } });
    data.hidden.push(B);
    expect(finished.instantUpdateData).to.deep.equal({ hidden: [A] }); // copied
    const failed = markInstantUpdateFinished(item, false);
    expect(failed).to.deep.equal({ ...item, instantUpdateSent: true, instantUpdateFinished: true, instantUpdateSuccessful: false });
    expect(failed).not.to.have.property('instantUpdateData');
    expect(item).to.deep.equal(snapshot);
  });

  it('mark consumed, as succeeded or failed', () => {
    const item = createChangeItem('EDIT_TEXT', { codebaseIdToEditText: A, newText: 'x' });
    expect(markConsumed(item, false)).to.deep.equal({ ...item, consumed: true, failed: false });
    expect(markConsumed(item, true)).to.deep.equal({ ...item, consumed: true, failed: true });
    expect(item.consumed).to.equal(false);
    expect(() => markConsumed(item, 'no' as unknown as boolean)).to.throw(Error, /^failed must be true or false$/);
    expect(() => markInstantUpdateFinished(item, 1 as unknown as boolean)).to.throw(Error, /^successful must be true or false$/);
    expect(() => markInstantUpdateFinished(item, true, () => 1)).to.throw(Error, /^instantUpdateData must be JSON data$/);
  });

  it('set the element keys to select after the instant update and after its undo', () => {
    const keys = [`${A}_sb_0-1`];
    const item = withKeysToSelect(base, keys, [`${B}_sb_0`]);
    expect(item.elementKeysToSelectAfterInstantUpdate).to.deep.equal(keys);
    expect(item.elementKeysToSelectAfterInstantUpdate).not.to.equal(keys);
    expect(item.elementKeysToSelectAfterUndoInstantUpdate).to.deep.equal([`${B}_sb_0`]);
    expect(base).not.to.have.property('elementKeysToSelectAfterInstantUpdate');
    expect(withKeysToSelect(item, [], [])).to.deep.equal({ ...item, elementKeysToSelectAfterInstantUpdate: [], elementKeysToSelectAfterUndoInstantUpdate: [] });
    expect(() => withKeysToSelect(item, ['bad key'], [])).to.throw(Error, /^afterInstantUpdate\[0\] must be a valid element key/);
  });

  it('know which types are instantly undoable: every type that changes the page', () => {
    for (const type of CHANGE_TYPES) {
      expect(isInstantUndoable(createChangeItem(type, MINIMAL[type])), type).to.equal((INSTANT_UNDO_TYPES as readonly string[]).includes(type));
    }
    expect([...INSTANT_UNDO_TYPES].sort()).to.deep.equal(CHANGE_TYPES.filter((type) => !['UNDO', 'REDO', 'UNKNOWN'].includes(type)).sort());
  });
});

describe('change items: backend requests', () => {
  const lookup: TreeElementLookup = {
    [A]: { name: 'Hero', isComponent: true, filePath: 'src/Hero.tsx' },
    [B]: { name: 'div', isComponent: false },
    [D]: { name: 'Button', isComponent: true },
  };
  const a = { codebaseId: A, name: 'Hero', isComponent: true, filePath: 'src/Hero.tsx' };
  const b = { codebaseId: B, name: 'div', isComponent: false };
  const c = { codebaseId: C }; // not in the lookup
  const d = { codebaseId: D, name: 'Button', isComponent: true };
  const e = { codebaseId: E };
  const request = <T extends ChangeType>(type: T, fields: ChangeFieldsByType[T]) => buildRequest(createChangeItem(type, fields), CANVAS, lookup);

  it('STYLING → styling', () => {
    expect(request('STYLING', FULL.STYLING)).to.deep.equal({
      urlPath: `${MUTATE}/styling`,
      body: {
        reactElement: a,
        styling: { color: 'red', 'margin-top': null, '--brand': '#fff' },
        stylingFramework: 'TAILWIND',
        modifiers: ['hover', 'md'],
        customProperties: [{ name: '--x', value: 1 }, 'y', null, [true]],
        // Neither every use nor this one chosen: the server's default (every use).
        scope: null,
        renderedIn: null,
      },
    });
  });

  it('ADD_JSX → addJsxElement, with an instant update: no toast', () => {
    expect(request('ADD_JSX', FULL.ADD_JSX)).to.deep.equal({
      urlPath: `${MUTATE}/addJsxElement`,
      body: {
        destinationElement: a,
        beforeElement: b,
        afterElement: c,
        newElement: { type: 'native', nativeTag: 'section', componentName: 'Button', propsToSet: FULL.ADD_JSX.propsToSet },
        canvasId: CANVAS,
        deletedStoryboardId: 'story_1',
        fileContentsToSourceFrom: 'export const X = () => <div />;',
        fileContentsSourceFilename: 'src/X.tsx',
        hasInstantUpdate: true,
      },
    });
  });

  it('ADD_JSX → addJsxElement, without an instant update: null for absent fields and "Successfully added"', () => {
    expect(request('ADD_JSX', { codebaseIdToAddTo: C, addNativeTag: 'div' })).to.deep.equal({
      urlPath: `${MUTATE}/addJsxElement`,
      body: {
        destinationElement: c,
        beforeElement: null,
        afterElement: null,
        newElement: { type: 'native', nativeTag: 'div', componentName: null, propsToSet: null },
        canvasId: CANVAS,
        deletedStoryboardId: null,
        fileContentsToSourceFrom: null,
        fileContentsSourceFilename: null,
        hasInstantUpdate: false,
      },
      successToastMessage: 'Successfully added',
    });
    // A component not in the lookup has no name to send.
    const body = bodyOf(request('ADD_JSX', { codebaseIdToAddTo: A, addCodebaseId: E }), 'addJsxElement');
    expect(body.newElement).to.deep.equal({ type: 'native', nativeTag: null, componentName: null, propsToSet: null });
  });

  it('MOVE_JSX → moveJsxElement', () => {
    expect(request('MOVE_JSX', FULL.MOVE_JSX)).to.deep.equal({
      urlPath: `${MUTATE}/moveJsxElement`,
      body: { elementToMove: b, newContainerElement: a, afterElement: c, beforeElement: d, expectedCurrentParent: e },
    });
    expect(request('MOVE_JSX', MINIMAL.MOVE_JSX).body).to.deep.equal({
      elementToMove: b,
      newContainerElement: a,
      afterElement: null,
      beforeElement: null,
      expectedCurrentParent: null,
    });
  });

  it('REMOVE_JSX → removeJsxElement', () => {
    expect(request('REMOVE_JSX', { codebaseIdsToRemove: [A, C] })).to.deep.equal({ urlPath: `${MUTATE}/removeJsxElement`, body: { elementsToRemove: [a, c] } });
  });

  it('CHANGE_PROP → changePropValue, with "Prop changed"', () => {
    expect(request('CHANGE_PROP', FULL.CHANGE_PROP)).to.deep.equal({
      urlPath: `${MUTATE}/changePropValue`,
      body: { elementToModify: a, propName: 'variant', propValue: { size: 'lg', n: [1, 2] } },
      successToastMessage: 'Prop changed',
    });
    expect(request('CHANGE_PROP', MINIMAL.CHANGE_PROP).body).to.deep.equal({ elementToModify: a, propName: 'disabled', propValue: null });
  });

  it('WRAP_DIV → wrapInDiv, DUPLICATE → duplicate', () => {
    expect(request('WRAP_DIV', { codebaseIdsToWrap: [B, C] })).to.deep.equal({ urlPath: `${MUTATE}/wrapInDiv`, body: { reactElements: [b, c] } });
    expect(request('DUPLICATE', { codebaseIdsToDuplicate: [D] })).to.deep.equal({ urlPath: `${MUTATE}/duplicate`, body: { reactElements: [d] } });
  });

  it('CHANGE_TAG → changeElementTag', () => {
    expect(request('CHANGE_TAG', { codebaseIdToChange: B, newTagName: 'section' })).to.deep.equal({
      urlPath: `${MUTATE}/changeElementTag`,
      body: { elementToModify: b, newTag: 'section' },
    });
  });

  it('ADD_CLASS → addClass: stylingFramework TAILWIND for a Tailwind class, else null', () => {
    expect(request('ADD_CLASS', FULL.ADD_CLASS)).to.deep.equal({
      urlPath: `${MUTATE}/addClass`,
      body: { reactElement: a, className: 'text-red-500', stylingFramework: 'TAILWIND', modifiers: ['hover'], customProperties: [{ a: 1 }] },
    });
    expect(request('ADD_CLASS', MINIMAL.ADD_CLASS).body).to.deep.equal({ reactElement: a, className: 'card', stylingFramework: null, modifiers: [], customProperties: [] });
    expect(bodyOf(request('ADD_CLASS', { ...MINIMAL.ADD_CLASS, addingTailwindClass: false }), 'addClass').stylingFramework).to.equal(null);
  });

  it('REMOVE_CLASS → removeClass', () => {
    expect(request('REMOVE_CLASS', { codebaseIdToRemoveClass: C, className: 'card' })).to.deep.equal({
      urlPath: `${MUTATE}/removeClass`,
      body: { reactElement: c, className: 'card' },
    });
  });

  it('STYLING sends a context only when it has one, for CSS only', () => {
    const fields = { codebaseId: A, stylingChanges: { 'font-size': '24px' }, stylingFramework: 'CSS' as const, modifiers: [], customProperties: [] };
    expect(bodyOf(request('STYLING', fields), 'styling')).to.not.have.property('context');
    expect(bodyOf(request('STYLING', { ...fields, context: '.policy__toc' }), 'styling').context).to.equal('.policy__toc');
    expect(() => createChangeItem('STYLING', { ...fields, stylingFramework: 'INLINE', context: '.x' })).to.throw('STYLING.changeFields.context applies to the CSS styling framework only');
  });

  it('STYLE_RULE → styleRule, media null when absent', () => {
    expect(request('STYLE_RULE', FULL.STYLE_RULE)).to.deep.equal({
      urlPath: `${MUTATE}/styleRule`,
      body: { selector: '.policy__toc h2', media: '(min-width: 40rem)', styling: { 'font-size': '24px', color: null } },
    });
    expect(request('STYLE_RULE', MINIMAL.STYLE_RULE).body).to.deep.equal({ selector: ':root', media: null, styling: {} });
  });

  it('EDIT_TEXT → editText, oldText null when absent', () => {
    expect(request('EDIT_TEXT', FULL.EDIT_TEXT)).to.deep.equal({ urlPath: `${MUTATE}/editText`, body: { element: a, newText: 'New', oldText: 'Old' } });
    expect(request('EDIT_TEXT', MINIMAL.EDIT_TEXT).body).to.deep.equal({ element: a, newText: '', oldText: null });
  });

  it('UNDO → activities/undoChangeToFiles with latestUuid; REDO → activities/redoChangeToFiles with changeToRedoId', () => {
    expect(request('UNDO', { changeToUndo: base })).to.deep.equal({
      urlPath: `canvases/${CANVAS}/parseAndMutate/activities/undoChangeToFiles`,
      body: { latestUuid: base.id },
    });
    expect(request('REDO', { changeToRedo: base })).to.deep.equal({
      urlPath: `canvases/${CANVAS}/parseAndMutate/activities/redoChangeToFiles`,
      body: { changeToRedoId: base.id },
    });
  });

  it('UNKNOWN throws "Unsupported operation"', () => {
    expect(() => request('UNKNOWN', { x: 1 })).to.throw(Error, /^Unsupported operation$/);
  });

  it('rejects bad canvas ids', () => {
    for (const bad of ['', 'a/b', '../x', 'a b', 'a?b', 3, null]) {
      expect(() => buildRequest(base, bad as string, lookup), String(bad)).to.throw(Error, /^canvasId must be/);
    }
  });

  it('checks items from untrusted data before building', () => {
    const bad = { ...base, changeFields: { ...base.changeFields, codebaseId: '../x' } } as ChangeItemData;
    expect(() => buildRequest(bad, CANVAS, lookup)).to.throw(Error, /^STYLING\.changeFields\.codebaseId must be a valid codebase id/);
  });

  it('uses own lookup entries only, copies them, and keeps the item\'s codebase id', () => {
    const constructorItem = createChangeItem('ADD_JSX', { codebaseIdToAddTo: 'constructor', addCodebaseId: 'toString' });
    const body = bodyOf(buildRequest(constructorItem, CANVAS, {}), 'addJsxElement');
    expect(body.destinationElement).to.deep.equal({ codebaseId: 'constructor' });
    expect(body.newElement).to.deep.equal({ type: 'native', nativeTag: null, componentName: null, propsToSet: null });
    const stale: TreeElementLookup = { [A]: { name: 'Hero', codebaseId: 'old-id' } };
    const ref = bodyOf(buildRequest(createChangeItem('REMOVE_CLASS', { codebaseIdToRemoveClass: A, className: 'x' }), CANVAS, stale), 'removeClass').reactElement;
    expect(ref).to.deep.equal({ codebaseId: A, name: 'Hero' });
    expect(ref).not.to.equal(stale[A]);
    // No lookup at all (a page with no lookups) still works.
    expect(buildRequest(createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [A] }), CANVAS, null).body).to.deep.equal({ elementsToRemove: [{ codebaseId: A }] });
  });

  it('builds bodies that do not alias the item', () => {
    const item = createChangeItem('STYLING', FULL.STYLING);
    const body = bodyOf(buildRequest(item, CANVAS, lookup), 'styling');
    expect(body.modifiers).to.deep.equal(item.changeFields.modifiers);
    expect(body.modifiers).not.to.equal(item.changeFields.modifiers);
  });
});
