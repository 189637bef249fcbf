/**
 * Variable name rules (spec 02 §5 "Variables", api-ground-truth §4 /config/vars): environment
 * variables start with a letter and hold letters, digits and underscores; config variables may also
 * hold colons; reserved and blacklisted names are refused; whitelisted names and namespaces pass.
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { BLACKLISTED_NAMES, RESERVED_NAMES, RESERVED_NAMESPACES, WHITELISTED_NAMES, WHITELISTED_NAMESPACES } from '../../session/constants.ts';
import * as M from './messages.ts';
import { bad } from './util.ts';

export const ENV_VAR_RESOURCES = [
  'application_environment_variable',
  'device_environment_variable',
  'service_environment_variable',
  'device_service_environment_variable',
  'build_environment_variable',
] as const;
export const CONFIG_VAR_RESOURCES = ['application_config_variable', 'device_config_variable'] as const;

const ENV_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const CONFIG_NAME = /^[A-Za-z][A-Za-z0-9_:]*$/;
const whitelisted = (name: string): boolean =>
  (WHITELISTED_NAMES as readonly string[]).includes(name) || WHITELISTED_NAMESPACES.some((ns) => name.startsWith(ns));

/** The first problem with a variable name, or undefined. */
export function variableNameProblem(name: unknown, kind: 'env' | 'config'): string | undefined {
  if (typeof name !== 'string') return undefined;
  if ((BLACKLISTED_NAMES as readonly string[]).includes(name) || (RESERVED_NAMES as readonly string[]).includes(name)) return M.VARIABLE_RESERVED;
  if (kind === 'env') {
    if (whitelisted(name)) return M.VARIABLE_IS_CONFIG;
    if (!ENV_NAME.test(name)) return M.ENV_VAR_NAME_INVALID;
    if (RESERVED_NAMESPACES.some((ns) => name.startsWith(ns))) return M.VARIABLE_RESERVED;
    return undefined;
  }
  if (whitelisted(name)) return undefined;
  return CONFIG_NAME.test(name) ? undefined : M.CONFIG_VAR_NAME_INVALID;
}

/** Installs the variable-name hooks on a store. */
export function installVariableNameHooks(store: Store): void {
  const install = (resource: string, kind: 'env' | 'config'): void => {
    if (!store.resources.has(resource)) return;
    const check = (values: Record<string, unknown>): void => {
      const problem = variableNameProblem(values.name, kind);
      if (problem) throw bad(problem);
    };
    onBeforeInsert(store, resource, (ctx, values) => void (ctx.trusted || check(values)));
    onBeforeUpdate(store, resource, (ctx, _current, patch) => void (ctx.trusted || check(patch)));
  };
  for (const r of ENV_VAR_RESOURCES) install(r, 'env');
  for (const r of CONFIG_VAR_RESOURCES) install(r, 'config');
}
