/** The OData resource model's shape, generated from the contract (scripts/codegen/model-def.ts). */
export type * from '../../../../generated/model-def.gen.ts';
