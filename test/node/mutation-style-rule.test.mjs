// styleRule on a temporary copy of the real site/: a design token's value in `:root`, the rule that
// wins for an element (found by its exact selector, at the top level or in a media query), a new
// shared rule for a bare element type after the stylesheet's other element rules; each byte outside
// the edited declaration stays, undo gives back the original bytes and redo the edited ones (through
// the activity log), and everything else is refused with a sentence and nothing written.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { activities, assertSplices, copyProject, elementAt, hashSite, mutate, read, readBytes, redo, removeProject, startApi, undo } from './helpers/editing.mjs';

const CSS = 'site/styles/site.css';
let root;
let ctx;

/** Runs styleRule and checks the golden splices, the answer, undo (original bytes) and redo (edited bytes). */
async function roundTrip(body, pairs, message) {
  const beforeBytes = readBytes(root, CSS);
  const hashes = hashSite(root);
  const result = await mutate(ctx, 'styleRule', body);
  assert.equal(result.status, 200, JSON.stringify(result.json));
  assertSplices(beforeBytes.toString('utf8'), read(root, CSS), pairs);
  assert.deepEqual(result.json.files.map((file) => file.path), [CSS]);
  assert.match(result.json.files[0].diff, /^--- a\/site\/styles\/site\.css\n\+\+\+ b\/site\/styles\/site\.css\n@@ /);
  assert.equal(result.json.activityId, result.changeItemId);
  assert.deepEqual(result.json.prevIdToNewIdMap, {});
  assert.match(result.json.message, message);
  const afterBytes = readBytes(root, CSS);

  const history = (await activities(ctx)).json;
  const entry = history.activities.find((activity) => activity.id === result.changeItemId);
  assert.equal(entry?.operation, 'styleRule');
  assert.equal(entry?.undone, false);

  const undone = await undo(ctx, result.changeItemId);
  assert.equal(undone.status, 200, JSON.stringify(undone.json));
  assert.ok(readBytes(root, CSS).equals(beforeBytes), 'undo restores the stylesheet byte for byte');
  assert.deepEqual(hashSite(root), hashes, 'undo restores every file');
  const redone = await redo(ctx, result.changeItemId);
  assert.equal(redone.status, 200, JSON.stringify(redone.json));
  assert.ok(readBytes(root, CSS).equals(afterBytes), 'redo writes the edited stylesheet byte for byte');
  assert.equal((await undo(ctx, result.changeItemId)).status, 200);
  assert.deepEqual(hashSite(root), hashes, 'the second undo restores every byte too');
  return result;
}

/** A refused request: its status, its sentence, and not one byte written. */
async function refused(body, status, error) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, 'styleRule', body);
  assert.equal(result.status, status, JSON.stringify(result.json));
  assert.match(result.json.error, error);
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
}

describe('styleRule on a copy of the site', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('changes a design token: the one declaration in :root', async () => {
    await roundTrip({ selector: ':root', media: null, styling: { '--accent': '#c2410c' } }, [['  --accent: #1d4ed8;', '  --accent: #c2410c;']], /^Changed the rule :root in site\/styles\/site\.css: --accent: #c2410c$/);
  });

  it('changes a font stack token, quotes and commas kept as sent', async () => {
    const stack = "Charter, 'Bitstream Charter', Cambria, serif";
    await roundTrip(
      { selector: ':root', media: null, styling: { '--font': stack } },
      [["  --font: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif;", `  --font: ${stack};`]],
      /--font: Charter/,
    );
  });

  it('changes the rule that wins for an element, named as the browser serialises it', async () => {
    await roundTrip({ selector: '.policy__toc  h2', media: null, styling: { 'font-size': '24px' } }, [['.policy__toc h2 {\n  font-size: var(--step-1);\n}', '.policy__toc h2 {\n  font-size: 24px;\n}']], /^Changed the rule \.policy__toc h2 in/);
  });

  it('adds a declaration to the exact element rule (h2), after its others, and leaves the shared h1, h2, h3 rule alone', async () => {
    await roundTrip(
      { selector: 'h2', media: null, styling: { 'font-family': 'Georgia, serif', 'line-height': '1.3' } },
      [['h2 {\n  font-size: var(--step-3);\n}', 'h2 {\n  font-size: var(--step-3);\n  font-family: Georgia, serif;\n  line-height: 1.3;\n}']],
      /^Changed the rule h2 in .*: font-family: Georgia, serif; line-height: 1\.3$/,
    );
  });

  it('finds a list rule by its selector whatever its line breaks', async () => {
    await roundTrip({ selector: 'h1, h2, h3', media: null, styling: { 'line-height': '1.25' } }, [['h3 {\n  line-height: 1.2;', 'h3 {\n  line-height: 1.25;']], /^Changed the rule h1, h2, h3 in/);
  });

  it('unsets a declaration with null', async () => {
    await roundTrip({ selector: 'a', media: null, styling: { 'text-underline-offset': null } }, [['  color: var(--accent);\n  text-underline-offset: 0.15em;\n}', '  color: var(--accent);\n}']], /unset text-underline-offset/);
  });

  it('edits a rule inside a media query, matched by its condition', async () => {
    await roundTrip(
      { selector: '.policy__toc ol', media: '(min-width:40rem)', styling: { 'column-gap': '3rem' } },
      [['  .policy__toc ol {\n    columns: 2;\n    column-gap: var(--space-6);', '  .policy__toc ol {\n    columns: 2;\n    column-gap: 3rem;']],
      /^Changed the rule \.policy__toc ol for screens \(min-width:40rem\) in/,
    );
  });

  it('makes one new shared rule for an element type the sheet does not style yet, after its other element rules', async () => {
    await roundTrip(
      { selector: 'li', media: null, styling: { 'line-height': '1.7', color: null } },
      [['svg {\n  flex-shrink: 0;\n}', 'svg {\n  flex-shrink: 0;\n}\n\nli {\n  line-height: 1.7;\n}']],
      /^Added the rule li \(every li element\) to site\/styles\/site\.css: line-height: 1\.7$/,
    );
  });

  it('refuses a selector the stylesheet has no rule for, unless it is a bare element type', async () => {
    await refused({ selector: '.policy__toc .policy-view__h2', media: null, styling: { 'font-size': '24px' } }, 422, /^The stylesheet has no rule “\.policy__toc \.policy-view__h2”\. Only a rule it already has can be changed/);
    await refused({ selector: 'h2:hover', media: null, styling: { color: 'red' } }, 422, /has no rule “h2:hover”/);
    await refused({ selector: 'h1, h4', media: null, styling: { color: 'red' } }, 422, /has no rule “h1, h4”/);
    await refused({ selector: 'h2', media: '(min-width: 40rem)', styling: { color: 'red' } }, 422, /^The stylesheet has no rule “h2” for screens \(min-width: 40rem\)/);
    await refused({ selector: 'li', media: null, styling: { color: null } }, 422, /no rule for li, so there is nothing to unset/);
  });

  it('refuses a value its property does not take, and the same values again, writing nothing', async () => {
    await refused({ selector: 'h2', media: null, styling: { 'font-size': 'huge' } }, 422, /^"huge" is not a valid value for font-size.*Nothing was written\.$/);
    await refused({ selector: ':root', media: null, styling: { '--accent': '#1d4ed8' } }, 422, /already has exactly these values/);
  });

  it('refuses text that could leave its declaration or its selector, with a 400', async () => {
    await refused({ selector: ':root', media: null, styling: { '--accent': 'red; } body { display: none' } }, 400, /contains a ";"/);
    await refused({ selector: ':root', media: null, styling: { '--accent': 'red /* x */' } }, 400, /comment/);
    await refused({ selector: ':root { } h2', media: null, styling: { color: 'red' } }, 400, /^selector .* contains a "\{" or "\}"/);
    await refused({ selector: 'h2</style>', media: null, styling: { color: 'red' } }, 400, /contains a "<"/);
    await refused({ selector: 'h2,,h3', media: null, styling: { color: 'red' } }, 400, /is not a CSS selector/);
    await refused({ selector: 'h2', media: '(min-width: 40rem) {', styling: { color: 'red' } }, 400, /^media .* contains a "\{" or "\}"/);
    await refused({ selector: 'h2', media: 'and and', styling: { color: 'red' } }, 400, /is not a CSS media query/);
    await refused({ selector: 'h2', styling: { color: 'red' } }, 400, /^media is missing; send null for none\.$/);
    await refused({ selector: 'h2', media: null, styling: {} }, 400, /styling is empty/);
    await refused({ selector: 'h2', media: null, styling: { 'Font-Size': '2rem' } }, 400, /is not a CSS property name/);
    await refused({ selector: 'h2', media: null, styling: { color: 'red' }, extra: 1 }, 400, /unknown field "extra"/);
  });

  it('is undone out of order past a later change to the same stylesheet (a revert, like git)', async () => {
    const original = readBytes(root, CSS);
    const first = await mutate(ctx, 'styleRule', { selector: ':root', media: null, styling: { '--accent': '#b91c1c' } });
    assert.equal(first.status, 200, JSON.stringify(first.json));
    const second = await mutate(ctx, 'styleRule', { selector: 'h3', media: null, styling: { 'font-weight': '800' } });
    assert.equal(second.status, 200, JSON.stringify(second.json));
    assert.equal((await undo(ctx, first.changeItemId)).status, 200);
    const text = read(root, CSS);
    assert.ok(text.includes('  --accent: #1d4ed8;') && text.includes('h3 {\n  font-size: var(--step-1);\n  font-weight: 800;\n}'), 'the token is back, the later change stays');
    assert.equal((await undo(ctx, second.changeItemId)).status, 200);
    assert.ok(readBytes(root, CSS).equals(original), 'both undone: the original bytes');
  });

  it('styling with a context: the element\'s own rule inside the element it sits in, one class heavier than .policy__toc h2', async () => {
    const POLICY = 'site/components/PolicyView.tsx';
    const heading = elementAt(root, POLICY, '<h2 id="toc-title"');
    const beforeCss = readBytes(root, CSS);
    const beforePolicy = readBytes(root, POLICY);
    const hashes = hashSite(root);
    const body = { reactElement: heading, styling: { 'font-size': '24px' }, stylingFramework: 'CSS', modifiers: [], customProperties: [], scope: null, renderedIn: null, context: '.policy__toc' };
    const result = await mutate(ctx, 'styling', body);
    assert.equal(result.status, 200, JSON.stringify(result.json));
    assertSplices(beforePolicy.toString('utf8'), read(root, POLICY), [['<h2 id="toc-title">', '<h2 id="toc-title" className="policy-view__h2">']]);
    assertSplices(beforeCss.toString('utf8'), read(root, CSS), [['.site-footer__legal p {\n  margin: 0;\n}', '.site-footer__legal p {\n  margin: 0;\n}\n\n.policy__toc .policy-view__h2 {\n  font-size: 24px;\n}']]);
    assert.match(result.json.message, /with the CSS rule \.policy__toc \.policy-view__h2 in site\/styles\/site\.css: font-size: 24px$/);
    assert.equal((await undo(ctx, result.changeItemId)).status, 200);
    assert.deepEqual(hashSite(root), hashes, 'undo restores every byte');
    await refused({ selector: 'h2', media: null, styling: { color: 'red' }, context: '.x' }, 400, /unknown field "context"/);
    for (const [context, error] of [['.a, .b', /is a list of selectors/], ['.a::before', /pseudo-element/], ['.a {', /contains a "\{" or "\}"/], ['..a', /is not a CSS selector/]]) {
      const answer = await mutate(ctx, 'styling', { ...body, context });
      assert.equal(answer.status, 400, JSON.stringify(answer.json));
      assert.match(answer.json.error, error);
    }
    const inline = await mutate(ctx, 'styling', { ...body, stylingFramework: 'INLINE' });
    assert.equal(inline.status, 400);
    assert.match(inline.json.error, /^context applies to the CSS styling framework only/);
    assert.deepEqual(hashSite(root), hashes, 'nothing was written');
  });
});
