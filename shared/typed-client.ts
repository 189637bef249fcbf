/**
 * The contract's client with checked calls: the same openapi-fetch object, seen through signatures
 * that check what openapi-fetch's own leave open.
 *
 * - Request bodies are exact: a key the operation's body does not declare is an error on that key
 *   (`device_nam: never`), and a value that is not an object of that schema (`body: 5`) is refused.
 *   openapi-fetch types bodies as `Writable<T>` (a key-remapping mapped type) and widens every init
 *   with `{ [key: string]: unknown }`, which together let both through when, as for every PATCH of
 *   this API, the body schema has only optional properties.
 * - A path the contract lacks (for that method) is an error on the path argument, naming it, instead
 *   of TS2589 ("instantiation is excessively deep") from resolving every operation at once.
 * - Each call resolves one operation object directly (`paths[P][M]`); the answer's `data` is its
 *   success body as declared, without openapi-fetch's recursive `Readable<T>` pass over it (the
 *   contract declares no readOnly/writeOnly markers), so a call costs the type checker little.
 *
 * Only nested objects inside a body are not checked for unknown keys (the top level is).
 */
import type {
  Client,
  HeadersOptions,
  Middleware,
  ParseAs,
  QuerySerializer,
  QuerySerializerOptions,
} from 'openapi-fetch';
import type { paths } from '../generated/types/api.gen.ts';

/** The HTTP methods the contract uses. */
export type ApiMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Paths that declare an operation for `M`, e.g. `PathOf<'patch'>` includes `'/v7/device({id})'`. */
export type PathOf<M extends ApiMethod> = {
  [P in keyof paths]: paths[P] extends { [K in M]: infer O } ? ([O] extends [never] ? never : P) : never;
}[keyof paths];

/** The operation object of `M P`. */
export type OperationOf<P, M extends ApiMethod> = P extends keyof paths
  ? paths[P] extends { [K in M]: infer O }
    ? O
    : never
  : never;

/** The body an operation accepts (its one declared media type), or `never` without one. */
export type BodyOf<O> = O extends { requestBody?: { content: infer C } } ? C[keyof C] : never;

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206 | 207;
type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 405 | 409 | 410 | 412 | 413 | 415 | 422 | 429 | 500 | 501 | 503;
type ContentOf<R> = R extends { content: infer C } ? C[keyof C] : undefined;

/** The success body of an operation (`undefined` for answers without content). */
export type DataOf<O> = O extends { responses: infer R } ? ContentOf<R[keyof R & SuccessStatus]> : never;
/** The error body of an operation. */
export type ErrorOf<O> = O extends { responses: infer R } ? ContentOf<R[keyof R & ErrorStatus]> : never;

/** What every call settles with, as openapi-fetch returns it. */
export type Answer<O> =
  { data: DataOf<O>; error?: never; response: Response } | { data?: never; error: ErrorOf<O>; response: Response };

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/** Per-call options other than params and body (openapi-fetch's, plus `fetch`'s RequestInit). */
export interface CallInit extends Omit<RequestInit, 'body' | 'headers' | 'method'> {
  headers?: HeadersOptions;
  parseAs?: ParseAs;
  baseUrl?: string;
  querySerializer?: QuerySerializer<unknown> | QuerySerializerOptions;
  fetch?: (input: Request) => Promise<Response>;
  middleware?: Middleware[];
}

export type ParamsInit<O> = O extends { parameters: infer Pa }
  ? [RequiredKeys<Pa>] extends [never]
    ? { params?: Pa }
    : { params: Pa }
  : { params?: never };

/** `B` with each key that `T` does not declare turned into `never`: the error lands on that key. */
export type NoExtraKeys<T, B> = [B] extends [object]
  ? [B] extends [ReadonlyArray<unknown>]
    ? unknown
    : { [K in Exclude<keyof B, keyof T>]: never }
  : [T] extends [object]
    ? T
    : unknown;

export type BodyInit<O, B> = [BodyOf<O>] extends [never]
  ? { body?: never }
  : O extends { requestBody: unknown }
    ? { body: ExactBody<BodyOf<O>, B> }
    : { body?: ExactBody<BodyOf<O>, B> };

/**
 * The body parameter: an object body with no key beyond the schema's; anything else (`5` for an object
 * schema) is compared with the schema itself, so the error says what was expected.
 */
export type ExactBody<T, B> = [B] extends [object]
  ? [Exclude<keyof B, keyof T>] extends [never]
    ? B
    : B & NoExtraKeys<T, B>
  : [T] extends [object]
    ? T
    : B;

/** The init of one call: params (required when the operation requires any), body, per-call options. */
export type InitOf<O, B = BodyOf<O>> = ParamsInit<O> & BodyInit<O, B> & CallInit;

export type InitArgs<O, B> = [RequiredKeys<ParamsInit<O> & BodyInit<O, B>>] extends [never]
  ? [init?: InitOf<O, B>]
  : [init: InitOf<O, B>];

/** One method of the checked client, e.g. `PATCH('/v7/device({id})', { params, body })`. */
export type CheckedMethod<M extends ApiMethod> = <
  P extends PathOf<M>,
  const B extends BodyOf<OperationOf<P, M>> = BodyOf<OperationOf<P, M>>,
>(
  url: P,
  ...init: IsOnePath<P> extends true ? InitArgs<OperationOf<P, M>, B> : [init?: unknown]
) => Promise<Answer<OperationOf<P, M>>>;

/**
 * True for one literal path. A path the contract lacks leaves `P` at its constraint (every path):
 * the init is then left unchecked so that the one error reported is the path argument's.
 */
type IsOnePath<P, All = P> = P extends unknown ? ([All] extends [P] ? true : false) : never;

/** The contract's openapi-fetch client with checked paths, params and bodies (see above). */
export interface CheckedClient {
  GET: CheckedMethod<'get'>;
  POST: CheckedMethod<'post'>;
  PUT: CheckedMethod<'put'>;
  PATCH: CheckedMethod<'patch'>;
  DELETE: CheckedMethod<'delete'>;
  /** Adds middleware (openapi-fetch's `use`). */
  use(...middleware: Middleware[]): void;
  /** Removes middleware. */
  eject(...middleware: Middleware[]): void;
}

/** The same client object, typed as `CheckedClient` (no wrapper at run time). */
export function checked(client: Client<paths>): CheckedClient {
  return client as unknown as CheckedClient;
}
