// The build process's messages are checked before they are believed (build-messages.ts), and a
// compiler problem reads like the compiler's own line (build-process.ts), from source.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { buildMessageOf } = await sourceModule(import.meta.url, './build-messages.ts');
const { describeProblem } = await sourceModule(import.meta.url, './build-process.ts');

const problem = { message: "Type 'number' is not assignable to type 'string'.", code: 'TS2322', file: 'site/sections/HeroSection.tsx', line: 5, column: 7, frame: '\n5 const broken: string = 42;\n        ~~~~~~\n' };

describe('buildMessageOf', () => {
  it('takes the messages scripts/publish-site.mjs sends', () => {
    assert.deepEqual(buildMessageOf({ type: 'stage', stage: 'prerender' }), { type: 'stage', stage: 'prerender' });
    assert.deepEqual(buildMessageOf({ type: 'done', pages: [{ path: '/', bytes: 48_632 }] }), { type: 'done', pages: [{ path: '/', bytes: 48_632 }] });
    assert.deepEqual(buildMessageOf({ type: 'failed', stage: 'compile', problem }), { type: 'failed', stage: 'compile', problem });
  });

  it('refuses anything else: steps the server runs itself, unknown kinds, malformed problems', () => {
    for (const message of [
      null,
      'done',
      { type: 'stage', stage: 'swap' },
      { type: 'stage', stage: 'sources' },
      { type: 'done', pages: [{ path: 1, bytes: 2 }] },
      { type: 'done' },
      { type: 'failed', stage: 'swap', problem },
      { type: 'failed', stage: 'compile', problem: { ...problem, line: 0 } },
      { type: 'failed', stage: 'compile', problem: { ...problem, message: 'x'.repeat(20_001) } },
      { type: 'failed', stage: 'compile', problem: { ...problem, file: 3 } },
      { type: 'exec', command: 'rm -rf /' },
    ]) {
      assert.equal(buildMessageOf(message), null, JSON.stringify(message)?.slice(0, 80));
    }
  });
});

describe('describeProblem', () => {
  it('says the place, the code and the message, then the code frame', () => {
    assert.equal(describeProblem(problem), "site/sections/HeroSection.tsx:5:7 - error TS2322: Type 'number' is not assignable to type 'string'.\n5 const broken: string = 42;\n        ~~~~~~");
    assert.equal(describeProblem({ ...problem, file: null, code: null, frame: null }), "error: Type 'number' is not assignable to type 'string'.");
  });
});
