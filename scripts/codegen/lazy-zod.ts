/**
 * Validators built on first use: every `export const zX = <schema>;` of a generated Zod file becomes
 * `export const zX = lazySchema(() => <schema>);` marked `@__PURE__`, with the `lazySchema` helper
 * written into the file; the mark lets bundlers drop the validators a bundle does not use, as they
 * dropped the plain schemas.
 * Building the ~1,900 validators of a file at module load took 0.4–0.8 s of every start of the mock
 * (the packed command, tests, the dashboard's bundle), though a start uses a few dozen of them. The
 * helper returns a Proxy that builds the schema when a property is first read and forwards every
 * operation to it afterwards, so a validator keeps its type (`typeof zX` is the schema's own type),
 * its identity, and every method and property (`parse`, `shape`, `extend`, `instanceof`); validators
 * that use another one hold its proxy, which builds it on their first parse.
 * scripts/lib/zod-declarations.ts reads the schema inside the wrapper.
 */
import ts from 'typescript';

/** Name of the helper in the generated files. */
export const LAZY_SCHEMA = 'lazySchema';

const HELPER = `
/**
 * The schema \`build\` makes, built on first use (see scripts/codegen/lazy-zod.ts): a Proxy that
 * forwards every operation to it.
 */
function ${LAZY_SCHEMA}<T extends object>(build: () => T): T {
    let schema: T | undefined;
    const built = (): T => (schema ??= build());
    return new Proxy({} as T, {
        get: (_, key) => Reflect.get(built(), key),
        set: (_, key, value) => Reflect.set(built(), key, value),
        has: (_, key) => Reflect.has(built(), key),
        ownKeys: () => Reflect.ownKeys(built()),
        getOwnPropertyDescriptor: (_, key) => {
            const descriptor = Reflect.getOwnPropertyDescriptor(built(), key);
            // The proxy's own target is empty: a property reported from the schema must be configurable.
            return descriptor && { ...descriptor, configurable: true };
        },
        defineProperty: (_, key, descriptor) => Reflect.defineProperty(built(), key, descriptor),
        deleteProperty: (_, key) => Reflect.deleteProperty(built(), key),
        getPrototypeOf: () => Reflect.getPrototypeOf(built())
    });
}`;

/** The generated file with each exported validator built on first use, and the helper after the imports. */
export function lazyValidators(source: string, fileName = 'zod.gen.ts'): string {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { at: number; text: string }[] = [];
  let afterImports = 0;
  for (const statement of file.statements) {
    if (ts.isImportDeclaration(statement)) {
      afterImports = statement.getEnd();
      continue;
    }
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      const init = decl.initializer;
      if (!init) continue;
      edits.push(
        { at: init.getStart(), text: `/* @__PURE__ */ ${LAZY_SCHEMA}(() => ` },
        { at: init.getEnd(), text: ')' },
      );
    }
  }
  if (edits.length === 0) throw new Error(`${fileName}: no validators to make lazy`);
  edits.push({ at: afterImports, text: `\n${HELPER}` });
  let out = source;
  for (const edit of edits.sort((a, b) => b.at - a.at)) out = out.slice(0, edit.at) + edit.text + out.slice(edit.at);
  return out;
}
