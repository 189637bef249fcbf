/**
 * The functions of $filter (api-ground-truth §2.2): text, date/time, numeric, `now()` and type
 * functions. Every one propagates null (SQL), so `contains(note,'x')` never matches a null note
 * (§7); `contains` matches `%` and `_` literally.
 */
import { lift, type Compiled } from '../compiled.ts';
import { invalid } from '../errors.ts';
import type { Kind } from '../literals.ts';

type Impl = (args: Compiled[]) => Compiled;
interface FnDef {
  arity: readonly [number, number];
  impl: Impl;
}

/** The latest and earliest instants JavaScript dates can hold (maxdatetime()/mindatetime()). */
const MAX_DATE_MS = 8.64e15;
const MIN_DATE_MS = -8.64e15;

const str = (v: unknown): string => String(v);
const chars = (v: unknown): string[] => [...str(v)];

/** A null-propagating scalar function with argument kind checks. */
function scalar(kind: Kind, argKinds: readonly Kind[], f: (vals: unknown[]) => unknown): Impl {
  return (args) => {
    args.forEach((a, i) => {
      const want = argKinds[Math.min(i, argKinds.length - 1)];
      const ok =
        a.kind === want || a.kind === 'null' || a.kind === 'any' || (want === 'number' && a.kind === 'duration');
      if (!ok) throw invalid(`Argument ${i + 1} must be ${want}, got ${a.kind}`);
    });
    return lift(kind, args, f);
  };
}

const text = (kind: Kind, n: number, f: (vals: unknown[]) => unknown): FnDef => ({
  arity: [n, n],
  impl: scalar(kind, ['text'], f),
});
const datePart = (f: (d: Date) => number): FnDef => ({
  arity: [1, 1],
  impl: scalar('number', ['date'], ([v]) => f(new Date(v as number))),
});
const numeric = (f: (x: number) => number): FnDef => ({
  arity: [1, 1],
  impl: scalar('number', ['number'], ([v]) => f(v as number)),
});
const nullary = (kind: Kind, f: Compiled['fn']): FnDef => ({ arity: [0, 0], impl: () => ({ kind, fn: f }) });

/** PostgreSQL rounds halves away from zero. */
const roundHalfAway = (x: number): number => Math.sign(x) * Math.round(Math.abs(x));

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

const CASTS: Readonly<Record<string, [Kind, (v: unknown) => unknown]>> = {
  'Edm.String': ['text', (v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))],
  'Edm.Int32': ['number', (v) => Math.trunc(Number(v))],
  'Edm.Int64': ['number', (v) => Math.trunc(Number(v))],
  'Edm.Double': ['number', (v) => Number(v)],
  'Edm.Decimal': ['number', (v) => Number(v)],
  'Edm.Boolean': ['boolean', (v) => v === true || v === 'true' || v === 1],
  'Edm.DateTimeOffset': ['date', (v) => (typeof v === 'number' ? v : Date.parse(String(v)))],
};
const EDM_KIND: Readonly<Record<string, Kind>> = Object.fromEntries(
  Object.entries(CASTS).map(([k, [kind]]) => [k, kind]),
);

function typeName(c: Compiled): string {
  const t = c.constant?.value;
  if (c.kind !== 'text' || typeof t !== 'string') throw invalid('The type argument must be a text literal');
  return t;
}

const FUNCTIONS: Readonly<Record<string, FnDef>> = {
  contains: text('boolean', 2, ([a, b]) => str(a).includes(str(b))),
  substringof: text('boolean', 2, ([needle, hay]) => str(hay).includes(str(needle))),
  startswith: text('boolean', 2, ([a, b]) => str(a).startsWith(str(b))),
  endswith: text('boolean', 2, ([a, b]) => str(a).endsWith(str(b))),
  length: text('number', 1, ([a]) => chars(a).length),
  indexof: text('number', 2, ([a, b]) => str(a).indexOf(str(b))),
  substring: {
    arity: [2, 3],
    impl: scalar('text', ['text', 'number'], ([s, start, len]) => {
      const c = chars(s);
      const from = Math.max(0, start as number);
      return c.slice(from, len === undefined ? undefined : from + Math.max(0, len as number)).join('');
    }),
  },
  replace: text('text', 3, ([s, find, repl]) => str(s).split(str(find)).join(str(repl))),
  tolower: text('text', 1, ([a]) => str(a).toLowerCase()),
  toupper: text('text', 1, ([a]) => str(a).toUpperCase()),
  trim: text('text', 1, ([a]) => str(a).replace(/^ +| +$/g, '')),
  concat: text('text', 2, ([a, b]) => str(a) + str(b)),
  year: datePart((d) => d.getUTCFullYear()),
  month: datePart((d) => d.getUTCMonth() + 1),
  day: datePart((d) => d.getUTCDate()),
  hour: datePart((d) => d.getUTCHours()),
  minute: datePart((d) => d.getUTCMinutes()),
  second: datePart((d) => d.getUTCSeconds()),
  fractionalseconds: datePart((d) => d.getUTCMilliseconds() / 1000),
  totaloffsetminutes: datePart(() => 0),
  date: { arity: [1, 1], impl: scalar('date', ['date'], ([v]) => Math.floor((v as number) / 86_400_000) * 86_400_000) },
  time: {
    arity: [1, 1],
    impl: scalar('text', ['date'], ([v]) => {
      const d = new Date(v as number);
      return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
    }),
  },
  totalseconds: { arity: [1, 1], impl: scalar('number', ['duration'], ([v]) => (v as number) / 1000) },
  now: nullary('date', (_r, e) => e.now),
  maxdatetime: nullary('date', () => MAX_DATE_MS),
  mindatetime: nullary('date', () => MIN_DATE_MS),
  round: numeric(roundHalfAway),
  floor: numeric(Math.floor),
  ceiling: numeric(Math.ceil),
  cast: {
    arity: [2, 2],
    impl: ([v, t]) => {
      if (v === undefined || t === undefined) throw invalid('cast takes an expression and a type');
      const cast = CASTS[typeName(t)];
      if (!cast) throw invalid(`Unsupported cast type '${typeName(t)}'`);
      return lift(cast[0], [v], ([x]) => cast[1](x));
    },
  },
  isof: {
    arity: [1, 2],
    impl: ([value, type]) => {
      if (value === undefined || type === undefined) throw invalid('isof(type) without an expression is not supported');
      const want = EDM_KIND[typeName(type)];
      if (!want) throw invalid(`Unsupported type '${typeName(type)}'`);
      return lift('boolean', [value], () => value.kind === want || value.kind === 'any');
    },
  },
};

/** Compiles a call of a known function; unknown names and wrong argument counts are a 400. */
export function callFunction(method: string, args: Compiled[]): Compiled {
  const def = Object.hasOwn(FUNCTIONS, method) ? FUNCTIONS[method] : undefined;
  if (!def) throw invalid(`Unsupported function '${method}'`);
  const [min, max] = def.arity;
  if (args.length < min || args.length > max) {
    const n = min === max ? `${min}` : `${min} to ${max}`;
    throw invalid(`Function '${method}' takes ${n} argument${max === 1 ? '' : 's'}, got ${args.length}`);
  }
  return def.impl(args);
}
