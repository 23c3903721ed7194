import { expect } from '@open-wc/testing';
import { indexTree } from '../../runtime/host';
import type { NavTreeNode } from '../../types';
import { initialState } from './model';
import { editorReducer } from './reducer';

function node(codebaseId: string, uniquePath: string, children: NavTreeNode[] = []): NavTreeNode {
  return { tempoElement: { codebaseId, storyboardId: 's', uniquePath }, children } as unknown as NavTreeNode;
}
/** A tree as the SDK's `tree` event gives it (with its node index). */
const tree = (ids: string[]) => indexTree(node('STORYBOARD-TOP-CONSTANT', '0', ids.map((id, i) => node(id, `0-${i}`))), null);

describe('editor/state/reducer', () => {
  it('a module swap marks the lookups stale until they are read again (with a server only)', () => {
    const lookups = { treeElementLookup: {}, scopeLookup: {} } as unknown as NonNullable<typeof initialState.lookups>;
    const stale = editorReducer({ ...initialState, lookups }, { type: 'lookupsStale' });
    expect(stale.lookupsStale).to.equal(true);
    expect(editorReducer(stale, { type: 'lookups', lookups }).lookupsStale).to.equal(false);
    expect(editorReducer(initialState, { type: 'lookupsStale' }).lookupsStale, 'no server: nothing to wait for').to.equal(false);
  });

  it('a new tree drops selection, multi-selection and hover of elements that left the page', () => {
    let state = editorReducer(initialState, { type: 'tree', tree: tree(['a', 'b', 'c']) });
    state = editorReducer(state, { type: 'multi', keys: ['a_s_0-0', 'b_s_0-1', 'c_s_0-2'] });
    state = editorReducer(state, { type: 'hover', key: 'c_s_0-2' });
    state = editorReducer(state, { type: 'tree', tree: tree(['a', 'b']) });
    expect(state.multi).to.deep.equal(['a_s_0-0', 'b_s_0-1']);
    expect(state.hovered).to.equal(null);
    state = editorReducer(state, { type: 'tree', tree: tree(['b']) });
    expect([state.selected, state.multi]).to.deep.equal([null, []]);
  });

  it('keeps the inspector\'s values for the same selection until fresh ones arrive, and drops answers for another', () => {
    let state = editorReducer(initialState, { type: 'select', key: 'a_s_0-0' });
    state = editorReducer(state, { type: 'inspector', key: 'a_s_0-0', data: { cssEvals: { color: 'red' } } });
    state = editorReducer(state, { type: 'select', key: 'a_s_0-0' });
    expect(state.inspector?.cssEvals).to.deep.equal({ color: 'red' });
    state = editorReducer(state, { type: 'inspector', key: 'b_s_0-1', data: { cssEvals: { color: 'blue' } } });
    expect(state.inspector?.cssEvals).to.deep.equal({ color: 'red' });
    state = editorReducer(state, { type: 'select', key: 'b_s_0-1' });
    expect(state.inspector).to.deep.equal({ key: 'b_s_0-1', cssEvals: {}, rules: [] });
  });

  it('device presets set the frame width; custom widths and zooms stay in range', () => {
    let state = editorReducer(initialState, { type: 'device', device: 'mobile' });
    expect(state.canvas).to.deep.equal({ device: 'mobile', width: 375, zoom: 'fit' });
    state = editorReducer(state, { type: 'device', device: 'custom', width: 99999 });
    expect(state.canvas.width).to.equal(2560);
    state = editorReducer(state, { type: 'zoom', zoom: 3 });
    expect(state.canvas.zoom).to.equal(2);
    state = editorReducer(state, { type: 'zoom', zoom: 'fit' });
    expect(state.canvas.zoom).to.equal('fit');
  });

  it("keeps the breakpoint chosen across selections and the preview's reloads", () => {
    let state = editorReducer(initialState, { type: 'select', key: 'a_s_0-0' });
    state = editorReducer(state, { type: 'breakpoint', breakpoint: 'max-md' });
    state = editorReducer(state, { type: 'reloaded' });
    state = editorReducer(state, { type: 'tree', tree: tree(['b']) });
    state = editorReducer(state, { type: 'select', key: 'b_s_0-0' });
    expect(state.breakpoint).to.equal('max-md');
    expect(editorReducer(state, { type: 'breakpoint', breakpoint: null }).breakpoint).to.equal(null);
  });

  it("keeps 'only this one' across the preview's reloads until the designer changes it", () => {
    let state = editorReducer(initialState, { type: 'select', key: 'a_s_0-0' });
    expect(state.stylingScope).to.equal('every-use');
    state = editorReducer(state, { type: 'stylingScope', scope: 'this-use' });
    state = editorReducer(state, { type: 'reloaded' });
    state = editorReducer(state, { type: 'tree', tree: tree(['a']) });
    state = editorReducer(state, { type: 'select', key: 'a_s_0-0' });
    expect(state.stylingScope).to.equal('this-use');
    expect(editorReducer(state, { type: 'stylingScope', scope: 'every-use' }).stylingScope).to.equal('every-use');
  });

  it('lists errors until dismissed, the newest five at most', () => {
    let state = initialState;
    for (let i = 0; i < 7; i++) state = editorReducer(state, { type: 'error', message: `e${i}` });
    expect(state.errors.map((error) => error.message)).to.deep.equal(['e2', 'e3', 'e4', 'e5', 'e6']);
    state = editorReducer(state, { type: 'dismissError', id: state.errors[0]!.id });
    expect(state.errors.map((error) => error.message)).to.deep.equal(['e3', 'e4', 'e5', 'e6']);
  });
  it("a type check lands on the newest entry of its change (the undo's, once undone), never on a failed one", () => {
    const entry = (seq: number, activityId: string, status: 'saved' | 'failed') => ({ seq, label: `#${seq}`, urlPath: '', body: '', status, activityId, made: seq === 1 });
    let state = editorReducer(initialState, { type: 'save', entry: entry(1, 'x', 'saved') });
    state = editorReducer(state, { type: 'typeChecked', activityId: 'x', typeCheck: { state: 'problems', problems: [{ file: 'site/a.tsx', line: 3, column: 5, message: 'm' }] } });
    expect(state.saves[0]?.typeCheck?.state).to.equal('problems');
    state = editorReducer(state, { type: 'save', entry: entry(2, 'x', 'saved') });
    state = editorReducer(state, { type: 'save', entry: entry(3, 'x', 'failed') });
    state = editorReducer(state, { type: 'typeChecked', activityId: 'x', typeCheck: { state: 'passed' } });
    expect(state.saves.map((save) => [save.seq, save.typeCheck?.state ?? null])).to.deep.equal([
      [3, null],
      [2, 'passed'],
      [1, 'problems'],
    ]);
    expect(editorReducer(state, { type: 'typeChecked', activityId: 'unknown', typeCheck: { state: 'passed' } })).to.equal(state);
  });
  it('a change that wrote files is shown by the next swap or load of the preview, and says which; one that wrote nothing waits for none', () => {
    const saving = (label: string) => ({ type: 'save' as const, entry: { seq: 0, label, urlPath: '', body: '', status: 'saving' as const } });
    const written = { status: 'saved' as const, message: 'm', files: [{ path: 'site/styles/site.css', diff: '' }] };
    let state = editorReducer(initialState, saving('css'));
    state = editorReducer(state, { type: 'saveUpdate', seq: state.saves[0]!.seq, update: written });
    expect(state.saves[0]?.shownBy).to.equal('waiting');
    state = editorReducer(state, { type: 'hotUpdated' });
    expect(state.saves[0]?.shownBy).to.equal('swapped');
    state = editorReducer(state, saving('text'));
    state = editorReducer(state, { type: 'saveUpdate', seq: state.saves[0]!.seq, update: written });
    state = editorReducer(state, saving('nothing'));
    state = editorReducer(state, { type: 'saveUpdate', seq: state.saves[0]!.seq, update: { status: 'saved', message: 'no change', files: [] } });
    state = editorReducer(state, { type: 'reloaded' });
    // Newest first: the one that wrote nothing, the reloaded one, and the swapped one as it was.
    expect(state.saves.map((save) => save.shownBy ?? null)).to.deep.equal([null, 'reloaded', 'swapped']);
  });
  it("lists changes made elsewhere (another tab's) at the top, once, keeping this session's entries", () => {
    const entry = (seq: number, activityId: string) => ({ seq, label: activityId, urlPath: '', body: '', status: 'saved' as const, activityId });
    let state = editorReducer(initialState, { type: 'save', entry: entry(1, 'mine') });
    const listed = [entry(-1, 'theirs'), entry(-2, 'mine')];
    state = editorReducer(state, { type: 'othersChanges', saves: listed });
    expect(state.saves.map((save) => save.activityId)).to.deep.equal(['theirs', 'mine']);
    expect(new Set(state.saves.map((save) => save.seq)).size).to.equal(2);
    expect(editorReducer(state, { type: 'othersChanges', saves: listed })).to.equal(state);
  });
  it('keeps a save that is still running however many changes from elsewhere arrive meanwhile', () => {
    const saving = { label: 'Colour on h1', urlPath: '', body: '', status: 'saving' as const, activityId: 'mine' };
    let state = editorReducer(initialState, { type: 'save', entry: saving });
    const theirs = Array.from({ length: 120 }, (_, i) => ({ seq: -i, label: `theirs ${i}`, urlPath: '', body: '', status: 'earlier' as const, activityId: `theirs-${i}` }));
    state = editorReducer(state, { type: 'othersChanges', saves: theirs });
    expect(state.saves.length).to.equal(50);
    expect(state.saves.filter((save) => save.activityId === 'mine').length).to.equal(1);
    state = editorReducer(state, { type: 'saveUpdate', seq: 1, update: { status: 'saved' } });
    expect(state.saves.find((save) => save.activityId === 'mine')?.status).to.equal('saved');
  });
  it('numbers the changes list itself, and expects a reload once a save of the running action is written', () => {
    const entry = { label: 'x', urlPath: '', body: '', status: 'saving' as const };
    let state = editorReducer(initialState, { type: 'busy', busy: true });
    state = editorReducer(state, { type: 'save', entry });
    state = editorReducer(state, { type: 'save', entry });
    expect(state.saves.map((save) => save.seq)).to.deep.equal([2, 1]);
    expect(state.reloadExpected).to.equal(false);
    state = editorReducer(state, { type: 'saveUpdate', seq: 2, update: { status: 'failed' } });
    expect(state.reloadExpected, 'a refused save reloads nothing').to.equal(false);
    state = editorReducer(state, { type: 'saveUpdate', seq: 1, update: { status: 'saved' } });
    expect(state.reloadExpected).to.equal(true);
    state = editorReducer(state, { type: 'busy', busy: false });
    expect(state.reloadExpected, 'until the next action starts').to.equal(true);
    state = editorReducer(state, { type: 'busy', busy: true });
    expect(state.reloadExpected).to.equal(false);
  });

  it("shows only the latest read's inspector values; remembers whether the page set the hover", () => {
    let state = editorReducer(initialState, { type: 'select', key: 'a_s_0-0' });
    state = editorReducer(state, { type: 'inspectorRead' });
    const older = state.inspectorRead;
    state = editorReducer(state, { type: 'inspectorRead' });
    state = editorReducer(state, { type: 'inspector', key: 'a_s_0-0', read: state.inspectorRead, data: { cssEvals: { color: 'red' } } });
    state = editorReducer(state, { type: 'inspector', key: 'a_s_0-0', read: older, data: { cssEvals: { color: 'blue' } } });
    expect(state.inspector?.cssEvals).to.deep.equal({ color: 'red' });
    state = editorReducer(state, { type: 'hover', key: 'a_s_0-0', fromFrame: true });
    expect(state.hoverFromFrame).to.equal(true);
    state = editorReducer(state, { type: 'hover', key: 'a_s_0-0' });
    expect([state.hovered, state.hoverFromFrame]).to.deep.equal(['a_s_0-0', false]);
    state = editorReducer(state, { type: 'hover', key: null, fromFrame: true });
    expect(state.hoverFromFrame, 'no hover, from anywhere').to.equal(false);
  });

  it('keeps the reselection plan in the store, across a reload', () => {
    let state = editorReducer(initialState, { type: 'reselection', event: { type: 'planned', target: { codebaseId: 'c', nth: 2 }, afterReload: true } });
    state = editorReducer(state, { type: 'reloaded' });
    expect(state.reselection.target).to.deep.equal({ codebaseId: 'c', nth: 2 });
    expect(editorReducer(state, { type: 'reselection', event: { type: 'tree' } }).reselection.treeSinceReload).to.equal(true);
  });
});
