// Styling an element whose classes come from its component's props (SectionLink's
// `<a className={className}>`, used by the hero, the audience section and the header's links):
// "every use" gives the element a class of its own and writes its rule; "this one" adds a class
// where the chosen use passes its classes. Exact bytes on disk, undo byte for byte, refusals that
// write nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ProjectSnapshot, assertSplices, copyProject, elementAt, hashSite, lookups, mutate, readBytes, removeProject, startApi, syntaxProblems, undo } from './helpers/editing.mjs';

const CSS = 'site/styles/site.css';
const LINK = 'site/components/SectionLink.tsx';
// SectionLink's <a> with a class of its own (`${…}` written apart: it is source text, not a template).
const EXTENDED = `<a className={className ? \`$${'{'}className} section-link__a\` : 'section-link__a'} href`;
const HERO = 'site/sections/HeroSection.tsx';
let root;
let ctx;

// Its id is made from its position, which edits of its className (after `<a `) do not move.
let linkId;
const link = () => ({ codebaseId: linkId });

/** The ids of the elements the rendering of `id` inside the element opening with `parentOpening` sits in, nearest first. */
function chainInside(id, parentFile, parentOpening) {
  const snapshot = ProjectSnapshot.read(root);
  const home = snapshot.pages.find((page) => page.path === '/');
  const chains = home.renderings.get(id).map((rendering) => {
    const chain = [];
    for (let parent = rendering.parent; parent; parent = parent.parent) chain.push(parent.element.id);
    return chain;
  });
  const parent = elementAt(root, parentFile, parentOpening).codebaseId;
  const chain = chains.find((candidate) => candidate[0] === parent);
  assert.ok(chain, `no rendering inside ${parentOpening}`);
  return chain;
}

const body = (styling, scope, renderedIn = null) => ({ reactElement: link(), styling, stylingFramework: 'CSS', modifiers: [], customProperties: [], scope, renderedIn });

/** Runs the styling and checks each file's golden splices; returns the answer and what undo must give back. */
async function styled(request, goldens, headers = { 'x-page-path': '/' }) {
  const before = Object.fromEntries(Object.keys(goldens).map((path) => [path, readBytes(root, path)]));
  const hashes = hashSite(root);
  const result = await mutate(ctx, 'styling', request, { headers });
  assert.equal(result.status, 200, JSON.stringify(result.json));
  for (const [path, pairs] of Object.entries(goldens)) {
    const text = readBytes(root, path).toString('utf8');
    assertSplices(before[path].toString('utf8'), text, pairs);
    if (!path.endsWith('.css')) assert.deepEqual(syntaxProblems(path, text), [], `${path} parses`);
  }
  assert.deepEqual(result.json.files.map((file) => file.path).sort(), Object.keys(goldens).sort(), 'only these files were written');
  return { result, hashes, before };
}

async function undone({ result, hashes, before }) {
  const answer = await undo(ctx, result.changeItemId);
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  for (const [path, bytes] of Object.entries(before)) assert.ok(readBytes(root, path).equals(bytes), `undo restores ${path} byte for byte`);
  assert.deepEqual(hashSite(root), hashes, 'undo restores every file');
}

async function refused(request, status, error, headers = { 'x-page-path': '/' }) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, 'styling', request, { headers });
  assert.equal(result.status, status, JSON.stringify(result.json));
  assert.match(result.json.error, error);
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
  return result.json.error;
}

describe('styling an element whose classes its component\'s uses pass', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
    linkId = elementAt(root, LINK, '<a className={className}').codebaseId;
  });
  after(async () => {
    await ctx?.close();
    if (root) removeProject(root);
  });

  it('the lookups say which prop the classes come from', async () => {
    const { json } = await lookups(ctx);
    assert.equal(json.treeElementLookup[link().codebaseId].classNameProp, 'className');
    assert.equal(json.treeElementLookup[link().codebaseId].component, 'SectionLink');
    assert.equal(json.treeElementLookup[elementAt(root, HERO, '<p className="hero__note"').codebaseId].classNameProp, null);
  });

  it('every use: a class of its own, kept with the classes the uses pass, and a rule after theirs', async () => {
    const change = await styled(body({ 'background-color': 'rgb(200, 30, 60)' }, 'every-use'), {
      [LINK]: [['<a className={className} href', EXTENDED]],
      // After the last rule of the classes the uses pass (.button, .button--large, .site-nav__link).
      [CSS]: [['.site-nav__link:hover {\n  color: var(--accent);\n  text-decoration: underline;\n}\n', '.site-nav__link:hover {\n  color: var(--accent);\n  text-decoration: underline;\n}\n\n.section-link__a {\n  background-color: rgb(200, 30, 60);\n}\n']],
    });
    assert.match(change.result.json.message, /for every use of SectionLink, with the CSS rule \.section-link__a/);
    // A second change merges into the same rule, with no second class.
    const again = await styled(body({ color: 'white' }, 'every-use'), {
      [CSS]: [['.section-link__a {\n  background-color: rgb(200, 30, 60);\n}', '.section-link__a {\n  background-color: rgb(200, 30, 60);\n  color: white;\n}']],
    });
    await undone(again);
    await undone(change);
  });

  it('no scope (an older editor) styles every use', async () => {
    const change = await styled({ reactElement: link(), styling: { 'background-color': 'red' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] }, {
      [LINK]: [['<a className={className} href', EXTENDED]],
      [CSS]: [['  text-decoration: underline;\n}\n\n/* Hero */', '  text-decoration: underline;\n}\n\n.section-link__a {\n  background-color: red;\n}\n\n/* Hero */']],
    });
    await undone(change);
  });

  it('this one: a class where the hero passes its classes, and a rule after theirs', async () => {
    const chain = chainInside(link().codebaseId, HERO, '<div className="hero__actions"');
    const change = await styled(body({ 'background-color': 'rgb(200, 30, 60)' }, 'this-use', chain), {
      [HERO]: [['<SectionLink section="price" className="button button--large">', '<SectionLink section="price" className="button button--large hero-section__section-link">']],
      [CSS]: [['  text-decoration: underline;\n}\n\n/* Hero */', '  text-decoration: underline;\n}\n\n.hero-section__section-link {\n  background-color: rgb(200, 30, 60);\n}\n\n/* Hero */']],
    });
    assert.equal(change.result.json.renderings, 1, 'only the hero\'s link shows it');
    assert.match(change.result.json.message, /only the SectionLink in HeroSection/);
    // Every use, after: its rule goes before this use's, so the hero keeps its own colour.
    const every = await styled(body({ 'background-color': 'rgb(20, 130, 60)' }, 'every-use'), {
      [LINK]: [['<a className={className} href', EXTENDED]],
      [CSS]: [['  text-decoration: underline;\n}\n\n.hero-section__section-link {', '  text-decoration: underline;\n}\n\n.section-link__a {\n  background-color: rgb(20, 130, 60);\n}\n\n.hero-section__section-link {']],
    });
    // This one again: the hero's class is reused, its rule merged.
    const again = await styled(body({ color: 'black' }, 'this-use', chain), {
      [CSS]: [['.hero-section__section-link {\n  background-color: rgb(200, 30, 60);\n}', '.hero-section__section-link {\n  background-color: rgb(200, 30, 60);\n  color: black;\n}']],
    });
    await undone(again);
    await undone(every);
    await undone(change);
  });

  it('this one, after every use: placed after every use\'s rule', async () => {
    const every = await styled(body({ 'background-color': 'blue' }, 'every-use'), {
      [LINK]: [['<a className={className} href', EXTENDED]],
      [CSS]: [['  text-decoration: underline;\n}\n\n/* Hero */', '  text-decoration: underline;\n}\n\n.section-link__a {\n  background-color: blue;\n}\n\n/* Hero */']],
    });
    const chain = chainInside(link().codebaseId, HERO, '<div className="hero__actions"');
    const one = await styled(body({ 'background-color': 'red' }, 'this-use', chain), {
      [HERO]: [['className="button button--large"', 'className="button button--large hero-section__section-link"']],
      [CSS]: [['.section-link__a {\n  background-color: blue;\n}\n', '.section-link__a {\n  background-color: blue;\n}\n\n.hero-section__section-link {\n  background-color: red;\n}\n']],
    });
    await undone(one);
    await undone(every);
  });

  it('this one, for a link of a list: the one use that writes them all', async () => {
    const chain = chainInside(link().codebaseId, 'site/components/Header.tsx', '<li');
    const change = await styled(body({ color: 'teal' }, 'this-use', chain), {
      'site/components/Header.tsx': [['<SectionLink section={item.section} className="site-nav__link">', '<SectionLink section={item.section} className="site-nav__link header__section-link">']],
      [CSS]: [['  text-decoration: underline;\n}\n\n/* Hero */', '  text-decoration: underline;\n}\n\n.header__section-link {\n  color: teal;\n}\n\n/* Hero */']],
    });
    assert.ok(change.result.json.renderings > 1, `the header's links all show it (${change.result.json.renderings})`);
    await undone(change);
  });

  it('refuses what cannot be told apart, or has no place, and writes nothing', async () => {
    const chain = chainInside(link().codebaseId, HERO, '<div className="hero__actions"');
    // A rendering no longer there (the page changed): 409.
    await refused(body({ color: 'red' }, 'this-use', chain.slice(1)), 409, /no longer where the editor showed it/);
    await refused(body({ color: 'red' }, 'this-use', chain), 409, /no longer where/, { 'x-page-path': '/privacy-policy' });
    // An element whose classes are its own: only this one cannot be styled apart, in plain words.
    const note = elementAt(root, HERO, '<p className="hero__note"');
    const message = await refused({ ...body({ color: 'red' }, 'this-use', chain), reactElement: note }, 422, /cannot be styled apart/);
    assert.doesNotMatch(message, /className|codebase|JSX/);
    // Malformed or mixed-up requests: 400.
    await refused(body({ color: 'red' }, 'this-use', null), 400, /scope "this-use" needs renderedIn/);
    await refused(body({ color: 'red' }, 'every-use', chain), 400, /renderedIn goes with scope "this-use" only/);
    await refused(body({ color: 'red' }, 'some-use'), 400, /scope must be "every-use", "this-use" or null/);
    await refused(body({ color: 'red' }, 'this-use', ['../x']), 400, /renderedIn\[0\] must be a codebase id/);
    await refused(body({ color: 'red' }, 'this-use', [chain[0], chain[0]]), 400, /names .* twice/);
    await refused(body({ color: 'red' }, 'this-use', 'x'), 400, /renderedIn must be an array/);
    await refused({ ...body({ color: 'red' }, 'every-use'), stylingFramework: 'INLINE' }, 400, /scope applies to the CSS styling framework only/);
  });
});
