/**
 * `fleetmock/zod`: the contract's Zod 4 validators as generated from `openapi/` (one `z<Schema>` per
 * component schema, `z<Operation>Response` / `z<Operation>Data` per operation), e.g.
 * `zDevice.parse(row)` or `zGetV7DeviceResponse.safeParse(body)`. Objects drop keys they do not declare;
 * `fleetmock/zod/strict` has the same validators refusing them (for contract checks).
 */
export * from '../generated/zod/zod.gen.ts';
