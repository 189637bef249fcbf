/**
 * Fault injection, entity flags, scenarios, outbox and build marker. Browser-safe; the
 * Node-only scenario file reader is `./scenario/files.ts`.
 */
export * from './constants.ts';
export { parseDuration, formatDuration } from './duration.ts';
export { FaultRuleInput, FaultEffect, FaultMatch, schemaIssues, type SchemaIssue, type EffectKind } from './schema.ts';
export {
  addRule,
  listRules,
  removeRule,
  clearRules,
  ruleView,
  faultState,
  FaultError,
  type FaultRule,
} from './state.ts';
export {
  faultInterceptor,
  appliedFaults,
  factsOf,
  HEADER_RULE_ID,
  type FaultInterceptorOptions,
} from './interceptor.ts';
export { parseOverrideHeader, OverrideHeaderError } from './override-header.ts';
export { logStreamFault, socketFault, logStreamPath, type LogStreamFault, type SocketFault } from './queries.ts';
export {
  deviceFlags,
  setDeviceFlags,
  allDeviceFlags,
  syncFlapping,
  DEVICE_FLAGS,
  FlagError,
  type DeviceFlag,
  type DeviceFlagState,
} from './flags.ts';
export {
  setOrganizationFlags,
  organizationFlags,
  type OrganizationFlagsInput,
  type OrganizationFlagState,
} from './org-flags.ts';
export { Outbox, outboxOf, OUTBOX_LIMIT, type Mail } from './outbox.ts';
export { buildMarker, setBuildMarker, BUILD_MARKER_MAX_LENGTH } from './build-marker.ts';
export { loadScenario, parseScenario, type LoadScenarioOptions, type LoadedScenario } from './scenario/load.ts';
export { tickScenario, startScenario, stopScenario, scenarioStatus, type ScenarioStatus } from './scenario/timeline.ts';
export { routeCatalog, contractCatalog, ScenarioError, type RouteCatalog } from './scenario/refs.ts';
export { Scenario, ScenarioStep } from './scenario/schema.ts';
