/**
 * The typed client's `paths`. Stand-in until `generated/types/api.gen.ts` lands (contract helper);
 * then this file becomes `export type { paths } from '../../../generated/types/api.gen.ts'`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface paths {}
