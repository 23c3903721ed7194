import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { byText, click, consoleProblems, expectNothingFor, openSite, recordScrollIntoView, texts, waitFor, type SiteFrame } from './helpers';

/** Scroll positions of the frame, one per animation frame, until they stop changing. */
/**
 * Records the frame's scroll position from now on — on every scroll event, and once per frame —
 * and resolves when it has not moved for 10 frames. Recording starts before the click: the driver's
 * click may answer a few frames into the scroll (WebDriver's does), and those frames count too.
 */
function recordScroll(frame: SiteFrame): { settled: () => Promise<number[]> } {
  const positions: number[] = [frame.win.scrollY];
  const onScroll = () => positions.push(frame.win.scrollY);
  frame.win.addEventListener('scroll', onScroll);
  return {
    async settled() {
      let still = 0;
      while (still < 10 && positions.length < 800) {
        const before = frame.win.scrollY;
        await new Promise((resolve) => frame.win.requestAnimationFrame(resolve));
        still = frame.win.scrollY === before ? still + 1 : 0;
        positions.push(frame.win.scrollY);
      }
      frame.win.removeEventListener('scroll', onScroll);
      return positions;
    },
  };
}

describe('landing page', () => {
  let frame: SiteFrame;
  before(() => consoleProblems());
  beforeEach(async () => {
    frame = await openSite('/');
  });
  afterEach(async () => {
    frame.remove();
    expect(await consoleProblems(), 'console errors, warnings or failed requests').to.equal('');
  });

  it('shows the sections in the specified order', () => {
    const main = frame.doc.querySelector('main')!;
    expect(texts(main, 'h1')).to.deep.equal(['Product Analytics']);
    expect(texts(main, 'section > .container > .section__head > h2')).to.deep.equal([
      'Who is this course for?',
      'What Will You Get From This Course?',
      'Learning Process',
      'Training Format',
      'Program',
      'Choose Your Package',
      'Graduation Project',
    ]);
    const sectionIds = [...main.querySelectorAll(':scope .page > section')].map((section) => section.id);
    expect(sectionIds[0]).to.equal('hero');
    expect(sectionIds.indexOf('price')).to.equal(6);
  });

  it('names the four audiences and the required knowledge', () => {
    const audience = frame.doc.getElementById('audience')!;
    expect(texts(audience, '.card__title')).to.deep.equal(['Marketers', 'Product managers', 'Beginning analysts', 'Programmers']);
    const requirements = audience.querySelector('.requirements')!.textContent!;
    expect(requirements).to.contain('General orientation in the IT world');
    expect(requirements).to.match(/basic statistics, SQL and Python are a plus, but not required/i);
  });

  it('lists what the course gives, the learning process and the training format', () => {
    const outcomes = frame.doc.getElementById('outcomes')!.textContent!;
    expect(outcomes).to.match(/SQL and Python/);
    expect(outcomes).to.match(/A\/B tests/);
    expect(outcomes).to.match(/hypotheses/);
    expect(outcomes).to.match(/Visualize and present data/);
    const learning = frame.doc.getElementById('learning-process')!;
    expect(texts(learning, '.card__title')).to.deep.equal(['Portfolio', 'Experts', 'Optimal Workload', 'Online Webinars']);
    expect(learning.textContent).to.match(/webinars/i);
    expect(learning.textContent).to.match(/homework/i);
    expect(learning.textContent).to.match(/detailed feedback/i);
    const format = frame.doc.getElementById('training-format')!;
    expect(texts(format, '.card__title')).to.deep.equal(['Interactive Webinars', 'Practice', 'Active Community']);
    const facts = format.querySelector('.facts')!.textContent!;
    expect(facts).to.contain('2 classes a week, 2 academic hours each');
    expect(facts).to.match(/forever/);
    expect(facts).to.match(/chat group/);
    expect(facts).to.match(/Final month.*Project work/);
    expect(facts).to.match(/Language\s*English/);
  });

  it('shows the ten modules in order, each with a description, topics and homework marker', () => {
    const program = frame.doc.getElementById('program')!;
    expect(texts(program, '.module__title')).to.deep.equal([
      'Physical Meaning of Analytics',
      'SQL',
      'Python',
      'Types of Tasks in Product Analytics',
      'Statistics',
      'A/B Tests',
      'Data Visualization',
      'Teamwork',
      'Job Search',
      'Project Module',
    ]);
    const modules = [...program.querySelectorAll('.module')];
    for (const module of modules) {
      expect(module.querySelector('.module__content')!.textContent!.length).to.be.greaterThan(20);
      expect(module.querySelectorAll('.module__topics li').length).to.be.greaterThan(1);
    }
    const withHomework = modules.filter((module) => module.querySelector('.module__homework')).map((m) => m.querySelector('h3')!.textContent);
    expect(withHomework).to.include.members(['SQL', 'Python', 'A/B Tests', 'Project Module']);
    expect(withHomework).not.to.include('Job Search');
  });

  it('offers three packages with prices, features and Buy Now links, Standard as most popular', () => {
    const price = frame.doc.getElementById('price')!;
    const cards = [...price.querySelectorAll('.package')];
    expect(cards.map((card) => card.querySelector('h3')!.textContent)).to.deep.equal(['Basic', 'Standard', 'Premium']);
    expect(cards.map((card) => card.querySelector('.package__amount')!.textContent)).to.deep.equal(['$59', '$89', '$199']);
    expect(texts(cards[0]!, '.package__features li')).to.deep.equal(['All course materials', 'Basic support']);
    expect(texts(cards[1]!, '.package__features li')).to.include.members(['Priority support', 'Bonus content']);
    expect(texts(cards[2]!, '.package__features li')).to.include.members(['1-on-1 mentoring sessions', 'Priority support', 'Exclusive content']);
    const popular = cards.filter((card) => /most popular/i.test(card.textContent ?? ''));
    expect(popular).to.have.length(1);
    expect(popular[0]!.querySelector('h3')!.textContent).to.equal('Standard');
    for (const card of cards) {
      const link = byText<HTMLAnchorElement>(card, 'a', /^Buy Now/);
      expect(link.getAttribute('href')).to.equal('#');
    }
  });

  it('describes the two graduation project options', () => {
    const graduation = frame.doc.getElementById('graduation')!;
    const options = texts(graduation, '.option');
    expect(options).to.have.length(2);
    expect(options[0]).to.match(/real product/i);
    expect(options[0]).to.match(/A\/B test/);
    expect(options[0]).to.match(/product research/);
    expect(options[1]).to.match(/complex A\/B test/);
    expect(options[1]).to.match(/Python/);
  });

  for (const [label, selector] of [
    ['Get Started', '#hero a'],
    ['Apply Now', '#audience .requirements a'],
  ] as const) {
    it(`"${label}" scrolls smoothly to the packages and moves focus there`, async () => {
      const button = byText<HTMLAnchorElement>(frame.doc, selector, label);
      // In view first, so the recording holds the smooth scroll alone (click() would jump to it).
      button.scrollIntoView({ block: 'center', behavior: 'instant' });
      await new Promise((resolve) => frame.win.requestAnimationFrame(resolve));
      const calls = recordScrollIntoView(frame.win);
      const recording = recordScroll(frame);
      await click(frame, button);
      const positions = await recording.settled();
      const price = frame.doc.getElementById('price')!;
      const top = price.getBoundingClientRect().top;
      expect(top).to.be.within(0, 24);
      const start = positions[0]!;
      const end = positions[positions.length - 1]!;
      expect(end).to.be.greaterThan(start);
      // Smooth, not a jump: the window had not moved yet when the call that scrolls it returned (an
      // instant scroll has arrived by then). Counting the positions on the way does not tell on a busy
      // machine: WebKitGTK animates the scroll off the main thread, and under load the page saw none.
      expect(calls, 'scrollIntoView calls of the click').to.have.length(1);
      expect(calls[0]!.after, 'scroll position right after the smooth scroll began').to.equal(calls[0]!.before);
      expect(frame.doc.activeElement).to.equal(price);
      expect(frame.win.location.pathname).to.equal('/');
    });
  }

  it('fades the page in over 0.5 s', () => {
    const page = frame.doc.querySelector('main .page')!;
    const style = frame.win.getComputedStyle(page);
    expect(style.animationName).to.equal('page-fade-in');
    expect(style.animationDuration).to.equal('0.5s');
  });

  it('reveals sections below the fold as they scroll into view', async () => {
    const program = frame.doc.querySelector('#program > .container')!;
    expect(frame.doc.querySelector('#hero > .container')!.className).not.to.contain('reveal');
    await waitFor(() => program.classList.contains('reveal--hidden'), 'the program section to wait below the fold');
    expect(frame.win.getComputedStyle(program).opacity).to.equal('0');
    frame.win.scrollTo({ top: program.getBoundingClientRect().top + frame.win.scrollY - 100, behavior: 'instant' });
    await waitFor(() => program.classList.contains('reveal--shown'), 'the program section to be revealed');
    await waitFor(() => frame.win.getComputedStyle(program).opacity === '1', 'the reveal transition to finish', 3000);
  });
});

describe('landing page with reduced motion', () => {
  before(() => emulateMedia({ reducedMotion: 'reduce' }));
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('does not animate the page, the reveals or the scroll', async () => {
    const frame = await openSite('/');
    expect(frame.win.getComputedStyle(frame.doc.querySelector('main .page')!).animationName).to.equal('none');
    // The page has hydrated (openSite waits for it), so its reveal effect has run if it were to: for a
    // while after, no section gets a reveal class or a transparent look.
    const revealed = () => [...frame.doc.querySelectorAll('main section > .container')].find((content) => content.className.includes('reveal') || frame.win.getComputedStyle(content).opacity !== '1')?.parentElement?.id;
    await expectNothingFor(300, 'reduced motion: no reveal', () => revealed() && `section #${revealed()} is revealed`);
    for (const content of frame.doc.querySelectorAll('main section > .container')) {
      expect(content.className, content.parentElement!.id).not.to.contain('reveal');
      expect(frame.win.getComputedStyle(content).opacity).to.equal('1');
    }
    await click(frame, byText(frame.doc, '#hero a', 'Get Started'));
    await new Promise((resolve) => frame.win.requestAnimationFrame(() => frame.win.requestAnimationFrame(resolve)));
    expect(frame.doc.getElementById('price')!.getBoundingClientRect().top).to.be.within(0, 24);
    frame.remove();
  });
});
