/**
 * Errors the OData engine raises. Every failure leaves the engine as an `ODataError` carrying the
 * HTTP status the resource handlers answer with (api-ground-truth §1.4, §7):
 * - `malformed`: the grammar rejected the URL → 400 `Malformed url: '<url>'`;
 * - `invalid`: parsed, but names an unknown field, a bad literal, … (the real server answers 500
 *   with an empty body; the mock answers 400 with a message naming the problem);
 * - `unknown-resource`: → 401 with an empty body.
 */
export type ODataErrorKind = 'malformed' | 'invalid' | 'unknown-resource';

/** The HTTP status per error kind (api-ground-truth §1.4). */
const ODATA_ERROR_STATUS: Readonly<Record<ODataErrorKind, number>> = {
  malformed: 400,
  invalid: 400,
  'unknown-resource': 401,
};

/** A typed engine error: `status` and `message` are what the HTTP layer sends. */
export class ODataError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ODataErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'ODataError';
    this.status = ODATA_ERROR_STATUS[kind];
  }
}

/** 400 `Malformed url: '<url as received>'` (api-ground-truth §1.4, §7). */
export const malformedUrl = (url: string): ODataError => new ODataError('malformed', `Malformed url: '${url}'`);

/** 400 naming the problem (the real server's 500 cases of §7). */
export const invalid = (message: string): ODataError => new ODataError('invalid', message);

/** Unknown resource: the HTTP layer answers 401 with an empty body (api-ground-truth §1.4). */
export const unknownResource = (name: string): ODataError =>
  new ODataError('unknown-resource', `Unknown resource '${name}'`);

/** Type guard for engine errors. */
export const isODataError = (e: unknown): e is ODataError => e instanceof ODataError;
