/**
 * Literal values: positional binds extracted by the parser and `@alias` parameters given as query
 * options (api-ground-truth §2.2 literals). Dates become epoch milliseconds; numbers past the
 * safe-integer range are refused (the real server's integer overflow, §7).
 */
import type { Bind, BindKey, DurationNode } from './ast.ts';
import { invalid } from './errors.ts';

export type Kind = 'number' | 'text' | 'boolean' | 'date' | 'duration' | 'json' | 'null' | 'any';

export interface Literal {
  kind: Kind;
  value: unknown;
}

/** Where the binds of one URL live. */
export interface BindTable {
  binds: readonly Bind[];
  /** `@alias` values, from the query options. */
  aliases: Readonly<Record<string, unknown>>;
}

const MS = { day: 86_400_000, hour: 3_600_000, minute: 60_000, second: 1000 } as const;

function fromBind(bind: Bind): Literal {
  const [type, value] = bind;
  switch (type) {
    case 'Real':
    case 'Integer': {
      const n = value as number;
      if (!Number.isFinite(n) || (Number.isInteger(n) && !Number.isSafeInteger(n)))
        throw invalid(`Integer overflow: ${String(n)}`);
      return { kind: 'number', value: n };
    }
    case 'Text':
      return { kind: 'text', value };
    case 'Boolean':
      return { kind: 'boolean', value };
    case 'Date':
    case 'Date Time': {
      const ms = value instanceof Date ? value.getTime() : Number(value);
      if (!Number.isFinite(ms)) throw invalid('Invalid datetime literal');
      return { kind: 'date', value: ms };
    }
    case 'List':
      return { kind: 'any', value: (value as Bind[]).map((b) => fromBind(b)) };
    default:
      throw invalid(`Unsupported literal type '${type}'`);
  }
}

/** Resolves a bind reference (`{bind: 0}` or `{bind: '@x'}`). Undefined aliases are a 400 (§7). */
export function resolveBind(key: BindKey, table: BindTable): Literal {
  if (typeof key === 'number') {
    const bind = table.binds[key];
    if (!bind) throw invalid(`Missing bind ${key}`);
    return fromBind(bind);
  }
  const alias = table.aliases[key];
  if (!Array.isArray(alias) || alias.length !== 2 || typeof alias[0] !== 'string')
    throw invalid(`Parameter alias '${key}' is not defined`);
  return fromBind(alias as Bind);
}

/** `duration'P1DT2H'` → signed milliseconds. */
export function durationMs(d: DurationNode): number {
  const ms =
    (d.day ?? 0) * MS.day + (d.hour ?? 0) * MS.hour + (d.minute ?? 0) * MS.minute + (d.second ?? 0) * MS.second;
  return d.negative ? -ms : ms;
}
