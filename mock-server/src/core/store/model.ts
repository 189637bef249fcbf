/**
 * The model the store, the seed and their tests use: the generated v7 model (`npm run codegen`),
 * built from the contract, so there is no second hand-written description of the API to drift.
 */
import type { ModelDef } from '../model/types.ts';
import { model } from '../../../../generated/model.gen.ts';

export const defaultModel: ModelDef = model;
