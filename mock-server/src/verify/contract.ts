/**
 * Checks one recorded exchange against the contract with the generated validators: the request is
 * matched to an operation (generated/operations.gen.ts), its path parameters, query and body and,
 * when recorded, a 2xx answer's body are validated with the operation's Zod schemas
 * (generated/zod: `z<Op>Path`, `z<Op>Query`, `z<Op>Body`, `z<Op>Response`). Violations carry a
 * JSON pointer into the request (`/body/device_name`, `/query/$top`, `/path/id`) or the answer
 * (`/response/d/0/is_online`). A value the journal redacted (`[redacted]`) is not checked against its
 * schema: the journal keeps no secret to check.
 */
import * as z from 'zod';
import type { ZodType } from 'zod';
import * as validators from '../../../generated/zod/zod.gen.ts';
import { matchOperation, operations, type OperationInfo } from '../../../generated/operations.gen.ts';
import { firstIssue } from '../core/validate-body.ts';
import { REDACTED } from '../core/journal/redact.ts';

const schemas = validators as unknown as Record<string, ZodType | undefined>;

/** One request and (if recorded) its answer, whatever it was recorded from. */
export interface Exchange {
  method: string;
  /** Path without the query, as sent (percent-encoding kept). */
  path: string;
  /** Decoded query; a repeated key gives a list. */
  query: Record<string, string | string[]>;
  /** Parsed JSON body, a text body, or undefined when there was none. */
  requestBody?: unknown;
  status: number;
  /** Parsed answer body; undefined when the recording has none (the journal keeps no answers). */
  responseBody?: unknown;
  responseContentType?: string;
  /** Where it came from, for messages: `journal seq 12`, `HAR entry 3`. */
  source: string;
}

interface Violation {
  /** `request` or `response`: which side broke the contract. */
  side: 'request' | 'response';
  /** JSON pointer into the exchange: `/body/...`, `/query/<name>`, `/path/<name>`, `/response/...`. */
  pointer: string;
  message: string;
}

export interface ExchangeResult {
  exchange: Exchange;
  operation?: OperationInfo;
  violations: Violation[];
  /** Whether the answer's body was validated (a 2xx with a recorded body and a schema). */
  responseChecked: boolean;
}

const schemaName = (op: OperationInfo, part: 'Path' | 'Query' | 'Body' | 'Response'): string =>
  `z${op.operationId.charAt(0).toUpperCase()}${op.operationId.slice(1)}${part}`;
const schemaOf = (op: OperationInfo, part: 'Path' | 'Query' | 'Body' | 'Response'): ZodType | undefined =>
  schemas[schemaName(op, part)];

/** RFC 6901 escaping of one reference token. */
const token = (key: PropertyKey): string => String(key).replace(/~/g, '~0').replace(/\//g, '~1');
const pointerOf = (base: string, path: readonly PropertyKey[]): string =>
  `${base}${path.map((k) => `/${token(k)}`).join('')}`;

/** The value at a Zod issue's path inside `value`, or undefined. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

function issuesOf(schema: ZodType, value: unknown, base: string, side: Violation['side']): Violation[] {
  const result = schema.safeParse(value);
  if (result.success) return side === 'request' ? unknownKeys(value, result.data, base) : [];
  // A secret the journal replaced by REDACTED (a card number, a code) cannot be checked: not a violation.
  const checkable = result.error.issues.filter((i) => valueAt(value, i.path) !== REDACTED);
  const issues: Violation[] = checkable.map((i) => ({
    side,
    pointer: pointerOf(base, i.path),
    message: i.message,
  }));
  // The other problems are known only once the body parses; the top-level unknown keys already are.
  if (
    side === 'request' &&
    schema instanceof z.ZodObject &&
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value)
  ) {
    const shape = schema.shape as Record<string, unknown>;
    for (const key of Object.keys(value))
      if (!(key in shape))
        issues.push({ side, pointer: `${base}/${token(key)}`, message: `property '${key}' is not in the contract` });
  }
  return issues;
}

/**
 * Properties a request sends that the contract does not know: the generated object schemas strip
 * unknown keys instead of rejecting them, so they are found by comparing input and parsed output.
 */
function unknownKeys(input: unknown, parsed: unknown, base: string): Violation[] {
  if (typeof input !== 'object' || input === null || typeof parsed !== 'object' || parsed === null) return [];
  if (Array.isArray(input)) {
    return Array.isArray(parsed) ? input.flatMap((v, i) => unknownKeys(v, parsed[i], `${base}/${i}`)) : [];
  }
  const out: Violation[] = [];
  for (const [key, value] of Object.entries(input)) {
    const pointer = `${base}/${token(key)}`;
    if (!(key in parsed)) out.push({ side: 'request', pointer, message: `property '${key}' is not in the contract` });
    else out.push(...unknownKeys(value, (parsed as Record<string, unknown>)[key], pointer));
  }
  return out;
}

/**
 * Query and path values arrive as text; a parameter the contract types as a number is tried as
 * one, so `$top=5` passes `z.int()` and `$filter=5` still passes `z.string()`.
 */
function checkParams(
  schema: ZodType | undefined,
  values: Record<string, string | string[]>,
  base: string,
): Violation[] {
  if (!schema || !(schema instanceof z.ZodObject)) return [];
  const shape = schema.shape as Record<string, ZodType>;
  const out: Violation[] = [];
  for (const [name, raw] of Object.entries(values)) {
    const field = shape[name];
    if (!field) continue; // parameters the contract does not list (e.g. apikey) are the server's business
    const candidates: unknown[] = [raw];
    if (typeof raw === 'string' && /^-?\d+(?:\.\d+)?$/.test(raw)) candidates.push(Number(raw));
    if (candidates.some((c) => field.safeParse(c).success)) continue;
    const last = field.safeParse(candidates.at(-1));
    if (last.success) continue;
    const issue = firstIssue(last.error);
    out.push({ side: 'request', pointer: pointerOf(`${base}/${token(name)}`, issue.path), message: issue.message });
  }
  const missing = Object.entries(shape).filter(
    ([name, f]) => values[name] === undefined && !f.safeParse(undefined).success,
  );
  for (const [name] of missing)
    if (base === '/query')
      out.push({ side: 'request', pointer: `/query/${token(name)}`, message: 'required query parameter missing' });
  return out;
}

interface CompiledTemplate {
  re: RegExp;
  names: string[];
}
const templates = new Map<string, CompiledTemplate>();

/** The path parameters of a request under its operation's template (decoded). */
function pathParams(op: OperationInfo, path: string): Record<string, string> {
  let t = templates.get(op.path);
  if (!t) {
    const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map(([, name = '']) => name);
    const source = op.path
      .split(/\{[^}]+\}/)
      .map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('([^/]+?)');
    templates.set(op.path, (t = { re: new RegExp(`^${source}$`), names }));
  }
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // keep the raw path
  }
  const m = t.re.exec(decoded);
  if (!m) return {};
  // One capture group per name, each filled by a match.
  return Object.fromEntries(
    t.names.flatMap((n, i) => {
      const value = m[i + 1];
      return value === undefined ? [] : [[n, value]];
    }),
  );
}

/** Validates one exchange. */
export function checkExchange(exchange: Exchange): ExchangeResult {
  const operation = matchOperation(exchange.method, exchange.path);
  if (!operation) {
    return {
      exchange,
      violations: [
        {
          side: 'request',
          pointer: '',
          message: `no operation of the contract matches ${exchange.method.toUpperCase()} ${exchange.path}`,
        },
      ],
      responseChecked: false,
    };
  }
  const violations = [
    ...checkParams(schemaOf(operation, 'Path'), pathParams(operation, exchange.path), '/path'),
    ...checkParams(schemaOf(operation, 'Query'), exchange.query, '/query'),
  ];
  const body = schemaOf(operation, 'Body');
  if (body && exchange.requestBody !== undefined)
    violations.push(...issuesOf(body, exchange.requestBody, '/body', 'request'));
  const response = schemaOf(operation, 'Response');
  const responseChecked =
    !!response && exchange.status >= 200 && exchange.status < 300 && exchange.responseBody !== undefined;
  if (responseChecked) violations.push(...issuesOf(response!, exchange.responseBody, '/response', 'response'));
  return { exchange, operation, violations, responseChecked };
}

/** Every operation of the contract (for coverage). */
export const contractOperations: readonly OperationInfo[] = operations;
