// The test server's esbuild plugin (test/plugins/esbuild-service.mjs) when esbuild's service process
// dies: killed between two transforms, killed under a transform in flight, and with no new service
// allowed to take over. Each test kills the real child process and waits for its exit.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { restartingEsbuildPlugin } from '../plugins/esbuild-service.mjs';

const rootDir = resolve('.');

/** What the dev server hands a plugin's transform: enough of a Koa context for @web/dev-server-esbuild. */
function request(path, body) {
  return { path, url: path, body, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0.0.0 Safari/537.36' }, response: { is: () => false } };
}

const TS = 'const answer: number = 42;\nexport { answer };\n';
const compiled = (code) => code.replace(/\n\/\/# sourceMappingURL=.*$/s, '').trim();

async function startedPlugin(serviceOptions) {
  const messages = [];
  const plugin = restartingEsbuildPlugin({ ts: true, target: 'es2022' }, { log: (message) => messages.push(message), ...serviceOptions });
  await plugin.serverStart({ config: { rootDir }, logger: console });
  return { plugin, service: plugin.transformService, messages };
}

/** Ends the service with SIGKILL, as the kernel or another process would, and waits until it is gone. */
async function killService(service) {
  const pid = service.pid;
  assert.ok(pid, 'the service runs');
  process.kill(pid, 'SIGKILL');
  const end = await service.exited();
  assert.equal(end.signal, 'SIGKILL');
  return pid;
}

describe('esbuild service: a dead service is replaced', () => {
  it('a transform after the service was killed runs on a new one, and the end is reported', async () => {
    const { plugin, service, messages } = await startedPlugin();
    assert.equal(compiled(await plugin.transform(request('/a.ts', TS))), 'const answer = 42;\nexport { answer };');
    const killed = await killService(service);

    assert.equal(compiled(await plugin.transform(request('/b.ts', TS))), 'const answer = 42;\nexport { answer };');
    assert.notEqual(service.pid, killed, 'a new process serves');
    assert.equal(service.ends.length, 1);
    assert.equal(service.ends[0].pid, killed);
    assert.equal(service.ends[0].signal, 'SIGKILL');
    assert.equal(service.ends[0].replacedBy, service.pid);
    assert.equal(messages.length, 1);
    assert.match(messages[0], new RegExp(`^\\[esbuild\\] esbuild's service \\(pid ${killed}\\) was killed by SIGKILL .*; a new service \\(pid ${service.pid}\\) took over, and /b\\.ts is compiled again$`));
  });

  it('a transform in flight when the service is killed is run again on a new one', async () => {
    const { plugin, service } = await startedPlugin();
    // Over 1 MiB, so esbuild writes it to a file first and sends the request after the kill below.
    const big = Array.from({ length: 40_000 }, (_, i) => `export const p${i}: number = ${i};`).join('\n');
    assert.ok(big.length > 1024 * 1024);
    const pending = plugin.transform(request('/big.ts', big));
    const killed = await killService(service);
    const code = await pending;
    assert.match(code, /export const p39999 = 39999;/);
    assert.equal(service.ends.length, 1);
    assert.equal(service.ends[0].pid, killed);
    assert.notEqual(service.pid, killed);
  });

  it('a compile error is the module\'s own: reported as such, nothing restarted', async () => {
    const { plugin, service } = await startedPlugin();
    const pid = service.pid;
    await assert.rejects(plugin.transform(request('/broken.ts', 'const = ;')), (error) => error.name === 'PluginSyntaxError');
    assert.equal(service.pid, pid);
    assert.equal(service.ends.length, 0);
  });
});

describe('esbuild service: when no new service may start', () => {
  it('a TypeScript module fails at once naming what ended the service; JavaScript is sent as it is', async () => {
    const { plugin, service, messages } = await startedPlugin({ maxRestarts: 0 });
    const killed = await killService(service);

    await assert.rejects(plugin.transform(request('/c.ts', TS)), (error) => {
      assert.equal(error.name, 'PluginError');
      assert.match(error.message, new RegExp(`^esbuild could not compile /c\\.ts: esbuild's service \\(pid ${killed}\\) was killed by SIGKILL .*no new one is started$`));
      return true;
    });
    assert.equal(await plugin.transform(request('/runner.js', 'export const ready = true;\n')), undefined, 'sent untransformed');
    await assert.rejects(plugin.transform(request('/d.ts', TS)), /esbuild could not compile \/d\.ts: .*SIGKILL/);
    assert.equal(service.pid, killed, 'no new process');
    assert.equal(messages.length, 2);
    assert.match(messages[1], /^\[esbuild\] JavaScript modules are sent untransformed from now on \(\/runner\.js first\): /);
  });
});
