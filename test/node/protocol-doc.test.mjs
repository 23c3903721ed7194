// docs/protocol.md is the wire protocol for vendors: its tables are generated from types/ and must
// match them (run `npm run docs` after changing types/).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { DOC, render } from '../../scripts/protocol-doc.mjs';

const doc = readFileSync(DOC, 'utf8');

describe('docs/protocol.md', () => {
  it('is up to date with types/ (npm run docs)', () => {
    assert.equal(render(doc), doc, 'docs/protocol.md is out of date: run "npm run docs"');
  });

  it('lists every function, event and change type of the contract, each in its own row', async () => {
    // The names as the code has them at run time, independent of the generator.
    const source = readFileSync('types/protocol.ts', 'utf8') + readFileSync('types/change-items.ts', 'utf8');
    const table = (name) => [...source.matchAll(new RegExp(`export const ${name} = (?:Object\\.keys\\()?[\\[{]([^\\]}]*)`, 'g'))][0][1];
    const names = (text) => [...text.matchAll(/'?([A-Za-z_]+)'?\s*[:,]/g)].map((m) => m[1]);
    for (const name of [...names(table('FUNCTION_NAMES')), ...names(table('FRAME_EVENT_NAMES')), ...names(table('CHANGE_TYPES'))]) {
      assert.match(doc, new RegExp(`^\\| \`${name}\` \\|`, 'm'), `${name} has a row`);
    }
  });
});
