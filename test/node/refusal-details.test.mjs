// Refusals in plain words: the sentence (`error`) names the element as the designer sees it and
// what to do; file positions and CSS grammar go into `details`, which the editor shows folded.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyProject, elementAt, hashSite, mutate, read, removeProject, startApi, undo } from './helpers/editing.mjs';

/** What a designer must not meet in a refusal's sentence: a file position, or CSS grammar notation. */
const POSITION = /\.(?:tsx?|css):\d+/;
const GRAMMAR = /expected <|<length|<color>|\[0,∞\]/;

let root;
let ctx;

function assertPlain(json) {
  assert.equal(typeof json.error, 'string');
  assert.doesNotMatch(json.error, POSITION, `no file position in the sentence: ${json.error}`);
  assert.doesNotMatch(json.error, GRAMMAR, `no grammar notation in the sentence: ${json.error}`);
}

async function refusedWith(operation, body, status) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body);
  assert.equal(result.status, status, JSON.stringify(result.json));
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
  assertPlain(result.json);
  return result.json;
}

describe('refusals: a plain sentence, the positions and grammar under details', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('a value its property does not take: the sentence names the value and what to do, the grammar is in the details', async () => {
    const body = { reactElement: elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"'), styling: { color: 'blu' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] };
    const json = await refusedWith('styling', body, 422);
    assert.equal(json.error, '"blu" is not a valid value for color. Check the spelling, or pick one of the values the field offers; the heading was left as it was. Nothing was written.');
    assert.equal(json.details, 'color takes <color>.');
    const width = await refusedWith('styling', { ...body, styling: { width: '-50px' } }, 422);
    assert.match(width.details, /^width takes .*<length-percentage \[0,∞\]>/);
  });

  it('text inside an element that holds other elements: the element by its words, what to select instead; where it is written in the details', async () => {
    const json = await refusedWith('editText', { element: elementAt(root, 'site/components/Header.tsx', '<Link href="/" className="brand"'), oldText: 'Product Analytics', newText: 'Analytics' }, 422);
    assert.match(json.error, /^The Link holds other elements and no text of its own: select the element inside it/);
    assert.match(json.details, /^Written at: <Link> at site\/components\/Header\.tsx:11:9\. Inside it: an element at site\/components\/Header\.tsx:\d+:\d+\.$/);
  });

  it('an element of a list that code repeats: the sentence says why, the place is in the details', async () => {
    const json = await refusedWith('duplicate', { reactElements: [elementAt(root, 'site/sections/GraduationSection.tsx', '<li key={option.title}')] }, 422);
    assert.equal(json.error, "This list item is one of a list that code repeats, so it cannot be duplicated on its own; change the list's data, or ask a developer to change the code.");
    assert.equal(json.details, 'Written at: <li> at site/sections/GraduationSection.tsx:9:11.');
  });

  it('an element no longer in the source: reload and select it again; the id in the details', async () => {
    const json = await refusedWith('editText', { element: { codebaseId: 'tempo-00000000-0000-5000-8000-000000000000' }, oldText: 'a', newText: 'b' }, 404);
    assert.match(json.error, /^This element is no longer in the site’s source: the page changed since the preview loaded it\. Reload the preview and select it again\.$/);
    assert.match(json.details, /tempo-00000000-0000-5000-8000-000000000000/);
  });

  it('an undo a later change is in the way of: names the later change and what to do; where both wrote is in the details', async () => {
    const file = 'site/sections/HeroSection.tsx';
    const addClass = (className) => ({ reactElement: elementAt(root, file, '<div className="container hero__grid'), className, stylingFramework: null, modifiers: [], customProperties: [] });
    const first = await mutate(ctx, 'addClass', addClass('first-class'));
    const second = await mutate(ctx, 'addClass', addClass('second-class'));
    assert.equal(first.status, 200);
    assert.equal(second.status, 200);
    const hashes = hashSite(root);
    const refused = await undo(ctx, first.changeItemId);
    assert.equal(refused.status, 409);
    assert.deepEqual(hashSite(root), hashes);
    assertPlain(refused.json);
    assert.equal(refused.json.error, 'Cannot undo "Added the class "first-class" to the box": a later change, "Added the class "second-class" to the box", changed the same text. Undo that later change first, then this one; nothing was written.');
    const line = read(root, file).split('\n').findIndex((text) => text.includes('first-class second-class')) + 1;
    assert.equal(refused.json.details, `Both changed ${file}:${line}: "${first.json.message}", and later "${second.json.message}".`);
    assert.equal((await undo(ctx, second.changeItemId)).status, 200);
    assert.equal((await undo(ctx, first.changeItemId)).status, 200);
  });
});
