// Every mutation operation on a temporary copy of the real site/: the exact resulting source
// (golden splices: each byte outside them unchanged), the file parses, undo gives back the
// original bytes and redo the edited ones, the answer's renderings and id map. Edits accumulate on
// the copy; the whole copy is typechecked once at the end (with every edit applied).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  ProjectSnapshot,
  assertSplices,
  copyProject,
  elementAt,
  hashSite,
  mutate,
  read,
  readBytes,
  redo,
  removeProject,
  repo,
  startApi,
  syntaxProblems,
  typecheck,
  settledTypeCheck,
  undo,
} from './helpers/editing.mjs';

const CSS = 'site/styles/site.css';
let root;
let ctx;

/** Runs an operation and checks the golden, parse, answer, undo (original bytes) and redo (edited bytes). */
async function roundTrip(operation, body, goldens, { renderings, message, headers } = {}) {
  const paths = Object.keys(goldens);
  const beforeBytes = Object.fromEntries(paths.map((path) => [path, readBytes(root, path)]));
  const result = await mutate(ctx, operation, body, { headers });
  assert.equal(result.status, 200, JSON.stringify(result.json));
  const afterBytes = {};
  for (const path of paths) {
    const text = read(root, path);
    assertSplices(beforeBytes[path].toString('utf8'), text, goldens[path]);
    if (!path.endsWith('.css')) assert.deepEqual(syntaxProblems(path, text), [], `${path} does not parse`);
    afterBytes[path] = readBytes(root, path);
  }
  assert.deepEqual(result.json.files.map((file) => file.path).sort(), [...paths].sort());
  for (const file of result.json.files) assert.match(file.diff, new RegExp(`^--- a/${file.path}\\n\\+\\+\\+ b/${file.path}\\n@@ `));
  assert.equal(result.json.activityId, result.changeItemId);
  if (renderings !== undefined) assert.equal(result.json.renderings, renderings, 'renderings');
  if (message) assert.match(result.json.message, message);

  const undone = await undo(ctx, result.changeItemId);
  assert.equal(undone.status, 200, JSON.stringify(undone.json));
  for (const path of paths) assert.ok(readBytes(root, path).equals(beforeBytes[path]), `undo restores ${path} byte for byte`);
  assert.deepEqual(undone.json.prevIdToNewIdMap, Object.fromEntries(Object.entries(result.json.prevIdToNewIdMap).map(([a, b]) => [b, a])));
  const redone = await redo(ctx, result.changeItemId);
  assert.equal(redone.status, 200, JSON.stringify(redone.json));
  for (const path of paths) assert.ok(readBytes(root, path).equals(afterBytes[path]), `redo restores the edited ${path} byte for byte`);
  assert.deepEqual(redone.json.prevIdToNewIdMap, result.json.prevIdToNewIdMap);
  return result;
}

/**
 * A refused request: its status, its error, and not one byte written. `expected` is the sentence's
 * pattern, or `{ error, details }` when the positions or grammar it leaves out are checked too.
 */
async function refused(operation, body, status, expected) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body);
  assert.equal(result.status, status, JSON.stringify(result.json));
  const { error, details } = expected instanceof RegExp ? { error: expected } : expected;
  assert.match(result.json.error, error);
  if (details) assert.match(result.json.details ?? '', details);
  assert.deepEqual(hashSite(root), hashes, 'nothing was written');
}

/**
 * An edit that adds type errors is written at once (types are checked after the write); its type
 * check then lists the errors with file:line:column, and one undo takes the edit back byte for byte.
 */
async function writtenWithTypeErrors(operation, body, problems) {
  const hashes = hashSite(root);
  const result = await mutate(ctx, operation, body);
  assert.equal(result.status, 200, JSON.stringify(result.json));
  assert.notDeepEqual(hashSite(root), hashes, 'the edit was written');
  const check = await settledTypeCheck(ctx, result.changeItemId);
  assert.equal(check.state, 'problems', JSON.stringify(check));
  assert.match(check.problems.map((problem) => `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`).join('\n'), problems);
  assert.equal((await undo(ctx, result.changeItemId)).status, 200);
  assert.deepEqual(hashSite(root), hashes, 'the undo restored every byte');
}

/**
 * The id map is complete and right: every id of the edited file that no longer exists is mapped
 * (unless its element was removed), to an id of an element with the same tag; ids that still
 * exist are not keys.
 */
function assertIdMap(file, beforeEntries, map, removed = 0) {
  const afterEntries = ProjectSnapshot.read(root).index.inFile(file);
  const afterIds = new Map(afterEntries.map((entry) => [entry.id, entry]));
  const gone = beforeEntries.filter((entry) => !afterIds.has(entry.id));
  assert.equal(gone.filter((entry) => !(entry.id in map)).length, removed, 'ids that changed but are not mapped');
  for (const entry of beforeEntries) {
    if (!(entry.id in map)) continue;
    assert.ok(!afterIds.has(entry.id) || afterIds.get(entry.id).tag !== entry.tag || map[entry.id] !== entry.id);
    assert.equal(afterIds.get(map[entry.id])?.tag, entry.tag, `${entry.id} maps to an element of the same tag`);
  }
}

const entriesOf = (file) => ProjectSnapshot.read(root).index.inFile(file).map(({ id, tag, line, column }) => ({ id, tag, line, column }));

describe('mutation operations on a copy of the site', () => {
  before(async () => {
    root = copyProject();
    ctx = await startApi(root);
  });
  after(async () => {
    await ctx.close();
    removeProject(root);
  });

  describe('styling', () => {
    it('INLINE adds a style prop', async () => {
      const target = elementAt(root, 'site/components/CardGrid.tsx', '<p className="card__text"');
      const result = await roundTrip(
        'styling',
        { reactElement: target, styling: { color: 'var(--muted)', 'font-size': '1rem' }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] },
        { 'site/components/CardGrid.tsx': [['<p className="card__text">', `<p className="card__text" style={{ color: 'var(--muted)', fontSize: '1rem' }}>`]] },
        { renderings: 14, message: /^Styled <p> at site\/components\/CardGrid\.tsx:14:11 with its inline style: color: var\(--muted\); font-size: 1rem$/ },
      );
      assert.deepEqual(result.json.prevIdToNewIdMap, {});
    });

    it('INLINE merges into the style object: replaces, unsets (null) and adds properties', async () => {
      const target = elementAt(root, 'site/components/CardGrid.tsx', '<p className="card__text"');
      await roundTrip(
        'styling',
        { reactElement: target, styling: { color: null, 'font-size': '1.125rem', 'line-height': '1.5' }, stylingFramework: null, modifiers: [], customProperties: [] },
        { 'site/components/CardGrid.tsx': [[`style={{ color: 'var(--muted)', fontSize: '1rem' }}`, `style={{ fontSize: '1.125rem', lineHeight: '1.5' }}`]] },
        { renderings: 14 },
      );
    });

    it('CSS merges into the rule of the element\'s own class', async () => {
      const target = elementAt(root, 'site/components/CardGrid.tsx', '<h3 className="card__title"');
      await roundTrip(
        'styling',
        { reactElement: target, styling: { 'margin-bottom': 'var(--space-3)', 'letter-spacing': '0.01em' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] },
        { [CSS]: [['.card__title {\n  margin-bottom: var(--space-2);\n}', '.card__title {\n  margin-bottom: var(--space-3);\n  letter-spacing: 0.01em;\n}']] },
        { renderings: 14, message: /with the CSS rule \.card__title in site\/styles\/site\.css: margin-bottom: var\(--space-3\); letter-spacing: 0\.01em$/ },
      );
    });

    it('CSS gives an element without an own class one (component__tag) and a rule before the media queries', async () => {
      const target = elementAt(root, 'site/sections/AudienceSection.tsx', '<li key={item}>');
      await roundTrip(
        'styling',
        { reactElement: target, styling: { padding: 'var(--space-1) 0' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] },
        {
          'site/sections/AudienceSection.tsx': [['<li key={item}>', '<li key={item} className="audience-section__li">']],
          [CSS]: [['.site-footer__legal p {\n  margin: 0;\n}\n', '.site-footer__legal p {\n  margin: 0;\n}\n\n.audience-section__li {\n  padding: var(--space-1) 0;\n}\n']],
        },
        { renderings: 2 },
      );
    });

    it('CSS modifiers: a pseudo-class rule goes after the class\'s rule', async () => {
      const target = elementAt(root, 'site/sections/AudienceSection.tsx', '<li key={item}');
      await roundTrip(
        'styling',
        { reactElement: target, styling: { color: 'var(--accent)' }, stylingFramework: 'CSS', modifiers: ['hover'], customProperties: [] },
        { [CSS]: [['.audience-section__li {\n  padding: var(--space-1) 0;\n}\n', '.audience-section__li {\n  padding: var(--space-1) 0;\n}\n\n.audience-section__li:hover {\n  color: var(--accent);\n}\n']] },
      );
    });

    it('CSS md goes into the site\'s own 48rem media query', async () => {
      const target = elementAt(root, 'site/sections/AudienceSection.tsx', '<li key={item}');
      await roundTrip(
        'styling',
        { reactElement: target, styling: { padding: 'var(--space-2) 0' }, stylingFramework: 'CSS', modifiers: ['md'], customProperties: [] },
        {
          [CSS]: [
            [
              '  .site-footer__grid {\n    grid-template-columns: 2fr 1fr 2fr;\n  }\n}',
              '  .site-footer__grid {\n    grid-template-columns: 2fr 1fr 2fr;\n  }\n  .audience-section__li {\n    padding: var(--space-2) 0;\n  }\n}',
            ],
          ],
        },
        { message: /at md \(min-width 768px\)/ },
      );
    });

    it('CSS 2xl with focus: a new 96rem media query after the site\'s last one', async () => {
      const target = elementAt(root, 'site/sections/AudienceSection.tsx', '<li key={item}');
      await roundTrip(
        'styling',
        { reactElement: target, styling: { outline: '2px solid var(--accent)' }, stylingFramework: 'CSS', modifiers: ['focus', '2xl'], customProperties: [] },
        {
          [CSS]: [
            [
              '  .package--popular {\n    transform: translateY(-8px);\n  }\n}\n',
              '  .package--popular {\n    transform: translateY(-8px);\n  }\n}\n\n@media (min-width: 96rem) {\n  .audience-section__li:focus {\n    outline: 2px solid var(--accent);\n  }\n}\n',
            ],
          ],
        },
      );
    });

    it('CSS max-md: a new max-width block after every rule the class has (the sheet\'s min-width blocks), then rules join it', async () => {
      const target = elementAt(root, 'site/sections/AudienceSection.tsx', '<li key={item}');
      const end = '  .audience-section__li:focus {\n    outline: 2px solid var(--accent);\n  }\n}\n';
      const block = '@media (max-width: 47.99875rem) {\n  .audience-section__li {\n    padding: 0;\n  }\n}\n';
      await roundTrip(
        'styling',
        { reactElement: target, styling: { padding: '0' }, stylingFramework: 'CSS', modifiers: ['max-md'], customProperties: [] },
        { [CSS]: [[end, `${end}\n${block}`]] },
        { message: /with the CSS rule \.audience-section__li at max-md \(narrower than 768px\) in site\/styles\/site\.css: padding: 0$/ },
      );
      // The same block takes the element's next narrow rule, and a value changes in place.
      await roundTrip(
        'styling',
        { reactElement: target, styling: { color: 'var(--ink)' }, stylingFramework: 'CSS', modifiers: ['hover', 'max-md'], customProperties: [] },
        { [CSS]: [[block, block.replace('    padding: 0;\n  }\n', '    padding: 0;\n  }\n  .audience-section__li:hover {\n    color: var(--ink);\n  }\n')]] },
      );
      // Narrower still (max-sm): its own block after max-md's, so it wins below 640 px.
      const tail = '  .audience-section__li:hover {\n    color: var(--ink);\n  }\n}\n';
      await roundTrip(
        'styling',
        { reactElement: target, styling: { padding: 'var(--space-1) 0 0' }, stylingFramework: 'CSS', modifiers: ['max-sm'], customProperties: [] },
        { [CSS]: [[tail, `${tail}\n@media (max-width: 39.99875rem) {\n  .audience-section__li {\n    padding: var(--space-1) 0 0;\n  }\n}\n`]] },
        { message: /at max-sm \(narrower than 640px\)/ },
      );
      await roundTrip(
        'styling',
        { reactElement: target, styling: { padding: 'var(--space-1) 0' }, stylingFramework: 'CSS', modifiers: ['max-md'], customProperties: [] },
        { [CSS]: [['47.99875rem) {\n  .audience-section__li {\n    padding: 0;', '47.99875rem) {\n  .audience-section__li {\n    padding: var(--space-1) 0;']] },
      );
      await refused('styling', { reactElement: target, styling: { margin: null }, stylingFramework: 'CSS', modifiers: ['max-lg'], customProperties: [] }, 422, { error: /^This style is not set here for widths narrower than 1024 px, so there is nothing to remove\.$/, details: /has no rule \.audience-section__li for widths narrower than 1024px/ });
    });

    it('refuses two screen sizes, one the other way round included, and names the ones there are; INLINE takes none', async () => {
      const target = elementAt(root, 'site/sections/AudienceSection.tsx', '<li key={item}');
      const body = (modifiers, stylingFramework = 'CSS') => ({ reactElement: target, styling: { color: 'red' }, stylingFramework, modifiers, customProperties: [] });
      await refused('styling', body(['max-md', 'md']), 400, /^modifiers names two screen sizes \("max-md" and "md"\); send one of sm, md, lg, xl, 2xl, max-sm, max-md, max-lg, max-xl, max-2xl\.$/);
      await refused('styling', body(['max-sm', 'max-lg']), 400, /names two screen sizes \("max-sm" and "max-lg"\)/);
      await refused('styling', body(['below-md']), 400, /contains "below-md", which is not a modifier this server writes: .* \(pseudo-classes\) or sm, md, lg, xl, 2xl, max-sm, max-md, max-lg, max-xl, max-2xl \(screen sizes\)\.$/);
      await refused('styling', body(['max-md'], 'INLINE'), 422, /An inline style cannot hold pseudo-classes or screen sizes \(max-md\); use the CSS or TAILWIND styling framework for them\./);
    });

    it('TAILWIND max-md: Tailwind\'s own narrow variant, screen size first', async () => {
      const file = 'site/sections/AudienceSection.tsx';
      const target = elementAt(root, file, '<ul className="check-list"');
      await roundTrip(
        'styling',
        { reactElement: target, styling: { color: 'red', 'font-size': '1rem' }, stylingFramework: 'TAILWIND', modifiers: ['hover', 'max-md'], customProperties: [] },
        { [file]: [['"check-list"', '"check-list max-md:hover:[color:red] max-md:hover:[font-size:1rem]"']] },
      );
      await roundTrip(
        'styling',
        { reactElement: target, styling: { color: 'blue' }, stylingFramework: 'TAILWIND', modifiers: ['hover', 'max-md'], customProperties: [] },
        { [file]: [['max-md:hover:[color:red] max-md:hover:[font-size:1rem]', 'max-md:hover:[font-size:1rem] max-md:hover:[color:blue]']] },
      );
    });

    it('TAILWIND writes arbitrary-property classes with variant prefixes, and replaces its own', async () => {
      const target = elementAt(root, 'site/sections/AudienceSection.tsx', '<h3 className="requirements__title"');
      const file = 'site/sections/AudienceSection.tsx';
      const body = (value) => ({ reactElement: target, styling: { color: value }, stylingFramework: 'TAILWIND', modifiers: ['hover', 'md'], customProperties: [] });
      await roundTrip('styling', body('var(--accent)'), { [file]: [['"requirements__title"', '"requirements__title md:hover:[color:var(--accent)]"']] }, { renderings: 1, message: /no Tailwind build/ });
      await roundTrip('styling', body('red'), { [file]: [['"requirements__title md:hover:[color:var(--accent)]"', '"requirements__title md:hover:[color:red]"']] });
    });

    it("refuses a value its property's grammar does not allow, in every styling framework, writing nothing", async () => {
      const target = elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"');
      const body = (styling, stylingFramework) => ({ reactElement: target, styling, stylingFramework, modifiers: [], customProperties: [] });
      for (const framework of ['INLINE', 'CSS', 'TAILWIND']) {
        await refused('styling', body({ color: 'blu' }, framework), 422, { error: /^"blu" is not a valid value for color\. Check the spelling, or pick one of the values the field offers; the heading was left as it was\. Nothing was written\.$/, details: /^color takes <color>\.$/ });
      }
      await refused('styling', body({ width: '-50px', 'font-size': '1rem' }, 'CSS'), 422, /^"-50px" is not a valid value for width\b.*Nothing was written\.$/);
      await refused('styling', body({ colr: 'red' }, 'CSS'), 422, /^"colr" is not a CSS property\. .*Nothing was written\.$/);
      // Two problems, one answer naming both.
      await refused('styling', body({ color: 'blu', display: 'flexy' }, 'INLINE'), 422, /"blu" is not a valid value for color.*"flexy" is not a valid value for display/);
    });

    it('lets through what the grammar cannot judge or a designer may mean: var(), custom properties, large numbers, vendor prefixes', async () => {
      const target = elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"');
      const styling = { color: 'var(--accent)', '--hero-tint': 'anything at all', 'font-size': '99999px', '-webkit-text-stroke': '1px red', 'text-wrap': 'balance' };
      const result = await mutate(ctx, 'styling', { reactElement: target, styling, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
      assert.equal(result.status, 200, JSON.stringify(result.json));
      assert.equal((await undo(ctx, result.changeItemId)).status, 200);
    });

    it('refuses modifiers on INLINE and an unset of what is not there', async () => {
      const target = elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"');
      await refused('styling', { reactElement: target, styling: { color: 'red' }, stylingFramework: 'INLINE', modifiers: ['hover'], customProperties: [] }, 422, /An inline style cannot hold pseudo-classes or screen sizes \(hover\)/);
      await refused('styling', { reactElement: target, styling: { color: null }, stylingFramework: 'INLINE', modifiers: [], customProperties: [] }, 422, /has no style attribute, so there is nothing to unset/);
    });
  });

  describe('addClass and removeClass', () => {
    it('addClass extends a string className', async () => {
      await roundTrip(
        'addClass',
        { reactElement: elementAt(root, 'site/sections/HeroSection.tsx', '<div className="hero__copy"'), className: 'hero__copy--wide', stylingFramework: null, modifiers: [], customProperties: [] },
        { 'site/sections/HeroSection.tsx': [['<div className="hero__copy">', '<div className="hero__copy hero__copy--wide">']] },
        { renderings: 1, message: /^Added the class "hero__copy--wide" to <div> at site\/sections\/HeroSection\.tsx:9:9$/ },
      );
    });

    it('addClass extends a template literal className', async () => {
      await roundTrip(
        'addClass',
        { reactElement: elementAt(root, 'site/components/CardGrid.tsx', '<ul className={`card-grid'), className: 'card-grid--tight', stylingFramework: null, modifiers: [], customProperties: [] },
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
        { 'site/components/CardGrid.tsx': [['{`card-grid card-grid--${columns}`}', '{`card-grid card-grid--${columns} card-grid--tight`}']] },
        { renderings: 4 },
      );
    });

    it('addClass extends both branches of a conditional className', async () => {
      await roundTrip(
        'addClass',
        { reactElement: elementAt(root, 'site/sections/PricingSection.tsx', '<li key={pkg.id}'), className: 'package--boxed', stylingFramework: null, modifiers: [], customProperties: [] },
        { 'site/sections/PricingSection.tsx': [["pkg.mostPopular ? 'package package--popular' : 'package'}", "pkg.mostPopular ? 'package package--popular package--boxed' : 'package package--boxed'}"]] },
        { renderings: 3 },
      );
    });

    it('addClass with TAILWIND prefixes the modifiers (screen size first)', async () => {
      await roundTrip(
        'addClass',
        { reactElement: elementAt(root, 'site/sections/HeroSection.tsx', '<p className="hero__note"'), className: 'underline', stylingFramework: 'TAILWIND', modifiers: ['hover', 'lg'], customProperties: [] },
        { 'site/sections/HeroSection.tsx': [['<p className="hero__note">', '<p className="hero__note lg:hover:underline">']] },
        { message: /a Tailwind class: the site has no Tailwind build yet/ },
      );
    });

    it('addClass keeps the classes a prop passes, with no stray "undefined" when it passes none', async () => {
      const result = await roundTrip(
        'addClass',
        { reactElement: elementAt(root, 'site/components/SectionLink.tsx', '<a className={className}'), className: 'x', stylingFramework: null, modifiers: [], customProperties: [] },
        { 'site/components/SectionLink.tsx': [['<a className={className} href', `<a className={className ? \`$${'{'}className} x\` : 'x'} href`]] },
      );
      assert.equal((await undo(ctx, result.changeItemId)).status, 200);
    });

    it('addClass refuses a class it has, and modifiers without Tailwind', async () => {
      await refused('addClass', { reactElement: elementAt(root, 'site/components/CardGrid.tsx', '<h3 className="card__title"'), className: 'card__title', stylingFramework: null, modifiers: [], customProperties: [] }, 422, /already has the class "card__title"/);
      await refused('addClass', { reactElement: elementAt(root, 'site/components/CardGrid.tsx', '<h3 className="card__title"'), className: 'x', stylingFramework: null, modifiers: ['hover'], customProperties: [] }, 422, /Modifiers \(hover\) apply to Tailwind classes only/);
    });

    it('removeClass takes a class out of both branches of a condition', async () => {
      await roundTrip(
        'removeClass',
        { reactElement: elementAt(root, 'site/sections/PricingSection.tsx', '<a className={pkg.mostPopular'), className: 'package__cta' },
        { 'site/sections/PricingSection.tsx': [["pkg.mostPopular ? 'button package__cta' : 'button button--outline package__cta'", "pkg.mostPopular ? 'button' : 'button button--outline'"]] },
        { renderings: 3 },
      );
    });

    it('removeClass takes the first class of a template literal with the space after it', async () => {
      await roundTrip(
        'removeClass',
        { reactElement: elementAt(root, 'site/components/CardGrid.tsx', '<ul className={`card-grid'), className: 'card-grid' },
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal.
        { 'site/components/CardGrid.tsx': [['{`card-grid card-grid--${columns} card-grid--tight`}', '{`card-grid--${columns} card-grid--tight`}']] },
      );
    });

    it('removeClass of the only class removes the className attribute', async () => {
      await roundTrip(
        'removeClass',
        { reactElement: elementAt(root, 'site/components/CardGrid.tsx', '<li key={card.title}'), className: 'card' },
        { 'site/components/CardGrid.tsx': [['<li key={card.title} className="card">', '<li key={card.title}>']] },
      );
    });

    it('removeClass refuses a class the source does not write, listing the ones it does', async () => {
      await refused('removeClass', { reactElement: elementAt(root, 'site/sections/HeroSection.tsx', '<div className="hero__copy'), className: 'nope' }, 422, /has no class "nope" in its source; its classes there: hero__copy hero__copy--wide\./);
    });
  });

  describe('changeElementTag and changePropValue', () => {
    it('changeElementTag renames the opening and the closing tag', async () => {
      await roundTrip(
        'changeElementTag',
        { elementToModify: elementAt(root, 'site/sections/HeroSection.tsx', '<p className="hero__lead"'), newTag: 'div' },
        { 'site/sections/HeroSection.tsx': [['<p className="hero__lead">{hero.lead}</p>', '<div className="hero__lead">{hero.lead}</div>']] },
        { message: /^Changed <p> at site\/sections\/HeroSection\.tsx:12:11 to <div>$/ },
      );
    });

    it('changeElementTag refuses a void tag for an element with children, and a tag that would not typecheck', async () => {
      await refused('changeElementTag', { elementToModify: elementAt(root, 'site/sections/HeroSection.tsx', '<p className="eyebrow"'), newTag: 'img' }, 422, /<img> is a void element and cannot have children/);
      // useReveal's ref is typed for the <section>; an <svg> there does not typecheck: written, then reported.
      await writtenWithTypeErrors('changeElementTag', { elementToModify: elementAt(root, 'site/components/Section.tsx', '<section id={id}'), newTag: 'svg' }, /^site\/components\/Section\.tsx:\d+:\d+: Type 'RefObject<HTMLElement>' is not assignable/m);
    });

    it('changePropValue replaces a string prop', async () => {
      await roundTrip(
        'changePropValue',
        { elementToModify: elementAt(root, 'site/components/HeroChart.tsx', '<svg'), propName: 'aria-label', propValue: 'A dashboard: funnel, A/B test, trend' },
        { 'site/components/HeroChart.tsx': [['aria-label="Illustration: a conversion funnel, an A/B test comparison and a rising trend line"', 'aria-label="A dashboard: funnel, A/B test, trend"']] },
        { message: /^Prop changed: aria-label="A dashboard: funnel, A\/B test, trend" on <svg>/ },
      );
    });

    it('changePropValue writes numbers as expressions, adds missing props at the end, and JSON objects as literals', async () => {
      await roundTrip(
        'changePropValue',
        { elementToModify: elementAt(root, 'site/components/HeroChart.tsx', '<rect x="12" y="17"'), propName: 'rx', propValue: 20 },
        { 'site/components/HeroChart.tsx': [['<rect x="12" y="17" width="456" height="336" rx="16"', '<rect x="12" y="17" width="456" height="336" rx={20}']] },
      );
      await roundTrip(
        'changePropValue',
        { elementToModify: elementAt(root, 'site/sections/HeroSection.tsx', '<p className="hero__note'), propName: 'title', propValue: 'Course "facts"' },
        { 'site/sections/HeroSection.tsx': [['<p className="hero__note lg:hover:underline">', `<p className="hero__note lg:hover:underline" title={'Course "facts"'}>`]] },
      );
      await roundTrip(
        'changePropValue',
        { elementToModify: elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"'), propName: 'style', propValue: { color: 'var(--ink)', maxWidth: '20ch' } },
        { 'site/sections/HeroSection.tsx': [['<h1 id="hero-title">', `<h1 id="hero-title" style={{ color: 'var(--ink)', maxWidth: '20ch' }}>`]] },
      );
    });

    it('changePropValue refuses event handlers (code) and a value of the wrong type', async () => {
      await refused('changePropValue', { elementToModify: elementAt(root, 'site/components/PageErrorBoundary.tsx', '<button'), propName: 'onClick', propValue: 'alert(1)' }, 400, /propName "onClick" is an event handler; function props are code/);
      await writtenWithTypeErrors('changePropValue', { elementToModify: elementAt(root, 'site/components/icons.tsx', '<svg'), propName: 'viewBox', propValue: 24 }, /^site\/components\/icons\.tsx:\d+:\d+: Type 'number' is not assignable to type 'string'/m);
    });
  });

  describe('addJsxElement', () => {
    it('adds a native element as the last child, with props and text', async () => {
      const file = 'site/sections/AudienceSection.tsx';
      const result = await roundTrip(
        'addJsxElement',
        {
          destinationElement: elementAt(root, file, '<div className="requirements"'),
          beforeElement: null,
          afterElement: null,
          newElement: { type: 'native', nativeTag: 'p', componentName: null, propsToSet: { className: 'requirements__note', children: 'Seats are limited {per cohort} <really>.' } },
          canvasId: 'site',
          deletedStoryboardId: null,
          fileContentsToSourceFrom: null,
          fileContentsSourceFilename: null,
          hasInstantUpdate: false,
        },
        {
          [file]: [
            [
              '          {audience.cta}\n        </SectionLink>\n      </div>',
              '          {audience.cta}\n        </SectionLink>\n        <p className="requirements__note">Seats are limited &#123;per cohort&#125; &lt;really&gt;.</p>\n      </div>',
            ],
          ],
        },
        { renderings: 1, message: /^Successfully added <p> to <div> at site\/sections\/AudienceSection\.tsx:11:7$/ },
      );
      assert.deepEqual(result.json.prevIdToNewIdMap, {});
    });

    it('adds after a sibling on its own line, and maps the ids of everything below', async () => {
      const file = 'site/sections/AudienceSection.tsx';
      const entries = entriesOf(file);
      const result = await roundTrip(
        'addJsxElement',
        {
          destinationElement: elementAt(root, file, '<div className="requirements"'),
          beforeElement: null,
          afterElement: elementAt(root, file, '<h3 className="requirements__title'),
          newElement: { type: 'native', nativeTag: 'hr', componentName: null, propsToSet: null },
          canvasId: 'site',
          deletedStoryboardId: null,
          fileContentsToSourceFrom: null,
          fileContentsSourceFilename: null,
          hasInstantUpdate: true,
        },
        { [file]: [['{audience.requirements.title}</h3>\n', '{audience.requirements.title}</h3>\n        <hr />\n']] },
        { message: /^Added <hr> to / },
      );
      // ul, li, span and the note moved one line down; the section's own elements above did not.
      assert.deepEqual(
        Object.keys(result.json.prevIdToNewIdMap).sort(),
        entries.filter((entry) => entry.line > 12).map((entry) => entry.id).sort(),
      );
      assertIdMap(file, entries, result.json.prevIdToNewIdMap);
    });

    it('adds a component from another file with an import in the file\'s quote style', async () => {
      const file = 'site/sections/HeroSection.tsx';
      await roundTrip(
        'addJsxElement',
        {
          destinationElement: elementAt(root, file, '<div className="hero__art"'),
          beforeElement: null,
          afterElement: null,
          newElement: { type: 'native', nativeTag: null, componentName: 'LogoMark', propsToSet: { size: 48 } },
          canvasId: 'site',
          deletedStoryboardId: null,
          fileContentsToSourceFrom: null,
          fileContentsSourceFilename: null,
          hasInstantUpdate: false,
        },
        {
          [file]: [
            ["import { SectionLink } from '../components/SectionLink';\n", "import { SectionLink } from '../components/SectionLink';\nimport { LogoMark } from '../components/Logo';\n"],
            ['          <HeroChart />\n', '          <HeroChart />\n          <LogoMark size={48} />\n'],
          ],
        },
      );
    });

    it('opens up a self-closing element to add a child', async () => {
      const file = 'site/components/Logo.tsx';
      await roundTrip(
        'addJsxElement',
        {
          destinationElement: elementAt(root, file, '<rect width="32"'),
          beforeElement: null,
          afterElement: null,
          newElement: { type: 'native', nativeTag: 'title', componentName: null, propsToSet: { children: 'Logo' } },
          canvasId: 'site',
          deletedStoryboardId: null,
          fileContentsToSourceFrom: null,
          fileContentsSourceFilename: null,
          hasInstantUpdate: false,
        },
        { [file]: [['<rect width="32" height="32" rx="8" fill="var(--accent)" />', '<rect width="32" height="32" rx="8" fill="var(--accent)">\n        <title>Logo</title>\n      </rect>']] },
        // The header and the footer show the logo on every page, the hero (since the test above) on the landing page only.
        { renderings: 2, headers: { 'x-page-path': '/privacy-policy' } },
      );
    });

    it('writes a component with missing required props and reports the type errors; refuses a sibling of another parent, and file contents', async () => {
      const file = 'site/sections/HeroSection.tsx';
      const body = (overrides) => ({
        destinationElement: elementAt(root, file, '<div className="hero__art"'),
        beforeElement: null,
        afterElement: null,
        newElement: { type: 'native', nativeTag: null, componentName: 'Section', propsToSet: null },
        canvasId: 'site',
        deletedStoryboardId: null,
        fileContentsToSourceFrom: null,
        fileContentsSourceFilename: null,
        hasInstantUpdate: false,
        ...overrides,
      });
      await writtenWithTypeErrors('addJsxElement', body({}), /^site\/sections\/HeroSection\.tsx:\d+:\d+: .*is missing the following properties from type 'SectionProps': id, title, children/m);
      await refused('addJsxElement', body({ newElement: { type: 'native', nativeTag: 'p', componentName: null, propsToSet: null }, afterElement: elementAt(root, file, '<h1 id="hero-title"') }), 422, { error: /afterElement the heading is not a direct child of the box in the source, so nothing can be placed next to it there\./, details: /<h1> at site\/sections\/HeroSection\.tsx:12:11; <div> at site\/sections\/HeroSection\.tsx:21:9/ });
      await refused('addJsxElement', body({ newElement: { type: 'native', nativeTag: 'p', componentName: null, propsToSet: null }, fileContentsToSourceFrom: 'export const X = 1;' }), 422, /fileContentsToSourceFrom\) is not supported/);
      await refused('addJsxElement', body({ newElement: { type: 'native', nativeTag: null, componentName: 'Nope', propsToSet: null } }), 422, /No file of the site exports a component named Nope/);
    });
  });

  describe('moveJsxElement', () => {
    it('moves an element before a sibling and maps the ids of what moved', async () => {
      const file = 'site/sections/GraduationSection.tsx';
      const entries = entriesOf(file);
      const result = await roundTrip(
        'moveJsxElement',
        {
          elementToMove: elementAt(root, file, '<h3 className="option__title"'),
          newContainerElement: elementAt(root, file, '<li key={option.title}'),
          afterElement: null,
          beforeElement: elementAt(root, file, '<p className="option__label"'),
          expectedCurrentParent: elementAt(root, file, '<li key={option.title}'),
        },
        {
          [file]: [
            [
              '            <p className="option__label">Option {index + 1}</p>\n            <h3 className="option__title">{option.title}</h3>\n',
              '            <h3 className="option__title">{option.title}</h3>\n            <p className="option__label">Option {index + 1}</p>\n',
            ],
          ],
        },
        { renderings: 2, message: /^Moved <h3> at site\/sections\/GraduationSection\.tsx:11:13 into <li> at / },
      );
      const h3 = entries.find((entry) => entry.tag === 'h3');
      const p = entries.find((entry) => entry.tag === 'p');
      assert.deepEqual(result.json.prevIdToNewIdMap, {
        [h3.id]: elementAt(root, file, '<h3 className="option__title"').codebaseId,
        [p.id]: elementAt(root, file, '<p className="option__label"').codebaseId,
      });
    });

    it('moves a multi-line element into a deeper container, re-indented', async () => {
      const file = 'site/components/PolicyView.tsx';
      const entries = entriesOf(file);
      const result = await roundTrip(
        'moveJsxElement',
        {
          elementToMove: elementAt(root, file, '<p className="policy__updated"'),
          newContainerElement: elementAt(root, file, '<ol>'),
          afterElement: null,
          beforeElement: null,
          expectedCurrentParent: null,
        },
        {
          [file]: [
            [
              '        <h1>{doc.title}</h1>\n        <p className="policy__updated">\n          Last updated <time dateTime={doc.lastUpdated}>{dateFormat.format(new Date(doc.lastUpdated))}</time>\n        </p>\n',
              '        <h1>{doc.title}</h1>\n',
            ],
            [
              '            </li>\n          ))}\n        </ol>',
              '            </li>\n          ))}\n          <p className="policy__updated">\n            Last updated <time dateTime={doc.lastUpdated}>{dateFormat.format(new Date(doc.lastUpdated))}</time>\n          </p>\n        </ol>',
            ],
          ],
        },
      );
      assertIdMap(file, entries, result.json.prevIdToNewIdMap);
    });

    it('refuses a move to another file, into itself, and a stale expected parent', async () => {
      await refused(
        'moveJsxElement',
        { elementToMove: elementAt(root, 'site/sections/HeroSection.tsx', '<p className="eyebrow"'), newContainerElement: elementAt(root, 'site/components/Footer.tsx', '<footer'), afterElement: null, beforeElement: null, expectedCurrentParent: null },
        422,
        /are written in different files of the site, and an element cannot move between files/,
      );
      const file = 'site/sections/HeroSection.tsx';
      await refused(
        'moveJsxElement',
        { elementToMove: elementAt(root, file, '<div className="hero__actions"'), newContainerElement: elementAt(root, file, '<div className="hero__actions"'), afterElement: null, beforeElement: null, expectedCurrentParent: null },
        422,
        /an element cannot move into itself/,
      );
      await refused(
        'moveJsxElement',
        { elementToMove: elementAt(root, file, '<p className="eyebrow"'), newContainerElement: elementAt(root, file, '<div className="hero__art"'), afterElement: null, beforeElement: null, expectedCurrentParent: elementAt(root, file, '<div className="hero__art"') },
        422,
        { error: /^The paragraph is no longer where the preview showed it: the page changed since\. Reload the preview and try again\.$/, details: /expectedCurrentParent is tempo-[0-9a-f-]+, but in the source <p> at site\/sections\/HeroSection\.tsx:11:11 is inside <div> at site\/sections\/HeroSection\.tsx:10:9\./ },
      );
    });
  });

  describe('removeJsxElement, wrapInDiv, duplicate', () => {
    it('removes an element with its line', async () => {
      await roundTrip(
        'removeJsxElement',
        { elementsToRemove: [elementAt(root, 'site/components/Footer.tsx', '<p className="site-footer__tagline"')] },
        { 'site/components/Footer.tsx': [['          <p className="site-footer__tagline">An online course in product analytics, taught in English.</p>\n', '']] },
        { renderings: 1, message: /^Removed <p> at site\/components\/Footer\.tsx:16:11$/ },
      );
    });

    it('removes a list item a map callback returns by returning null', async () => {
      await roundTrip(
        'removeJsxElement',
        { elementsToRemove: [elementAt(root, 'site/sections/GraduationSection.tsx', '<li key={step}')] },
        { 'site/sections/GraduationSection.tsx': [['{option.steps.map((step) => (\n                <li key={step}>{step}</li>\n              ))}', '{option.steps.map((step) => null)}']] },
        { renderings: 8 },
      );
    });

    it('wraps adjacent siblings in a div, indenting their lines', async () => {
      const file = 'site/sections/ProgramSection.tsx';
      await roundTrip(
        'wrapInDiv',
        { reactElements: [elementAt(root, file, '<p className="module__content"'), elementAt(root, file, '<h3 className="module__title"')] },
        {
          [file]: [
            [
              '              <h3 className="module__title">{module.title}</h3>\n              <p className="module__content">{module.content}</p>\n',
              '              <div>\n                <h3 className="module__title">{module.title}</h3>\n                <p className="module__content">{module.content}</p>\n              </div>\n',
            ],
          ],
        },
        { renderings: 10, message: /^Wrapped <h3> at site\/sections\/ProgramSection\.tsx:15:15, <p> at .* in a <div>$/ },
      );
    });

    it('wraps one multi-line element', async () => {
      const file = 'site/sections/ProgramSection.tsx';
      await roundTrip(
        'wrapInDiv',
        { reactElements: [elementAt(root, file, '<ul className="module__topics"')] },
        {
          [file]: [
            [
              '              <ul className="module__topics">\n                {module.topics.map((topic) => (\n                  <li key={topic}>{topic}</li>\n                ))}\n              </ul>\n',
              '              <div>\n                <ul className="module__topics">\n                  {module.topics.map((topic) => (\n                    <li key={topic}>{topic}</li>\n                  ))}\n                </ul>\n              </div>\n',
            ],
          ],
        },
      );
    });

    it('refuses to wrap elements that are not adjacent siblings, and a keyed list item', async () => {
      const file = 'site/sections/GraduationSection.tsx';
      await refused('wrapInDiv', { reactElements: [elementAt(root, file, '<p className="option__label"'), elementAt(root, file, '<ol className="option__steps"')] }, 422, /are not adjacent: `<p>\{option\.text\}<\/p>` is between them/);
      await refused('wrapInDiv', { reactElements: [elementAt(root, file, '<p className="option__label"'), elementAt(root, 'site/sections/HeroSection.tsx', '<h1 id="hero-title"')] }, 422, /are written in different files of the site/);
      await refused('wrapInDiv', { reactElements: [elementAt(root, 'site/components/CardGrid.tsx', '<li key={card.title}')] }, 422, { error: /^This list item is one of a list that code repeats, and a box around it would hide what tells the items apart; wrap what is inside it, or the whole list\.$/, details: /^Written at: <li> at site\/components\/CardGrid\.tsx:9:9\.$/ });
    });

    it('duplicates an element on its own line', async () => {
      await roundTrip(
        'duplicate',
        { reactElements: [elementAt(root, 'site/components/Footer.tsx', '<h2 className="site-footer__heading">Policies')] },
        { 'site/components/Footer.tsx': [['          <h2 className="site-footer__heading">Policies</h2>\n', '          <h2 className="site-footer__heading">Policies</h2>\n          <h2 className="site-footer__heading">Policies</h2>\n']] },
        { renderings: 1 },
      );
    });

    it('refuses to duplicate the value of an expression', async () => {
      await refused('duplicate', { reactElements: [elementAt(root, 'site/sections/GraduationSection.tsx', '<li key={option.title}')] }, 422, { error: /^This list item is one of a list that code repeats, so it cannot be duplicated on its own; change the list's data, or ask a developer to change the code\.$/, details: /^Written at: <li> at site\/sections\/GraduationSection\.tsx:9:11\.$/ });
    });
  });

  describe('history', () => {
    it('undoes and redoes a change that is not the latest, keeping the later ones; refuses one whose text a later change touched, naming it and where', async () => {
      const file = 'site/sections/HeroSection.tsx';
      const incomplete = await mutate(ctx, 'addClass', { reactElement: elementAt(root, file, '<div className="container hero__grid'), className: 'one' });
      assert.equal(incomplete.status, 400);
      assert.equal(incomplete.json.error, 'stylingFramework is missing; send null for none.');
      const addClass = (opening, className) => ({ reactElement: elementAt(root, file, opening), className, stylingFramework: null, modifiers: [], customProperties: [] });
      const original = read(root, file);
      const a = await mutate(ctx, 'addClass', addClass('<div className="container hero__grid', 'first-class'));
      const b = await mutate(ctx, 'addClass', addClass('<div className="hero__art', 'art-class'));
      const c = await mutate(ctx, 'addClass', addClass('<div className="container hero__grid', 'second-class'));
      for (const change of [a, b, c]) assert.equal(change.status, 200, JSON.stringify(change.json));
      const afterC = read(root, file);

      // b is not the latest; nothing later touched its line: its own text goes, a's and c's stay.
      const undoneB = await undo(ctx, b.changeItemId);
      assert.equal(undoneB.status, 200, JSON.stringify(undoneB.json));
      assert.equal(read(root, file), afterC.replace('hero__art art-class', 'hero__art'));
      assert.match(undoneB.json.files[0].diff, /^-.*hero__art art-class.*\n\+.*hero__art"/m);

      // c added its class right beside a's, on the same line: undoing a would take c's with it.
      const hashes = hashSite(root);
      const overlapping = await undo(ctx, a.changeItemId);
      assert.equal(overlapping.status, 409);
      const line = afterC.split('\n').findIndex((text) => text.includes('first-class second-class')) + 1;
      assert.equal(overlapping.json.error, 'Cannot undo "Added the class "first-class" to the box": a later change, "Added the class "second-class" to the box", changed the same text. Undo that later change first, then this one; nothing was written.');
      assert.equal(overlapping.json.details, `Both changed ${file}:${line}: "${a.json.message}", and later "${c.json.message}".`);
      assert.doesNotMatch(overlapping.json.error, new RegExp(`${a.changeItemId}|${c.changeItemId}`));
      assert.deepEqual(hashSite(root), hashes);

      // Redo of b, not the latest undone-or-applied change, applies where its text still fits.
      assert.equal((await redo(ctx, b.changeItemId)).status, 200);
      assert.equal(read(root, file), afterC);
      assert.equal((await undo(ctx, c.changeItemId)).status, 200);
      assert.equal((await undo(ctx, a.changeItemId)).status, 200);
      assert.equal((await undo(ctx, b.changeItemId)).status, 200);
      assert.equal(read(root, file), original, 'undoing every change restores the bytes');
      const twice = await undo(ctx, b.changeItemId);
      assert.equal(twice.status, 409);
      assert.equal(twice.json.error, '"Added the class "art-class" to the box" is undone already; nothing to change.');
      assert.equal(twice.json.details, `"${b.json.message}" (${file}).`);
      const applied = await redo(ctx, a.changeItemId);
      assert.equal(applied.status, 200);
      const redoApplied = await redo(ctx, a.changeItemId);
      assert.equal(redoApplied.status, 409);
      assert.match(redoApplied.json.error, /is applied, not undone, so there is nothing to redo/);
      const again = await mutate(ctx, 'addClass', addClass('<div className="container hero__grid', 'fourth-class'), { changeItemId: c.changeItemId });
      assert.equal(again.status, 409);
      assert.match(again.json.error, /was already applied/);
      assert.equal((await undo(ctx, a.changeItemId)).status, 200);
      assert.equal(read(root, file), original);
    });

    it('removes an element that uses an import after other edits and undos of its file (each program parses on its own)', async () => {
      const file = 'site/sections/HeroSection.tsx';
      const original = read(root, file);
      const edited = await mutate(ctx, 'editText', { element: elementAt(root, file, '<h1 id="hero-title"'), newText: 'Hello', oldText: null });
      assert.equal(edited.status, 200, JSON.stringify(edited.json));
      assert.equal((await undo(ctx, edited.changeItemId)).status, 200);
      const styled = await mutate(ctx, 'styling', { reactElement: elementAt(root, file, '<h1 id="hero-title"'), styling: { color: 'rgb(200, 0, 0)' }, stylingFramework: 'CSS', modifiers: [], customProperties: [] });
      assert.equal(styled.status, 200, JSON.stringify(styled.json));
      assert.equal((await undo(ctx, styled.changeItemId)).status, 200);
      // The note shows `hero.note`: its removal asks whether the import of `hero` is still used.
      const removed = await mutate(ctx, 'removeJsxElement', { elementsToRemove: [elementAt(root, file, '<p className="hero__note')] });
      assert.equal(removed.status, 200, JSON.stringify(removed.json));
      assert.equal((await undo(ctx, removed.changeItemId)).status, 200);
      assert.equal(read(root, file), original);
    });

    it('a new change of a tab drops what that tab could redo, and leaves another tab\'s', async () => {
      const file = 'site/sections/HeroSection.tsx';
      const mine = '11111111-1111-4111-8111-111111111111';
      const theirs = '22222222-2222-4222-8222-222222222222';
      const addClass = (opening, className, tab) => mutate(ctx, 'addClass', { reactElement: elementAt(root, file, opening), className, stylingFramework: null, modifiers: [], customProperties: [] }, { headers: { 'x-editor-tab': tab } });
      const myFirst = await addClass('<div className="hero__art', 'mine-1', mine);
      const theirFirst = await addClass('<div className="container hero__grid', 'theirs-1', theirs);
      assert.equal((await undo(ctx, myFirst.changeItemId)).status, 200);
      assert.equal((await undo(ctx, theirFirst.changeItemId)).status, 200);
      const mySecond = await addClass('<div className="hero__art', 'mine-2', mine);
      assert.equal(mySecond.status, 200);
      const gone = await redo(ctx, myFirst.changeItemId);
      assert.equal(gone.status, 409);
      assert.match(gone.json.error, /no change with that id is in the edit history/);
      assert.equal((await redo(ctx, theirFirst.changeItemId)).status, 200, 'the other tab can still redo');
      assert.equal((await undo(ctx, theirFirst.changeItemId)).status, 200);
      assert.equal((await undo(ctx, mySecond.changeItemId)).status, 200);
    });

    it('undo keeps a hand edit elsewhere in the file, and refuses one on its own text, saying where', async () => {
      const file = 'site/sections/HeroSection.tsx';
      const change = await mutate(ctx, 'addClass', { reactElement: elementAt(root, file, '<div className="hero__art"'), className: 'art-x', stylingFramework: null, modifiers: [], customProperties: [] });
      assert.equal(change.status, 200);
      const edited = read(root, file);
      const line = edited.split('\n').findIndex((text) => text.includes('hero__art art-x')) + 1;
      // A person's edit of the very line the change wrote: undoing would overwrite it.
      const handOnLine = edited.replace('hero__art art-x', 'hero__art art-x by-hand');
      writeFileSync(join(root, file), handOnLine);
      const hashes = hashSite(root);
      const refusedUndo = await undo(ctx, change.changeItemId);
      assert.equal(refusedUndo.status, 409);
      assert.match(refusedUndo.json.error, /^Cannot undo ".*": the same text was changed since, by hand or by another tool, and undoing it would overwrite that; nothing was written\./);
      assert.doesNotMatch(refusedUndo.json.error, /\.(tsx|css):\d/);
      assert.equal(refusedUndo.json.details, `${file} was changed at line ${line}, where "${change.json.message}" wrote.`);
      assert.deepEqual(hashSite(root), hashes);
      // A note added elsewhere stays when the change is undone and redone.
      const handElsewhere = `${edited}// a person's note\n`;
      writeFileSync(join(root, file), handElsewhere);
      assert.equal((await undo(ctx, change.changeItemId)).status, 200);
      assert.equal(read(root, file), handElsewhere.replace('hero__art art-x', 'hero__art'));
      assert.equal((await redo(ctx, change.changeItemId)).status, 200);
      assert.equal(read(root, file), handElsewhere);
      writeFileSync(join(root, file), edited);
      assert.equal((await undo(ctx, change.changeItemId)).status, 200);
    });

    it('the history survives a restart; the activity files are owner-only', async () => {
      const file = 'site/sections/HeroSection.tsx';
      const change = await mutate(ctx, 'addClass', { reactElement: elementAt(root, file, '<div className="hero__art'), className: 'after-restart', stylingFramework: null, modifiers: [], customProperties: [] });
      assert.equal(change.status, 200);
      const edited = readBytes(root, file);
      await ctx.close();
      ctx = await startApi(root);
      const undone = await undo(ctx, change.changeItemId);
      assert.equal(undone.status, 200, JSON.stringify(undone.json));
      assert.doesNotMatch(read(root, file), /after-restart/);
      assert.equal((await redo(ctx, change.changeItemId)).status, 200);
      assert.ok(readBytes(root, file).equals(edited));
      const mode = (path) => (execFileSync('stat', ['-c', '%a', join(root, path)], { encoding: 'utf8' }).trim());
      assert.equal(mode('.editing'), '700');
      assert.equal(mode('.editing/activities'), '700');
      assert.equal(mode('.editing/log.json'), '600');
      assert.equal(mode('.editing/session.json'), '600');
      assert.equal(mode(`.editing/activities/${change.changeItemId}.json`), '600');
    });
  });

  it('with every edit applied, the copy typechecks with the site\'s settings, and the real site/ is untouched', () => {
    assert.deepEqual(typecheck(root), []);
    assert.equal(execFileSync('git', ['status', '--porcelain', 'site/'], { cwd: repo, encoding: 'utf8' }), '');
  });
});
