/** Public surface of the OData engine (see README.md). */
export { createODataEngine, PARSE_CACHE_SIZE, type ODataEngine, type ODataEngineOptions } from './engine.ts';
export { createResourceEngine, type ResourceEngineShape } from './resource-engine.ts';
export { ODataError, isODataError, type ODataErrorKind } from './errors.ts';
export type { ParsedRequest, KeyPart } from './parse-url.ts';
export type { ReadUsage } from './execute.ts';
export { ReadCache, READ_CACHE_MAX_ENTRY_WEIGHT, type CachedRead, type ReadHit } from './read-cache.ts';
