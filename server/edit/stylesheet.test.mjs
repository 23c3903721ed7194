// The stylesheet reader (stylesheet.ts, PostCSS underneath), from source: its offsets index the text
// as written, so the edits' splices land byte-exact.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { allRules, parseStylesheet } = await sourceModule(import.meta.url, './stylesheet.ts');

describe('parseStylesheet', () => {
  it('gives rules, at-rules and declarations with offsets into the text as written', () => {
    const text = 'a , b  {\n  color : red ;\n  margin: 0 !important\n}\n/* note */\n@media (min-width:  40rem) { .x { top: 0; } }\n@import url(x.css);\n';
    const [rule, media] = parseStylesheet(text);
    assert.equal(rule.selector, 'a , b');
    assert.equal(text[rule.open], '{');
    assert.equal(text[rule.close], '}');
    const [color, margin] = rule.declarations;
    assert.equal(text.slice(color.start, color.end), 'color : red ;');
    assert.equal(text.slice(color.valueStart, color.valueEnd), 'red');
    assert.equal(color.semicolon, true);
    assert.equal(text.slice(margin.start, margin.end), 'margin: 0 !important');
    assert.equal(text.slice(margin.valueStart, margin.valueEnd), '0 !important');
    assert.equal(margin.semicolon, false);
    assert.equal(media.prelude, '@media (min-width: 40rem)');
    assert.equal(text.slice(media.open, media.close + 1), '{ .x { top: 0; } }');
    assert.equal(media.children[0].parent, media);
    assert.deepEqual(allRules(parseStylesheet(text)).map((found) => found.selector), ['a , b', '.x']);
  });

  it("reads the site's stylesheet, every declaration's value where the text has it", () => {
    const text = readFileSync(resolve(import.meta.dirname, '../../site/styles/site.css'), 'utf8');
    const rules = allRules(parseStylesheet(text));
    assert.ok(rules.length > 100);
    for (const rule of rules) for (const declaration of rule.declarations) assert.ok(text.slice(declaration.start).startsWith(declaration.property), declaration.property);
  });

  it('refuses what it cannot read, and CSS nesting, saying where', () => {
    assert.throws(() => parseStylesheet('a { color: red'), /Unclosed block at line 1, column 1/);
    assert.throws(() => parseStylesheet('a {\n  color: "x }'), /Unclosed string at line 2, column 10/);
    assert.throws(() => parseStylesheet('a { b { c: d } }'), /nested block at offset 4 \(CSS nesting is not edited by this server\)/);
  });
});
