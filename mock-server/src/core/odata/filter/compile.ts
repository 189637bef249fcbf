/**
 * Compiles a parsed `$filter` tree into closures once per URL (the plan is cached with the parse),
 * so a query over 10,000 rows runs plain JS functions instead of walking the AST per row
 * (api-ground-truth §2.2, §7).
 */
import { isBindRef, isDuration, isPath, type FilterNode, type OpNode } from '../ast.ts';
import { constant, toPredicate, type CompileCtx, type Compiled, type Predicate } from '../compiled.ts';
import { invalid } from '../errors.ts';
import { arithmetic, comparison, inList, logic, not } from './ops.ts';
import { callFunction } from './functions.ts';
import { compilePath } from './paths.ts';
import { durationMs, resolveBind, type BindTable, type Literal } from '../literals.ts';
import type { ModelIndex, ResourceInfo } from '../schema.ts';

const COMPARISONS = new Set(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const ARITHMETIC = new Set(['add', 'sub', 'mul', 'div', 'mod']);

function binary(op: string, args: FilterNode[], ctx: CompileCtx): [Compiled, Compiled] {
  const [left, right] = args;
  if (args.length !== 2 || left === undefined || right === undefined)
    throw invalid(`'${op}' takes exactly two operands`);
  return [ctx.compile(left, ctx), ctx.compile(right, ctx)];
}

function compileOp(node: OpNode, ctx: CompileCtx): Compiled {
  const [op, ...args] = node;
  if (op === 'call') {
    const call = args[0] as unknown as { method: string; args: FilterNode[] };
    return callFunction(
      call.method,
      call.args.map((a) => ctx.compile(a, ctx)),
    );
  }
  if (op === 'and' || op === 'or')
    return logic(
      op,
      args.map((a) => ctx.compile(a, ctx)),
    );
  if (op === 'not') {
    const [operand] = args;
    if (args.length !== 1 || operand === undefined) throw invalid("'not' takes one operand");
    return not(ctx.compile(operand, ctx));
  }
  if (COMPARISONS.has(op)) return comparison(op, ...binary(op, args, ctx));
  if (ARITHMETIC.has(op)) return arithmetic(op, ...binary(op, args, ctx));
  if (op === 'eqany') {
    const [left, list] = args;
    if (args.length !== 2 || left === undefined || !isBindRef(list)) throw invalid("'in' needs a list of literals");
    const lit = resolveBind(list.bind, ctx.table);
    if (!Array.isArray(lit.value)) throw invalid("'in' needs a list of literals");
    return inList(ctx.compile(left, ctx), lit.value as Literal[]);
  }
  throw invalid(`Unsupported operator '${op}'`);
}

/** Compiles any filter expression node. */
function compileExpr(node: FilterNode, ctx: CompileCtx): Compiled {
  if (node === null) return constant('null', null);
  if (Array.isArray(node)) return compileOp(node as OpNode, ctx);
  if (isBindRef(node)) {
    const lit = resolveBind(node.bind, ctx.table);
    if (Array.isArray(lit.value)) throw invalid('A list is only allowed after in');
    return constant(lit.kind, lit.value);
  }
  if (isDuration(node)) return constant('duration', durationMs(node));
  if (isPath(node)) return compilePath(node, ctx);
  throw invalid('Unsupported expression in $filter');
}

/** A fresh compile context for `res`. */
export function rootCtx(index: ModelIndex, res: ResourceInfo, table: BindTable, slots: { next: number }): CompileCtx {
  return { index, res, table, scope: new Map(), slots, compile: compileExpr };
}

/** Compiles a `$filter` into a predicate (only SQL-true matches). */
export function compileFilter(node: FilterNode, ctx: CompileCtx): Predicate {
  return toPredicate(compileExpr(node, ctx));
}
