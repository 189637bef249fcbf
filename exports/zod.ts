/**
 * `fleetmock/zod`: the contract's Zod 4 validators as generated from `openapi/` (one `z<Schema>` per
 * component schema, `z<Operation>Response` / `z<Operation>Data` per operation), e.g.
 * `zDevice.parse(row)` or `zGetV7DeviceResponse.safeParse(body)`.
 */
export * from '../generated/zod/zod.gen.ts';
