// The contract shared by the runtime (frame), the site and editors (host). Imports none of our folders.
export * from './protocol';
export * from './change-items';
export * from './attributes';
export * from './errors';
export type * from './json';
export * from './element-ids';
export * from './mutations';
export type * from './renderings';
export type * from './lookups';
export type * from './nav-tree';
export * from './style-rules';
