// An element that is everything a component shows acts through the use of that component (issue 41,
// item 2): the landing page's sections are each the whole output of a section component
// (`<LearningProcessSection />`, whose Section returns the <section>), so moving, duplicating and
// deleting the <section> move, copy and delete the use in site/pages/LandingPage.tsx, byte-exactly,
// and undo gives back every byte. A component used in two places (PolicyView on both policy pages,
// LogoMark in the header and the footer) changes at the use the named rendering came through, and
// the other use stays. What cannot be placed is refused in sentences, writing nothing.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { copyProject, elementAt, hashSite, lookups, mutate, read, removeProject, roundTrip as checkedRoundTrip, settledTypeCheck, startApi } from './helpers/editing.mjs';

const LANDING = 'site/pages/LandingPage.tsx';
const SECTION = 'site/components/Section.tsx';
const HERO = 'site/sections/HeroSection.tsx';
const AUDIENCE = 'site/sections/AudienceSection.tsx';
const SHELL = 'site/components/PageShell.tsx';
const HEADER = 'site/components/Header.tsx';
const FOOTER = 'site/components/Footer.tsx';
const PRIVACY = 'site/pages/PrivacyPolicyPage.tsx';
const REFUND = 'site/pages/RefundPolicyPage.tsx';
const CARDS = 'site/components/CardGrid.tsx';

/** The landing page's sections in the order the page shows them; the six after the hero are Section's <section>. */
const SECTIONS = ['Audience', 'Outcomes', 'LearningProcess', 'TrainingFormat', 'Program', 'Pricing', 'Graduation'];
const use = (name) => `      <${name}Section />\n`;

let root;
let ctx;

/** Section's <section>, naming its rendering that shows the section component `name` on the home page. */
const sectionOf = (name) => ({ ...elementAt(root, SECTION, '<section id={id}'), rendering: { pagePath: '/', index: SECTIONS.indexOf(name), count: SECTIONS.length } });
const heroSection = () => ({ ...elementAt(root, HERO, '<section id="hero"'), rendering: { pagePath: '/', index: 0, count: 1 } });
const pageDiv = () => elementAt(root, SHELL, '<div ref={ref}');
const move = (elementToMove, { after = null, before = null, container = pageDiv() } = {}) => ({ elementToMove, newContainerElement: container, afterElement: after, beforeElement: before, expectedCurrentParent: null });

/** `typeChecked`: the server's own type check of the write (tsconfig.build.json) finds nothing. */
function roundTrip(operation, body, goldens, { renderings, message, headers = { 'x-page-path': '/', 'x-renderings': '7' }, typeChecked = false } = {}) {
  const whileIn = async (result) => {
    if (renderings !== undefined) assert.equal(result.json.renderings, renderings, 'renderings');
    if (typeChecked) assert.deepEqual(await settledTypeCheck(ctx, result.changeItemId), { state: 'passed' }, 'the edited site typechecks');
  };
  return checkedRoundTrip(ctx, root, operation, body, goldens, { message, headers, whileIn });
}

/** A refused request: its status, its error (a sentence), and not one byte written. */
async function refused(operation, body, status, error, headers = { 'x-page-path': '/' }) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body, { headers });
  assert.equal(result.status, status, JSON.stringify(result.json));
  assert.match(result.json.error, error);
  assert.match(result.json.error, /^[A-Za-z<].*[.)]$/s, 'a sentence');
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
  return result.json;
}

describe('everything a component shows acts through its use', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('the lookups say which use each rendering of a section acts through, and draw no refusal where one use is sure', async () => {
    const lookup = (await lookups(ctx)).json.treeElementLookup;
    const section = lookup[elementAt(root, SECTION, '<section id={id}').codebaseId];
    const [home] = section.componentUse;
    assert.equal(home.path, '/');
    assert.deepEqual(home.renderings.map((place) => place.component), SECTIONS.map((name) => `${name}Section`));
    assert.deepEqual(home.renderings[2], { component: 'LearningProcessSection', file: LANDING, line: 24, column: 7, writtenIn: 'LandingPage', uses: 1, parent: `${LANDING}:20:5` });
    // Without a rendering the server cannot tell which of seven uses: it says so, in words.
    assert.match(section.cannot.move, /^This section is everything the Section component shows, and the pages show it from 7 different places; select the one to be moved on the page/);
    const hero = lookup[elementAt(root, HERO, '<section id="hero"').codebaseId];
    assert.deepEqual(hero.componentUse, [{ path: '/', renderings: [{ component: 'HeroSection', file: LANDING, line: 21, column: 7, writtenIn: 'LandingPage', uses: 1, parent: `${LANDING}:20:5` }] }]);
    assert.equal(hero.cannot?.move, undefined, 'one use: the hero moves through it');
    assert.equal(hero.cannot?.duplicate, undefined);
    // A component used twice: each rendering names its own use, and the count.
    const article = lookup[elementAt(root, 'site/components/PolicyView.tsx', '<article').codebaseId];
    assert.deepEqual(article.componentUse.map((page) => [page.path, page.renderings[0].file, page.renderings[0].uses]), [['/privacy-policy', PRIVACY, 2], ['/refund-policy', REFUND, 2]]);
    // Elements with a place of their own, and cards (their data item), carry none.
    assert.equal('componentUse' in lookup[elementAt(root, HERO, '<h1 id="hero-title"').codebaseId], false);
    assert.equal('componentUse' in lookup[elementAt(root, CARDS, '<li key={card.title}').codebaseId], false);
  });

  it('moving the Learning Process section above Outcomes swaps the two uses in LandingPage.tsx', async () => {
    await roundTrip('moveJsxElement', move(sectionOf('LearningProcess'), { before: sectionOf('Outcomes') }), { [LANDING]: [[use('Outcomes') + use('LearningProcess'), use('LearningProcess') + use('Outcomes')]] }, {
      renderings: 1,
      typeChecked: true,
      message: /^Moved <LearningProcessSection \/> at site\/pages\/LandingPage\.tsx:24:7 before <OutcomesSection \/> at site\/pages\/LandingPage\.tsx:23:7 \(<section> at site\/components\/Section\.tsx:18:5 is everything LearningProcessSection shows\)$/,
    });
  });

  it('moves after a neighbour, last, and the hero (its own section) among Section’s sections', async () => {
    await roundTrip('moveJsxElement', move(sectionOf('Audience'), { after: sectionOf('TrainingFormat') }), {
      [LANDING]: [[use('Audience') + use('Outcomes') + use('LearningProcess') + use('TrainingFormat'), use('Outcomes') + use('LearningProcess') + use('TrainingFormat') + use('Audience')]],
    });
    await roundTrip('moveJsxElement', move(heroSection(), { after: sectionOf('Audience') }), { [LANDING]: [[use('Hero') + use('Audience'), use('Audience') + use('Hero')]] }, { renderings: 1 });
    await roundTrip('moveJsxElement', move(sectionOf('Program')), { [LANDING]: [[use('Program') + use('Pricing') + use('Graduation'), use('Pricing') + use('Graduation') + use('Program')]] });
    // The hero's <section> has one use, so a request without a rendering moves it too.
    await roundTrip('moveJsxElement', move(elementAt(root, HERO, '<section id="hero"'), { before: sectionOf('Graduation') }), {
      [LANDING]: [[use('Hero'), ''], [use('Graduation'), use('Hero') + use('Graduation')]],
    });
  });

  it('a component’s output moves among the elements its use stands beside (CardGrid’s list after the requirements)', async () => {
    const list = { ...elementAt(root, CARDS, '<ul className='), rendering: { pagePath: '/', index: 0, count: 4 } };
    const requirements = { ...elementAt(root, AUDIENCE, '<div className="requirements"'), rendering: { pagePath: '/', index: 0, count: 1 } };
    const container = elementAt(root, SECTION, '<div className={`container');
    const text = read(root, AUDIENCE);
    const grid = '      <CardGrid cards={audience.cards} columns={4} />\n';
    const block = text.slice(text.indexOf('      <div className="requirements">'), text.indexOf('    </Section>'));
    await roundTrip('moveJsxElement', move(list, { after: requirements, container }), { [AUDIENCE]: [[grid + block, block + grid]] });
  });

  it('duplicating the Learning Process section copies its use right after it', async () => {
    await roundTrip('duplicate', { reactElements: [sectionOf('LearningProcess')] }, { [LANDING]: [[use('LearningProcess'), use('LearningProcess') + use('LearningProcess')]] }, {
      renderings: 1,
      message: /^Duplicated <LearningProcessSection \/> at site\/pages\/LandingPage\.tsx:24:7, which shows <section> at site\/components\/Section\.tsx:18:5 and nothing else$/,
    });
    // Two sections in one change: two uses copied.
    await roundTrip('duplicate', { reactElements: [sectionOf('Outcomes'), heroSection()] }, { [LANDING]: [[use('Hero'), use('Hero') + use('Hero')], [use('Outcomes'), use('Outcomes') + use('Outcomes')]] });
  });

  it('deleting the Learning Process section deletes its use, and the import it leaves unused', async () => {
    await roundTrip(
      'removeJsxElement',
      { elementsToRemove: [sectionOf('LearningProcess')] },
      { [LANDING]: [["import { LearningProcessSection } from '../sections/LearningProcessSection';\n", ''], [use('LearningProcess'), '']] },
      { renderings: 1, typeChecked: true, message: /^Removed <LearningProcessSection \/> at site\/pages\/LandingPage\.tsx:24:7, which shows <section> at site\/components\/Section\.tsx:18:5 and nothing else/ },
    );
    // Section.tsx and LearningProcessSection.tsx stay as they are (roundTrip checks only LandingPage.tsx is written).
  });

  it('a component used in two places changes at the use the rendering came through; the other stays', async () => {
    const article = (pagePath) => ({ ...elementAt(root, 'site/components/PolicyView.tsx', '<article'), rendering: { pagePath, index: 0, count: 1 } });
    await roundTrip('removeJsxElement', { elementsToRemove: [article('/privacy-policy')] }, {
      [PRIVACY]: [["import { PolicyView } from '../components/PolicyView';\n", ''], ['      <PolicyView document={privacyPolicy} />\n', ''], ["import { privacyPolicy } from '../content/privacy-policy';\n", '']],
    }, { headers: { 'x-page-path': '/privacy-policy' } });
    // LogoMark in the header and the footer of every page: the footer's copy is duplicated in Footer.tsx only.
    const logo = (index) => ({ ...elementAt(root, 'site/components/Logo.tsx', '<svg'), rendering: { pagePath: '/', index, count: 2 } });
    await roundTrip('duplicate', { reactElements: [logo(1)] }, { [FOOTER]: [['            <LogoMark />\n', '            <LogoMark />\n            <LogoMark />\n']] });
    await roundTrip('duplicate', { reactElements: [logo(0)] }, { [HEADER]: [['          <LogoMark />\n', '          <LogoMark />\n          <LogoMark />\n']] });
  });

  it('what cannot be placed is refused in sentences, writing nothing', async () => {
    const section = elementAt(root, SECTION, '<section id={id}');
    // Which of seven uses, without a rendering, cannot be told.
    await refused('moveJsxElement', move(section, { before: sectionOf('Outcomes') }), 422, /^This section is everything the Section component shows, and the pages show it from 7 different places; select the one to be moved on the page/);
    await refused('duplicate', { reactElements: [section] }, 422, /from 7 different places; select the one to be duplicated on the page/);
    // Not among its neighbours: into the footer, next to a card, next to itself, where it is.
    // The sentence speaks of boxes and the footer; where each is written goes into the details.
    const intoFooter = await refused('moveJsxElement', move(sectionOf('LearningProcess'), { container: elementAt(root, FOOTER, '<footer') }), 422, /^This section is everything LearningProcessSection shows, so it moves as <LearningProcessSection \/> among its neighbours; it can change places with them inside the box, but not move into the footer\.$/);
    assert.match(intoFooter.details, /site\/components\/Footer\.tsx:9:5/);
    const card = { ...elementAt(root, CARDS, '<li key={card.title}'), rendering: { pagePath: '/', index: 0, count: 14 } };
    const nextToCard = await refused('moveJsxElement', move(sectionOf('LearningProcess'), { before: card }), 422, /^The list item is not a neighbour of the section in the code, so this section cannot be placed next to it\. Place it beside one of its neighbours\.$/);
    assert.match(nextToCard.details, /site\/components\/CardGrid\.tsx:9:9/);
    await refused('moveJsxElement', move(sectionOf('LearningProcess'), { before: sectionOf('LearningProcess') }), 422, /cannot be placed next to itself/);
    await refused('moveJsxElement', move(sectionOf('LearningProcess'), { after: sectionOf('Outcomes') }), 422, /is already there; nothing to move\.$/);
    await refused('moveJsxElement', move(sectionOf('LearningProcess'), { after: sectionOf('Audience'), before: sectionOf('Program') }), 422, /afterElement and beforeElement are not next to each other in the code of site\/pages\/LandingPage\.tsx/);
    // The page counts seven sections; a request that counted another number is stale.
    await refused('moveJsxElement', move({ ...section, rendering: { pagePath: '/', index: 2, count: 6 } }, { before: sectionOf('Outcomes') }), 409, /^The preview showed 6 copies of the section on \/, but the source now makes 7: the page changed since\. Reload the preview and try again\.$/);
  });
});
