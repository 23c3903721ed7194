// editText on a copy of the site: JSX text is edited where it is written, with `{ } < > &` and edge
// whitespace escaped so it renders exactly the new text; text from data is edited in the literal
// that this rendering shows (one card, not every card); ambiguous or computed text is refused
// with the candidates. Each edit undoes to the original bytes and redoes to the edited ones.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { assertSplices, copyProject, elementAt, hashSite, lookups, mutate, read, readBytes, redo, removeProject, startApi, syntaxProblems, typecheck, undo } from './helpers/editing.mjs';

let root;
let ctx;

async function editText(file, opening, oldText, newText, goldens, { renderings, message, headers } = {}) {
  const paths = Object.keys(goldens);
  const beforeBytes = Object.fromEntries(paths.map((path) => [path, readBytes(root, path)]));
  const hashes = hashSite(root);
  const result = await mutate(ctx, 'editText', { element: elementAt(root, file, opening), newText, oldText }, { headers });
  assert.equal(result.status, 200, JSON.stringify(result.json));
  for (const path of paths) {
    assertSplices(beforeBytes[path].toString('utf8'), read(root, path), goldens[path]);
    assert.deepEqual(syntaxProblems(path, read(root, path)), []);
  }
  const changed = Object.keys(hashes).filter((path) => hashSite(root)[path] !== hashes[path]);
  assert.deepEqual(changed.sort(), [...paths].sort(), 'only the golden files changed');
  if (renderings !== undefined) assert.equal(result.json.renderings, renderings, 'renderings');
  if (message) assert.equal(result.json.message, message);
  const edited = Object.fromEntries(paths.map((path) => [path, readBytes(root, path)]));
  assert.equal((await undo(ctx, result.changeItemId)).status, 200);
  for (const path of paths) assert.ok(readBytes(root, path).equals(beforeBytes[path]), `undo restores ${path}`);
  assert.equal((await redo(ctx, result.changeItemId)).status, 200);
  for (const path of paths) assert.ok(readBytes(root, path).equals(edited[path]), `redo restores the edit of ${path}`);
  return result;
}

async function refused(file, opening, oldText, newText, error, headers, details) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, 'editText', { element: elementAt(root, file, opening), newText, oldText }, { headers });
  assert.equal(result.status, 422, JSON.stringify(result.json));
  if (error instanceof RegExp) assert.match(result.json.error, error);
  else assert.equal(result.json.error, error);
  // Where the elements and the text are written is for whoever opens the code: in the details.
  assert.doesNotMatch(result.json.error, /\.tsx?:\d/);
  if (details) assert.match(result.json.details ?? '', details);
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
}

describe('editText', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('JSX text: edited in place, layout kept', async () => {
    await editText('site/App.tsx', '<a className="skip-link"', 'Skip to content', 'Skip to the content', { 'site/App.tsx': [['        Skip to content\n', '        Skip to the content\n']] }, {
      renderings: 1,
      message: 'Edited the text of <a> at site/App.tsx:46:7: "Skip to content" → "Skip to the content"',
    });
  });

  it('JSX text: spaces next to a line break become {\' \'} so they still render', async () => {
    await editText('site/App.tsx', '<a className="skip-link"', 'Skip to the content', '  Skip! ', { 'site/App.tsx': [['        Skip to the content\n', "        {'  '}Skip!{' '}\n"]] });
    // The server reads its own output back as the text it wrote: editing it back restores the bytes.
    await editText('site/App.tsx', '<a className="skip-link"', '  Skip! ', 'Skip to the content', { 'site/App.tsx': [["        {'  '}Skip!{' '}\n", '        Skip to the content\n']] });
  });

  it('JSX text: { } < > and entity-like & are escaped, and it reads back as written', async () => {
    const file = 'site/sections/PricingSection.tsx';
    const result = await editText(file, '<span className="package__period"', ' one-time', ' one-time {or} <monthly> & more &amp;', {
      [file]: [['<span className="package__period"> one-time</span>', '<span className="package__period"> one-time &#123;or&#125; &lt;monthly&gt; & more &amp;amp;</span>']],
    }, { renderings: 3 });
    assert.match(result.json.message, /" one-time" → " one-time \{or\} <monthly> & more &amp;"$/);
    await editText(file, '<span className="package__period"', ' one-time {or} <monthly> & more &amp;', ' one-time', {
      [file]: [['<span className="package__period"> one-time &#123;or&#125; &lt;monthly&gt; & more &amp;amp;</span>', '<span className="package__period"> one-time</span>']],
    });
  });

  it('data: one card\'s title changes that card\'s literal only, in its own quote style', async () => {
    await editText('site/components/CardGrid.tsx', '<h3 className="card__title"', 'Programmers', 'Software "engineers"\'', { 'site/content/course.ts': [["      title: 'Programmers',\n", "      title: 'Software \"engineers\"\\'',\n"]] }, {
      renderings: 1,
      message: 'Edited the text of <h3> at site/components/CardGrid.tsx:13:11: "Programmers" → "Software \\"engineers\\"\'" (the literal at site/content/course.ts:35:14)',
    });
    const { json } = await lookups(ctx);
    assert.equal(json.treeElementLookup[elementAt(root, 'site/components/CardGrid.tsx', '<h3 className="card__title"').codebaseId].staticTextContents, true);
  });

  it('a long text: the message quotes the changed words with a few words around them, not two texts cut at the same place', async () => {
    const lead = 'Learn to answer product questions with data: write SQL and Python, design and read A/B tests, and turn numbers into decisions your team acts on.';
    const result = await editText('site/sections/HeroSection.tsx', '<p className="hero__lead"', lead, lead.replace('acts on.', 'trusts.'), {
      'site/content/course.ts': [["decisions your team acts on.'", "decisions your team trusts.'"]],
    });
    assert.match(result.json.message, /: "…decisions your team acts on\." → "…decisions your team trusts\." \(the literal at site\/content\/course\.ts:\d+:\d+\)$/);
  });

  it('data: text with a static part and data parts — the part that changed is edited', async () => {
    const file = 'site/components/Footer.tsx';
    const opening = '<span>\n              {company.name}';
    await editText(file, opening, 'Datasmith Academy Ltd · Registration number 14825173', 'Datasmith Academy Ltd · Company number 14825173', {
      [file]: [['{company.name} · Registration number {company.crn}', '{company.name} · Company number {company.crn}']],
    });
    await editText(file, opening, 'Datasmith Academy Ltd · Company number 14825173', 'Datasmith Academy Ltd · Company number 14825174', { 'site/content/company.ts': [["crn: '14825173'", "crn: '14825174'"]] });
  });

  it('JSX text beside computed text: the JSX text is edited; the count is every rendering showing it', async () => {
    const file = 'site/sections/GraduationSection.tsx';
    await editText(file, '<p className="option__label"', 'Option 2', 'Choice 2', { [file]: [['<p className="option__label">Option {index + 1}</p>', '<p className="option__label">Choice {index + 1}</p>']] }, { renderings: 2 });
    await refused(file, '<p className="option__label"', 'Choice 2', 'Choice 3', /^This part of the words of the paragraph “Choice” is worked out by code, not written out, so it cannot be edited here: change the words around it, or ask a developer to change that code\.$/, undefined, /^Written at: <p> at site\/sections\/GraduationSection\.tsx:10:13\. The changed text is `index \+ 1` at site\/sections\/GraduationSection\.tsx:10:50 \(computed\), which the source computes; edit that code instead\.$/);
  });

  it('ambiguous: the same text from different literals in different renderings answers 422 naming them', async () => {
    await refused(
      'site/sections/PricingSection.tsx',
      '<span>{feature}',
      'All course materials',
      'All materials',
      'The text shows "All course materials" in 3 places whose words are written in different places of the source, so the editor cannot tell which one to change. Open the page that shows only the one you mean, or change each where it is written.',
      undefined,
      /^Written at: <span> at site\/sections\/PricingSection\.tsx:24:19\. Its text comes from: "All course materials" at site\/content\/course\.ts:204:18; "All course materials" at site\/content\/course\.ts:213:18; "All course materials" at site\/content\/course\.ts:222:18\. A request can name the page with X-Page-Path\.$/,
    );
  });

  it('unique text among renderings of a data list: that rendering\'s literal', async () => {
    await editText('site/sections/PricingSection.tsx', '<span>{feature}', 'Exclusive content', 'Exclusive lessons', { 'site/content/course.ts': [["'Exclusive content'", "'Exclusive lessons'"]] }, { renderings: 1, headers: { 'x-page-path': '/' } });
  });

  it('computed text, child elements, text that is not shown, no change: 422', async () => {
    // Its text is read off the page (the source cannot tell it), and the change falls in the code that makes it.
    await refused('site/sections/ProgramSection.tsx', '<span className="module__number"', '01', '001', /^This part of the words of the text is worked out by code, not written out, so it cannot be edited here: change the words around it, or ask a developer to change that code\.$/, undefined, /^Written at: <span> at site\/sections\/ProgramSection\.tsx:\d+:13\. The changed text is `String\(index \+ 1\)\.padStart\(2, '0'\)` at site\/sections\/ProgramSection\.tsx:\d+:\d+ \(computed\), which the source computes; edit that code instead\.$/);
    // Beside child elements an element's own text edits (test/node/mutation-links-text.test.mjs); with none of its own, nothing does.
    await refused('site/sections/PricingSection.tsx', '<p className="package__price"', '$59 one-time', '$59 once', /^The paragraph holds other elements and no text of its own: select the element inside it that shows the words you want to change\.$/, undefined, /^Written at: <p> at site\/sections\/PricingSection\.tsx:\d+:13\. Inside it: an element at site\/sections\/PricingSection\.tsx:\d+:15\.$/);
    await refused('site/components/CardGrid.tsx', '<h3 className="card__title"', 'Data scientists', 'x', /^The preview showed "Data scientists" in the heading, but the source now says "Marketers", "Product managers", "Beginning analysts", "Software \\"engineers\\"'", "Solve analytical tasks in SQL and Python": the page changed since\. Reload the preview and edit again\.$/, undefined, /^Written at: <h3> at site\/components\/CardGrid\.tsx:13:11\.$/);
    await refused('site/App.tsx', '<a className="skip-link"', 'Skip to the content', 'Skip to the content', 'The link “Skip to the content” already shows "Skip to the content"; nothing to change.', undefined, /^Written at: <a> at site\/App\.tsx:46:7\.$/);
  });

  it('policy text built from a template literal is computed: 422 naming it', async () => {
    const file = 'site/components/PolicyView.tsx';
    const intro =
      'This Refund Policy sets out the terms on which Datasmith Academy Ltd ("we", "us" or "our") sells course packages, how you can ask for a refund, and the limits on our responsibility to you. Please read it carefully before you buy.';
    await refused(file, '<p key={index}>', intro, intro.replace('Please read', 'Read'), /^This part of the words of the paragraph is worked out by code, not written out, so it cannot be edited here: change the words around it, or ask a developer to change that code\.$/, undefined, /^Written at: <p> at site\/components\/PolicyView\.tsx:7:48\. The changed text is `block\.text` at site\/components\/PolicyView\.tsx:7:64 \(computed\), which the source computes; edit that code instead\.$/);
    // A paragraph from a plain literal in the same component is edited in the data.
    const plain = 'Nothing in this policy removes or limits any rights you have as a consumer that cannot be removed or limited by agreement under the law that applies to you.';
    await editText(file, '<p key={index}>', plain, plain.replace('Nothing in this policy', 'Nothing here'), { 'site/content/refund-policy.ts': [[`'${plain}'`, `'${plain.replace('Nothing in this policy', 'Nothing here')}'`]] }, { headers: { 'x-page-path': '/refund-policy' }, renderings: 1 });
  });

  it('with every edit applied, the copy typechecks', () => {
    assert.deepEqual(typecheck(root), []);
  });
});
