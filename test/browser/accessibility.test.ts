import { expect } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { click, consoleProblems, openSite, routes, waitFor, type SiteFrame } from './helpers';

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}
type AxeWindow = Window & { axe?: { run: (context: Document, options: object) => Promise<AxeResult> } };

async function audit(frame: SiteFrame): Promise<string[]> {
  const win = frame.win as AxeWindow;
  if (!win.axe) {
    const script = frame.doc.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    const loaded = new Promise((resolve, reject) => {
      script.onload = resolve;
      script.onerror = reject;
    });
    frame.doc.head.append(script);
    await loaded;
  }
  const result = await win.axe!.run(frame.doc, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${JSON.stringify(violation.nodes.map((node) => node.target))}`);
}

describe('accessibility', () => {
  // Reveals and the page fade would let axe sample colours mid-animation; the audit reads the settled page.
  before(async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    await consoleProblems();
  });
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));
  afterEach(async () => {
    expect(await consoleProblems(), 'console errors, warnings or failed requests').to.equal('');
  });

  for (const route of routes) {
    for (const size of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      it(`${route.path} at ${size.width} px has no serious or critical axe violations`, async () => {
        const frame = await openSite(route.path, size);
        expect(await audit(frame)).to.deep.equal([]);
        frame.remove();
      });
    }

    it(`${route.path} has landmarks and headings in order`, async () => {
      const frame = await openSite(route.path);
      expect(frame.doc.querySelectorAll('header').length).to.be.greaterThan(0);
      expect(frame.doc.querySelectorAll('main')).to.have.length(1);
      expect(frame.doc.querySelectorAll('body footer')).to.have.length(1);
      const levels = [...frame.doc.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));
      expect(levels.filter((level) => level === 1)).to.have.length(1);
      expect(levels[0]).to.equal(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index} skips a level`).to.be.at.most(levels[index - 1]! + 1);
      });
      frame.remove();
    });
  }

  it('is keyboard reachable with a visible focus indicator', async () => {
    const frame = await openSite('/');
    // Put focus inside the frame, at the top of the document.
    await click(frame, frame.doc.querySelector('.hero .eyebrow')!);
    frame.win.scrollTo({ top: 0, behavior: 'instant' });
    (frame.doc.activeElement as HTMLElement | null)?.blur();
    frame.doc.body.tabIndex = -1;
    frame.doc.body.focus();
    frame.doc.body.removeAttribute('tabindex');

    await sendKeys({ press: 'Tab' });
    const skip = frame.doc.activeElement as HTMLElement;
    expect(skip.textContent).to.equal('Skip to content');
    expect(skip.getBoundingClientRect().top).to.be.at.least(0);
    expect(frame.win.getComputedStyle(skip).outlineStyle).to.equal('solid');

    const reached: string[] = [];
    for (let i = 0; i < 12 && frame.doc.activeElement?.textContent !== 'Get Started'; i++) {
      await sendKeys({ press: 'Tab' });
      const active = frame.doc.activeElement as HTMLElement;
      reached.push(active.textContent ?? '');
      expect(frame.win.getComputedStyle(active).outlineStyle, `focus ring on ${active.textContent}`).to.equal('solid');
    }
    expect(reached).to.include.members(['Pricing', 'Get Started']);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => Math.abs(frame.doc.getElementById('price')!.getBoundingClientRect().top) < 30, 'the packages after Enter');
    expect(frame.doc.activeElement?.id).to.equal('price');
    frame.remove();
  });
});
