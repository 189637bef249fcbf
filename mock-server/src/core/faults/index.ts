/**
 * Fault injection, entity flags, scenarios, outbox and build marker. Browser-safe; the
 * Node-only scenario file reader is `./scenario/files.ts`.
 */
export * from './constants.ts';
export { FaultRuleInput, FaultEffect, FaultMatch, type SchemaIssue, type EffectKind } from './schema.ts';
export { addRule, listRules, type FaultRule } from './state.ts';
export { type FaultInterceptorOptions } from './interceptor.ts';
export { logStreamFault, socketFault, type LogStreamFault, type SocketFault } from './queries.ts';
export { deviceFlags, setDeviceFlags, type DeviceFlag, type DeviceFlagState } from './flags.ts';
export { type OrganizationFlagsInput, type OrganizationFlagState } from './org-flags.ts';
export { Outbox, outboxOf, type Mail } from './outbox.ts';
export { buildMarker, setBuildMarker } from './build-marker.ts';
export { loadScenario, type LoadScenarioOptions, type LoadedScenario } from './scenario/load.ts';
export { stopScenario, scenarioStatus, type ScenarioStatus } from './scenario/timeline.ts';
export { ScenarioError, type RouteCatalog } from './scenario/refs.ts';
export { Scenario, ScenarioStep } from './scenario/schema.ts';
