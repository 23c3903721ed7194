// Every visible text of the site is editable in place, or says truthfully that code works it out
// (issue 41, item 4). Walks every element with text of its own in the dev-domain build of /,
// /privacy-policy and /refund-policy (what the preview shows), decides as the frame does whether a
// second click edits it in place (runtime/shared/text-editing.ts staticTextOf over the server's
// lookups), and then asks the server's editText operation, without writing, whether that edit
// would be saved: an offered edit must find where the text is written, and text offered no edit
// must be refused by the server too and come with a sentence saying where code works it out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parse } from 'parse5';
import { repo } from './helpers/editing.mjs';
import { sourceModule } from './helpers/source-module.mjs';

const { ProjectSnapshot } = await sourceModule(import.meta.url, '../../server/project/snapshot.ts');
const { buildLookups } = await sourceModule(import.meta.url, '../../server/project/lookups.ts');
const { editText } = await sourceModule(import.meta.url, '../../server/operations/edit-text.ts');
const { staticTextOf } = await sourceModule(import.meta.url, '../../runtime/shared/text-editing.ts');

const PAGES = [
  ['/', 'dist/site-dev/index.html'],
  ['/privacy-policy', 'dist/site-dev/privacy-policy.html'],
  ['/refund-policy', 'dist/site-dev/refund-policy.html'],
];
/** Elements whose text is no page text. */
const NOT_TEXT = new Set(['script', 'style', 'template', 'noscript', 'title', 'head']);

const attribute = (node, name) => node.attrs?.find((attr) => attr.name === name)?.value ?? null;
const codebaseIdOf = (node) => (attribute(node, 'class') ?? '').split(/\s+/).find((name) => /^tempo-[0-9a-f]{8}-/.test(name)) ?? null;

/** Every element of the body in document order, with the text of its own text nodes (beside child elements). */
function elementsWithText(html) {
  const found = [];
  const walk = (node, inBody) => {
    for (const child of node.childNodes ?? []) {
      if (!child.tagName) continue;
      if (NOT_TEXT.has(child.tagName)) continue;
      const body = inBody || child.tagName === 'body';
      const ownTexts = (child.childNodes ?? []).filter((n) => n.nodeName === '#text').map((n) => n.value);
      const elements = (child.childNodes ?? []).filter((n) => n.tagName).length;
      // The frame's rule (text-nodes.ts editedTextOf): beside child elements its own text nodes, else all of its text.
      if (body) found.push({ node: child, tag: child.tagName, id: codebaseIdOf(child), own: ownTexts.join(''), mixed: elements > 0 });
      walk(child, body);
    }
  };
  walk(parse(html), false);
  return found;
}

/** All the text under a node (textContent). */
const textContent = (node) => (node.nodeName === '#text' ? node.value : (node.childNodes ?? []).map(textContent).join(''));

describe('every visible text on the three pages is editable in place or says where code works it out', () => {
  let snapshot;
  let lookups;
  before(() => {
    snapshot = ProjectSnapshot.read(repo);
    lookups = buildLookups(snapshot);
  });

  for (const [pagePath, file] of PAGES) {
    it(pagePath, () => {
      const html = readFileSync(join(repo, file), 'utf8');
      const all = elementsWithText(html);
      const problems = [];
      let offered = 0;
      let explained = 0;
      for (const item of all) {
        const text = item.mixed ? item.own : textContent(item.node);
        if (!text.trim()) continue;
        if (!item.id) {
          problems.push(`<${item.tag}> “${text.trim().slice(0, 50)}” has no source element the editor can select`);
          continue;
        }
        const lookup = lookups.treeElementLookup[item.id];
        assert.ok(lookup, `${item.id} is in the lookups`);
        const renderings = all.filter((other) => other.id === item.id);
        const index = renderings.indexOf(item);
        const inPlace = staticTextOf(lookup, pagePath, index) === true;
        const context = { snapshot, hint: { count: null, pagePath }, canvasId: 'site' };
        const edit = (newText) => {
          try {
            return editText({ element: { codebaseId: item.id, rendering: { pagePath, index, count: renderings.length } }, oldText: text, newText }, context);
          } catch (error) {
            // A refusal (each module is bundled on its own here: its class is known by name).
            if (error?.name !== 'Refusal') throw error;
            return error;
          }
        };
        // Text with a piece code works out ("Option {index + 1}") edits where it is written: at its end or its start.
        let answer = edit(`${text}!`);
        if (answer.name === 'Refusal') answer = edit(`!${text}`);
        const where = `<${item.tag}> “${text.trim().slice(0, 50)}” (${lookup.file}:${lookup.line}, rendering ${index + 1} of ${renderings.length})`;
        if (inPlace) {
          offered++;
          if (answer.name === 'Refusal') problems.push(`${where} is offered in-place editing, but the server refuses it: ${answer.message}`);
          else if (!answer.files.length) problems.push(`${where}: the server would write nothing`);
        } else {
          explained++;
          const sentences = lookup.text?.computed ?? [];
          if (!sentences.length || !sentences.every((sentence) => /^This text is worked out by code in \w+/.test(sentence))) problems.push(`${where} is not offered in-place editing, and says no reason`);
          if (answer.name !== 'Refusal') problems.push(`${where} is not offered in-place editing, yet the server would save it`);
        }
      }
      assert.deepEqual(problems, []);
      assert.ok(offered > 20, `${offered} texts offered in-place editing on ${pagePath}`);
      if (pagePath === '/') assert.ok(explained >= 2, 'the prices and the module numbers say where code works them out');
    });
  }
});
