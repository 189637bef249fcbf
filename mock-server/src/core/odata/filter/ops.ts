/**
 * Operators of $filter (api-ground-truth §2.2, §7): logic with SQL three-valued semantics,
 * null-safe `eq`/`ne`, null-rejecting `gt ge lt le` and `in`, arithmetic incl. date ± duration.
 */
import { anyTrue, asBoolean, constant, lift, type Compiled } from '../compiled.ts';
import { invalid } from '../errors.ts';
import type { Kind, Literal } from '../literals.ts';
import { compareValues, equalValues } from '../values.ts';

/** `and` / `or` over any number of operands (the grammar already groups left to right). */
export function logic(op: 'and' | 'or', operands: Compiled[]): Compiled {
  const fns = operands.map((o) => asBoolean(o, `Operand of '${op}'`).fn);
  if (op === 'and')
    return {
      kind: 'boolean',
      fn: (r, e) => {
        let unknown = false;
        for (const f of fns) {
          const v = f(r, e);
          if (v === false) return false;
          if (v !== true) unknown = true;
        }
        return unknown ? null : true;
      },
    };
  return { kind: 'boolean', fn: (r, e) => anyTrue(fns.map((f) => f(r, e))) };
}

/** `not(x)`: unknown stays unknown, so `not(a gt 1)` never matches a null `a` (§7). */
export function not(operand: Compiled): Compiled {
  const f = asBoolean(operand, "Operand of 'not'").fn;
  return {
    kind: 'boolean',
    fn: (r, e) => {
      const v = f(r, e);
      return v === true ? false : v === false ? true : null;
    },
  };
}

const NUMERIC: ReadonlySet<Kind> = new Set(['number', 'duration']);

/** Makes two operands comparable: a text literal against a date becomes a date (ms). */
function coerce(a: Compiled, b: Compiled): [Compiled, Compiled] {
  const loose = (k: Kind) => k === 'any' || k === 'null' || k === 'json';
  if (loose(a.kind) || loose(b.kind) || a.kind === b.kind) return [a, b];
  if (NUMERIC.has(a.kind) && NUMERIC.has(b.kind)) return [a, b];
  if (a.kind === 'date' && b.kind === 'text' && b.constant) return [a, textToDate(b)];
  if (b.kind === 'date' && a.kind === 'text' && a.constant) return [textToDate(a), b];
  throw invalid(`Cannot compare ${a.kind} with ${b.kind}`);
}

function textToDate(c: Compiled): Compiled {
  const ms = Date.parse(String(c.constant?.value));
  if (Number.isNaN(ms)) throw invalid(`Invalid date: '${String(c.constant?.value)}'`);
  return constant('date', ms);
}

const ORDERING: Readonly<Record<string, (c: number) => boolean>> = {
  gt: (c) => c > 0,
  ge: (c) => c >= 0,
  lt: (c) => c < 0,
  le: (c) => c <= 0,
};

/** The test an ordering operator applies to a comparison's sign. */
function orderingTest(op: string): (c: number) => boolean {
  const test = ORDERING[op];
  if (!test) throw invalid(`Unsupported operator '${op}'`);
  return test;
}

/** `eq ne gt ge lt le`. */
export function comparison(op: string, left: Compiled, right: Compiled): Compiled {
  const [a, b] = coerce(left, right);
  if (!a.multi && !b.multi) return scalarComparison(op, a, b);
  let out: Compiled;
  if (op === 'eq' || op === 'ne') {
    const want = op === 'eq';
    out = lift(
      'boolean',
      [a, b],
      ([x, y]) => {
        const xn = x === null || x === undefined;
        const yn = y === null || y === undefined;
        if (xn || yn) return (xn && yn) === want;
        return equalValues(x, y) === want;
      },
      true,
    );
  } else {
    const test = orderingTest(op);
    out = lift('boolean', [a, b], ([x, y]) => test(compareValues(x, y)));
  }
  return out.multi ? asBoolean(out, 'comparison') : out;
}

const isNull = (v: unknown): boolean => v === null || v === undefined;

/** The hot path (no list operands): closures without per-row allocation; a constant side is inlined. */
function scalarComparison(op: string, a: Compiled, b: Compiled): Compiled {
  const fa = a.fn;
  const fb = b.fn;
  if (op === 'eq' || op === 'ne') {
    const want = op === 'eq';
    const k = b.constant?.value;
    if (b.constant && (typeof k === 'number' || typeof k === 'string' || typeof k === 'boolean')) {
      return { kind: 'boolean', fn: (r, e) => (fa(r, e) === k) === want };
    }
    return {
      kind: 'boolean',
      fn: (r, e) => {
        const x = fa(r, e);
        const y = fb(r, e);
        if (isNull(x) || isNull(y)) return (isNull(x) && isNull(y)) === want;
        return equalValues(x, y) === want;
      },
    };
  }
  const test = orderingTest(op);
  return {
    kind: 'boolean',
    fn: (r, e) => {
      const x = fa(r, e);
      const y = fb(r, e);
      return isNull(x) || isNull(y) ? null : test(compareValues(x, y));
    },
  };
}

/** `field in (a, b, …)`: null never matches (§7). */
export function inList(left: Compiled, items: readonly Literal[]): Compiled {
  const values = items.map((it) => coerce(left, constant(it.kind, it.value))[1].constant?.value);
  const set = new Set<unknown>(values.filter((v) => v !== null));
  const out = lift(
    'boolean',
    [left],
    ([x]) => set.has(x) || values.some((v) => typeof v === 'object' && equalValues(x, v)),
  );
  return out.multi ? asBoolean(out, 'in') : out;
}

const DAY_ARITH: Readonly<Record<string, Kind>> = {
  'date add duration': 'date',
  'duration add date': 'date',
  'date sub duration': 'date',
  'date sub date': 'duration',
  'duration add duration': 'duration',
  'duration sub duration': 'duration',
  'duration mul number': 'duration',
  'number mul duration': 'duration',
  'duration div number': 'duration',
};

const ARITH: Readonly<Record<string, (x: number, y: number) => number>> = {
  add: (x, y) => x + y,
  sub: (x, y) => x - y,
  mul: (x, y) => x * y,
  div: (x, y) => {
    if (y === 0) throw invalid('Division by zero');
    return x / y;
  },
  mod: (x, y) => {
    if (y === 0) throw invalid('Division by zero');
    return x % y;
  },
};

/** `add sub mul div mod` on numbers, and date/duration arithmetic. */
export function arithmetic(op: string, a: Compiled, b: Compiled): Compiled {
  const f = ARITH[op];
  if (!f) throw invalid(`Unsupported operator '${op}'`);
  const lk = a.kind === 'null' || a.kind === 'any' ? 'number' : a.kind;
  const rk = b.kind === 'null' || b.kind === 'any' ? 'number' : b.kind;
  const kind: Kind | undefined = lk === 'number' && rk === 'number' ? 'number' : DAY_ARITH[`${lk} ${op} ${rk}`];
  if (!kind) throw invalid(`Cannot ${op} ${a.kind} and ${b.kind}`);
  return lift(kind, [a, b], ([x, y]) => f(Number(x), Number(y)));
}
