import { expect } from '@open-wc/testing';
import { createModuleLoader } from './module-loader';
import { packageImports } from '../package-imports';

const rejection = (promise: Promise<unknown>): Promise<string> =>
  promise.then(
    () => {
      throw new Error('it loaded');
    },
    (error: unknown) => (error as Error).message,
  );

// The test page is served beside the site, whose built runtime files are at /runtime/ (as a vendor
// would copy dist/ to a static host).
describe('createModuleLoader', () => {
  it('takes a relative toolsBase, resolved against the document base URL', async () => {
    const tools = await createModuleLoader('runtime/', document).tools();
    expect(typeof tools.createInstantUpdater).to.equal('function');
    const adapter = await createModuleLoader('/runtime/runtime.umd.js', document).adapter('vue');
    expect(adapter.name).to.equal('vue');
  });

  it('names the URL it tried when a file is not there, and tries again on the next call', async () => {
    const loader = createModuleLoader('../nowhere/', document);
    const url = new URL('../nowhere/runtime-tools.mjs', document.baseURI).href;
    expect(await rejection(loader.tools())).to.match(new RegExp(`^Could not load the editing tools from ${url.replace(/[.?/]/g, '\\$&')}: `));
    expect(await rejection(loader.adapter('lit'))).to.match(/^Could not load the lit adapter from http:\/\/localhost:\d+\/nowhere\/runtime-adapter-lit\.mjs: /);
    expect(await rejection(loader.tools())).to.contain(url);
  });

  it('refuses a toolsBase that is no URL, saying so', () => {
    for (const base of ['https://', 'http://[::1/', 'http://:80/']) {
      expect(() => createModuleLoader(base, document)).to.throw(`toolsBase is not a valid URL: ${JSON.stringify(base)}`);
    }
  });

  it("loads the package's own imports when no URL is given", async () => {
    const loader = createModuleLoader(packageImports, document);
    expect(typeof (await loader.tools()).cssEvalsFor).to.equal('function');
    expect((await loader.adapter('preact')).name).to.equal('preact');
    const failing = createModuleLoader(() => Promise.reject(new Error('offline')), document);
    expect(await rejection(failing.tools())).to.equal('Could not load the editing tools from runtime-tools.mjs: offline');
    expect(await rejection(packageImports('runtime-other.mjs'))).to.equal('the package has no runtime-other.mjs');
  });
});

describe('start() with toolsBase', () => {
  it('throws the reason for a toolsBase that is no URL, and starts nothing', async () => {
    const { start } = await import('../index');
    expect(() => start({ allowedOrigins: ['https://editor.example'], toolsBase: 'http://[::1/' })).to.throw('toolsBase is not a valid URL: "http://[::1/"');
    // Nothing runs: the next start is not refused as a second runtime.
    const runtime = start({ allowedOrigins: ['https://editor.example'], toolsBase: 'runtime/' });
    runtime.stop();
  });
});
