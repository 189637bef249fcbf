/**
 * Declarations of the generated Zod validators (generated/zod/*.gen.ts) as the package ships them:
 * `export declare const zDevice: z.ZodObject<{ id: z.ZodOptional<z.ZodInt>; ... }, z.core.$strip>`, one
 * line per validator, each naming the validators it uses (`typeof zODataFkRef`) instead of repeating
 * them. tsc's own declaration emit writes every referenced schema out in full (about 15 MB), and
 * shipping the source instead makes a consumer's compiler check all of it (a single `fleetmock/zod`
 * import cost about 27k instantiations and 35 MB). Written from the source's syntax: each zod call the
 * generator uses maps to the type zod's own signature gives it; anything else stops the build, so a
 * new construct is never shipped with a guessed type. tests/package/zod-declarations.test.ts checks
 * that each declared validator infers the same type as the source's.
 */
import ts from 'typescript';
import { LAZY_SCHEMA } from '../codegen/lazy-zod.ts';

type Mode = '$strip' | '$strict' | '$loose';
interface ObjectInfo {
  mode: Mode;
  /** `key: Type` members of the shape, in order. */
  members: Array<{ key: string; type: string }>;
}

/** `z.<name>()` without arguments (checks chained after it keep its type). */
const SCALARS: Readonly<Record<string, string>> = {
  string: 'z.ZodString',
  int: 'z.ZodInt',
  number: 'z.ZodNumber',
  boolean: 'z.ZodBoolean',
  unknown: 'z.ZodUnknown',
  void: 'z.ZodVoid',
  null: 'z.ZodNull',
  email: 'z.ZodEmail',
  url: 'z.ZodURL',
  'iso.datetime': 'z.ZodISODateTime',
};
/** Checks that narrow the value but not the type. */
const CHECKS = new Set(['gte', 'lte', 'gt', 'lt', 'min', 'max', 'regex', 'length']);
const OBJECTS: Readonly<Record<string, Mode>> = { object: '$strip', strictObject: '$strict', looseObject: '$loose' };

export function zodDeclarations(source: string, fileName = 'zod.gen.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const objects = new Map<string, ObjectInfo>();
  const fail = (node: ts.Node, why: string): never => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart());
    throw new Error(`${fileName}:${line + 1}: ${why}: ${node.getText().slice(0, 80)}`);
  };

  /** The `z.`-path of a callee (`z.iso.datetime` → `iso.datetime`), or undefined when not on `z`. */
  const zPath = (callee: ts.Expression): string | undefined => {
    if (ts.isIdentifier(callee)) return callee.text === 'z' ? '' : undefined;
    if (ts.isPropertyAccessExpression(callee)) {
      const head = zPath(callee.expression);
      return head === undefined ? undefined : head ? `${head}.${callee.name.text}` : callee.name.text;
    }
    return undefined;
  };

  const shape = (node: ts.Expression): ObjectInfo['members'] => {
    if (!ts.isObjectLiteralExpression(node)) return fail(node, 'expected an object shape');
    return node.properties.map((p) => {
      if (!ts.isPropertyAssignment(p)) return fail(p, 'expected `key: schema`');
      const key = ts.isStringLiteral(p.name) ? JSON.stringify(p.name.text) : p.name.getText();
      return { key, type: typeOf(p.initializer) };
    });
  };
  const objectType = (info: ObjectInfo): string =>
    `z.ZodObject<{ ${info.members.map((m) => `${m.key}: ${m.type};`).join(' ')} }, z.core.${info.mode}>`;
  const items = (node: ts.Expression | undefined): string[] => {
    if (!node || !ts.isArrayLiteralExpression(node)) return fail(node ?? file, 'expected an array');
    return node.elements.map((e) => typeOf(e));
  };
  /** The object a schema expression builds (for `.extend`). */
  const objectOf = (node: ts.Expression): ObjectInfo | undefined => {
    if (ts.isIdentifier(node)) return objects.get(node.text);
    if (ts.isCallExpression(node)) {
      const mode = OBJECTS[zPath(node.expression) ?? ''];
      if (mode && node.arguments[0]) return { mode, members: shape(node.arguments[0]) };
    }
    return undefined;
  };

  function typeOf(node: ts.Expression): string {
    if (ts.isIdentifier(node)) return `typeof ${node.text}`;
    if (ts.isParenthesizedExpression(node)) return typeOf(node.expression);
    if (!ts.isCallExpression(node)) return fail(node, 'not a zod call');
    const callee = node.expression;
    const args = node.arguments;
    const path = zPath(callee);
    if (path !== undefined) {
      if (SCALARS[path]) return SCALARS[path];
      if (OBJECTS[path]) return objectType({ mode: OBJECTS[path], members: args[0] ? shape(args[0]) : [] });
      switch (path) {
        case 'array':
          return `z.ZodArray<${typeOf(args[0] ?? fail(node, 'no element'))}>`;
        case 'union':
          return `z.ZodUnion<readonly [${items(args[0]).join(', ')}]>`;
        case 'tuple':
          return `z.ZodTuple<[${items(args[0]).join(', ')}], null>`;
        case 'record':
          return `z.ZodRecord<${typeOf(args[0] ?? fail(node, 'no key'))}, ${typeOf(args[1] ?? fail(node, 'no value'))}>`;
        case 'enum': {
          const list = args[0];
          if (!list || !ts.isArrayLiteralExpression(list)) return fail(node, 'expected an array of names');
          const names = list.elements.map((e) =>
            ts.isStringLiteral(e) ? JSON.stringify(e.text) : fail(e, 'not a string'),
          );
          return `z.ZodEnum<{ ${names.map((n) => `${n}: ${n};`).join(' ')} }>`;
        }
        case 'literal': {
          const value = args[0];
          if (
            !value ||
            !(
              ts.isStringLiteral(value) ||
              ts.isNumericLiteral(value) ||
              value.kind === ts.SyntaxKind.TrueKeyword ||
              value.kind === ts.SyntaxKind.FalseKeyword
            )
          )
            return fail(node, 'expected a literal');
          return `z.ZodLiteral<${ts.isStringLiteral(value) ? JSON.stringify(value.text) : value.getText()}>`;
        }
        case 'lazy': {
          // The generator writes `z.lazy((): any => zX)` (a cycle between resources): typed `any` there too.
          const fn = args[0];
          if (!fn || !ts.isArrowFunction(fn) || fn.type?.kind !== ts.SyntaxKind.AnyKeyword)
            return fail(node, 'expected z.lazy((): any => ...)');
          return 'z.ZodLazy<any>';
        }
        default:
          return fail(node, `zod function z.${path} is not known here`);
      }
    }
    if (!ts.isPropertyAccessExpression(callee)) return fail(node, 'not a zod call');
    const method = callee.name.text;
    const base = callee.expression;
    if (CHECKS.has(method)) return typeOf(base);
    switch (method) {
      case 'optional':
        return `z.ZodOptional<${typeOf(base)}>`;
      case 'nullable':
        return `z.ZodNullable<${typeOf(base)}>`;
      case 'nullish':
        return `z.ZodOptional<z.ZodNullable<${typeOf(base)}>>`;
      case 'default':
        return `z.ZodDefault<${typeOf(base)}>`;
      case 'and':
        return `z.ZodIntersection<${typeOf(base)}, ${typeOf(args[0] ?? fail(node, 'no operand'))}>`;
      case 'extend': {
        const info = objectOf(base) ?? fail(node, 'extends something other than an object of this file');
        const added = shape(args[0] ?? fail(node, 'no shape'));
        const keys = new Set(added.map((m) => m.key));
        return objectType({ mode: info.mode, members: [...info.members.filter((m) => !keys.has(m.key)), ...added] });
      }
      default:
        return fail(node, `zod method .${method}() is not known here`);
    }
  }

  /** The schema of `lazySchema(() => <schema>)`: the wrapper keeps its type. */
  const lazyBody = (node: ts.Expression): ts.Expression => {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || node.expression.text !== LAZY_SCHEMA)
      return node;
    const fn = node.arguments[0];
    if (!fn || !ts.isArrowFunction(fn) || ts.isBlock(fn.body) || fn.parameters.length > 0)
      return fail(node, `expected ${LAZY_SCHEMA}(() => schema)`);
    return fn.body;
  };

  const out: string[] = [];
  for (const statement of file.statements) {
    const comments = (ts.getLeadingCommentRanges(source, statement.getFullStart()) ?? [])
      .map((r) => source.slice(r.pos, r.end))
      .filter((c) => c.startsWith('/**'));
    if (ts.isImportDeclaration(statement)) {
      out.push(statement.getText());
      continue;
    }
    // The helper that builds each validator on first use (scripts/codegen/lazy-zod.ts) is not exported.
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === LAZY_SCHEMA) continue;
    if (!ts.isVariableStatement(statement)) fail(statement, 'expected `export const`');
    const [decl] = (statement as ts.VariableStatement).declarationList.declarations;
    if (!decl || !ts.isIdentifier(decl.name) || !decl.initializer)
      return fail(statement, 'expected `export const zX = ...`');
    const schema = lazyBody(decl.initializer);
    const info = objectOf(schema);
    if (info) objects.set(decl.name.text, info);
    const type = info ? objectType(info) : typeOf(schema);
    out.push(...comments, `export declare const ${decl.name.text}: ${type};`);
  }
  return `${out.join('\n')}\n`;
}
