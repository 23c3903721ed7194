// Where ruleEdits puts a rule for a screen size (css-rules.ts): the exact text, in the block whose
// place in the sheet lets it win — narrower-than rules after every rule they must beat.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { ruleEdits } = await sourceModule(import.meta.url, './css-rules.ts');
const { applyEdits } = await sourceModule(import.meta.url, './splice.ts');

const narrower = (width) => ({ width, direction: 'narrower' });
const wider = (width) => ({ width, direction: 'wider' });
const edit = (text, screen, changes, selector = '.x') => applyEdits(text, ruleEdits(text, 'site.css', { selector, className: 'x', screen }, changes));

describe('ruleEdits for narrower screens (max-width)', () => {
  it('a new block at the end of a mobile-first sheet, after its min-width blocks, 0.02px below the breakpoint in the sheet\'s unit', () => {
    const sheet = '.x {\n  color: blue;\n}\n\n@media (min-width: 40rem) {\n  .x {\n    color: green;\n  }\n}\n';
    assert.equal(edit(sheet, narrower(768), [['color', 'red']]), `${sheet.trimEnd()}\n\n@media (max-width: 47.99875rem) {\n  .x {\n    color: red;\n  }\n}\n`);
    const px = '.x { color: blue; }\n@media (min-width: 640px) { .y { top: 0; } }\n';
    assert.equal(edit(px, narrower(640), [['color', 'red']]), `${px.trimEnd()}\n\n@media (max-width: 639.98px) {\n  .x {\n    color: red;\n  }\n}\n`);
  });

  it('joins a matching max-width block that comes after the base rule: merged into its rule, or a new rule at its end', () => {
    const sheet = '.x {\n  color: blue;\n}\n\n@media (max-width: 767.98px) {\n  .y {\n    top: 0;\n  }\n}\n';
    const added = edit(sheet, narrower(768), [['color', 'red']]);
    assert.equal(added, '.x {\n  color: blue;\n}\n\n@media (max-width: 767.98px) {\n  .y {\n    top: 0;\n  }\n  .x {\n    color: red;\n  }\n}\n');
    assert.equal(edit(added, narrower(768), [['color', 'pink']]), added.replace('color: red', 'color: pink'));
    // Unset the last declaration: the rule goes, the block and the bytes around it stay.
    assert.equal(edit(added, narrower(768), [['color', null]]), sheet);
    // (width < 48rem) and a max-width within the pixel below the breakpoint mean the same; 768px does not (it meets md at 768).
    for (const query of ['(width < 48rem)', '(max-width: 767px)', '(max-width: 47.99875rem)']) {
      const other = sheet.replace('(max-width: 767.98px)', query);
      assert.equal(edit(other, narrower(768), [['color', 'red']]), added.replace('(max-width: 767.98px)', query), query);
    }
    const overlapping = sheet.replace('(max-width: 767.98px)', '(max-width: 768px)');
    assert.match(edit(overlapping, narrower(768), [['color', 'red']]), /\n\}\n\n@media \(max-width: 767\.98px\) \{\n {2}\.x \{\n {4}color: red;\n {2}\}\n\}\n$/);
  });

  it('never writes into a matching block that comes before a rule it must beat: a new block after that rule', () => {
    // Desktop-first sheets put max-width blocks early; the base rule after one would win over it.
    const early = '@media (max-width: 767.98px) {\n  .y {\n    top: 0;\n  }\n}\n\n.x {\n  color: blue;\n}\n';
    assert.equal(edit(early, narrower(768), [['color', 'red']]), `${early.trimEnd()}\n\n@media (max-width: 767.98px) {\n  .x {\n    color: red;\n  }\n}\n`);
    // A min-width rule for the class (even in a group) after the matching block: it must be beaten too.
    const grouped = '.x { color: blue; }\n@media (max-width: 767.98px) { .y { top: 0; } }\n@media (min-width: 640px) { .z, .x { color: green; } }\n';
    assert.equal(edit(grouped, narrower(768), [['color', 'red']]), `${grouped.trimEnd()}\n\n@media (max-width: 767.98px) {\n  .x {\n    color: red;\n  }\n}\n`);
  });

  it('goes before narrower max-width blocks, which keep winning where both apply', () => {
    const sheet = '.x {\n  color: blue;\n}\n\n@media (max-width: 639.98px) {\n  .x {\n    color: pink;\n  }\n}\n';
    assert.equal(
      edit(sheet, narrower(768), [['color', 'red']]),
      '.x {\n  color: blue;\n}\n\n@media (max-width: 767.98px) {\n  .x {\n    color: red;\n  }\n}\n\n@media (max-width: 639.98px) {\n  .x {\n    color: pink;\n  }\n}\n',
    );
  });

  it('refuses to unset what no narrower rule has, and a change that changes nothing', () => {
    const sheet = '.x { color: blue; }\n';
    assert.throws(() => edit(sheet, narrower(768), [['color', null]]), /^Refusal: This style is not set here for widths narrower than 768 px, so there is nothing to remove\.$/);
    const written = edit(sheet, narrower(768), [['color', 'red']]);
    assert.throws(() => edit(written, narrower(768), [['color', 'red']]), /^Refusal: These styles are already set to exactly these values; nothing to change\.$/);
  });

  it('keeps all-width and min-width rules ahead of the narrower blocks', () => {
    // A sheet with only a narrower block: a new base rule and a new min-width block go before it.
    const sheet = '.y {\n  top: 0;\n}\n\n@media (max-width: 47.99875rem) {\n  .x {\n    color: red;\n  }\n}\n';
    assert.equal(edit(sheet, null, [['color', 'blue']]), '.y {\n  top: 0;\n}\n\n.x {\n  color: blue;\n}\n\n@media (max-width: 47.99875rem) {\n  .x {\n    color: red;\n  }\n}\n');
    assert.equal(edit(sheet, wider(1024), [['color', 'green']]), '.y {\n  top: 0;\n}\n\n@media (min-width: 64rem) {\n  .x {\n    color: green;\n  }\n}\n\n@media (max-width: 47.99875rem) {\n  .x {\n    color: red;\n  }\n}\n');
  });
});
