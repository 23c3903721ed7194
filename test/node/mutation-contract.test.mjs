// Both sides of the contract (types/mutations.ts): the requests the editor's own request builder
// (runtime/shared/change-items, buildRequest) makes for every change type are accepted and applied
// by the server, with the server's lookups as the tree element lookup.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import { copyProject, elementAt, localFetch, lookups, read, removeProject, repo, startApi } from './helpers/editing.mjs';

let root;
let ctx;
let changeItems;
let bundleDir;

/** Sends what buildRequest built, as the editor would: POST /api/ + urlPath, the item's id in X-Change-Item-Id. */
async function send(item, lookup) {
  const request = changeItems.buildRequest(item, 'site', lookup);
  const response = await localFetch(`${ctx.origin}/api/${request.urlPath}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.token}`, 'content-type': 'application/json', 'x-change-item-id': item.id },
    body: JSON.stringify(request.body),
  });
  return { status: response.status, json: await response.json(), request };
}

describe('buildRequest (runtime) → mutation server', () => {
  before(async () => {
    bundleDir = mkdtempSync(join(tmpdir(), 'change-items-'));
    const outfile = join(bundleDir, 'change-items.mjs');
    await build({ entryPoints: [join(repo, 'runtime/shared/change-items/index.ts')], bundle: true, format: 'esm', platform: 'neutral', outfile, logLevel: 'silent' });
    changeItems = await import(pathToFileURL(outfile).href);
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
    rmSync(bundleDir, { recursive: true, force: true });
  });

  it('every change type\'s request is accepted and applied; UNDO and REDO reach the activity log', async () => {
    // The editor's tree element lookup, current after every edit (as updateCodebaseIds keeps it).
    const currentLookup = async () => (await lookups(ctx)).json.treeElementLookup;
    const id = (file, opening) => elementAt(root, file, opening).codebaseId;
    const hero = 'site/sections/HeroSection.tsx';
    const graduation = 'site/sections/GraduationSection.tsx';
    const items = [
      ['STYLING', () => ({ codebaseId: id('site/components/CardGrid.tsx', '<h3 className="card__title"'), stylingChanges: { color: 'var(--ink)' }, stylingFramework: 'CSS', modifiers: ['hover'], customProperties: [] })],
      ['ADD_JSX', () => ({ codebaseIdToAddTo: id('site/sections/AudienceSection.tsx', '<div className="requirements"'), addNativeTag: 'p', propsToSet: { children: 'New' } })],
      // "Add one like this": buildRequest names it by its lookup name, the tag of a DOM element.
      ['ADD_JSX', () => ({ codebaseIdToAddTo: id('site/sections/AudienceSection.tsx', '<div className="requirements"'), addCodebaseId: id('site/sections/AudienceSection.tsx', '<h3 className="requirements__title"') })],
      ['MOVE_JSX', () => ({ codebaseIdToMoveTo: id(graduation, '<li key={option.title}'), codebaseIdToMove: id(graduation, '<h3 className="option__title"'), beforeCodebaseId: id(graduation, '<p className="option__label"') })],
      ['REMOVE_JSX', () => ({ codebaseIdsToRemove: [id('site/components/Footer.tsx', '<p className="site-footer__tagline"')] })],
      ['CHANGE_PROP', () => ({ codebaseIdToChange: id('site/components/HeroChart.tsx', '<svg'), propName: 'aria-label', propValue: 'Chart' })],
      ['ADD_CLASS', () => ({ codebaseIdToAddClass: id(hero, '<div className="hero__copy"'), className: 'extra', modifiers: [], customProperties: [] })],
      ['REMOVE_CLASS', () => ({ codebaseIdToRemoveClass: id(hero, '<div className="hero__copy'), className: 'extra' })],
      ['EDIT_TEXT', () => ({ codebaseIdToEditText: id('site/App.tsx', '<a className="skip-link"'), newText: 'Skip ahead', oldText: 'Skip to content' })],
      ['WRAP_DIV', () => ({ codebaseIdsToWrap: [id(hero, '<p className="eyebrow"'), id(hero, '<h1 id="hero-title"')] })],
      ['CHANGE_TAG', () => ({ codebaseIdToChange: id(hero, '<p className="hero__lead"'), newTagName: 'div' })],
      ['DUPLICATE', () => ({ codebaseIdsToDuplicate: [id('site/components/Footer.tsx', '<h2 className="site-footer__heading">Contact')] })],
    ];
    const applied = [];
    for (const [type, fields] of items) {
      const item = changeItems.createChangeItem(type, fields());
      const result = await send(item, await currentLookup());
      if (type === 'STYLING') {
        // The lookup's data rides along in element references; the server reads only the id.
        assert.equal(result.request.body.reactElement.file, 'site/components/CardGrid.tsx');
        assert.equal(result.request.body.reactElement.name, 'h3');
      }
      assert.equal(result.status, 200, `${type}: ${JSON.stringify(result.json)} for ${JSON.stringify(result.request.body)}`);
      assert.equal(result.json.activityId, item.id);
      applied.push(item);
    }
    assert.match(read(root, 'site/App.tsx'), /Skip ahead/);
    assert.match(read(root, 'site/sections/AudienceSection.tsx'), /<p>New<\/p>\n {8}<h3 \/>\n {6}<\/div>/);
    const last = applied[applied.length - 1];
    const undone = await send(changeItems.createChangeItem('UNDO', { changeToUndo: last }), await currentLookup());
    assert.equal(undone.status, 200, JSON.stringify(undone.json));
    assert.equal(undone.request.urlPath, 'canvases/site/parseAndMutate/activities/undoChangeToFiles');
    const redone = await send(changeItems.createChangeItem('REDO', { changeToRedo: last }), await currentLookup());
    assert.equal(redone.status, 200, JSON.stringify(redone.json));
  });

  it('a card\'s renderings ride along: REMOVE_JSX, DUPLICATE and MOVE_JSX of one card edit its item in the data file', async () => {
    const course = 'site/content/course.ts';
    const grid = 'site/components/CardGrid.tsx';
    const lookup = (await lookups(ctx)).json.treeElementLookup;
    const li = elementAt(root, grid, '<li key={card.title}').codebaseId;
    const ul = elementAt(root, grid, '<ul className=').codebaseId;
    const on = (index) => ({ pagePath: '/', index, count: 14 });
    const original = read(root, course);

    const removal = changeItems.createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [li], renderings: { [li]: [on(0), on(1)] } });
    const removed = await send(removal, lookup);
    assert.deepEqual(removed.request.body.elementsToRemove.map((element) => [element.codebaseId, element.rendering]), [[li, on(0)], [li, on(1)]]);
    assert.equal(removed.status, 200, JSON.stringify(removed.json));
    assert.doesNotMatch(read(root, course), /Marketers|Product managers/);
    assert.match(read(root, course), /Beginning analysts/);
    assert.equal((await send(changeItems.createChangeItem('UNDO', { changeToUndo: removal }), lookup)).status, 200);
    assert.equal(read(root, course), original);

    const duplicated = await send(changeItems.createChangeItem('DUPLICATE', { codebaseIdsToDuplicate: [li], renderings: { [li]: [on(13)] } }), lookup);
    assert.equal(duplicated.status, 200, JSON.stringify(duplicated.json));
    assert.match(duplicated.json.message, /^Duplicated item 3 of trainingFormat\.formats/);

    // The copy is a 15th card on the page.
    const of15 = (index) => ({ pagePath: '/', index, count: 15 });
    const moved = await send(
      changeItems.createChangeItem('MOVE_JSX', { codebaseIdToMoveTo: ul, codebaseIdToMove: li, renderingToMove: of15(0), afterCodebaseId: li, afterRendering: of15(1) }),
      (await lookups(ctx)).json.treeElementLookup,
    );
    assert.equal(moved.status, 200, JSON.stringify(moved.json));
    assert.ok(read(root, course).indexOf("title: 'Product managers'") < read(root, course).indexOf("title: 'Marketers'"), 'the first two cards changed places');

    // A rendering named for an id the item does not change is refused before anything is sent.
    assert.throws(() => changeItems.buildRequest(changeItems.createChangeItem('REMOVE_JSX', { codebaseIdsToRemove: [li], renderings: { [ul]: [on(0)] } }), 'site', lookup), /is not one of the elements changed/);
    assert.throws(() => changeItems.buildRequest(changeItems.createChangeItem('DUPLICATE', { codebaseIdsToDuplicate: [li], renderings: { [li]: [{ pagePath: '/', index: 3, count: 3 }] } }), 'site', lookup), /index must be below/);
  });
});
