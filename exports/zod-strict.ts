/**
 * `fleetmock/zod/strict`: the contract's Zod 4 validators with closed objects, for contract checks.
 * Same names as `fleetmock/zod` (`zDevice`, `zGetV7DeviceResponse`...); an object the contract does not
 * open (`additionalProperties` absent or false) refuses a key it does not declare instead of dropping
 * it, so an answer carrying a field the contract lacks, or a body with a misspelt key, fails with an
 * `unrecognized_keys` issue whose path names the object (`['d', 0]`) and whose `keys` name the fields.
 * Objects the contract opens (`additionalProperties: true` or a schema) keep their extra keys.
 *
 * ```ts
 * import { zGetV7DeviceResponse } from 'fleetmock/zod/strict';
 * const result = zGetV7DeviceResponse.safeParse(await response.json());
 * ```
 */
export * from '../generated/zod/zod.strict.gen.ts';
