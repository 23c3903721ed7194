import { expect } from '@open-wc/testing';
import { company } from '../../site/content/company';
import { byText, click, failOnConsoleProblems, openSite, routes, waitFor } from './helpers';

describe('navigation', () => {
  failOnConsoleProblems();

  it('scrolls to the top on every path change and fades the new page in', async () => {
    const frame = await openSite('/');
    frame.win.scrollTo({ top: frame.doc.documentElement.scrollHeight, behavior: 'instant' });
    expect(frame.win.scrollY).to.be.greaterThan(1000);
    const oldPage = frame.doc.querySelector('main .page');
    await click(frame, byText(frame.doc, 'footer a', 'Refund Policy'));
    const page = await waitFor(() => {
      const current = frame.doc.querySelector('main .page');
      return current !== oldPage && current?.querySelector('h1')?.textContent === 'Refund Policy' ? current : null;
    }, 'the refund policy page');
    // The new page starts transparent and fades in over 0.5 s.
    expect(Number(frame.win.getComputedStyle(page).opacity)).to.be.lessThan(1);
    const fade = page.getAnimations().find((animation) => (animation as CSSAnimation).animationName === 'page-fade-in');
    expect(fade?.effect?.getTiming().duration).to.equal(500);
    expect(frame.win.scrollY).to.equal(0);
    expect(frame.win.location.pathname).to.equal('/refund-policy');
    // The title and description are set by an effect after the page renders: on a busy machine, a moment later.
    await waitFor(() => /^Refund Policy/.test(frame.doc.title), 'the refund policy title');
    expect(frame.doc.querySelector<HTMLMetaElement>('meta[name="description"]')!.content).to.match(/refund/i);
    // Keyboard and screen-reader users land on the new page's heading.
    expect(frame.doc.activeElement?.textContent).to.equal('Refund Policy');

    frame.win.scrollTo({ top: 800, behavior: 'instant' });
    frame.win.history.back();
    await waitFor(() => frame.doc.querySelector('main h1')?.textContent === 'Product Analytics', 'the landing page after Back');
    expect(frame.win.scrollY).to.equal(0);
    frame.remove();
  });

  it('shows Loading... while a page chunk downloads', async () => {
    const frame = await openSite('/');
    // The chunk is held back well beyond the wait for the indicator, so a busy machine cannot let it
    // arrive before the indicator is looked for.
    frame.doc.cookie = 'slow-chunks=4000; path=/';
    // Recorded as it appears: a driver's click can answer late on a loaded machine (WebDriver's does),
    // and looking only afterwards could miss an indicator that was shown.
    let shown: { text: string | null; height: number } | null = null;
    const observer = new MutationObserver(() => {
      const status = frame.doc.querySelector('main [role="status"]');
      if (status && !shown) shown = { text: status.textContent, height: status.getBoundingClientRect().height };
    });
    observer.observe(frame.doc.body, { childList: true, subtree: true });
    try {
      await click(frame, byText(frame.doc, 'footer a', 'Privacy Policy'));
      const status = await waitFor(() => shown, 'the loading indicator', 3000);
      expect(status.text).to.equal('Loading...');
      expect(status.height).to.be.greaterThan(0);
      await waitFor(() => frame.doc.querySelector('main h1')?.textContent === 'Privacy Policy', 'the privacy policy', 10000);
      expect(frame.doc.querySelector('main [role="status"]')).to.equal(null);
    } finally {
      observer.disconnect();
      frame.doc.cookie = 'slow-chunks=; path=/; max-age=0';
    }
    frame.remove();
  });

  it('header section links lead from another page to the landing section', async () => {
    const frame = await openSite('/privacy-policy');
    await click(frame, byText(frame.doc, 'header nav a', 'Pricing'));
    await waitFor(() => frame.doc.getElementById('price'), 'the pricing section');
    expect(frame.win.location.pathname).to.equal('/');
    await waitFor(() => Math.abs(frame.doc.getElementById('price')!.getBoundingClientRect().top) < 30, 'the pricing section at the top');
    frame.remove();
  });

  for (const route of routes) {
    it(`shows the footer with company details on ${route.path}`, async () => {
      const frame = await openSite(route.path);
      const footer = frame.doc.querySelector('footer')!;
      const text = footer.textContent!.replace(/\s+/g, ' ');
      expect(text).to.contain(company.productName);
      const logo = footer.querySelector('a[href="/"]')!;
      expect(logo.querySelector('svg')).to.exist;
      expect(footer.querySelector('a[href="/privacy-policy"]')!.textContent).to.equal('Privacy Policy');
      expect(footer.querySelector('a[href="/refund-policy"]')!.textContent).to.equal('Refund Policy');
      expect(footer.querySelector(`a[href="mailto:${company.email}"]`)!.textContent).to.equal(company.email);
      expect(text).to.contain(company.address);
      expect(text).to.contain(`Registration number ${company.crn}`);
      expect(text).to.match(new RegExp(`© \\d{4}(–\\d{4})? ${company.name}\\. All rights reserved\\.`));
      frame.remove();
    });
  }

  it('the footer logo leads home', async () => {
    const frame = await openSite('/refund-policy');
    await click(frame, frame.doc.querySelector('footer a[href="/"]')!);
    await waitFor(() => frame.doc.querySelector('main h1')?.textContent === 'Product Analytics', 'the landing page');
    expect(frame.win.scrollY).to.equal(0);
    frame.remove();
  });
});
