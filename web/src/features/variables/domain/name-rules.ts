/**
 * Variable name rules (spec 02 §5 "Variables"), driven by the API's GET /config/vars answer
 * (api-ground-truth §4): reserved and blacklisted names, reserved namespaces, whitelisted names and
 * namespaces. Environment variable names start with a letter and hold letters, digits and
 * underscores; configuration variable names may also hold a colon. Whitelisted names and namespaces
 * are exempt from the patterns; an environment variable with a whitelisted (configuration) name is
 * sent to the Configuration page. Configuration names must begin with a reserved namespace when the
 * API declares any.
 */
import { msg } from '../messages.ts';

/** The naming part of GET /config/vars. */
export interface VarNameRules {
  reservedNames: readonly string[];
  reservedNamespaces: readonly string[];
  whiteListedNames: readonly string[];
  whiteListedNamespaces: readonly string[];
  blackListedNames: readonly string[];
}

export type VarKind = 'env' | 'config';

const ENV_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const CONFIG_NAME = /^[A-Za-z][A-Za-z0-9_:]*$/;

const isWhitelisted = (name: string, r: VarNameRules): boolean =>
  r.whiteListedNames.includes(name) || r.whiteListedNamespaces.some((ns) => name.startsWith(ns));

/** "A or B" / "A, B or C" for namespace lists in messages. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

/**
 * The first problem with a variable name, or undefined when it is acceptable. Checked in this
 * order: mandatory; reserved or blacklisted names; (env) whitelisted configuration names and
 * namespaces go to the Configuration page; the kind's pattern; (env) reserved namespaces; (config)
 * the reserved-namespace prefix.
 */
export function nameProblem(rawName: string, kind: VarKind, rules: VarNameRules): string | undefined {
  const name = rawName.trim();
  if (name === '') return msg('nameRequired');
  if (rules.reservedNames.includes(name) || rules.blackListedNames.includes(name)) return msg('reserved');
  const whitelisted = isWhitelisted(name, rules);
  if (kind === 'env') {
    if (whitelisted) return msg('isConfigVar');
    if (!ENV_NAME.test(name)) return msg('envNameInvalid');
    const ns = rules.reservedNamespaces.find((n) => name.startsWith(n));
    return ns ? msg('reservedNamespace', { namespace: ns }) : undefined;
  }
  if (whitelisted) return undefined;
  if (!CONFIG_NAME.test(name)) return msg('configNameInvalid');
  if (rules.reservedNamespaces.length > 0 && !rules.reservedNamespaces.some((n) => name.startsWith(n))) {
    return msg('configNamespaceRequired', { namespaces: orList(rules.reservedNamespaces) });
  }
  return undefined;
}

/** Identifies a variable within its level: the name and the service (null for "All services"). */
export interface VarScope {
  name: string;
  serviceId: number | null;
}

/** The row key for a name and service: unique per scope and service (spec 02 §5 duplicates). */
export const scopeKey = (s: VarScope): string => `${s.serviceId ?? '*'}\u0000${s.name}`;

/**
 * The duplicate problem for a new name, given the scopes already present at this level (spec 02
 * §5: duplicates consider the service or service install; for fleet variables whether the name is
 * already set). `canonical` maps names that mean the same setting to one (configuration: RESIN_X
 * and BALENA_X).
 */
export function duplicateProblem(
  scope: VarScope,
  existing: Iterable<VarScope>,
  scopeLabel: string,
  canonical: (name: string) => string = (n) => n,
): string | undefined {
  const name = scope.name.trim();
  const key = scopeKey({ name: canonical(name), serviceId: scope.serviceId });
  for (const e of existing)
    if (scopeKey({ name: canonical(e.name), serviceId: e.serviceId }) === key)
      return msg('duplicate', { name, scope: scopeLabel });
  return undefined;
}
