/**
 * The model the store and seed use by default. Switch to `generated/model.gen.ts` once it exists;
 * until then the hand-written reference model (api-ground-truth §3) stands in.
 */
import type { ModelDef } from '../model/types.ts';
import { referenceModel } from './fixtures/reference-model.ts';

export const defaultModel: ModelDef = referenceModel;
