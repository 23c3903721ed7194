// The editing server (docs/protocol.md §8): the site, its previews, the reference editor on its own
// origin, the mutation server (/api/) and `npm start`'s live build, behind one guard.
// scripts/serve.mjs reads the settings and calls startEditingServer.
export type { EditingServer, EditingServerOptions } from './app/app';
export { createEditingServer } from './app/app';
export type { RunningServer, StartOptions } from './app/start';
export { startEditingServer } from './app/start';
export type { HostNames } from './http/hosts';
export type { FilesWritten, FilesWrittenListener, TypesChecked } from './edit-service';
export { ProjectSnapshot } from './project/snapshot';
export { buildLookups } from './project/lookups';
export { countRenderings, pageFor } from './project/renderings';
// For the tests of a write that fails part-way (test/node/file-transaction.test.mjs).
export { FileWriteError, NODE_FILE_CALLS, stageReplacement, writeFileAtomic } from './project/file-transaction';
