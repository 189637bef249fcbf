/** Typed OData URL building (see compile.ts) and the contract-derived types (types.ts); import from here. */
export { compile, compileCount, compileFilter, compileUrl, fields, readOptions, splitUrl, ODATA_PREFIX, type ODataKey, type SplitUrl } from './compile.ts';
export type { ExpandOptions, FieldOf, FieldRef, Filter, FilterValue, FkRef, Lambda, LambdaExpr, OrderBy, ValueCondition, NavKeys, NavTarget, ODataCount, ODataQuery, ODataRead, ResourceName, Row, RowOf, Selected } from './types.ts';
