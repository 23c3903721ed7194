// The folder rules of `npm run lint` (.dependency-cruiser.cjs) can fail: a small tree that breaks each
// rule once, beside imports each rule allows (type-only imports of the tools from the core, tests
// beside modules), must give exactly the expected violations. The real tree passes in `npm run lint`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { repo } from './helpers/editing.mjs';

const TREE = {
  'types/contract.ts': "import { code } from '../runtime/core/code';\nexport const contract = code;\n",
  'runtime/core/code.ts': "import { tool } from '../tools/tool';\nexport const code = tool;\n",
  'runtime/core/typed.ts': "import type { Tool } from '../tools/tool';\nexport type Typed = Tool;\n",
  'runtime/tools/tool.ts': 'export const tool = 1;\nexport type Tool = number;\n',
  'runtime/tools/user.ts': "import { code } from '../core/code';\nexport const user = code;\n",
  'runtime/shared/shared.ts': "import { tool } from '../tools/tool';\nexport const shared = tool;\n",
  'runtime/shared/shared.test.ts': "import { tool } from '../tools/tool';\nexport const checked = tool;\n",
  'runtime/host/sdk.ts': "import { code } from '../core/code';\nexport const sdk = code;\n",
  'runtime/host/ok.ts': "import { shared } from '../shared/shared';\nexport const ok = shared;\n",
  'runtime/adapters/adapter.ts': "import { shared } from '../shared/shared';\nexport const adapter = shared;\n",
  'runtime/codebase-ids/scheme.ts': "import { code } from '../core/code';\nexport const scheme = code;\n",
  'runtime/entry.ts': "import { page } from '../editor/page';\nexport const entry = page;\n",
  'editor/page.ts': "import { code } from '../runtime/core/code';\nexport const page = code;\n",
  'editor/sdk-user.ts': "import { ok } from '../runtime/host/ok';\nexport const sdkUser = ok;\n",
  'site/app.ts': "import { page } from '../editor/page';\nexport const app = page;\n",
  'server/http/route.ts': "import { code } from '../../runtime/core/code';\nexport const route = code;\n",
  'server/http/answer.ts': 'export const answer = 1;\n',
  'server/project/snapshot.ts': "import { answer } from '../http/answer';\nexport const snapshot = answer;\n",
  'server/ids.ts': "import { scheme } from '../runtime/codebase-ids/scheme';\nexport const ids = scheme;\n",
  'scripts/one.mjs': "import { two } from './two.mjs';\nexport const one = () => two;\n",
  'scripts/two.mjs': "import { one } from './one.mjs';\nexport const two = () => one;\n",
};

const EXPECTED = [
  ['adapters-stand-alone', 'runtime/adapters/adapter.ts'],
  ['codebase-ids-stand-alone', 'runtime/codebase-ids/scheme.ts'],
  ['core-never-loads-the-tools', 'runtime/core/code.ts'],
  ['editor-uses-the-sdk', 'editor/page.ts'],
  ['edits-know-no-http', 'server/project/snapshot.ts'],
  ['host-is-the-editor-side', 'runtime/host/sdk.ts'],
  ['no-cycles', 'scripts/one.mjs ↔ scripts/two.mjs'],
  ['runtime-is-a-package', 'runtime/entry.ts'],
  ['server-never-frame-code', 'server/http/route.ts'],
  ['shared-under-both', 'runtime/shared/shared.ts'],
  ['site-is-just-the-site', 'site/app.ts'],
  ['tools-take-only-types-from-core', 'runtime/tools/user.ts'],
  ['types-import-nothing-of-ours', 'types/contract.ts'],
];

describe('the folder rules (.dependency-cruiser.cjs)', () => {
  it('report each broken rule once, and allow type-only imports of the tools and tests beside modules', () => {
    const root = mkdtempSync(join(tmpdir(), 'folder-rules-'));
    try {
      for (const [path, text] of Object.entries(TREE)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', allowJs: true } }));
      const cli = join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
      let output;
      try {
        output = execFileSync(process.execPath, [cli, 'types', 'runtime', 'editor', 'site', 'server', 'scripts', '--config', join(repo, '.dependency-cruiser.cjs'), '--output-type', 'json'], { cwd: root, encoding: 'utf8' });
      } catch (error) {
        // It exits with the number of errors: the report is on stdout all the same.
        output = error.stdout;
      }
      const { summary } = JSON.parse(output);
      // A cycle is reported once, from whichever of its modules comes first.
      const found = summary.violations
        .map((violation) => [violation.rule.name, violation.rule.name === 'no-cycles' && violation.from.startsWith('scripts/') ? 'scripts/one.mjs ↔ scripts/two.mjs' : violation.from])
        .sort((a, b) => `${a}`.localeCompare(`${b}`));
      assert.deepEqual(found, EXPECTED);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
