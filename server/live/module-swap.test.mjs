// Whether open pages take a build in place (module-swap.ts): only changed lazily loaded chunks are
// re-imported; a change to what the page keeps (its entries and their static imports, its document)
// reloads.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sourceModule } from '../../test/node/helpers/source-module.mjs';

const { moduleSwap } = await sourceModule(import.meta.url, './module-swap.ts');

const asset = (text) => ({ body: Buffer.from(text), contentType: 'text/javascript', immutable: false });

/** A build: the entries import chunk-react; two pages import chunk-react and their own shared chunk. */
function build({ entry = 'entry', landing = 'landing', shared = 'chunk-A', documentCode = 'doc', mapOnly = '' } = {}) {
  const assets = new Map([
    ['/assets/live-refresh.js', asset('refresh')],
    ['/assets/entry-client.js', asset(entry)],
    ['/assets/chunk-react.js', asset('react')],
    ['/assets/LandingPage.js', asset(`${landing} ${shared}`)],
    ['/assets/LandingPage.js.map', asset(`map ${mapOnly}`)],
    ['/assets/NotFoundPage.js', asset('not found')],
    [`/assets/${shared}.js`, asset(shared)],
  ]);
  const staticImports = new Map([
    ['/assets/live-refresh.js', ['/assets/chunk-react.js']],
    ['/assets/entry-client.js', ['/assets/chunk-react.js']],
    ['/assets/chunk-react.js', []],
    ['/assets/LandingPage.js', ['/assets/chunk-react.js', `/assets/${shared}.js`]],
    ['/assets/NotFoundPage.js', ['/assets/chunk-react.js']],
    [`/assets/${shared}.js`, []],
  ]);
  return { assets, entries: ['/assets/live-refresh.js', '/assets/entry-client.js'], staticImports, lazyChunks: new Set(['/assets/LandingPage.js', '/assets/NotFoundPage.js']), documentCode };
}

describe('module swap', () => {
  it('a changed page is re-imported; pages that did not change are not', () => {
    assert.deepEqual(moduleSwap(build(), build({ landing: 'landing, edited' })), ['/assets/LandingPage.js']);
  });

  it('a changed chunk only pages import is reached through the pages that import it', () => {
    assert.deepEqual(moduleSwap(build(), build({ shared: 'chunk-B' })), ['/assets/LandingPage.js']);
  });

  it('source maps alone: nothing to import', () => {
    assert.deepEqual(moduleSwap(build(), build({ mapOnly: 'moved' })), []);
  });

  it('the entry, a chunk it imports statically, or the document changed: reload', () => {
    assert.equal(moduleSwap(build(), build({ entry: 'entry, edited' })), null);
    assert.equal(moduleSwap(build(), build({ documentCode: 'doc, edited' })), null);
    const after = build();
    after.assets.set('/assets/chunk-react.js', asset('react, edited'));
    assert.equal(moduleSwap(build(), after), null);
  });

  it('the entries no longer import a chunk they imported: reload', () => {
    const after = build();
    after.staticImports.set('/assets/entry-client.js', []);
    after.staticImports.set('/assets/live-refresh.js', []);
    assert.equal(moduleSwap(build(), after), null);
  });
});
