// Which folder may import which (ARCHITECTURE.md "Folders, and what each may import"), for the whole
// tree and with type-only imports counted: they are dependencies of the design too. `npm run lint`
// runs it (depcruise); each rule's comment is what a violation prints.
/** @type {import('dependency-cruiser').IConfiguration} */
const OURS = '^(types|runtime|editor|server|site|scripts|test|bench)/';
/** Tests beside the modules may reach test helpers and other folders: the rules are for the product's code. */
const TESTS = '\\.test\\.(ts|tsx|mjs)$';

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Imports form no cycle, anywhere: a cycle makes load order matter and two modules one.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'types-import-nothing-of-ours',
      severity: 'error',
      comment: 'types/ is the contract: it imports none of our folders.',
      from: { path: '^types/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^types/' },
    },
    {
      name: 'runtime-is-a-package',
      severity: 'error',
      comment: 'runtime/ is a package of its own: of our folders it imports only types/.',
      from: { path: '^runtime/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^(types|runtime)/' },
    },
    {
      name: 'core-never-loads-the-tools',
      severity: 'error',
      comment: 'runtime/core/ takes only types from the tools: their code loads once an editor connects (runtime/core/module-loader.ts).',
      from: { path: '^runtime/core/', pathNot: TESTS },
      to: { path: '^runtime/(tools/|tools\\.ts$)', dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'tools-take-only-types-from-core',
      severity: 'error',
      comment: 'runtime/tools/ and runtime/shared/ take only types from the core: code of it would be copied into each bundle.',
      from: { path: '^runtime/(tools|shared)/', pathNot: TESTS },
      to: { path: '^runtime/core/', dependencyTypesNot: ['type-only', 'type-import'] },
    },
    {
      name: 'shared-under-both',
      severity: 'error',
      comment: 'runtime/shared/ is what the core and the tools both use: it imports neither the tools nor the SDK.',
      from: { path: '^runtime/shared/', pathNot: TESTS },
      to: { path: '^runtime/(tools|host)/|^runtime/[^/]+\\.ts$' },
    },
    {
      name: 'host-is-the-editor-side',
      severity: 'error',
      comment: 'runtime/host/ (the SDK editors import) runs in the editor, not the frame: of the runtime it uses only runtime/shared/.',
      from: { path: '^runtime/host/', pathNot: TESTS },
      to: { path: '^runtime/', pathNot: '^runtime/(host|shared)/' },
    },
    {
      name: 'adapters-stand-alone',
      severity: 'error',
      comment: 'runtime/adapters/ read one framework each through its internals: they import no other part of the runtime.',
      from: { path: '^runtime/adapters/', pathNot: TESTS },
      to: { path: '^runtime/', pathNot: '^runtime/adapters/' },
    },
    {
      name: 'codebase-ids-stand-alone',
      severity: 'error',
      comment: 'The codebase-id scheme (runtime/codebase-ids) runs in build tools and the server: it imports no frame code.',
      from: { path: '^runtime/codebase-ids', pathNot: TESTS },
      to: { path: '^runtime/', pathNot: '^runtime/codebase-ids' },
    },
    {
      name: 'site-is-just-the-site',
      severity: 'error',
      comment: 'site/ reaches the runtime only as a built script URL (the inline loader), never by import; it imports none of runtime/, editor/, server/.',
      from: { path: '^site/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^(site|types)/' },
    },
    {
      name: 'editor-uses-the-sdk',
      severity: 'error',
      comment: 'editor/ imports, of our folders, only types/ and the runtime through its host entry (visual-editing-runtime/host), as a vendor would.',
      from: { path: '^editor/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^(editor|types|runtime/host)/' },
    },
    {
      name: 'server-never-frame-code',
      severity: 'error',
      comment: 'server/ imports, of our folders, only types/ and the codebase-id scheme (visual-editing-runtime/codebase-ids), never frame code.',
      from: { path: '^server/', pathNot: TESTS },
      to: { path: OURS, pathNot: '^(server|types)/|^runtime/codebase-ids' },
    },
    {
      name: 'edits-know-no-http',
      severity: 'error',
      comment: 'The edit pipeline (project, edit, operations, activities, checks, the mutation service) runs in the edit worker and knows no HTTP, live build or publish.',
      from: { path: '^server/(project|edit|operations|activities|checks)/|^server/(mutation-service|edit-service|serial-queue|refusals)\\.ts$', pathNot: TESTS },
      to: { path: '^server/(http|app|live|publish|requests|edit-worker)/|^server/(editing-api|index)\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|^runtime/dist/|^test/fixtures/|^test/vendor' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'types', 'default'], extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
