/**
 * generated/calls.gen.ts: for each HTTP method, an interface from path template to the operation and
 * whether a call must pass params and a body, read from the contract once here so the checked client
 * (shared/typed-client.ts) looks each call up by key instead of having the type checker derive it from
 * `paths` on every call (a mapped conditional type over every path costs a consumer's compiler tens of
 * thousands of instantiations per call).
 */
import { GENERATED_HEADER } from './files.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Ref {
  $ref?: string;
}
interface ParameterDoc extends Ref {
  required?: boolean;
}
interface RequestBodyDoc extends Ref {
  required?: boolean;
}
interface OperationDoc {
  operationId?: string;
  parameters?: ParameterDoc[];
  requestBody?: RequestBodyDoc;
}
interface CallsDoc {
  paths?: Record<string, Record<string, unknown> & { parameters?: ParameterDoc[] }>;
  components?: { parameters?: Record<string, ParameterDoc>; requestBodies?: Record<string, RequestBodyDoc> };
}

const refName = (ref: string): string => ref.split('/').pop() ?? '';

export function renderCalls(doc: CallsDoc): string {
  const resolveParam = (p: ParameterDoc): ParameterDoc =>
    p.$ref ? (doc.components?.parameters?.[refName(p.$ref)] ?? {}) : p;
  const resolveBody = (b: RequestBodyDoc): RequestBodyDoc =>
    b.$ref ? (doc.components?.requestBodies?.[refName(b.$ref)] ?? {}) : b;
  const lines = [
    GENERATED_HEADER,
    "import type { operations } from './types/api.gen.ts';",
    '',
    '/**',
    ' * What a call needs besides its path: `params` and `body` are 1 when required, 0 when optional or',
    ' * absent; `init` is 1 when either is (the call must pass its second argument).',
    ' */',
    'export interface CallEntry<O, Params extends 0 | 1, Body extends 0 | 1, Init extends 0 | 1> {',
    '  op: O;',
    '  params: Params;',
    '  body: Body;',
    '  init: Init;',
    '}',
  ];
  for (const m of METHODS) {
    const name = `${m[0]!.toUpperCase()}${m.slice(1)}Calls`;
    lines.push('', `/** \`${m.toUpperCase()}\` operations by path template. */`, `export interface ${name} {`);
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const op = item[m] as OperationDoc | undefined;
      if (!op?.operationId) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolveParam);
      const needsParams = params.some((p) => p.required === true) ? 1 : 0;
      const needsBody = op.requestBody && resolveBody(op.requestBody).required === true ? 1 : 0;
      lines.push(
        `  ${JSON.stringify(path)}: CallEntry<operations[${JSON.stringify(op.operationId)}], ${needsParams}, ${needsBody}, ${needsParams || needsBody ? 1 : 0}>;`,
      );
    }
    lines.push('}');
  }
  lines.push(
    '',
    "/** Every method's table, by lower-case method name. */",
    'export interface Calls {',
    ...METHODS.map((m) => `  ${m}: ${m[0]!.toUpperCase()}${m.slice(1)}Calls;`),
    '}',
    '',
  );
  return lines.join('\n');
}
