/** Typed OData URL building (see compile.ts); import from here. */
export { compile, compileCount, compileUrl, fields, splitUrl, ODATA_PREFIX, type ODataKey, type ODataQuery, type SplitUrl } from './compile.ts';
export type { FieldOf, ResourceName, Row } from './types.ts';
