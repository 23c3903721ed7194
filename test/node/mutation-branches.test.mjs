// Structural edits where the JSX branches (issue 27): an element rendered by `cond && <X/>`,
// `cond ? <A/> : null`, `cond ? <A/> : <B/>`, a nested conditional or a `.map(…)` callback is
// wrapped, deleted, duplicated, moved and retagged as the page shows it, the condition kept working.
// Each edit runs on a throw-away copy of the site (Section.tsx given one line per form), is checked
// byte-exactly after the edit and after its undo, and the edited copy is rendered with React to see
// the page it builds.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { copyProject, elementAt, hashSite, lookups, mutate, read, removeProject, roundTrip as checkedRoundTrip, startApi, typecheck } from './helpers/editing.mjs';

const SECTION = 'site/components/Section.tsx';
const PROGRAM = 'site/sections/ProgramSection.tsx';
const POLICY = 'site/components/PolicyView.tsx';
const COURSE = 'site/content/course.ts';

const HEAD = '          <h2 id={headingId}>{title}</h2>\n';
const LEAD = '          {lead ? <p className="section__lead">{lead}</p> : null}\n';
// The forms the site does not write itself, added to the copy's Section.tsx after the lead.
const AND = "          {tone === 'alt' && <span className=\"section__mark\">Alt</span>}\n";
const EITHER = "          {id === 'program' ? <small className=\"section__note\">Program</small> : <em className=\"section__note\">Other</em>}\n";
const NESTED = "          {lead ? (tone === 'alt' ? <b className=\"section__price\">Price</b> : null) : <i className=\"section__none\">None</i>}\n";

let root;
let ctx;
let renders = 0;

/** The page at `path` as the edited copy renders it on the server: the copy bundled from source with esbuild, rendered with React. */
async function renderPage(path) {
  const dir = mkdtempSync(join(root, '.render-'));
  try {
    const outfile = join(dir, `entry-${renders++}.mjs`);
    await build({ entryPoints: [join(root, 'site/entry-server.tsx')], outfile, bundle: true, platform: 'node', format: 'esm', packages: 'external', jsx: 'automatic', logLevel: 'error' });
    const module = await import(pathToFileURL(outfile).href);
    return await module.renderPath(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const count = (html, pattern) => (html.match(new RegExp(pattern, 'g')) ?? []).length;

/** Runs an operation and checks it (helpers' roundTrip); `page` sees the rendered page while the edit is in. */
function roundTrip(operation, body, goldens, { page, message } = {}) {
  const whileIn = page === undefined ? undefined : async () => page(await renderPage('/'));
  return checkedRoundTrip(ctx, root, operation, body, goldens, { message, whileIn });
}

async function refused(operation, body, error) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body);
  assert.equal(result.status, 422, JSON.stringify(result.json));
  assert.match(result.json.error, error);
  assert.doesNotMatch(result.json.error, /JSX|expression container/, 'said in a designer\'s words');
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
}

const at = (file, opening) => elementAt(root, file, opening);
const h2 = () => at(SECTION, '<h2 id={headingId}');
const lead = () => at(SECTION, '<p className="section__lead"');
const head = () => at(SECTION, '<div className="section__head"');

describe('structural edits where the JSX branches', () => {
  before(async () => {
    root = copyProject();
    const section = read(root, SECTION);
    assert.ok(section.includes(LEAD));
    writeFileSync(join(root, SECTION), section.replace(LEAD, `${LEAD}${AND}${EITHER}${NESTED}`));
    assert.deepEqual(typecheck(root), [], 'the copy with every form typechecks');
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx?.close();
    removeProject(root);
  });

  it('the copy renders each form as its condition says (the baseline the edits are read against)', async () => {
    const html = await renderPage('/');
    // Seven sections on the home page: four alt-toned, five with a lead, one the program.
    assert.equal(count(html, '<h2 id="[a-z-]+-title">'), 7);
    assert.equal(count(html, '<p class="section__lead">'), 5);
    assert.equal(count(html, '<span class="section__mark">'), 3);
    assert.equal(count(html, '<small class="section__note">'), 1);
    assert.equal(count(html, '<em class="section__note">'), 6);
  });

  describe('?: with null (the section lead, as the site writes it)', () => {
    it('wrap of the heading and the lead wraps the lead\'s {…} with it: one div holding both wherever there is a lead', async () => {
      await roundTrip(
        'wrapInDiv',
        { reactElements: [lead(), h2()] },
        { [SECTION]: [[`${HEAD}${LEAD}`, `          <div>\n  ${HEAD}  ${LEAD}          </div>\n`]] },
        {
          message: /^Wrapped <h2> at site\/components\/Section\.tsx:22:11, <p> at site\/components\/Section\.tsx:23:19 in a <div>$/,
          page: (html) => {
            assert.equal(count(html, '<div class="section__head"><div><h2 id="[a-z-]+-title">[^<]*</h2><p class="section__lead">'), 5, 'heading and lead in one new div');
            assert.equal(count(html, '<div class="section__head"><div><h2 id="[a-z-]+-title">[^<]*</h2></div>'), 2, 'without a lead, the div holds the heading');
          },
        },
      );
    });

    it('delete of the lead takes its {…} along (nothing would be left in it)', async () => {
      await roundTrip('removeJsxElement', { elementsToRemove: [lead()] }, { [SECTION]: [[LEAD, '']] }, { page: (html) => assert.equal(count(html, 'section__lead'), 0) });
    });

    it('duplicate of the lead copies its {…}, so the copy shows where the lead does', async () => {
      await roundTrip('duplicate', { reactElements: [lead()] }, { [SECTION]: [[LEAD, `${LEAD}${LEAD}`]] }, { page: (html) => assert.equal(count(html, '<p class="section__lead">'), 10) });
    });

    it('move of the lead above the heading moves its {…}', async () => {
      await roundTrip(
        'moveJsxElement',
        { elementToMove: lead(), newContainerElement: head(), afterElement: null, beforeElement: h2(), expectedCurrentParent: head() },
        { [SECTION]: [[`${HEAD}${LEAD}`, `${LEAD}${HEAD}`]] },
        { page: (html) => assert.equal(count(html, '<div class="section__head"><p class="section__lead">[^<]*</p><h2'), 5) },
      );
    });

    it('an element can be placed next to the lead: after its {…}', async () => {
      await roundTrip(
        'moveJsxElement',
        { elementToMove: h2(), newContainerElement: head(), afterElement: lead(), beforeElement: null, expectedCurrentParent: head() },
        { [SECTION]: [[`${HEAD}${LEAD}`, `${LEAD}${HEAD}`]] },
      );
    });

    it('wrap of the lead alone wraps it inside its branch', async () => {
      await roundTrip('wrapInDiv', { reactElements: [lead()] }, { [SECTION]: [[LEAD, '          {lead ? <div><p className="section__lead">{lead}</p></div> : null}\n']] }, {
        page: (html) => assert.equal(count(html, '<div><p class="section__lead">'), 5),
      });
    });

    it('change tag of the lead edits the tag inside the branch', async () => {
      await roundTrip('changeElementTag', { elementToModify: lead(), newTag: 'div' }, { [SECTION]: [[LEAD, LEAD.replace('<p ', '<div ').replace('</p>', '</div>')]] }, {
        page: (html) => assert.equal(count(html, '<div class="section__lead">'), 5),
      });
    });

    it('a multi-line branch (a module\'s homework note) goes with its {…} and its lines', async () => {
      const homework = `              {module.homework ? (
                <p className="module__homework">
                  <Icon name="homework" size={18} />
                  Homework with teacher feedback
                </p>
              ) : null}
`;
      await roundTrip('removeJsxElement', { elementsToRemove: [at(PROGRAM, '<p className="module__homework"')] }, { [PROGRAM]: [["import { Icon } from '../components/icons';\n", ''], [homework, '']] }, { page: (html) => assert.equal(count(html, 'module__homework'), 0) });
      await roundTrip('duplicate', { reactElements: [at(PROGRAM, '<p className="module__homework"')] }, { [PROGRAM]: [[homework, `${homework}${homework}`]] });
    });
  });

  describe('cond && <X/>', () => {
    const span = () => at(SECTION, '<span className="section__mark"');
    it('delete takes the {…} along', async () => {
      await roundTrip('removeJsxElement', { elementsToRemove: [span()] }, { [SECTION]: [[AND, '']] }, { page: (html) => assert.equal(count(html, 'section__mark'), 0) });
    });
    it('duplicate copies the {…}', async () => {
      await roundTrip('duplicate', { reactElements: [span()] }, { [SECTION]: [[AND, `${AND}${AND}`]] }, { page: (html) => assert.equal(count(html, '<span class="section__mark">'), 6) });
    });
    it('wrap of the lead and the mark wraps both {…}', async () => {
      await roundTrip('wrapInDiv', { reactElements: [lead(), span()] }, { [SECTION]: [[`${LEAD}${AND}`, `          <div>\n  ${LEAD}  ${AND}          </div>\n`]] }, {
        page: (html) => assert.equal(count(html, '<div><p class="section__lead">[^<]*</p><span class="section__mark">Alt</span></div>'), 1, 'the alt section with a lead'),
      });
    });
    it('move to the end of the head moves the {…}', async () => {
      await roundTrip(
        'moveJsxElement',
        { elementToMove: span(), newContainerElement: head(), afterElement: null, beforeElement: null, expectedCurrentParent: head() },
        { [SECTION]: [[AND, ''], [NESTED, `${NESTED}${AND}`]] },
      );
    });
  });

  describe('cond ? <A/> : <B/>', () => {
    const small = () => at(SECTION, '<small className="section__note"');
    const em = () => at(SECTION, '<em className="section__note"');
    it('delete of one branch leaves null in its place, the other branch stays', async () => {
      await roundTrip('removeJsxElement', { elementsToRemove: [small()] }, { [SECTION]: [[EITHER, EITHER.replace('<small className="section__note">Program</small>', 'null')]] }, {
        page: (html) => {
          assert.equal(count(html, 'small'), 0);
          assert.equal(count(html, '<em class="section__note">'), 6);
        },
      });
      await roundTrip('removeJsxElement', { elementsToRemove: [em()] }, { [SECTION]: [[EITHER, EITHER.replace('<em className="section__note">Other</em>', 'null')]] });
    });
    it('delete of both branches takes the {…} along', async () => {
      await roundTrip('removeJsxElement', { elementsToRemove: [small(), em()] }, { [SECTION]: [[EITHER, '']] }, {
        page: (html) => assert.equal(count(html, 'section__note'), 0),
      });
    });
    it('duplicate of one branch copies the {…} with only that branch', async () => {
      const copy = EITHER.replace('<em className="section__note">Other</em>', 'null');
      await roundTrip('duplicate', { reactElements: [small()] }, { [SECTION]: [[EITHER, `${EITHER}${copy}`]] }, {
        page: (html) => {
          assert.equal(count(html, '<small class="section__note">Program</small><small class="section__note">Program</small>'), 1);
          assert.equal(count(html, '<em class="section__note">'), 6, 'the other branch is not copied');
        },
      });
    });
    it('change tag of the else branch', async () => {
      await roundTrip('changeElementTag', { elementToModify: em(), newTag: 'strong' }, { [SECTION]: [[EITHER, EITHER.replace('<em className="section__note">Other</em>', '<strong className="section__note">Other</strong>')]] }, {
        page: (html) => assert.equal(count(html, '<strong class="section__note">Other</strong>'), 6),
      });
    });
    it('move of the {…} before the heading', async () => {
      await roundTrip(
        'moveJsxElement',
        { elementToMove: em(), newContainerElement: head(), afterElement: null, beforeElement: h2(), expectedCurrentParent: head() },
        { [SECTION]: [['        <div className="section__head">\n', `        <div className="section__head">\n${EITHER}`], [`${AND}${EITHER}`, AND]] },
      );
    });
  });

  describe('nested conditionals', () => {
    const b = () => at(SECTION, '<b className="section__price"');
    const i = () => at(SECTION, '<i className="section__none"');
    it('delete of the inner branch empties the inner condition, which becomes null beside the outer else', async () => {
      await roundTrip('removeJsxElement', { elementsToRemove: [b()] }, { [SECTION]: [[NESTED, "          {lead ? null : <i className=\"section__none\">None</i>}\n"]] }, {
        page: (html) => assert.equal(count(html, 'section__price'), 0),
      });
    });
    it('delete of the outer else leaves the inner condition', async () => {
      await roundTrip('removeJsxElement', { elementsToRemove: [i()] }, { [SECTION]: [[NESTED, "          {lead ? (tone === 'alt' ? <b className=\"section__price\">Price</b> : null) : null}\n"]] });
    });
    it('duplicate of the inner branch copies the path to it only', async () => {
      await roundTrip('duplicate', { reactElements: [b()] }, { [SECTION]: [[NESTED, `${NESTED}          {lead ? (tone === 'alt' ? <b className="section__price">Price</b> : null) : null}\n`]] }, {
        page: (html) => {
          assert.equal(count(html, '<b class="section__price">Price</b><b class="section__price">Price</b>'), 1, 'the alt section with a lead shows two');
          assert.equal(count(html, '<i class="section__none">'), 2, 'sections without a lead show one');
        },
      });
    });
    it('wrap of the heading, the lead and every form wraps all their {…}', async () => {
      await roundTrip(
        'wrapInDiv',
        { reactElements: [h2(), lead(), at(SECTION, '<span className="section__mark"'), at(SECTION, '<em className="section__note"'), i()] },
        { [SECTION]: [[`${HEAD}${LEAD}${AND}${EITHER}${NESTED}`, `          <div>\n  ${HEAD}  ${LEAD}  ${AND}  ${EITHER}  ${NESTED}          </div>\n`]] },
      );
    });
  });

  describe('.map over a literal array', () => {
    it('move of the whole list (no rendering named) moves the list\'s {…}', async () => {
      const list = `                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
`;
      const moved = list.replace(/^ {2}/gm, '');
      await roundTrip(
        'moveJsxElement',
        { elementToMove: at(PROGRAM, '<li key={topic}'), newContainerElement: at(PROGRAM, '<div className="module__body"'), afterElement: at(PROGRAM, '<p className="module__content"'), beforeElement: null, expectedCurrentParent: null },
        { [PROGRAM]: [[`              <p className="module__content">{module.content}</p>\n              <ul className="module__topics">\n${list}`, `              <p className="module__content">{module.content}</p>\n${moved}              <ul className="module__topics">\n`]] },
      );
    });
    it('delete and duplicate of one rendering act on its data item', async () => {
      const topic = (index, count = 40) => ({ ...at(PROGRAM, '<li key={topic}'), rendering: { pagePath: '/', index, count } });
      const line = "      topics: ['The role of a product analyst', 'Metrics trees and North Star metrics', 'Events, sessions and users', 'Asking answerable questions'],";
      await roundTrip('removeJsxElement', { elementsToRemove: [topic(1)] }, { [COURSE]: [[line, line.replace(" 'Metrics trees and North Star metrics',", '')]] }, {
        page: (html) => assert.equal(count(html, 'Metrics trees and North Star metrics'), 0),
      });
      await roundTrip('duplicate', { reactElements: [topic(1)] }, { [COURSE]: [[line, line.replace("'Metrics trees and North Star metrics',", "'Metrics trees and North Star metrics', 'Metrics trees and North Star metrics',")]] });
    });
  });

  describe('.map with a block body', () => {
    // Its own copy: the program's topics written as `{ return … }`, as much real code writes lists.
    const concise = `                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
`;
    const block = `                {module.topics.map((topic) => {
                  return <li key={topic}>{topic}</li>;
                })}
`;
    let outer;
    before(async () => {
      outer = { root, ctx };
      root = copyProject();
      const program = read(root, PROGRAM);
      assert.ok(program.includes(concise));
      writeFileSync(join(root, PROGRAM), program.replace(concise, block));
      ctx = await startApi(root);
    });
    after(async () => {
      await ctx?.close();
      removeProject(root);
      ({ root, ctx } = outer);
    });
    it('move of the whole list moves its {…}, the `return` going along', async () => {
      await roundTrip(
        'moveJsxElement',
        { elementToMove: at(PROGRAM, '<li key={topic}'), newContainerElement: at(PROGRAM, '<div className="module__body"'), afterElement: at(PROGRAM, '<p className="module__content"'), beforeElement: null, expectedCurrentParent: null },
        { [PROGRAM]: [[`              <p className="module__content">{module.content}</p>\n              <ul className="module__topics">\n${block}`, `              <p className="module__content">{module.content}</p>\n${block.replace(/^ {2}/gm, '')}              <ul className="module__topics">\n`]] },
        // Every module's topics now follow its content paragraph, and its list is empty.
        {
          page: (html) => {
            const modules = count(html, '<li class="module">');
            assert.ok(modules > 1, 'the program shows its modules');
            assert.equal(count(html, '<ul class="module__topics"></ul>'), modules, 'every list is empty');
            assert.equal(count(html, 'class="module__content">[^<]*</p><li>'), modules, 'the topics follow each content paragraph');
          },
        },
      );
    });
  });

  describe('what cannot be expressed is refused in a designer\'s words, writing nothing', () => {
    it('the lookups carry each refusal word for word, on the elements that draw them only', async () => {
      const lookup = (await lookups(ctx)).json.treeElementLookup;
      const cannotOf = (file, opening) => lookup[at(file, opening).codebaseId].cannot;
      assert.equal(cannotOf(SECTION, '<p className="section__lead"'), undefined, 'the lead has its place: its {…}');
      assert.equal(cannotOf(SECTION, '<h2 id={headingId}'), undefined);
      const section = cannotOf(SECTION, '<section id={id}');
      assert.deepEqual(Object.keys(section).sort(), ['duplicate', 'move', 'wrapTogether']);
      const answer = await mutate(ctx, 'duplicate', { reactElements: [at(SECTION, '<section id={id}')] });
      assert.equal(answer.json.error, section.duplicate, 'the lookups say what the server answers');
      // A card: its item is duplicated (dataItems), the list moves as a whole, it cannot be wrapped alone.
      const card = cannotOf('site/components/CardGrid.tsx', '<li key={card.title}');
      assert.deepEqual(Object.keys(card).sort(), ['duplicate', 'wrap']);
      assert.match(card.wrap, /^This list item is one of a list that code repeats, and a box around it would hide what tells the items apart/);
    });

    it('an element chosen in a list callback, one kept in a variable, a component\'s whole output, elements apart', async () => {
      await refused('duplicate', { reactElements: [at(POLICY, '<ol key={index}')] }, /^This numbered list is one of a list that code repeats, so it cannot be duplicated on its own; change the list's data, or ask a developer to change the code\.$/);
      await refused('moveJsxElement', { elementToMove: at(POLICY, '<li key={item}'), newContainerElement: at(POLICY, '<ol key={index}'), afterElement: null, beforeElement: null, expectedCurrentParent: null }, /^This list item is kept in a variable \(items\) that the code shows elsewhere, so it cannot be moved here/);
      // Everything Section shows acts through the use a rendering names (mutation-component-output.test.mjs); without one, which use is unknown.
      await refused('duplicate', { reactElements: [at(SECTION, '<section id={id}')] }, /^This section is everything the Section component shows, and the pages show it from \d+ different places; select the one to be duplicated on the page/);
      await refused('wrapInDiv', { reactElements: [h2(), at(SECTION, '<div className={`container')] }, /do not sit side by side in one element of the page's code, so one box cannot hold them/);
    });
  });
});
