/**
 * Output conventions shared by every codegen step: the header each generated file starts with and
 * the names of the files under generated/.
 */

/** First line of every generated file. */
export const GENERATED_HEADER = '// generated - do not edit (npm run codegen)';

/** Paths relative to generated/. */
export const OUTPUTS = {
  bundle: 'openapi.gen.json',
  types: 'types/api.gen.ts',
  zodDir: 'zod',
  zodStrict: 'zod/zod.strict.gen.ts',
  client: 'client.gen.ts',
  calls: 'calls.gen.ts',
  operations: 'operations.gen.ts',
  model: 'model.gen.ts',
  modelDef: 'model-def.gen.ts',
  rules: 'domain-rules.gen.ts',
} as const;
