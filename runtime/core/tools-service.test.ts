import { expect } from '@open-wc/testing';
import * as toolsModule from '../tools';
import { createElementIds } from '../shared/element-ids';
import { createState, type FrameState } from './frame/state';
import { createLogger } from './logger';
import type { ToolsModule } from './module-loader';
import { createToolsService, type Tools, type ToolsService } from './tools-service';

describe('core/tools-service: the editing tools, loaded once and stopped', () => {
  let state: FrameState;
  let loads: number;
  let loaded: Tools[];
  let release: () => void;
  let service: ToolsService;
  let styled: HTMLElement;

  beforeEach(() => {
    state = createState(false);
    loads = 0;
    loaded = [];
    // The module arrives when the test says (a slow network), so calls made meanwhile can be counted.
    const arrived = new Promise<void>((resolve) => (release = resolve));
    service = createToolsService({
      doc: document,
      state,
      ids: createElementIds(document),
      load: async (): Promise<ToolsModule> => {
        loads += 1;
        await arrived;
        return toolsModule;
      },
      messenger: { post: () => undefined },
      log: createLogger(false),
      replaced: () => undefined,
      loaded: (tools) => loaded.push(tools),
    });
    styled = Object.assign(document.createElement('p'), { textContent: 'forced' });
    document.body.append(styled);
  });
  afterEach(() => {
    service.stop();
    styled.remove();
  });

  it('fetches the tools once, however many ask while they load, and says when they are here', async () => {
    const asked = [service.get(), service.get(), service.get()];
    expect(service.current()).to.equal(null);
    release();
    const [first, ...rest] = await Promise.all(asked);
    expect(loads).to.equal(1);
    for (const tools of rest) expect(tools).to.equal(first);
    expect(loaded).to.deep.equal([first]);
    expect(service.current()).to.equal(first);
    expect(await service.get()).to.equal(first);
  });

  it('refuses tools that arrive after the runtime stopped', async () => {
    const asked = service.get();
    state.stopped = true;
    release();
    let refused: unknown = null;
    await asked.catch((error: unknown) => (refused = error));
    expect(String(refused)).to.contain('stopped');
    expect(loaded).to.deep.equal([]);
  });

  it('drops the ids a landed flush wrote, keeps them otherwise; stop undoes what the tools did to the page', async () => {
    release();
    const tools = await service.get();
    service.unflushedIds.add('tempo-id');
    service.pageReplaced(false);
    expect([...service.unflushedIds]).to.deep.equal(['tempo-id']);
    service.pageReplaced(true);
    expect([...service.unflushedIds]).to.deep.equal([]);
    tools.tempDom.addPlaceholder(document.body, 0, 10, 10);
    const added = document.body.childElementCount;
    service.stop();
    expect(document.body.childElementCount).to.equal(added - 1);
    expect(service.current()).to.equal(null);
  });
});
