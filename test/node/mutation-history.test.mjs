// The edit history an editor can reload (GET …/activities): every change, newest first, with what it
// did, the files it wrote, when, which editor tab made it, and whether it is undone; kept across a
// restart of the server.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { activities as history, copyProject, elementAt, localFetch, mutate, redo, removeProject, settledActivities, startApi, undo } from './helpers/editing.mjs';

let root;
let ctx;

const activities = async () => {
  const { status, json } = await history(ctx);
  assert.equal(status, 200);
  return json.activities;
};

describe('the edit history (GET …/activities)', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('lists each change newest first: message, files, time, editor tab, undone', async () => {
    assert.deepEqual(await activities(), []);
    const tab = randomUUID();
    const heading = elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"');
    const styled = await mutate(ctx, 'styling', { reactElement: heading, styling: { 'letter-spacing': '0.02em' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] }, { headers: { 'x-editor-tab': tab } });
    assert.equal(styled.status, 200, JSON.stringify(styled.json));
    const started = Date.now();
    const classed = await mutate(ctx, 'addClass', { reactElement: elementAt(root, 'site/sections/HeroSection.tsx', '<div className="hero__copy"'), className: 'hero__copy--wide', stylingFramework: null, modifiers: [], customProperties: [] });
    assert.equal(classed.status, 200, JSON.stringify(classed.json));
    const list = await activities();
    assert.deepEqual(
      list.map(({ id, operation, message, files, editorTab, undone }) => ({ id, operation, message, files, editorTab, undone })),
      [
        { id: classed.changeItemId, operation: 'addClass', message: classed.json.message, files: ['site/sections/HeroSection.tsx'], editorTab: null, undone: false },
        { id: styled.changeItemId, operation: 'styling', message: styled.json.message, files: styled.json.files.map((file) => file.path), editorTab: tab, undone: false },
      ],
    );
    for (const activity of list) assert.ok(Math.abs(Date.parse(activity.createdAt) - started) < 60_000, activity.createdAt);
    // Undone changes stay listed, marked, until a new change drops them.
    assert.equal((await undo(ctx, classed.changeItemId)).status, 200);
    assert.deepEqual((await activities()).map((activity) => activity.undone), [true, false]);
    assert.equal((await redo(ctx, classed.changeItemId)).status, 200);
    assert.deepEqual((await activities()).map((activity) => activity.undone), [false, false]);
  });

  it('survives a restart of the server', async () => {
    const before = await settledActivities(ctx);
    // Types are checked after each write; these changes add no type errors.
    assert.deepEqual(before.map((activity) => activity.typeCheck), before.map(() => ({ state: 'passed' })));
    await ctx.close();
    ctx = await startApi(root);
    assert.deepEqual(await activities(), before);
  });

  it('refuses an X-Editor-Tab that is not a uuid, writing nothing', async () => {
    const heading = elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"');
    const count = (await activities()).length;
    const refused = await mutate(ctx, 'styling', { reactElement: heading, styling: { 'letter-spacing': '0.03em' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] }, { headers: { 'x-editor-tab': 'tab <1>' } });
    assert.equal(refused.status, 400);
    assert.match(refused.json.error, /X-Editor-Tab/);
    assert.equal((await activities()).length, count);
  });

  it('answers the token holder only', async () => {
    const response = await localFetch(`${ctx.base}/activities`);
    assert.equal(response.status, 401);
  });
});
