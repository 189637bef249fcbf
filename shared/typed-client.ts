/**
 * The contract's client with checked calls: the same openapi-fetch object, seen through signatures
 * that check what openapi-fetch's own leave open.
 *
 * - Request bodies are exact: a key the operation's body does not declare is an error on that key
 *   (`device_nam: never`), and a value that is not an object of that schema (`body: 5`) is refused.
 *   openapi-fetch types bodies as `Writable<T>` (a key-remapping mapped type) and widens every init
 *   with `{ [key: string]: unknown }`, which together let both through when, as for every PATCH of
 *   this API, the body schema has only optional properties.
 * - A literal `$select` text of an OData read is checked name by name (`'id,device_nam'` is an error
 *   naming `device_nam`), and the rows of the answer have exactly the selected fields, present, as the
 *   typed reader (shared/odata) types them. A `string` built at run time is not checked.
 * - A path the contract lacks (for that method) is an error on the path argument, instead of TS2589
 *   ("instantiation is excessively deep") or an arity error.
 * - Each call is looked up by key in generated/calls.gen.ts (per method: path → operation, and whether
 *   params and a body are required), read from the contract by codegen, instead of being derived from
 *   `paths` by mapped conditional types on every call; the answer's `data` is the operation's success
 *   body as declared, without openapi-fetch's recursive `Readable<T>` pass (the contract declares no
 *   readOnly/writeOnly markers). A call costs a consumer's type checker little.
 *
 * Nested objects inside a body are not checked for unknown keys (the top level is).
 */
import type {
  Client,
  HeadersOptions,
  Middleware,
  ParseAs,
  QuerySerializer,
  QuerySerializerOptions,
} from 'openapi-fetch';
import type { Calls } from '../generated/calls.gen.ts';
import type { paths } from '../generated/types/api.gen.ts';
import type { Selected } from './odata/types.ts';

/** The HTTP methods the contract uses. */
export type ApiMethod = keyof Calls;

/** Paths that declare an operation for `M`, e.g. `PathOf<'patch'>` includes `'/v7/device({id})'`. */
export type PathOf<M extends ApiMethod> = keyof Calls[M];

type EntryOf<M extends ApiMethod, P> = Calls[M][P & keyof Calls[M]];

/** The operation object of `M P`. */
export type OperationOf<P, M extends ApiMethod> = OpOf<EntryOf<M, P>>;

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
export type Answer<O, D = DataOf<O>> =
  { data: D; error?: never; response: Response } | { data?: never; error: ErrorOf<O>; response: Response };

/** The names of a comma-separated `$select`. */
type SelectNames<S extends string> = S extends `${infer Head},${infer Rest}` ? Head | SelectNames<Rest> : S;

/**
 * The success body of a read with a literal `$select`: rows with exactly the selected fields, present
 * (not optional), as the typed reader types them; the declared body otherwise.
 */
export type SelectedData<O, S extends string> = string extends S
  ? DataOf<O>
  : DataOf<O> extends { d: ReadonlyArray<infer R> }
    ? Omit<DataOf<O>, 'd'> & {
        d: Array<Selected<R, { $select: '*' extends SelectNames<S> ? '*' : ReadonlyArray<SelectNames<S>> }>>;
      }
    : DataOf<O>;

/** Per-call options other than params and body (openapi-fetch's, plus `fetch`'s RequestInit). */
export interface CallInit extends Omit<RequestInit, 'body' | 'headers' | 'method'> {
  headers?: HeadersOptions;
  parseAs?: ParseAs;
  baseUrl?: string;
  querySerializer?: QuerySerializer<unknown> | QuerySerializerOptions;
  fetch?: (input: Request) => Promise<Response>;
  middleware?: Middleware[];
}

type ParametersOf<O> = O extends { parameters: infer Pa } ? Pa : never;

// The conditions on `C` below are wrapped (`[C] extends [...]`) so that, while a call's path is still being
// inferred (`C` = every entry of the method), they give one object type instead of one per path, whose
// intersections would multiply into a union too large to represent.

type OpOf<C> = C extends { op: infer O } ? O : never;

/** The row type of an OData read (`{ d: Row[] }` answer), or `never` for other operations. */
type ReadRowOf<O> = DataOf<O> extends { d: ReadonlyArray<infer R> } ? R : never;

/** The names of a comma-separated `$select` that are not fields (or navigations) of `T`, nor `*`. */
export type UnknownSelectNames<T, S extends string> = S extends `${infer Head},${infer Rest}`
  ? (Head extends (keyof T & string) | '*' ? never : Head) | UnknownSelectNames<T, Rest>
  : S extends (keyof T & string) | '*'
    ? never
    : S;

/**
 * A `$select` text checked against the row type `T`: a literal whose comma-separated names are all
 * fields of the resource passes; one naming something else is compared with a message naming it
 * (`'device_nam' is not a field of this resource`). A `string` built at run time is not checked.
 */
export type CheckedSelect<T, S extends string> = string extends S
  ? S
  : [UnknownSelectNames<T, S>] extends [never]
    ? S
    : `'${UnknownSelectNames<T, S>}' is not a field of this resource`;

/** The operation's parameters with `$select` (where it has one) checked against the rows it reads. */
type ParamsWithSelect<O, S extends string> = [ReadRowOf<O>] extends [never]
  ? ParametersOf<O>
  : ParametersOf<O> extends { query?: infer Q }
    ? Omit<ParametersOf<O>, 'query'> & {
        query?: Omit<NonNullable<Q>, '$select'> & { $select?: CheckedSelect<ReadRowOf<O>, S> };
      }
    : ParametersOf<O>;

type ParamsInit<C, S extends string> = [C] extends [{ params: 1 }]
  ? { params: ParamsWithSelect<OpOf<C>, S> }
  : { params?: ParamsWithSelect<OpOf<C>, S> };

/** `B` with each key that `T` does not declare turned into `never`: the error lands on that key. */
export type NoExtraKeys<T, B> = { [K in Exclude<keyof B, keyof T>]: never };

/**
 * The body parameter: an object body with no key beyond the schema's; anything else (`5` for an object
 * schema, a wrong value type) is compared with the schema itself, so the error says what was expected.
 */
export type ExactBody<T, B> = [B] extends [ReadonlyArray<unknown>]
  ? [B] extends [T]
    ? B
    : T
  : [B] extends [object]
    ? [B] extends [T]
      ? [Exclude<keyof B, keyof T>] extends [never]
        ? B
        : B & NoExtraKeys<T, B>
      : T
    : [T] extends [object]
      ? T
      : [B] extends [T]
        ? B
        : T;

type BodyInit<C, B> = [BodyOf<OpOf<C>>] extends [never]
  ? { body?: never }
  : [C] extends [{ body: 1 }]
    ? { body: ExactBody<BodyOf<OpOf<C>>, B> }
    : { body?: ExactBody<BodyOf<OpOf<C>>, B> };

/** The init of one call (`C`: its entry in generated/calls.gen.ts): params, body, per-call options. */
export type InitOf<C, B = BodyOf<OpOf<C>>, S extends string = string> = ParamsInit<C, S> & BodyInit<C, B> & CallInit;

/**
 * One method of the checked client, e.g. `PATCH('/v7/device({id})', { params, body })`. The init is
 * required when the operation requires params or a body. A path the contract lacks leaves `P` at
 * every path, whose requirements differ: the init is then optional, so the one error is the path's.
 */
export type CheckedMethod<M extends ApiMethod> = <
  P extends PathOf<M>,
  const B = BodyOf<OperationOf<P, M>>,
  const S extends string = string,
>(
  url: P,
  ...init: EntryOf<M, P> extends { init: 1 }
    ? [init: InitOf<EntryOf<M, P>, B, S>]
    : [init?: InitOf<EntryOf<M, P>, B, S>]
) => Promise<Answer<OperationOf<P, M>, SelectedData<OperationOf<P, M>, S>>>;

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
