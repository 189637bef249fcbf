/**
 * The model the store and seed use by default: the generated v7 model (`npm run codegen`).
 * The hand-written reference model (fixtures/reference-model.ts, api-ground-truth §3) stays as the
 * store's test fixture; generated-model.test.ts checks the seed against the generated one.
 */
import type { ModelDef } from '../model/types.ts';
import { model } from '../../../../generated/model.gen.ts';

export const defaultModel: ModelDef = model;
