// Links, attributes and text where they are written, on a copy of the site (issue 41, items 3 and 4):
// the lookups say per rendering where a link's destination and an element's text come from; a
// destination is changed where this rendering's value is written (the use of SectionLink in
// HeroSection, an item of a content file), "open in new tab" brings its rel along, and what could
// run code is refused with a sentence, writing nothing. Text passed to a component as children is
// edited where its use writes it, an element's own text beside a child element is edited alone, and
// a copied card's text in its own item. Every edit is byte-exact and undoes to the original bytes.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyProject, elementAt, hashSite, lookups, mutate, read, removeProject, roundTrip as checkedRoundTrip, startApi, typecheck, undo } from './helpers/editing.mjs';

const LINK = 'site/components/SectionLink.tsx';
const HERO = 'site/sections/HeroSection.tsx';
const NAV = 'site/content/navigation.ts';
const COURSE = 'site/content/course.ts';
const FOOTER = 'site/components/Footer.tsx';
const PRICING = 'site/sections/PricingSection.tsx';
const PROGRAM = 'site/sections/ProgramSection.tsx';
const POLICY = 'site/components/PolicyView.tsx';
/** The opening of the policy's table of contents links, as written. */
const TOC_LINK = '<a href={`#$' + '{section.id}`}';
let root;
let ctx;

/** SectionLink's <a> on the home page: the header's three (navigation.ts), the hero's, the audience section's. */
const sectionLink = (index, count = 5) => ({ ...elementAt(root, LINK, '<a className={className}'), rendering: { pagePath: '/', index, count } });
const footerLink = (index) => ({ ...elementAt(root, FOOTER, '<Link href={link.href}'), rendering: { pagePath: '/', index, count: 2 } });

const roundTrip = (operation, body, goldens, options = {}) => checkedRoundTrip(ctx, root, operation, body, goldens, { headers: { 'x-page-path': '/' }, ...options });

async function refused(operation, body, status, error) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body, { headers: { 'x-page-path': '/' } });
  assert.equal(result.status, status, JSON.stringify(result.json));
  if (error instanceof RegExp) assert.match(result.json.error, error);
  else assert.equal(result.json.error, error);
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
}

describe('links, attributes and text where they are written', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  describe('the lookups', () => {
    it('say per rendering where a link\'s destination is written, and where the site\'s pages and sections are', async () => {
      const { json } = await lookups(ctx);
      const entry = json.treeElementLookup[elementAt(root, LINK, '<a className={className}').codebaseId];
      const href = entry.attributes.href;
      assert.equal(href.all, null, 'the uses write it in different places');
      const home = href.pages.find((page) => page.path === '/');
      const sources = home.renderings.map((at) => href.sources[at]);
      const sectionForms = [{ before: '#', after: '' }, { before: '/#', after: '' }];
      assert.deepEqual(sources[0], { kind: 'data', where: 'in the content file navigation.ts (navigation › each item › section)', forms: sectionForms });
      assert.deepEqual(sources[3], { kind: 'data', where: 'where SectionLink is used in HeroSection', forms: sectionForms });
      assert.deepEqual(sources[4], { kind: 'data', where: 'where SectionLink is used in AudienceSection', forms: sectionForms });
      assert.equal(entry.attributes.target, undefined, 'no target is written: left out');
      assert.deepEqual(json.treeElementLookup[elementAt(root, FOOTER, '<a href={`mailto:').codebaseId].attributes.href, {
        all: { kind: 'data', where: 'in the content file company.ts (company › email)', forms: [{ before: 'mailto:', after: '' }] },
      });
      const toc = json.treeElementLookup[elementAt(root, POLICY, TOC_LINK).codebaseId].attributes.href;
      const tocSource = toc.sources[toc.pages.find((page) => page.path === '/refund-policy').renderings[0]];
      assert.equal(tocSource.kind, 'computed');
      assert.match(tocSource.why, /^The link destination is worked out in PolicyView from the id of the place it leads to \(written in the content file refund-policy\.ts \(refundPolicy › sections › each item › id\)\): changing it would rename that place, not send the link elsewhere\./);
      assert.deepEqual(json.links.pages, [
        { path: '/', title: 'Product Analytics' },
        { path: '/privacy-policy', title: 'Privacy Policy' },
        { path: '/refund-policy', title: 'Refund Policy' },
      ]);
      assert.deepEqual(
        json.links.anchors.filter((anchor) => anchor.page === '/').map((anchor) => `#${anchor.id} ${anchor.title}`),
        ['#hero Product Analytics', '#audience Who is this course for?', '#outcomes What Will You Get From This Course?', '#learning-process Learning Process', '#training-format Training Format', '#program Program', '#price Choose Your Package', '#graduation Graduation Project'],
      );
    });

    it('say what each element\'s own text is made of: written (and where) or worked out by code (and from what)', async () => {
      const { json } = await lookups(ctx);
      const text = (file, opening) => json.treeElementLookup[elementAt(root, file, opening).codebaseId].text;
      const link = text(LINK, '<a className={className}');
      assert.equal(link.editable, 'all', 'SectionLink\'s children are written where it is used');
      assert.ok(link.writtenIn.includes('in the content file course.ts (hero › cta)'), link.writtenIn.join('; '));
      assert.equal(json.treeElementLookup[elementAt(root, LINK, '<a className={className}').codebaseId].staticTextContents, true);
      assert.deepEqual(text(PRICING, '<a className={pkg.mostPopular'), { editable: 'all', writtenIn: ['in the content file course.ts (pricing › cta)'], computed: [] }, 'its own text beside the hidden span');
      assert.deepEqual(text(PRICING, '<span className="package__amount"'), {
        editable: 'none',
        writtenIn: [],
        computed: ['This text is worked out by code in PricingSection from the value written in the content file course.ts (pricing › packages › each item › price): edit that value instead.'],
      });
      assert.deepEqual(text(PROGRAM, '<span className="module__number"').computed, ['This text is worked out by code in ProgramSection from its place in the list: move the item in its list to change it.']);
      const legal = text(FOOTER, '<p>\n          ©');
      assert.equal(legal.editable, 'some');
      assert.deepEqual(legal.computed, ['This text is worked out by code in Footer from buildYear (worked out in navigation.ts) and the value written in the content file company.ts (company › since): edit that value instead.']);
      assert.equal(text(PRICING, '<p className="package__price"'), undefined, 'no text of its own');
      const paragraph = text(POLICY, '<p key={index}>');
      assert.equal(paragraph.editable, 'some', 'some policy paragraphs are put together by code');
      const privacy = paragraph.pages.find((page) => page.path === '/privacy-policy');
      assert.ok(privacy.editable.includes('none') && privacy.editable.includes('all'), 'and the lookups say which');
    });
  });

  describe('a link\'s destination', () => {
    it('of the hero\'s "Get Started" is its use\'s section prop in HeroSection', async () => {
      const result = await roundTrip('changePropValue', { elementToModify: sectionLink(3), propName: 'href', propValue: '#audience' }, { [HERO]: [['<SectionLink section="price"', '<SectionLink section="audience"']] }, {
        message: /^Prop changed: href="#audience" on <a> at site\/components\/SectionLink\.tsx:27:5, written where SectionLink is used in HeroSection: "price" → "audience"$/,
      });
      assert.equal(result.json.renderings, 1);
    });

    it('of a header link is its item in navigation.ts; "/#…" fits too', async () => {
      await roundTrip('changePropValue', { elementToModify: sectionLink(1), propName: 'href', propValue: '/#graduation' }, { [NAV]: [["{ section: 'program', label: 'Program' }", "{ section: 'graduation', label: 'Program' }"]] });
    });

    it('of a footer link is its own item in navigation.ts; one of the same form only', async () => {
      await roundTrip('changePropValue', { elementToModify: footerLink(1), propName: 'href', propValue: '/refunds' }, { [NAV]: [["{ href: '/refund-policy', label: 'Refund Policy' }", "{ href: '/refunds', label: 'Refund Policy' }"]] });
      await refused(
        'changePropValue',
        { elementToModify: sectionLink(3), propName: 'href', propValue: '/privacy-policy' },
        422,
        'The link destination of the link “Get Started” is worked out in SectionLink from a part written where SectionLink is used in HeroSection (“price”), so it can only be “#” followed by the written part or “/#” followed by the written part; "/privacy-policy" is not. Choose a value of that form, or change SectionLink\'s code.',
      );
      await refused('changePropValue', { elementToModify: sectionLink(3), propName: 'href', propValue: null }, 422, /^The link destination of the link “Get Started” is written where SectionLink is used in HeroSection as text \(“price”\)\. It cannot be removed from here/);
    });

    it('worked out from the id of the place it leads to is refused, saying so', async () => {
      const toc = { ...elementAt(root, POLICY, TOC_LINK), rendering: { pagePath: '/refund-policy', index: 1, count: 7 } };
      const hashes = hashSite(root);
      const result = await mutate(ctx, 'changePropValue', { elementToModify: toc, propName: 'href', propValue: '#elsewhere' }, { headers: { 'x-page-path': '/refund-policy' } });
      assert.equal(result.status, 422, JSON.stringify(result.json));
      assert.match(result.json.error, /^The link destination is worked out in PolicyView from the id of the place it leads to .*\(the link “LIMITATION OF LIABILITY”\)\.$/);
      assert.deepEqual(hashSite(root), hashes);
    });

    it('a rendering on another page than X-Page-Path says is refused', async () => {
      await refused('changePropValue', { elementToModify: { ...sectionLink(3), rendering: { pagePath: '/refund-policy', index: 0, count: 3 } }, propName: 'href', propValue: '#audience' }, 400, /^elementToModify\.rendering\.pagePath is "\/refund-policy" but the header X-Page-Path says "\/"; name one page\.$/);
    });
  });

  describe('open in new tab', () => {
    it('sets target and rel together on the element, and unticking takes both away', async () => {
      const written = "<Link href={link.href}>";
      const body = (value) => ({ elementToModify: footerLink(0), propName: 'target', propValue: value });
      const first = await mutate(ctx, 'changePropValue', body('_blank'), { headers: { 'x-page-path': '/' } });
      assert.equal(first.status, 200, JSON.stringify(first.json));
      assert.ok(read(root, FOOTER).includes('<Link href={link.href} target="_blank" rel="noopener noreferrer">'), read(root, FOOTER).slice(600, 900));
      assert.match(first.json.message, /^Prop changed: target="_blank" \(and rel="noopener noreferrer"\) on <Link>/);
      await roundTrip('changePropValue', body(null), { [FOOTER]: [['<Link href={link.href} target="_blank" rel="noopener noreferrer">', written]] }, { message: /^Removed target \(and removed rel\) on <Link>/ });
      assert.equal((await undo(ctx, first.changeItemId)).status, 200);
      assert.ok(read(root, FOOTER).includes(`${written}{link.label}`), 'undo restores the file');
    });
  });

  describe('what could run code is refused with a sentence, writing nothing', () => {
    it('javascript:, vbscript: and data: addresses, in any case and with hidden spaces', async () => {
      const href = (propValue) => ({ elementToModify: footerLink(0), propName: 'href', propValue });
      await refused('changePropValue', href('javascript:alert(1)'), 400, 'A link destination cannot run code: addresses starting with “javascript:” are refused. Use a page of the site (/privacy-policy), a section (#price) or a web address (https://…).');
      await refused('changePropValue', href(' Java\tScript:alert(1)'), 400, /^A link destination cannot run code: addresses starting with “javascript:” are refused\./);
      await refused('changePropValue', href('vbscript:msgbox'), 400, /addresses starting with “vbscript:” are refused/);
      await refused('changePropValue', href('data:text/html,<script>alert(1)</script>'), 400, /^A link destination cannot hold a whole document: addresses starting with “data:” are refused\./);
      await refused('changePropValue', { elementToModify: footerLink(0), propName: 'formAction', propValue: 'javascript:alert(1)' }, 400, /^A form destination cannot run code/);
      await refused('changePropValue', href(['javascript:alert(1)']), 400, /^A link destination is an address written as text; \["javascript:alert\(1\)"\] is not one\.$/);
    });

    it('event handlers in any case and a JavaScript object\'s inner workings', async () => {
      const prop = (propName) => ({ elementToModify: footerLink(0), propName, propValue: 'x' });
      await refused('changePropValue', prop('onclick'), 400, '“onclick” is an event handler: it runs code when something happens on the page, and the editor does not write code. Give the element its behaviour in the component\'s code.');
      for (const name of ['__proto__', 'constructor', 'prototype']) {
        await refused('changePropValue', prop(name), 400, `“${name}” is not an attribute: it names the inner workings of a JavaScript object, so the editor never sets it.`);
      }
      await refused('addJsxElement', {
        destinationElement: elementAt(root, FOOTER, '<address>'),
        beforeElement: null,
        afterElement: null,
        newElement: { type: 'native', nativeTag: 'a', componentName: null, propsToSet: { href: 'javascript:alert(1)', children: 'x' } },
        canvasId: 'site',
        deletedStoryboardId: null,
        fileContentsToSourceFrom: null,
        fileContentsSourceFilename: null,
        hasInstantUpdate: false,
      }, 400, /^A link destination cannot run code/);
    });
  });

  describe('text where it is written', () => {
    it('"Get Started", passed to SectionLink as children, is edited in course.ts', async () => {
      await roundTrip('editText', { element: sectionLink(3), oldText: 'Get Started', newText: 'Start learning' }, { [COURSE]: [["cta: 'Get Started'", "cta: 'Start learning'"]] }, {
        message: /^Edited the text of <a> at site\/components\/SectionLink\.tsx:27:5: "Get Started" → "Start learning" \(the literal at site\/content\/course\.ts:10:8\)$/,
      });
    });

    it('JSX text written between a use\'s tags is edited there', async () => {
      const audience = 'site/sections/AudienceSection.tsx';
      writeFileSync(join(root, audience), read(root, audience).replace('{audience.cta}', 'Apply today'));
      await roundTrip('editText', { element: sectionLink(4), oldText: 'Apply today', newText: 'Apply this week' }, { [audience]: [['          Apply today\n', '          Apply this week\n']] });
    });

    it('a string prop written where a component is used is edited there', async () => {
      const pricing = 'site/sections/PricingSection.tsx';
      writeFileSync(join(root, pricing), read(root, pricing).replace('title={pricing.title}', 'title="Packages"'));
      const heading = { ...elementAt(root, 'site/components/Section.tsx', '<h2 id={headingId}'), rendering: { pagePath: '/', index: 5, count: 7 } };
      await roundTrip('editText', { element: heading, oldText: 'Packages', newText: 'Our “packages”' }, { [pricing]: [['title="Packages"', 'title="Our “packages”"']] });
      await roundTrip('editText', { element: heading, oldText: 'Packages', newText: 'Say "hi"' }, { [pricing]: [['title="Packages"', `title={'Say "hi"'}`]] });
    });

    it('"Buy Now" beside its hidden span: its own text, in course.ts', async () => {
      const buy = { ...elementAt(root, PRICING, '<a className={pkg.mostPopular'), rendering: { pagePath: '/', index: 1, count: 3 } };
      await roundTrip('editText', { element: buy, oldText: 'Buy Now', newText: 'Buy now' }, { [COURSE]: [["cta: 'Buy Now'", "cta: 'Buy now'"]] });
    });

    it('a copied Program module\'s title is edited in its own item only', async () => {
      const li = (index, count) => ({ ...elementAt(root, PROGRAM, '<li key={module.title}'), rendering: { pagePath: '/', index, count } });
      const copy = await mutate(ctx, 'duplicate', { reactElements: [li(7, 10)] }, { headers: { 'x-page-path': '/' } });
      assert.equal(copy.status, 200, JSON.stringify(copy.json));
      const duplicated = read(root, COURSE);
      assert.equal(duplicated.split("title: 'Teamwork'").length - 1, 2, 'two Teamwork items');
      const title = (index) => ({ ...elementAt(root, PROGRAM, '<h3 className="module__title"'), rendering: { pagePath: '/', index, count: 11 } });
      const hashes = hashSite(root);
      // Without naming the rendering, the two literals cannot be told apart: refused, as before.
      const ambiguous = await mutate(ctx, 'editText', { element: { codebaseId: title(8).codebaseId }, oldText: 'Teamwork', newText: 'Teamwork in practice' }, { headers: { 'x-page-path': '/' } });
      assert.equal(ambiguous.status, 422);
      assert.deepEqual(hashSite(root), hashes);
      const edited = await mutate(ctx, 'editText', { element: title(8), oldText: 'Teamwork', newText: 'Teamwork in practice' }, { headers: { 'x-page-path': '/' } });
      assert.equal(edited.status, 200, JSON.stringify(edited.json));
      const second = duplicated.indexOf("title: 'Teamwork'", duplicated.indexOf("title: 'Teamwork'") + 1);
      assert.equal(read(root, COURSE), `${duplicated.slice(0, second)}title: 'Teamwork in practice'${duplicated.slice(second + "title: 'Teamwork'".length)}`, 'only the copy\'s literal changed');
      assert.equal((await undo(ctx, edited.changeItemId)).status, 200);
      assert.equal(read(root, COURSE), duplicated);
      assert.equal((await undo(ctx, copy.changeItemId)).status, 200);
    });

    it('text put together by code is refused with the place it is worked out', async () => {
      const amount = { ...elementAt(root, PRICING, '<span className="package__amount"'), rendering: { pagePath: '/', index: 0, count: 3 } };
      const hashes = hashSite(root);
      const result = await mutate(ctx, 'editText', { element: amount, oldText: '$59', newText: '$49' }, { headers: { 'x-page-path': '/' } });
      assert.equal(result.status, 422, JSON.stringify(result.json));
      assert.match(result.json.error, /is worked out by code, not written out, so it cannot be edited here/);
      assert.match(result.json.details, /`dollars\.format\(pkg\.price\)` at site\/sections\/PricingSection\.tsx:\d+:\d+ \(computed\)/);
      assert.deepEqual(hashSite(root), hashes, 'nothing was written');
    });

    it('with every edit undone, the copy typechecks', () => {
      assert.deepEqual(typecheck(root), []);
    });
  });
});
