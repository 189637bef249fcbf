/**
 * Variable name and value rules the API enforces on every write (open-balena-api vars-schema hooks;
 * api-ground-truth §4 /config/vars publishes the same regexes and lists):
 * - environment variable names (fleet, device, service, device-service and build variables) may
 *   not start with a digit and hold only letters, digits and underscores; RESIN, BALENA and USER
 *   are reserved, and so is anything beginning with RESIN_ or BALENA_;
 * - configuration variable names (fleet and device) may also hold colons (not first), must not be
 *   a reserved name, and must begin with RESIN_ or BALENA_;
 * - no value may contain a line break.
 * The whitelist and blacklist of /config/vars are dashboard-side filters; the API does not check them.
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { RESERVED_NAMES, RESERVED_NAMESPACES } from '../../session/constants.ts';
import * as M from './messages.ts';
import { bad } from './util.ts';

const ENV_VAR_RESOURCES = [
  'application_environment_variable',
  'device_environment_variable',
  'service_environment_variable',
  'device_service_environment_variable',
  'build_environment_variable',
] as const;
const CONFIG_VAR_RESOURCES = ['application_config_variable', 'device_config_variable'] as const;

/** The regexes /config/vars publishes as `invalidRegex` and `configVarInvalidRegex`. */
const INVALID_ENV_NAME = /^\d|\W/;
const INVALID_CONFIG_NAME = /^[\d:]|[^A-Za-z0-9_:]/;
const LINE_BREAK = /\r|\n/;
const inNamespace = (name: string): boolean => RESERVED_NAMESPACES.some((ns) => name.startsWith(ns));
const reserved = (name: string): boolean => (RESERVED_NAMES as readonly string[]).includes(name);

/** The first problem with a variable name, or undefined (checked in the API's order). */
function variableNameProblem(name: unknown, kind: 'env' | 'config'): string | undefined {
  if (typeof name !== 'string') return undefined;
  if (kind === 'env') {
    if (INVALID_ENV_NAME.test(name)) return M.ENV_VAR_NAME_INVALID;
    if (reserved(name)) return M.envVarReservedNames(RESERVED_NAMES);
    if (inNamespace(name)) return M.envVarReservedNamespaces(RESERVED_NAMESPACES);
    return undefined;
  }
  if (INVALID_CONFIG_NAME.test(name)) return M.CONFIG_VAR_NAME_INVALID;
  if (reserved(name)) return M.configVarReservedNames(RESERVED_NAMES);
  if (!inNamespace(name)) return M.configVarOutsideNamespaces(RESERVED_NAMESPACES);
  return undefined;
}

/** The problem with a variable value, or undefined. */
function variableValueProblem(value: unknown): string | undefined {
  return typeof value === 'string' && LINE_BREAK.test(value) ? M.VARIABLE_VALUE_LINE_BREAK : undefined;
}

/** Installs the variable name and value hooks on a store. */
export function installVariableNameHooks(store: Store): void {
  const install = (resource: string, kind: 'env' | 'config'): void => {
    if (!store.resources.has(resource)) return;
    const check = (values: Record<string, unknown>): void => {
      const problem = variableNameProblem(values.name, kind) ?? variableValueProblem(values.value);
      if (problem) throw bad(problem);
    };
    onBeforeInsert(store, resource, (ctx, values) => void (ctx.trusted || check(values)));
    onBeforeUpdate(store, resource, (ctx, _current, patch) => void (ctx.trusted || check(patch)));
  };
  for (const r of ENV_VAR_RESOURCES) install(r, 'env');
  for (const r of CONFIG_VAR_RESOURCES) install(r, 'config');
}
