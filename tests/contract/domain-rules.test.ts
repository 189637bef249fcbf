/**
 * The contract's domain rules (openapi/components/domain-rules.yaml → generated/domain-rules.gen.ts):
 * role includes/excludes resolve into the tables the mock enforces and the dashboard shows, and a
 * mistake in the rules fails codegen naming the JSON pointer instead of silently granting nothing.
 */
import { describe, expect, it } from 'vitest';
import { rulesFromDocument } from '../../scripts/codegen/emit-rules.ts';
import { ContractError } from '../../scripts/codegen/tools.ts';
import { loadBundle } from './contract-doc.ts';
import { FLEET_ROLES, FLEET_ROLE_PERMISSIONS, OS_UPDATE_RESULTS } from '../../generated/domain-rules.gen.ts';
import { entry } from '../present.ts';

const doc = loadBundle() as Record<string, unknown>;
const rules = rulesFromDocument(doc);

/** A copy of the bundled document with `edit` applied to its x-domain-rules. */
function withRules(
  edit: (r: {
    permissions: { fleetRoles: Record<string, Record<string, unknown>> };
    osUpdate: Record<string, unknown>;
  }) => void,
) {
  const copy = structuredClone(doc) as Record<string, never>;
  edit(entry(copy, 'x-domain-rules'));
  return copy;
}

const errorOf = (fn: () => unknown): ContractError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ContractError) return e;
    throw e;
  }
  throw new Error('no ContractError');
};

describe('domain rules from the contract', () => {
  it('emits the fleet roles in display order (spec 02 §6)', () => {
    expect(FLEET_ROLES).toEqual([
      'administrator',
      'developer',
      'safe-developer',
      'operator',
      'safe-operator',
      'observer',
      'member',
    ]);
    expect(Object.keys(rules.fleetRoles)).toEqual([...FLEET_ROLES]);
  });
  it('resolves includes: operator has everything safe-operator has, plus delete', () => {
    for (const p of FLEET_ROLE_PERMISSIONS['safe-operator']) expect(FLEET_ROLE_PERMISSIONS.operator).toContain(p);
    expect(FLEET_ROLE_PERMISSIONS.operator).toContain('device.delete');
    expect(FLEET_ROLE_PERMISSIONS['safe-operator']).not.toContain('device.delete');
  });
  it('applies excludes before grants: safe-developer cannot delete devices or device variables', () => {
    expect(FLEET_ROLE_PERMISSIONS['safe-developer']).not.toContain('device.delete');
    expect(FLEET_ROLE_PERMISSIONS['safe-developer']).not.toContain('device_environment_variable.all');
    expect(FLEET_ROLE_PERMISSIONS['safe-developer']).toContain('device_environment_variable.create');
    expect(FLEET_ROLE_PERMISSIONS['safe-developer']).toContain('release.create');
    // developer includes operator directly, so it keeps device delete.
    expect(FLEET_ROLE_PERMISSIONS.developer).toContain('device.delete');
  });
  it('keeps each permission once', () => {
    for (const r of FLEET_ROLES) expect(new Set(FLEET_ROLE_PERMISSIONS[r]).size).toBe(FLEET_ROLE_PERMISSIONS[r].length);
  });
  it('lists the OS-update results in the order of spec 02 §4', () => {
    expect(OS_UPDATE_RESULTS).toEqual([
      'offline',
      'notSupported',
      'versionNotAvailable',
      'upToDate',
      'updatableSwitchToEsr',
      'downgradeCannotSwitchToEsr',
      'forbiddenSwitchToNonEsr',
      'updatable',
    ]);
    expect(rules.osUpdate.startsUpdate).toEqual(['updatable', 'updatableSwitchToEsr']);
  });
  it.each<[string, Parameters<typeof withRules>[0], string, RegExp]>([
    [
      'an unknown included role',
      (r) => {
        entry(r.permissions.fleetRoles, 'operator').includes = ['safe-operatr'];
      },
      '#/x-domain-rules/permissions/fleetRoles/operator/includes/0',
      /unknown role 'safe-operatr'/,
    ],
    [
      'a role including itself',
      (r) => {
        entry(r.permissions.fleetRoles, 'safe-operator').includes = ['operator'];
      },
      '#/x-domain-rules/permissions/fleetRoles/safe-operator/includes/0',
      /includes itself/,
    ],
    [
      'a permission without a verb',
      (r) => {
        entry(r.permissions.fleetRoles, 'observer').grants = ['device'];
      },
      '#/x-domain-rules/permissions/fleetRoles/observer/grants/0',
      /<resource>\.<verb>/,
    ],
    [
      'missing grants',
      (r) => {
        delete entry(r.permissions.fleetRoles, 'member').grants;
      },
      '#/x-domain-rules/permissions/fleetRoles/member/grants',
      /missing/,
    ],
    [
      'a start result that is no result',
      (r) => {
        r.osUpdate.startsUpdate = ['updateable'];
      },
      '#/x-domain-rules/osUpdate/startsUpdate/0',
      /not one of the results/,
    ],
    [
      'an unquoted version',
      (r) => {
        r.osUpdate.minSourceVersion = 2;
      },
      '#/x-domain-rules/osUpdate/minSourceVersion',
      /version/,
    ],
  ])('rejects %s with the file and JSON pointer', (_name, edit, pointer, detail) => {
    const e = errorOf(() => rulesFromDocument(withRules(edit)));
    expect(e.file).toBe('openapi/components/domain-rules.yaml');
    expect(e.pointer).toBe(pointer);
    expect(e.detail).toMatch(detail);
  });
});
