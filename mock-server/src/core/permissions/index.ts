/**
 * The permission module (spec 01 §6, spec 02 §6): role tables, `can`, and the per-request
 * `createCanRead`. Framework-, store- and Node-free so the dashboard's `useCan` imports it too.
 */
export * from './roles.ts';
export * from './anchors.ts';
export * from './subject.ts';
export * from './can.ts';
export * from './can-read.ts';
export * from './support-window.ts';
