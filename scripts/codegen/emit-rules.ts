/**
 * Emits generated/domain-rules.gen.ts from the root document's `x-domain-rules`
 * (openapi/components/domain-rules.yaml): the role → permission tables with `includes`/`excludes`
 * resolved into flat lists, the readable reference resources, and the OS-update eligibility results
 * and constants. Every shape problem is a ContractError naming the JSON pointer, so a typo in a
 * role name or a permission fails codegen instead of silently granting nothing.
 */
import { GENERATED_HEADER } from './files.ts';
import { ContractError } from './tools.ts';

const FILE = 'openapi/components/domain-rules.yaml';
const ROOT = '#/x-domain-rules';
const PERMISSION = /^[a-z_]+\.[a-z_-]+$/;

interface RoleDecl {
  description?: string;
  includes?: string[];
  excludes?: string[];
  grants?: string[];
}

/** The rules as emitted: every list flat and in contract order. */
export interface DomainRules {
  organizationRoles: Record<string, string[]>;
  fleetRoles: Record<string, string[]>;
  defaultFleetRole: string;
  platformAdmin: string[];
  supportAccess: string[];
  guestReadable: string[];
  authenticatedReadable: string[];
  osUpdate: {
    results: string[];
    startsUpdate: string[];
    esrMajorAbove: number;
    minSourceVersion: string;
    rev1DefaultBelow: string;
    legacyPathFamilies: string[];
  };
}

const fail = (pointer: string, detail: string): never => {
  throw new ContractError(FILE, `${ROOT}${pointer}`, detail);
};

function object(v: unknown, pointer: string): Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) fail(pointer, 'must be an object');
  return v as Record<string, unknown>;
}

function strings(v: unknown, pointer: string, pattern?: RegExp): string[] {
  if (!Array.isArray(v)) return fail(pointer, 'must be a list of strings');
  v.forEach((s, i) => {
    if (typeof s !== 'string') fail(`${pointer}/${i}`, 'must be a string');
    if (pattern && !pattern.test(s))
      fail(`${pointer}/${i}`, `'${s}' is not a permission of the form <resource>.<verb>`);
  });
  return v as string[];
}

function str(v: unknown, pointer: string): string {
  if (typeof v !== 'string' || !v) fail(pointer, 'must be a non-empty string');
  return v as string;
}

/** Resolves `includes`, then drops `excludes`, then adds `grants`; duplicates kept once, first place wins. */
function resolveRoles(decls: Record<string, unknown>, pointer: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const visiting = new Set<string>();
  const resolve = (name: string, at: string): string[] => {
    if (out[name]) return out[name];
    if (!(name in decls)) fail(at, `unknown role '${name}'`);
    if (visiting.has(name)) fail(at, `role '${name}' includes itself`);
    visiting.add(name);
    const here = `${pointer}/${name}`;
    const d = object(decls[name], here) as RoleDecl;
    const inherited = (d.includes === undefined ? [] : strings(d.includes, `${here}/includes`)).flatMap((r, i) =>
      resolve(r, `${here}/includes/${i}`),
    );
    const excluded = new Set(d.excludes === undefined ? [] : strings(d.excludes, `${here}/excludes`, PERMISSION));
    const granted =
      d.grants === undefined
        ? fail(`${here}/grants`, 'is missing (use [] for none)')
        : strings(d.grants, `${here}/grants`, PERMISSION);
    visiting.delete(name);
    out[name] = [...new Set([...inherited.filter((p) => !excluded.has(p)), ...granted])];
    return out[name];
  };
  for (const name of Object.keys(decls)) resolve(name, `${pointer}/${name}`);
  // Contract order (display order), not resolution order.
  return Object.fromEntries(Object.keys(decls).map((n) => [n, resolve(n, `${pointer}/${n}`)]));
}

/** Reads and checks `x-domain-rules` of the bundled document. */
export function rulesFromDocument(doc: Record<string, unknown>): DomainRules {
  const root = object(doc['x-domain-rules'], '');
  const perms = object(root.permissions, '/permissions');
  const fleetRoles = resolveRoles(object(perms.fleetRoles, '/permissions/fleetRoles'), '/permissions/fleetRoles');
  const organizationRoles = resolveRoles(
    object(perms.organizationRoles, '/permissions/organizationRoles'),
    '/permissions/organizationRoles',
  );
  const defaultFleetRole = str(perms.defaultFleetRole, '/permissions/defaultFleetRole');
  if (!(defaultFleetRole in fleetRoles))
    fail('/permissions/defaultFleetRole', `unknown fleet role '${defaultFleetRole}'`);
  const guestReadable = strings(perms.guestReadable, '/permissions/guestReadable');
  const os = object(root.osUpdate, '/osUpdate');
  const results = strings(os.results, '/osUpdate/results');
  const startsUpdate = strings(os.startsUpdate, '/osUpdate/startsUpdate');
  startsUpdate.forEach(
    (r, i) => results.includes(r) || fail(`/osUpdate/startsUpdate/${i}`, `'${r}' is not one of the results`),
  );
  if (typeof os.esrMajorAbove !== 'number') fail('/osUpdate/esrMajorAbove', 'must be a number');
  const version = (v: unknown, p: string): string =>
    /^\d+\.\d+\.\d+$/.test(String(v)) ? String(v) : fail(p, 'must be a version x.y.z (quoted)');
  return {
    organizationRoles,
    fleetRoles,
    defaultFleetRole,
    platformAdmin: strings(perms.platformAdmin, '/permissions/platformAdmin', PERMISSION),
    supportAccess: strings(perms.supportAccess, '/permissions/supportAccess', PERMISSION),
    guestReadable,
    authenticatedReadable: [
      ...new Set([...guestReadable, ...strings(perms.authenticatedReadable, '/permissions/authenticatedReadable')]),
    ],
    osUpdate: {
      results,
      startsUpdate,
      esrMajorAbove: os.esrMajorAbove as number,
      minSourceVersion: version(os.minSourceVersion, '/osUpdate/minSourceVersion'),
      rev1DefaultBelow: version(os.rev1DefaultBelow, '/osUpdate/rev1DefaultBelow'),
      legacyPathFamilies: strings(os.legacyPathFamilies, '/osUpdate/legacyPathFamilies'),
    },
  };
}

const json = (v: unknown): string => JSON.stringify(v, null, 2);

/** The TypeScript source of generated/domain-rules.gen.ts. */
export function renderRules(r: DomainRules): string {
  return [
    GENERATED_HEADER,
    '/**',
    ' * Domain rules of the contract (openapi/components/domain-rules.yaml): who may do what, and the',
    ' * results and constants of OS-update eligibility. Imported by the mock (enforcement) and the',
    ' * dashboard (disabled-with-reason controls) alike; the logic over them lives in shared/.',
    ' */',
    '',
    '/** Organization roles (spec 01 §6). */',
    `export const ORGANIZATION_ROLES = ${json(Object.keys(r.organizationRoles))} as const;`,
    'export type OrganizationRole = (typeof ORGANIZATION_ROLES)[number];',
    '',
    '/** Fleet roles in display order (spec 02 §6 "Roles"). */',
    `export const FLEET_ROLES = ${json(Object.keys(r.fleetRoles))} as const;`,
    'export type FleetRole = (typeof FLEET_ROLES)[number];',
    '',
    '/** The default fleet role when inviting or adding members (spec 02 §6). */',
    `export const DEFAULT_FLEET_ROLE: FleetRole = ${json(r.defaultFleetRole)};`,
    '',
    '/** What each fleet role may change or trigger on a fleet and its devices (spec 02 §6), includes resolved. */',
    `export const FLEET_ROLE_PERMISSIONS: Readonly<Record<FleetRole, readonly string[]>> = ${json(r.fleetRoles)};`,
    '',
    '/** Organization-level permissions (spec 01 §6). */',
    `export const ORGANIZATION_ROLE_PERMISSIONS: Readonly<Record<OrganizationRole, readonly string[]>> = ${json(r.organizationRoles)};`,
    '',
    '/** Platform admin permissions (spec 01 §6). */',
    `export const PLATFORM_ADMIN_PERMISSIONS: readonly string[] = ${json(r.platformAdmin)};`,
    '',
    '/** What support agents and admins may do on fleets/devices with support access granted (spec 02 §6). */',
    `export const SUPPORT_ACCESS_PERMISSIONS: readonly string[] = ${json(r.supportAccess)};`,
    '',
    '/** Resources any caller, even the guest, may read (api-ground-truth §5). */',
    `export const GUEST_READABLE_RESOURCES: readonly string[] = ${json(r.guestReadable)};`,
    '',
    '/** Resources every authenticated caller may read (the guest-readable ones included). */',
    `export const AUTHENTICATED_READABLE_RESOURCES: readonly string[] = ${json(r.authenticatedReadable)};`,
    '',
    '/** OS-update eligibility results in the order the rules test them (spec 02 §4). */',
    `export const OS_UPDATE_RESULTS = ${json(r.osUpdate.results)} as const;`,
    'export type OsUpdateEligibility = (typeof OS_UPDATE_RESULTS)[number];',
    '',
    '/** The results that start an update (spec 02 §4). */',
    `export const OS_UPDATE_STARTS: readonly OsUpdateEligibility[] = ${json(r.osUpdate.startsUpdate)};`,
    '',
    '/** Constants of the OS-update rules (spec 02 §4, §9). */',
    'export const OS_UPDATE_RULES = {',
    '  /** An OS major above this is an ESR line. */',
    `  esrMajorAbove: ${r.osUpdate.esrMajorAbove},`,
    '  /** Oldest OS a host OS update can start from. */',
    `  minSourceVersion: ${json(r.osUpdate.minSourceVersion)},`,
    '  /** Below this base version a rev0 OS counts as rev1. */',
    `  rev1DefaultBelow: ${json(r.osUpdate.rev1DefaultBelow)},`,
    '  /** Device families with a legacy update path from Resin OS 1.x. */',
    `  legacyPathFamilies: ${JSON.stringify(r.osUpdate.legacyPathFamilies)} as readonly string[],`,
    '} as const;',
    '',
  ].join('\n');
}
