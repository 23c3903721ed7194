import { expect } from '@open-wc/testing';
import { company } from '../../site/content/company';
import { click, failOnConsoleProblems, openSite, texts, waitFor, type SiteFrame } from './helpers';

function sectionText(frame: SiteFrame): string {
  return frame.doc.querySelector('main article')!.textContent!.replace(/\s+/g, ' ');
}

describe('policies', () => {
  failOnConsoleProblems();

  it('the privacy policy has a table of contents that links to every numbered section', async () => {
    const frame = await openSite('/privacy-policy');
    const toc = [...frame.doc.querySelectorAll<HTMLAnchorElement>('nav.policy__toc a')];
    const sections = [...frame.doc.querySelectorAll('article > section')];
    expect(toc.length).to.be.greaterThan(10);
    expect(toc.map((link) => link.getAttribute('href'))).to.deep.equal(sections.map((section) => `#${section.id}`));
    sections.forEach((section, index) => {
      expect(section.querySelector('h2')!.textContent).to.match(new RegExp(`^${index + 1}\\. `));
    });
    // A real click on a contents entry scrolls to its section.
    const target = toc[8]!;
    await click(frame, target);
    const section = frame.doc.querySelector(target.getAttribute('href')!)!;
    await waitFor(() => Math.abs(section.getBoundingClientRect().top) < 30, 'the section to reach the top');
    expect(frame.win.location.hash).to.equal(target.getAttribute('href'));
    expect(frame.win.location.pathname).to.equal('/privacy-policy');
    frame.remove();
  });

  it('the privacy policy covers every topic the specification lists', async () => {
    const frame = await openSite('/privacy-policy');
    const text = sectionText(frame);
    const topics: [string, RegExp][] = [
      ['analytics providers', /analytics provider/i],
      ['messaging providers', /messaging/i],
      ['advertising cookies', /advertising cookies/i],
      ['do-not-track', /do[- ]not[- ]track/i],
      ['social login data', /social[- ]login[\s\S]*name[\s\S]*gender[\s\S]*profile picture/i],
      ['referral schemes', /referr(al|er)[\s\S]*referee/i],
      ['purposes of use', /how we use/i],
      ['service providers', /service providers/i],
      ['sponsoring employers', /employer[\s\S]*sponsor|sponsor[\s\S]*employer/i],
      ['educational partners', /educational partners/i],
      ['business partners with consent', /business partners[\s\S]{0,400}consent/i],
      ['hiring partners when public', /hiring partners[\s\S]{0,400}public/i],
      ['affiliates', /affiliates/i],
      ['business transfers', /business transfer/i],
      ['data-subject rights', /rights/i],
      ['opt-out of communications', /opt(ing)? out/i],
      ['retention', /retain|retention/i],
      ['third-party links', /third-party (links|websites)/i],
      ['video API', /video/i],
      ['security', /security/i],
      ['children under 13', /under (the age of )?13/i],
      ['transfer to the United States', /United States/],
      ['California rights', /California/],
      ['changes effective on posting', /(take effect|effective)[\s\S]{0,40}posted/i],
      ['notification preferences', /Settings[\s\S]{0,20}Notification Preferences/],
      ['operational emails', /operational emails[\s\S]{0,200}cannot be opted out/i],
      ['request: username and email', /username[\s\S]{0,80}email/i],
      ['request: courses enrolled', /courses[\s\S]{0,40}enrolled|enrolled[\s\S]{0,40}courses/i],
      ['request: registration date', /approximate date[\s\S]{0,30}registered|approximate registration date/i],
      ['request: country of residence', /country of residence/i],
      ['request: penalty of perjury', /penalty of perjury/i],
      ['further verification', /verif/i],
    ];
    const missing = topics.filter(([, pattern]) => !pattern.test(text)).map(([name]) => name);
    expect(missing).to.deep.equal([]);
    for (const role of ['Student', 'User', 'Referrer', 'Referee', 'Mentor']) expect(text).to.contain(role);
    expect(text).to.contain(company.email);
    frame.remove();
  });

  it('the refund policy has the required sections', async () => {
    const frame = await openSite('/refund-policy');
    expect(frame.doc.querySelector('main h1')!.textContent).to.equal('Refund Policy');
    const headings = texts(frame.doc, 'article > section > h2').map((heading) => heading.replace(/^\d+\.\s*/, '').replace(/#$/, ''));
    expect(headings).to.include.members([
      'PURCHASE AGREEMENT',
      'LIMITATION OF LIABILITY',
      'RELEASE OF CLAIMS',
      'INDEMNIFICATION',
      'ONLINE COMMERCE',
      'THIRD PARTY RESOURCES',
    ]);
    const text = sectionText(frame);
    expect(text).to.match(/payment processors/i);
    expect(text).to.match(/merchant/i);
    frame.remove();
  });
});
