// Library components' use sites on a copy of the site: wouter's <Link> in the header, the footer and
// the not-found page carries a codebase id (the <a> it renders shows it), so the lookups name it
// and every operation that makes sense on a component's use site edits the <Link …> JSX: golden
// splices (every byte outside them unchanged), undo to the original bytes, redo to the edited ones,
// renderings, the id map, and the whole copy typechecks at the end. Changing its tag is refused.
import { execFileSync } from 'node:child_process';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ProjectSnapshot,
  assertSplices,
  copyProject,
  elementAt,
  hashSite,
  lookups,
  mutate,
  read,
  readBytes,
  redo,
  removeProject,
  repo,
  startApi,
  syntaxProblems,
  typecheck,
  undo,
} from './helpers/editing.mjs';

const CSS = 'site/styles/site.css';
const FOOTER = 'site/components/Footer.tsx';
const HEADER = 'site/components/Header.tsx';
const NOT_FOUND = 'site/pages/NotFoundPage.tsx';
const POLICY_LINK = '<Link href={link.href}>';
const FOOTER_BRAND = '<Link href="/" className="brand brand--inverse"';
const HEADER_BRAND = '<Link href="/" className="brand">';
const BACK_HOME = '<Link href="/" className="button">';
let root;
let ctx;

/** Runs an operation and checks the golden, parse, answer, undo (original bytes) and redo (edited bytes). */
async function roundTrip(operation, body, goldens, { renderings, message, headers } = {}) {
  const paths = Object.keys(goldens);
  const beforeBytes = Object.fromEntries(paths.map((path) => [path, readBytes(root, path)]));
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body, { headers });
  assert.equal(result.status, 200, JSON.stringify(result.json));
  const afterBytes = {};
  for (const path of paths) {
    const text = read(root, path);
    assertSplices(beforeBytes[path].toString('utf8'), text, goldens[path]);
    if (!path.endsWith('.css')) assert.deepEqual(syntaxProblems(path, text), [], `${path} does not parse`);
    afterBytes[path] = readBytes(root, path);
  }
  const changed = Object.keys(hashes).filter((path) => hashSite(root)[path] !== hashes[path]);
  assert.deepEqual(changed.sort(), [...paths].sort(), 'only the golden files changed');
  if (renderings !== undefined) assert.equal(result.json.renderings, renderings, 'renderings');
  if (message) assert.match(result.json.message, message);
  assert.equal((await undo(ctx, result.changeItemId)).status, 200);
  for (const path of paths) assert.ok(readBytes(root, path).equals(beforeBytes[path]), `undo restores ${path} byte for byte`);
  assert.equal((await redo(ctx, result.changeItemId)).status, 200);
  for (const path of paths) assert.ok(readBytes(root, path).equals(afterBytes[path]), `redo restores the edited ${path} byte for byte`);
  return result;
}

/** The site's <Link> use sites in `file`, in source order: id, line, column. */
const linksIn = (file) => ProjectSnapshot.read(root).index.inFile(file).filter((entry) => entry.tag === 'Link').map(({ id, line, column }) => ({ id, line, column }));

describe('library components (wouter <Link>) on a copy of the site', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  it('lookups name each <Link> use site: a component, where it is written, and whether its text is static', async () => {
    const { status, json } = await lookups(ctx);
    assert.equal(status, 200);
    // Where text and attributes are written: test/node/mutation-links-text.test.mjs.
    const entry = (file, opening) => {
      const { text: _text, attributes: _attributes, ...rest } = json.treeElementLookup[elementAt(root, file, opening).codebaseId];
      return rest;
    };
    assert.deepEqual(entry(FOOTER, POLICY_LINK), { name: 'Link', isComponent: true, staticTextContents: true, file: FOOTER, line: 23, column: 17, component: 'Footer', classNameProp: null });
    assert.deepEqual(entry(FOOTER, FOOTER_BRAND), { name: 'Link', isComponent: true, staticTextContents: false, file: FOOTER, line: 12, column: 11, component: 'Footer', classNameProp: null });
    assert.deepEqual(entry(HEADER, HEADER_BRAND), { name: 'Link', isComponent: true, staticTextContents: false, file: HEADER, line: 11, column: 9, component: 'Header', classNameProp: null });
    assert.deepEqual(entry(NOT_FOUND, BACK_HOME), { name: 'Link', isComponent: true, staticTextContents: true, file: NOT_FOUND, line: 12, column: 9, component: 'NotFoundPage', classNameProp: null });
    // DOM elements stay what they were; the Link is in its component's scope like they are.
    assert.deepEqual(entry(FOOTER, '<span className="brand__name"'), { name: 'span', isComponent: false, staticTextContents: true, file: FOOTER, line: 14, column: 13, component: 'Footer', classNameProp: null });
    assert.ok(json.scopeLookup[`${FOOTER}#Footer`].codebaseIds.includes(elementAt(root, FOOTER, POLICY_LINK).codebaseId));
    const names = Object.values(json.treeElementLookup).filter((lookup) => lookup.isComponent).map((lookup) => `${lookup.name} ${lookup.file}`);
    assert.deepEqual(names.sort(), [`Link ${FOOTER}`, `Link ${FOOTER}`, `Link ${HEADER}`, `Link ${NOT_FOUND}`]);
  });

  describe('styling and classes', () => {
    it('CSS: a Link without an own class gets one (component__link) and a rule for it', async () => {
      await roundTrip(
        'styling',
        { reactElement: elementAt(root, FOOTER, POLICY_LINK), styling: { 'text-decoration': 'underline' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] },
        {
          [FOOTER]: [[POLICY_LINK, '<Link href={link.href} className="footer__link">']],
          [CSS]: [['.site-footer__legal p {\n  margin: 0;\n}\n', '.site-footer__legal p {\n  margin: 0;\n}\n\n.footer__link {\n  text-decoration: underline;\n}\n']],
        },
        { renderings: 2, headers: { 'x-page-path': '/privacy-policy' }, message: /^Styled <Link> at site\/components\/Footer\.tsx:23:17 with the CSS rule \.footer__link in site\/styles\/site\.css: text-decoration: underline$/ },
      );
    });

    it('CSS: the Link\'s own class then takes the next rule (hover), with no new class', async () => {
      await roundTrip(
        'styling',
        { reactElement: elementAt(root, FOOTER, '<Link href={link.href} className="footer__link">'), styling: { color: 'var(--accent)' }, stylingFramework: 'CSS', modifiers: ['hover'], customProperties: [] },
        { [CSS]: [['.footer__link {\n  text-decoration: underline;\n}\n', '.footer__link {\n  text-decoration: underline;\n}\n\n.footer__link:hover {\n  color: var(--accent);\n}\n']] },
        { renderings: 2 },
      );
    });

    it('INLINE: a style prop on the Link (wouter passes it to the <a>)', async () => {
      await roundTrip(
        'styling',
        { reactElement: elementAt(root, NOT_FOUND, BACK_HOME), styling: { 'margin-top': 'var(--space-4)' }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] },
        { [NOT_FOUND]: [[BACK_HOME, `<Link href="/" className="button" style={{ marginTop: 'var(--space-4)' }}>`]] },
        { renderings: 1, headers: { 'x-page-path': '/nowhere' } },
      );
    });

    it('addClass and removeClass edit the Link\'s className', async () => {
      await roundTrip(
        'addClass',
        { reactElement: elementAt(root, HEADER, HEADER_BRAND), className: 'brand--compact', stylingFramework: null, modifiers: [], customProperties: [] },
        { [HEADER]: [[HEADER_BRAND, '<Link href="/" className="brand brand--compact">']] },
        { renderings: 1, message: /^Added the class "brand--compact" to <Link> at site\/components\/Header\.tsx:11:9$/ },
      );
      await roundTrip(
        'removeClass',
        { reactElement: elementAt(root, FOOTER, FOOTER_BRAND), className: 'brand--inverse' },
        { [FOOTER]: [['className="brand brand--inverse"', 'className="brand"']] },
        { renderings: 1 },
      );
    });
  });

  describe('text', () => {
    it('JSX text of a Link is edited in place', async () => {
      await roundTrip(
        'editText',
        { element: elementAt(root, NOT_FOUND, '<Link href="/" className="button" style'), oldText: 'Back to the home page', newText: 'Back to the start page' },
        { [NOT_FOUND]: [['          Back to the home page\n', '          Back to the start page\n']] },
        { renderings: 1, message: /^Edited the text of <Link> at site\/pages\/NotFoundPage\.tsx:12:9: "Back to the home page" → "Back to the start page"$/ },
      );
    });

    it('a Link\'s text from data is edited in the literal this rendering shows (one footer link, not both)', async () => {
      await roundTrip(
        'editText',
        { element: elementAt(root, FOOTER, '<Link href={link.href} className="footer__link">'), oldText: 'Privacy Policy', newText: 'Privacy policy' },
        { 'site/content/navigation.ts': [["{ href: '/privacy-policy', label: 'Privacy Policy' }", "{ href: '/privacy-policy', label: 'Privacy policy' }"]] },
        { renderings: 1, message: /\(the literal at site\/content\/navigation\.ts:9:37\)$/ },
      );
    });

    it('a Link with child elements has no text of its own to edit', async () => {
      const hashes = hashSite(root);
      const result = await mutate(ctx, 'editText', { element: elementAt(root, HEADER, '<Link href="/" className="brand brand--compact">'), oldText: 'Product Analytics', newText: 'Analytics' });
      assert.equal(result.status, 422, JSON.stringify(result.json));
      assert.match(result.json.error, /^The Link holds other elements and no text of its own: select the element inside it/);
      assert.match(result.json.details, /^Written at: <Link> at site\/components\/Header\.tsx:11:9\./);
      assert.deepEqual(hashSite(root), hashes);
    });
  });

  describe('structure', () => {
    it('changePropValue sets the Link\'s href', async () => {
      await roundTrip(
        'changePropValue',
        { elementToModify: elementAt(root, NOT_FOUND, '<Link href="/" className="button" style'), propName: 'href', propValue: '/refund-policy' },
        { [NOT_FOUND]: [['<Link href="/" className="button" style', '<Link href="/refund-policy" className="button" style']] },
        { message: /^Prop changed: href="\/refund-policy" on <Link> at site\/pages\/NotFoundPage\.tsx:12:9$/ },
      );
    });

    it('wrapInDiv wraps the Link, and the id map follows it to its new column', async () => {
      const before = linksIn(HEADER);
      const result = await roundTrip(
        'wrapInDiv',
        { reactElements: [elementAt(root, HEADER, '<Link href="/" className="brand brand--compact">')] },
        {
          [HEADER]: [
            [
              '        <Link href="/" className="brand brand--compact">\n          <LogoMark />\n          <span className="brand__name">{company.productName}</span>\n        </Link>\n',
              '        <div>\n          <Link href="/" className="brand brand--compact">\n            <LogoMark />\n            <span className="brand__name">{company.productName}</span>\n          </Link>\n        </div>\n',
            ],
          ],
        },
        { renderings: 1 },
      );
      const after = linksIn(HEADER);
      assert.deepEqual([before[0].line, after[0].line, after[0].column], [11, 12, 11]);
      assert.equal(result.json.prevIdToNewIdMap[before[0].id], after[0].id);
    });

    it('duplicate copies the footer\'s policy Link inside its list item', async () => {
      const line = '                <Link href={link.href} className="footer__link">{link.label}</Link>\n';
      await roundTrip('duplicate', { reactElements: [elementAt(root, FOOTER, '<Link href={link.href} className="footer__link">')] }, { [FOOTER]: [[line, line + line]] }, { renderings: 2 });
      // Put it back, so the next tests find one.
      const copies = linksIn(FOOTER).slice(1);
      assert.equal(copies.length, 2);
      const removed = await mutate(ctx, 'removeJsxElement', { elementsToRemove: [{ codebaseId: copies[1].id }] });
      assert.equal(removed.status, 200, JSON.stringify(removed.json));
    });

    it('moveJsxElement moves the footer\'s brand Link after the tagline, naming Link siblings and parents', async () => {
      const text = read(root, FOOTER);
      const brand = text.slice(text.indexOf('          <Link href="/" className="brand"'), text.indexOf('</Link>\n', text.indexOf('<Link href="/" className="brand"')) + '</Link>\n'.length);
      const tagline = '          <p className="site-footer__tagline">An online course in product analytics, taught in English.</p>\n';
      const before = linksIn(FOOTER);
      const result = await roundTrip(
        'moveJsxElement',
        {
          elementToMove: elementAt(root, FOOTER, '<Link href="/" className="brand"'),
          newContainerElement: elementAt(root, FOOTER, '<div className="site-footer__brand"'),
          afterElement: elementAt(root, FOOTER, '<p className="site-footer__tagline"'),
          beforeElement: null,
          expectedCurrentParent: elementAt(root, FOOTER, '<div className="site-footer__brand"'),
        },
        { [FOOTER]: [[brand + tagline, tagline + brand]] },
        { renderings: 1 },
      );
      assert.equal(result.json.prevIdToNewIdMap[before[0].id], linksIn(FOOTER)[0].id);
      // An element inside the Link has the Link as its parent in the source, as its <a> is in the page.
      const moveBack = await mutate(ctx, 'moveJsxElement', {
        elementToMove: elementAt(root, FOOTER, '<span className="brand__name"'),
        newContainerElement: elementAt(root, FOOTER, '<div className="site-footer__brand"'),
        afterElement: null,
        beforeElement: null,
        expectedCurrentParent: elementAt(root, FOOTER, '<div className="site-footer__brand"'),
      });
      assert.equal(moveBack.status, 422);
      assert.match(moveBack.json.error, /^The text is no longer where the preview showed it: the page changed since\. Reload the preview and try again\.$/);
      assert.match(moveBack.json.details, /but in the source <span> at site\/components\/Footer\.tsx:\d+:\d+ is inside <Link> at site\/components\/Footer\.tsx:/);
    });

    it('addJsxElement adds a Link, importing it from wouter as the site does elsewhere', async () => {
      const file = 'site/sections/HeroSection.tsx';
      const text = read(root, file);
      const lastImport = text.split('\n').filter((line) => line.startsWith('import ')).at(-1);
      const result = await roundTrip(
        'addJsxElement',
        {
          destinationElement: elementAt(root, file, '<div className="hero__actions"'),
          beforeElement: null,
          afterElement: null,
          newElement: { type: 'native', nativeTag: null, componentName: 'Link', propsToSet: { href: '/refund-policy', children: 'Refund policy' } },
          canvasId: 'site',
          deletedStoryboardId: null,
          fileContentsToSourceFrom: null,
          fileContentsSourceFilename: null,
          hasInstantUpdate: false,
        },
        {
          [file]: [
            [`${lastImport}\n`, `${lastImport}\nimport { Link } from 'wouter';\n`],
            ['            <p className="hero__note">{hero.note}</p>\n', '            <p className="hero__note">{hero.note}</p>\n            <Link href="/refund-policy">Refund policy</Link>\n'],
          ],
        },
        { renderings: 1 },
      );
      assert.match(result.json.message, /^Successfully added <Link> to <div> at site\/sections\/HeroSection\.tsx:/);
      const added = ProjectSnapshot.read(root).index.inFile(file).filter((entry) => entry.tag === 'Link');
      assert.deepEqual(added.map((entry) => entry.library), ['wouter']);
    });

    it('removeJsxElement removes the not-found page\'s Link, and the wouter import it was the last use of', async () => {
      const text = read(root, NOT_FOUND);
      const start = text.indexOf('        <Link href="/refund-policy"');
      const link = text.slice(start, text.indexOf('</Link>\n', start) + '</Link>\n'.length);
      await roundTrip(
        'removeJsxElement',
        { elementsToRemove: [elementAt(root, NOT_FOUND, '<Link href="/refund-policy"')] },
        { [NOT_FOUND]: [["import { Link } from 'wouter';\n", ''], [link, '']] },
        { message: /^Removed <Link> at site\/pages\/NotFoundPage\.tsx:12:9; removed the import it left unused: Link \(site\/pages\/NotFoundPage\.tsx\)$/ },
      );
      assert.deepEqual(linksIn(NOT_FOUND), []);
    });

    it('changeElementTag on a Link answers 422: an <a> would drop the router; nothing is written', async () => {
      const hashes = hashSite(root);
      const result = await mutate(ctx, 'changeElementTag', { elementToModify: elementAt(root, FOOTER, '<Link href={link.href} className="footer__link">'), newTag: 'a' });
      assert.equal(result.status, 422, JSON.stringify(result.json));
      assert.match(
        result.json.error,
        /^The Link(?: “[^”]*”)? comes from the package wouter, which renders its element itself; changing it to <a> would drop what Link does \(for a router link, navigating without a page load\)\./,
      );
      assert.match(result.json.details, /^Written at: <Link> at site\/components\/Footer\.tsx:\d+:\d+\.$/);
      assert.deepEqual(hashSite(root), hashes, 'nothing was written');
    });
  });

  it('with every edit applied, the copy typechecks with the site\'s settings, and the real site/ is untouched', () => {
    assert.deepEqual(typecheck(root), []);
    assert.equal(execFileSync('git', ['status', '--porcelain', 'site/'], { cwd: repo, encoding: 'utf8' }), '');
  });
});
