// The production build of the editor's Publish, run by the editing server as a child process at a
// lower priority (server/publish/build-process.ts): the same pipeline as `npm run build` for the
// production site — scripts/site-build.mjs's siteBuild('site') with type checking, then
// scripts/site-pages.mjs's page writing and precompression — for that variant only, from a snapshot
// of the sources into a fresh folder. It never touches the folder being served.
//
//   node scripts/publish-site.mjs <sources> <out>
//
// <sources>: a folder holding site/ and the tsconfigs (the snapshot; it becomes the working
// directory, so paths in the configuration mean what they mean in `npm run build`). <out>: a folder
// that does not exist yet; it gets dist/'s layout for the production variant (site/, 404/site.html,
// ssr-site/, site-manifest.json).
// It reports over its IPC channel, one message per step (server/publish/build-messages.ts has their
// types): { type: 'stage', stage }, then { type: 'done', pages } or { type: 'failed', stage, problem }.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { rollup } from 'rollup';
import { siteBuild } from './site-build.mjs';
import { precompress, prerenderPages } from './site-pages.mjs';

const send = (message) =>
  new Promise((resolve) => {
    if (process.send) process.send(message, () => resolve());
    else {
      console.log(JSON.stringify(message));
      resolve();
    }
  });

// Colours in a compiler's code frame are for terminals; the editor shows plain text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every colour code.
const plain = (text) => String(text ?? '').replace(/\u001b\[[0-9;]*m/g, '');

/** A project-relative path of a file in the snapshot (`site/sections/HeroSection.tsx`), or null. */
function sourcePath(file, sources) {
  if (typeof file !== 'string' || !file) return null;
  const path = relative(sources, isAbsolute(file) ? file : join(sources, file));
  return path.startsWith('..') ? null : path.split('\\').join('/');
}

/** What a failed step says: the compiler's message, where, and its code frame. */
function problemOf(error, sources) {
  const loc = error?.loc ?? null;
  const file = sourcePath(loc?.file ?? error?.id, sources);
  // Rollup and the TypeScript plugin prefix the place, the plugin and the code, which have fields of their own.
  const message = plain(error instanceof Error ? error.message : String(error))
    .replace(/^\[plugin [^\]]+\]\s*/, '')
    .replace(/^\S+ \(\d+:\d+\):\s*/, '')
    .replace(/^@rollup\/plugin-typescript\s*/, '')
    .replace(/^TS\d+:\s*/, '');
  return {
    message,
    code: typeof error?.pluginCode === 'string' ? error.pluginCode : typeof error?.code === 'string' ? error.code : null,
    file,
    line: Number.isInteger(loc?.line) ? loc.line : null,
    column: Number.isInteger(loc?.column) ? loc.column : null,
    frame: error?.frame ? plain(error.frame) : null,
  };
}

async function main() {
  const [sources, out] = process.argv.slice(2);
  if (!sources || !out || !isAbsolute(sources) || !isAbsolute(out)) throw new Error('usage: node scripts/publish-site.mjs <absolute sources folder> <absolute output folder>');
  if (!existsSync(join(sources, 'site/entry-client.tsx'))) throw new Error(`${sources} holds no site/ to build`);
  if (existsSync(out)) throw new Error(`${out} exists already: a publish builds into a fresh folder`);
  process.chdir(sources);

  let stage = 'compile';
  try {
    await send({ type: 'stage', stage });
    for (const config of siteBuild('site', { outDir: out })) {
      const bundle = await rollup({
        ...config,
        onwarn(warning, warn) {
          if (config.onwarn) config.onwarn(warning, warn);
          else warn(warning);
        },
      });
      try {
        for (const output of [config.output].flat()) await bundle.write(output);
      } finally {
        await bundle.close();
      }
    }
    stage = 'prerender';
    await send({ type: 'stage', stage });
    const pages = await prerenderPages({ root: sources, outDir: out, variant: 'site', log: () => undefined });
    stage = 'compress';
    await send({ type: 'stage', stage });
    precompress(join(out, 'site'));
    await send({ type: 'done', pages: pages.map(({ path, bytes }) => ({ path, bytes })) });
  } catch (error) {
    await send({ type: 'failed', stage, problem: problemOf(error, sources) });
    process.exitCode = 1;
  }
}

// The server that started it is gone (killed, or stopped without stopping it): nobody waits for the build.
process.on('disconnect', () => process.exit(3));

// Exits as Rollup's own command line does: a failed TypeScript build leaves its file watchers open.
main().then(
  () => process.exit(),
  async (error) => {
    await send({ type: 'failed', stage: 'sources', problem: problemOf(error, process.cwd()) });
    process.exit(2);
  },
);
