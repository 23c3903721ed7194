import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { consoleProblems } from '../helpers';
import { IDS, openCards, type CardsPage } from './cards';

// An instant update can start a CSS transition: the computed value read at once is the old one.
// getCssEvals(key, { settle: true }) reads once the element's transitions have finished (2 s at most),
// and answers without holding up the requests sent after it.

const inlineColor = (id: string, codebaseId: string, color: string) => ({
  id,
  type: 'STYLING',
  changeName: 'Styling',
  changeFields: { codebaseId, stylingChanges: { color }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] },
});

type Evals = { cssEvals: Record<string, string> };

describe('getCssEvals with settle', () => {
  let page: CardsPage;
  before(async () => {
    await setViewport({ width: 1200, height: 900 });
    await consoleProblems();
  });
  beforeEach(async () => {
    page = await openCards();
  });
  afterEach(async () => {
    page.host.remove();
    expect(await consoleProblems()).to.equal('');
  });

  it('reads the final value of a colour an instant update changes under `transition: color 300ms`', async () => {
    const { host } = page;
    const key = page.key(IDS.fade);
    const element = page.el(IDS.fade);
    expect(page.win.getComputedStyle(element).transitionDuration).to.equal('0.3s');
    expect((await host.call('applyChangeItemToDocument', inlineColor('c-1', IDS.fade, 'rgb(0, 0, 255)'))).result).to.deep.include({ instantUpdateSuccessful: true });
    // The update started a transition: what a plain read gives now is not the new colour.
    const running = element.getAnimations();
    expect(running).to.have.length(1);
    const remaining = 300 - Number(running[0]!.currentTime);
    const start = performance.now();
    host.mark();
    const answer = await host.call('getCssEvals', key, { settle: true });
    // It waited for the rest of the transition (a busy machine may have run some of it meanwhile).
    expect(performance.now() - start).to.be.at.least(remaining - 50);
    expect((answer.result as Evals).cssEvals.color).to.equal('rgb(0, 0, 255)');
    expect(element.getAnimations()).to.have.length(0);
    // The event carries the same values.
    expect((await host.nextEvent('CSS_EVALS_FOR_ELEMENT')).cssEvals.color).to.equal('rgb(0, 0, 255)');
    // Nothing running: settle answers at once, not after the 2 s cap.
    const again = performance.now();
    expect(((await host.call('getCssEvals', key, { settle: true })).result as Evals).cssEvals.color).to.equal('rgb(0, 0, 255)');
    expect(performance.now() - again).to.be.below(1000);
  });

  it('waits 2 s at most, and requests sent meanwhile are answered first', async () => {
    const { host } = page;
    const key = page.key(IDS.slow);
    expect((await host.call('applyChangeItemToDocument', inlineColor('c-2', IDS.slow, 'rgb(0, 0, 255)'))).result).to.deep.include({ instantUpdateSuccessful: true });
    const start = performance.now();
    const order: string[] = [];
    const settled = host.call('getCssEvals', key, { settle: true }).then((answer) => {
      order.push('settled');
      return { answer, elapsed: performance.now() - start };
    });
    const classes = host.call('getElementClassList', key).then((answer) => {
      order.push('classes');
      return answer;
    });
    expect((await classes).result).to.deep.equal(['slow']);
    const { answer, elapsed } = await settled;
    expect(order).to.deep.equal(['classes', 'settled']);
    expect(elapsed).to.be.within(1900, 4000);
    // A 10 s transition, read after about 2 s: part way from black to blue.
    const color = (answer.result as Evals).cssEvals.color;
    expect(color).to.match(/^rgb\(0, 0, \d+\)$/);
    expect(color).not.to.equal('rgb(0, 0, 0)');
    expect(color).not.to.equal('rgb(0, 0, 255)');
  });

  it('refuses a bad options argument, naming it', async () => {
    const key = page.key(IDS.fade);
    expect((await page.host.call('getCssEvals', key, { settle: 'yes' })).error).to.equal('options.settle must be true or false');
    expect((await page.host.call('getCssEvals', key, 7)).error).to.equal('options must be an object');
    // null and no options are a plain read.
    expect(((await page.host.call('getCssEvals', key, null)).result as Evals).cssEvals.color).to.equal('rgb(0, 0, 0)');
  });
});
