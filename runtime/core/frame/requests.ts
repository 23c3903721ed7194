// The request handler: requests from the editor run one after another in arrival order (a promise
// queue; those arriving before the DOM is ready wait for it). A function call answers `{ id, result }`
// or `{ id, error }`; one whose answer is a `Later` answers when that settles, without holding up the
// requests behind it; a `ThenAfter` answers at once and runs its work after, from the next task.
// inspectElement and GET_STATE_AND_PROPS go to the component adapter.
import { errorMessage, isErrorCode, type FunctionName, type HostRequest, type InspectPayload } from '../../../types';
import type { AdapterService } from '../adapter-service';
import type { ElementIds } from '../../shared/element-ids';
import type { Logger } from '../logger';
import type { Reply } from '../messenger';
import { nextTask } from '../next-task';
import type { ToolsService } from '../tools-service';
import { Later, ThenAfter, type FunctionTable } from './functions';
import type { FrameState } from './state';

export interface RequestContext {
  win: Window;
  state: FrameState;
  log: Logger;
  ids: ElementIds;
  functions: FunctionTable;
  tools: Pick<ToolsService, 'get'>;
  adapters: Pick<AdapterService, 'resolve' | 'current'>;
}

export interface Requests {
  receive(request: HostRequest, reply: Reply): void;
  /** The DOM is ready: run what waited, and from now on everything at once. */
  ready(): void;
  /** Drops the requests still waiting for the DOM. */
  stop(): void;
}

function plainArgs(args: unknown): unknown[] {
  if (args === undefined) return [];
  if (!Array.isArray(args)) throw new Error('args must be an array');
  return args;
}

export function createRequests({ win, state, log, ids, functions, tools, adapters }: RequestContext): Requests {
  const doc = win.document;
  let ready = false;
  const pending: (() => void)[] = [];
  // Requests run one after another in arrival order, even when one has to decompress its arguments first.
  let queue: Promise<void> = Promise.resolve();

  async function handleRequest(request: HostRequest, reply: Reply): Promise<void> {
    const { id } = request;
    if (state.stopped) return;
    switch (request.type) {
      case 'executeFunction': {
        const name = request.payload.functionName;
        if (typeof name !== 'string' || !Object.hasOwn(functions, name)) {
          log.warn('Function to execute not found', name);
          reply({ id, error: 'Function to execute not found' });
          return;
        }
        const answer = (result: unknown) => reply(result === undefined ? { id } : { id, result });
        const fail = (error: unknown) => {
          const message = errorMessage(error);
          log.debug(`${name} failed: ${message}`);
          const code = (error as { code?: unknown } | null)?.code;
          reply(isErrorCode(code) ? { id, error: message, code } : { id, error: message });
        };
        try {
          // Compressed arguments are rare and need the decompressor from the tools module.
          const { args: plain, compressedArgs } = request.payload;
          const args = compressedArgs !== undefined ? await (await tools.get()).module.decodeCompressedArgs(compressedArgs) : plainArgs(plain);
          // The wire's arguments are unchecked: every function takes unknowns and checks them itself.
          const call = functions[name as FunctionName] as (...args: unknown[]) => unknown;
          const result = await call(...args);
          if (result instanceof Later) void result.promise.then(answer, fail);
          else if (result instanceof ThenAfter) {
            answer(result.value);
            void nextTask(win).then(result.after);
          } else answer(result);
        } catch (error) {
          fail(error);
        }
        return;
      }
      case 'inspectElement': {
        const payload = request.payload as InspectPayload;
        const { module } = await tools.get();
        await adapters.resolve();
        reply({ id, ...module.inspectElement(payload, adapters.current(), ids.elementsFor) });
        return;
      }
      case 'GET_STATE_AND_PROPS':
        await adapters.resolve();
        reply({ id, ...(await tools.get()).module.stateAndProps(request.componentName, doc, adapters.current()) });
        return;
      default: {
        const type: unknown = (request as { type: unknown }).type;
        reply({ id, error: `Unknown request type: ${String(type)}` });
      }
    }
  }

  return {
    receive(request, reply) {
      // Requests that arrive before the DOM is ready wait for it rather than act on half a page.
      const run = () => {
        queue = queue
          .then(() => handleRequest(request, reply))
          .catch((error: unknown) => {
            log.error('request failed', error);
            reply({ id: request.id, error: errorMessage(error) });
          });
      };
      if (ready) run();
      else pending.push(run);
    },
    ready() {
      ready = true;
      pending.splice(0).forEach((run) => run());
    },
    stop() {
      pending.length = 0;
    },
  };
}
