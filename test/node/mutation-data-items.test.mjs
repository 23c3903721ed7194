// A card is its data item: delete, duplicate and move of one rendering of what a `.map` callback
// returns over an array literal (CardGrid's <li>, over the arrays of site/content/course.ts) act on
// that rendering's item of the array, byte-exactly, and undo gives back every byte. An element inside
// the card (its <h3>) still edits the JSX, every rendering. Bad renderings write nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyProject, elementAt, hashSite, lookups, mutate, read, removeProject, roundTrip as checkedRoundTrip, startApi } from './helpers/editing.mjs';

const COURSE = 'site/content/course.ts';
const GRID = 'site/components/CardGrid.tsx';
let root;
let ctx;

const card = (icon, title, text) => `    {\n      icon: '${icon}',\n      title: '${title}',\n      text: '${text}',\n    },\n`;
const MARKETERS = card('megaphone', 'Marketers', 'Measure campaigns beyond clicks: attribute revenue, find the channels that retain users and prove it with numbers.');
const MANAGERS = card('compass', 'Product managers', 'Set the right metrics, read experiments without an analyst in the loop and back roadmap decisions with evidence.');
const ANALYSTS = card('chart', 'Beginning analysts', 'Build a solid base in SQL, Python and statistics, and a portfolio project that shows employers how you think.');
const PROGRAMMERS = card('code', 'Programmers', 'Move from shipping features to measuring them: events, funnels, cohorts and the statistics behind A/B tests.');
const SQL = card('code', 'Solve analytical tasks in SQL and Python', 'Query event data, build funnels and cohorts, and automate reports in notebooks.');
const AB = card('balance', 'Run A/B tests and form hypotheses', 'Design experiments, check them for pitfalls, interpret the results and decide what to test next.');
const CHARTS = card('chart', 'Visualize and present data', 'Choose the right chart, build dashboards and tell a story that gets a decision made.');

/** The card <li> of CardGrid (rendered 14 times on the home page), naming its `index`-th rendering there. */
const cardAt = (index, { pagePath = '/', count = 14 } = {}) => ({ ...elementAt(root, GRID, '<li key={card.title}'), rendering: { pagePath, index, count } });

/** Runs an operation and checks it (helpers' roundTrip); `renderings`: how many renderings the answer says it changed. */
function roundTrip(operation, body, goldens, { renderings, message, headers } = {}) {
  const whileIn = renderings === undefined ? undefined : (result) => assert.equal(result.json.renderings, renderings, 'renderings');
  return checkedRoundTrip(ctx, root, operation, body, goldens, { message, headers, whileIn });
}

/** A refused request: its status, its error, and not one byte written. */
/** `expected`: the sentence's pattern, or `{ error, details }` to check what it leaves out (positions) too. */
async function refused(operation, body, status, expected, headers) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body, { headers });
  assert.equal(result.status, status, JSON.stringify(result.json));
  const { error, details } = expected instanceof RegExp ? { error: expected } : expected;
  assert.match(result.json.error, error);
  if (details) assert.match(result.json.details ?? '', details);
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
}

describe('a card is its data item', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('the lookups say which array item each rendering of a card shows; its title has none', async () => {
    const lookup = (await lookups(ctx)).json.treeElementLookup;
    const li = lookup[elementAt(root, GRID, '<li key={card.title}').codebaseId];
    assert.equal(li.dataItems.length, 1, 'only the home page shows cards');
    const [home] = li.dataItems;
    assert.equal(home.path, '/');
    assert.equal(home.renderings.length, 14);
    assert.deepEqual(home.renderings[1], { file: COURSE, array: 'audience.cards', line: 17, index: 1, items: 4 });
    assert.deepEqual(home.renderings[4], { file: COURSE, array: 'outcomes.items', line: 51, index: 0, items: 3 });
    assert.deepEqual(home.renderings[13], { file: COURSE, array: 'trainingFormat.formats', line: 100, index: 2, items: 3 });
    assert.equal('dataItems' in lookup[elementAt(root, GRID, '<h3 className="card__title"').codebaseId], false);
    assert.equal('dataItems' in lookup[elementAt(root, 'site/components/Footer.tsx', '<p className="site-footer__tagline"').codebaseId], false);
  });

  it('delete of one card removes its item from the array (and only it)', async () => {
    await roundTrip('removeJsxElement', { elementsToRemove: [cardAt(1)] }, { [COURSE]: [[MANAGERS, '']] }, {
      renderings: 1,
      message: /^Removed item 2 of audience\.cards \("Product managers"\) in site\/content\/course\.ts \(shown by <li> at site\/components\/CardGrid\.tsx:9:9\)$/,
      headers: { 'x-renderings': '14', 'x-page-path': '/' },
    });
  });

  it('delete of the last card of an array keeps the array\'s trailing comma', async () => {
    const text = read(root, COURSE);
    await roundTrip('removeJsxElement', { elementsToRemove: [cardAt(3)] }, { [COURSE]: [[`${PROGRAMMERS}  ] satisfies IconCard[],\n  requirements`, '  ] satisfies IconCard[],\n  requirements']] });
    assert.equal(read(root, COURSE), text);
  });

  it('delete of two cards of one array and one of another, in one change', async () => {
    await roundTrip('removeJsxElement', { elementsToRemove: [cardAt(6), cardAt(5), cardAt(0)] }, { [COURSE]: [[MARKETERS, ''], [`${AB}${CHARTS}`, '']] }, { renderings: 1 });
  });

  it('delete of every card of an array leaves an empty array', async () => {
    await roundTrip('removeJsxElement', { elementsToRemove: [cardAt(4), cardAt(5), cardAt(6)] }, { [COURSE]: [[`items: [\n${SQL}${AB}${CHARTS}  ] satisfies`, 'items: [] satisfies']] });
  });

  it('duplicate of one card copies its item right after it', async () => {
    await roundTrip('duplicate', { reactElements: [cardAt(5)] }, { [COURSE]: [[AB, `${AB}${AB}`]] }, {
      renderings: 1,
      message: /^Duplicated item 2 of outcomes\.items \("Run A\/B tests and form hypotheses"\) in site\/content\/course\.ts \(shown by <li> at site\/components\/CardGrid\.tsx:9:9\)$/,
    });
    await roundTrip('duplicate', { reactElements: [cardAt(3)] }, { [COURSE]: [[PROGRAMMERS, `${PROGRAMMERS}${PROGRAMMERS}`]] });
  });

  it('move of a card among the cards of its list reorders the items (the cards change places)', async () => {
    const list = elementAt(root, GRID, '<ul className=');
    await roundTrip(
      'moveJsxElement',
      { elementToMove: cardAt(0), newContainerElement: list, afterElement: cardAt(2), beforeElement: cardAt(3), expectedCurrentParent: list },
      { [COURSE]: [[`${MARKETERS}${MANAGERS}${ANALYSTS}`, `${MANAGERS}${ANALYSTS}${MARKETERS}`]] },
      { renderings: 1, message: /^Moved item 1 of audience\.cards \("Marketers"\) in site\/content\/course\.ts to place 3 \(shown by <li> at site\/components\/CardGrid\.tsx:9:9\)$/ },
    );
    await roundTrip(
      'moveJsxElement',
      { elementToMove: cardAt(6), newContainerElement: list, afterElement: null, beforeElement: cardAt(4), expectedCurrentParent: null },
      { [COURSE]: [[`${SQL}${AB}${CHARTS}`, `${CHARTS}${SQL}${AB}`]] },
    );
    // Last in its list, with no sibling named.
    await roundTrip('moveJsxElement', { elementToMove: cardAt(1), newContainerElement: list, afterElement: null, beforeElement: null, expectedCurrentParent: null }, {
      [COURSE]: [[`${MANAGERS}${ANALYSTS}${PROGRAMMERS}`, `${ANALYSTS}${PROGRAMMERS}${MANAGERS}`]],
    });
  });

  it('an element inside the card (its title) still edits the JSX, and says it changes every rendering', async () => {
    const title = { ...elementAt(root, GRID, '<h3 className="card__title"'), rendering: { pagePath: '/', index: 1, count: 14 } };
    await roundTrip('removeJsxElement', { elementsToRemove: [title] }, { [GRID]: [['          <h3 className="card__title">{card.title}</h3>\n', '']] }, { renderings: 14, message: /^Removed <h3> at site\/components\/CardGrid\.tsx:13:11$/ });
    await roundTrip('duplicate', { reactElements: [title] }, { [GRID]: [['          <h3 className="card__title">{card.title}</h3>\n', '          <h3 className="card__title">{card.title}</h3>\n          <h3 className="card__title">{card.title}</h3>\n']] }, { renderings: 14 });
    // Without a rendering, the card itself is the JSX too: its callback returns null (and Icon's import goes unused).
    await roundTrip('removeJsxElement', { elementsToRemove: [elementAt(root, GRID, '<li key={card.title}')] }, { [GRID]: [["import { Icon } from './icons';\n", ''], [GRID_LIST, '{cards.map((card) => null)}']] }, { renderings: 14 });
  });

  it('bad renderings are refused, writing nothing', async () => {
    const li = elementAt(root, GRID, '<li key={card.title}');
    const list = elementAt(root, GRID, '<ul className=');
    await refused('removeJsxElement', { elementsToRemove: [cardAt(14, { count: 14 })] }, 400, /rendering\.index is 14, but the page shows 14 \(count\)/);
    await refused('removeJsxElement', { elementsToRemove: [cardAt(-1)] }, 400, /rendering\.index must be a whole number from 0/);
    await refused('removeJsxElement', { elementsToRemove: [cardAt(2, { count: 15 })] }, 409, { error: /^The preview showed 15 copies of the list item on \/, but the source now makes 14: the page changed since\. Reload the preview and try again\.$/, details: /<li> at site\/components\/CardGrid\.tsx:9:9/ });
    await refused('removeJsxElement', { elementsToRemove: [cardAt(0, { pagePath: '/privacy-policy', count: 1 })] }, 422, /is not shown on the page \/privacy-policy/);
    await refused('removeJsxElement', { elementsToRemove: [cardAt(0, { pagePath: 'javascript:alert(1)' })] }, 400, /rendering\.pagePath must be a page path/);
    await refused('removeJsxElement', { elementsToRemove: [{ ...li, rendering: { pagePath: '/', index: 0, count: 14, extra: 1 } }] }, 400, /has an unknown field "extra"/);
    await refused('removeJsxElement', { elementsToRemove: [cardAt(2), cardAt(2)] }, 400, /twice; name each element once/);
    await refused('removeJsxElement', { elementsToRemove: [cardAt(2), li] }, 400, /both as a whole and by one of its renderings/);
    await refused('removeJsxElement', { elementsToRemove: [cardAt(2)] }, 400, /X-Page-Path says "\/refund-policy"; name one page/, { 'x-page-path': '/refund-policy' });
    // A card changes places only with cards of its own array, inside its own list.
    await refused('moveJsxElement', { elementToMove: cardAt(0), newContainerElement: list, afterElement: cardAt(5), beforeElement: null, expectedCurrentParent: null }, 422, { error: /can change places only with the other cards of its own list/, details: /is not an item of audience\.cards in site\/content\/course\.ts/ });
    const tagline = elementAt(root, 'site/components/Footer.tsx', '<p className="site-footer__tagline"');
    await refused('moveJsxElement', { elementToMove: cardAt(0), newContainerElement: list, afterElement: { ...tagline, rendering: { pagePath: '/', index: 0, count: 1 } }, beforeElement: null, expectedCurrentParent: null }, 422, { error: /can change places only with the other cards of its own list/, details: /is not an item of audience\.cards/ });
    await refused('moveJsxElement', { elementToMove: cardAt(0), newContainerElement: list, afterElement: li, beforeElement: null, expectedCurrentParent: null }, 422, { error: /can change places only with the other cards of its own list/, details: /\(without a rendering\) is not an item of audience\.cards/ });
    await refused('moveJsxElement', { elementToMove: cardAt(0), newContainerElement: list, afterElement: cardAt(1), beforeElement: cardAt(3), expectedCurrentParent: null }, 422, /which are not next to each other/);
    await refused('moveJsxElement', { elementToMove: cardAt(1), newContainerElement: list, afterElement: cardAt(0), beforeElement: null, expectedCurrentParent: null }, 422, /is already there; nothing to move/);
    await refused('moveJsxElement', { elementToMove: cardAt(1), newContainerElement: elementAt(root, 'site/components/Footer.tsx', '<footer'), afterElement: null, beforeElement: null, expectedCurrentParent: null }, 422, { error: /can only change places within its list, the list; moving it into the footer would move the data too/, details: /<ul> at site\/components\/CardGrid\.tsx:7:5/ });
  });
});

const GRID_LIST = `{cards.map((card) => (
        <li key={card.title} className="card">
          <span className="card__icon">
            <Icon name={card.icon} />
          </span>
          <h3 className="card__title">{card.title}</h3>
          <p className="card__text">{card.text}</p>
        </li>
      ))}`;
