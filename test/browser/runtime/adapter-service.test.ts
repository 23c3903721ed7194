// The adapter service (runtime/core/adapter-service.ts) on its own: what it reports for each choice, when it looks again, that it tells
// once, and that stop() leaves nothing running.
import { expect } from '@open-wc/testing';
import type { AdapterName } from '../../../runtime/adapters/names';
import type { ComponentAdapter } from '../../../runtime/adapters/types';
import { createAdapterService, type AdapterServiceOptions } from '../../../runtime/core/adapter-service';
import { createPageChangeSource } from '../../../runtime/core/page-changes';
import type { Detection } from '../../../runtime/tools';
import type { AdapterReport } from '../../../types';
import { expectNothingFor, waitFor } from '../helpers';

const fakeAdapter = (name: string): ComponentAdapter => ({
  name,
  findComponentForElement: () => null,
  findComponentByName: () => null,
  propsOfElement: () => null,
});

/** A page whose framework the test decides: `framework` is what detection sees now. */
function setup(choice: AdapterServiceOptions['choice'] = 'auto') {
  const seen = { detections: 0, loads: [] as AdapterName[], found: [] as AdapterReport[], framework: null as AdapterName | null };
  const service = createAdapterService({
    choice,
    win: window,
    detect: async (): Promise<Detection> => {
      seen.detections++;
      return seen.framework ? { name: seen.framework as 'react' } : { name: null, reason: 'no framework detected' };
    },
    load: async (name) => {
      seen.loads.push(name);
      return fakeAdapter(name);
    },
    onFound: (report) => seen.found.push(report),
    warn: () => {},
    debug: () => {},
  });
  return { service, seen };
}

describe('adapter service', () => {
  it('reports a given object, `none` and a named framework without detecting', async () => {
    const given = setup(fakeAdapter('mine'));
    expect(await given.service.resolve()).to.deep.equal({ name: 'mine', choice: 'given' });
    expect(given.service.current()?.name).to.equal('mine');
    const none = setup('none');
    expect(await none.service.resolve()).to.deep.equal({ name: null, choice: 'off' });
    const named = setup('vue');
    expect(await named.service.resolve()).to.deep.equal({ name: 'vue', choice: 'named' });
    for (const { seen } of [given, none, named]) expect(seen.detections).to.equal(0);
    expect(named.seen.loads).to.deep.equal(['vue']);
  });

  it('looks again when asked, and tells once when a framework appears', async () => {
    const { service, seen } = setup();
    expect(await service.resolve()).to.deep.equal({ name: null, choice: 'detected', reason: 'no framework detected' });
    expect(service.current()).to.equal(null);
    seen.framework = 'react';
    // Two askers at once share one look.
    const [a, b] = await Promise.all([service.resolve(), service.resolve()]);
    expect(a).to.deep.equal({ name: 'react', choice: 'detected' });
    expect(b).to.deep.equal(a);
    expect(seen.loads).to.deep.equal(['react']);
    expect(seen.found).to.deep.equal([{ name: 'react', choice: 'detected' }]);
    expect(service.current()?.name).to.equal('react');
    // Found: no more looks, whatever is asked.
    const looks = seen.detections;
    await service.resolve();
    expect(seen.detections).to.equal(looks);
    service.stop();
  });

  it('looks again on its own timers and on page changes', async () => {
    const { service, seen } = setup();
    const root = document.createElement('div');
    document.body.append(root);
    const changes = createPageChangeSource(document, () => false);
    try {
      service.watch(changes);
      await service.resolve();
      await waitFor(() => seen.detections >= 2, 'a look on the first timer');
      seen.framework = 'preact';
      root.append(document.createElement('p'));
      await waitFor(() => seen.found.length === 1, 'the framework found');
      expect(seen.found).to.deep.equal([{ name: 'preact', choice: 'detected' }]);
    } finally {
      service.stop();
      changes.stop();
      root.remove();
    }
  });

  it('stop() ends every look: nothing is detected or told afterwards', async () => {
    const { service, seen } = setup();
    const changes = createPageChangeSource(document, () => false);
    try {
      service.watch(changes);
      await service.resolve();
      service.stop();
      const looks = seen.detections;
      seen.framework = 'react';
      document.body.append(document.createElement('p'));
      // The first timers (250 and 500 ms) and the change's look (100 ms) would all have run by then.
      await expectNothingFor(1500, 'a stopped service looks no more', () => (seen.detections !== looks || seen.found.length > 0) && `${seen.detections - looks} looks, ${seen.found.length} found`);
    } finally {
      changes.stop();
      document.body.lastElementChild?.remove();
    }
  });
});
