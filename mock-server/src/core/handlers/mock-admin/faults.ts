/**
 * Admin API: fault rules and entity flags. Operation ids match
 * openapi/paths/mock-admin.yaml.
 */
import * as z from 'zod';
import { json } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { FaultRuleInput, FaultRulePatch, schemaIssues } from '../../faults/schema.ts';
import {
  addRule,
  clearRules,
  FaultError,
  listRules,
  removeRule,
  replaceRule,
  ruleInput,
  ruleView,
} from '../../faults/state.ts';
import {
  allDeviceFlags,
  deviceFlags,
  DEVICE_FLAGS,
  FlagError,
  setDeviceFlags,
  deviceByUuid,
} from '../../faults/flags.ts';
import { organizationFlags, setOrganizationFlags } from '../../faults/org-flags.ts';
import { adminError, invalidBody, adminRules, worldOf } from './respond.ts';
import { validateBody } from '../../validate-body.ts';
import { faultCatalog, faultMatchProblem, type RouteCatalog } from '../../faults/scenario/refs.ts';
import { param } from '../../router.ts';

const DeviceFlagsBody = z.object({ flags: z.array(z.enum(DEVICE_FLAGS)) }).strict();
const OrganizationFlagsBody = z
  .object({ frozen: z.boolean().optional(), pastDueDays: z.int().min(0).max(3650).nullable().optional() })
  .strict();

/** The core's routes and the contract's operations together. */
const withContract = (routes: RouteCatalog): RouteCatalog => {
  const contract = faultCatalog();
  return {
    operationIds: new Set([...contract.operationIds, ...routes.operationIds]),
    paths: [...contract.paths, ...routes.paths],
  };
};

const faultFailure = (err: unknown) => {
  if (err instanceof FaultError) return adminError(err.status, err.message, [{ path: err.path, message: err.message }]);
  throw err;
};

/** A patch applied to a rule's definition: given fields replace, `null` removes. */
function patched(input: FaultRuleInput, patch: FaultRulePatch): Record<string, unknown> {
  const out: Record<string, unknown> = { ...input };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete out[key];
    else if (value !== undefined) out[key] = value;
  }
  return out;
}

const flagFailure = (err: unknown) => {
  if (err instanceof FlagError) return adminError(err.status, err.message);
  throw err;
};

/**
 * `/__mock/faults*` and `/__mock/flags*`. `routes` lists what the core serves, so a rule naming an
 * operationId or path no route has is refused (default: the contract's operations).
 */
export function faultAdminRoutes(routes?: () => RouteCatalog): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__mock/faults',
      operationId: 'mockListFaults',
      handler: ({ req }) => {
        const world = worldOf(req);
        return json(200, { faults: listRules(world).map((r) => ruleView(r, world.clock.now())) });
      },
    },
    {
      method: 'POST',
      path: '/__mock/faults',
      operationId: 'mockAddFault',
      handler: ({ req }) => {
        const body = validateBody(FaultRuleInput, req.body, adminRules('fault rule'));
        if (!body.ok) return body.response;
        const world = worldOf(req);
        // A rule that names what no request can carry would be accepted and never fire.
        const problem = faultMatchProblem(world, body.value.match, routes ? withContract(routes()) : undefined);
        if (problem) return invalidBody([problem], 'fault rule');
        try {
          return json(201, ruleView(addRule(world, body.value, 'api'), world.clock.now()));
        } catch (err) {
          return faultFailure(err);
        }
      },
    },
    {
      method: 'PUT',
      path: '/__mock/faults/:id',
      operationId: 'mockReplaceFault',
      handler: ({ req, params }) => {
        const id = param(params, 'id');
        const world = worldOf(req);
        if (!listRules(world).some((r) => r.id === id)) return adminError(404, `No fault rule '${id}'`);
        const body = validateBody(FaultRuleInput, req.body, adminRules('fault rule'));
        if (!body.ok) return body.response;
        const problem = faultMatchProblem(world, body.value.match, routes ? withContract(routes()) : undefined);
        if (problem) return invalidBody([problem], 'fault rule');
        try {
          return json(200, ruleView(replaceRule(world, id, body.value), world.clock.now()));
        } catch (err) {
          return faultFailure(err);
        }
      },
    },
    {
      method: 'PATCH',
      path: '/__mock/faults/:id',
      operationId: 'mockUpdateFault',
      handler: ({ req, params }) => {
        const id = param(params, 'id');
        const world = worldOf(req);
        const rule = listRules(world).find((r) => r.id === id);
        if (!rule) return adminError(404, `No fault rule '${id}'`);
        const body = validateBody(FaultRulePatch, req.body, adminRules('fault rule patch'));
        if (!body.ok) return body.response;
        // The merged rule must pass the same checks as a new one (e.g. `end` after `start`).
        const merged = FaultRuleInput.safeParse(patched(ruleInput(rule), body.value));
        if (!merged.success) return invalidBody(schemaIssues(merged.error), 'fault rule');
        const problem = faultMatchProblem(world, merged.data.match, routes ? withContract(routes()) : undefined);
        if (problem) return invalidBody([problem], 'fault rule');
        try {
          return json(200, ruleView(replaceRule(world, id, merged.data), world.clock.now()));
        } catch (err) {
          return faultFailure(err);
        }
      },
    },
    {
      method: 'DELETE',
      path: '/__mock/faults',
      operationId: 'mockClearFaults',
      handler: ({ req }) => json(200, { removed: clearRules(worldOf(req)) }),
    },
    {
      method: 'GET',
      path: '/__mock/faults/:id',
      operationId: 'mockGetFault',
      handler: ({ req, params }) => {
        const world = worldOf(req);
        const rule = listRules(world).find((r) => r.id === params.id);
        return rule ? json(200, ruleView(rule, world.clock.now())) : adminError(404, `No fault rule '${params.id}'`);
      },
    },
    {
      method: 'DELETE',
      path: '/__mock/faults/:id',
      operationId: 'mockRemoveFault',
      handler: ({ req, params }) =>
        removeRule(worldOf(req), param(params, 'id'))
          ? json(200, { removed: 1 })
          : adminError(404, `No fault rule '${params.id}'`),
    },
    {
      method: 'GET',
      path: '/__mock/flags',
      operationId: 'mockListFlags',
      handler: ({ req }) => json(200, { devices: allDeviceFlags(worldOf(req)) }),
    },
    {
      method: 'GET',
      path: '/__mock/flags/devices/:uuid',
      operationId: 'mockGetDeviceFlags',
      handler: ({ req, params }) => {
        try {
          const world = worldOf(req);
          return json(200, deviceFlags(world, String(deviceByUuid(world, param(params, 'uuid')).uuid)));
        } catch (err) {
          return flagFailure(err);
        }
      },
    },
    {
      method: 'PUT',
      path: '/__mock/flags/devices/:uuid',
      operationId: 'mockSetDeviceFlags',
      handler: ({ req, params }) => {
        const body = validateBody(DeviceFlagsBody, req.body, adminRules('device flags'));
        if (!body.ok) return body.response;
        try {
          return json(200, setDeviceFlags(worldOf(req), param(params, 'uuid'), body.value.flags));
        } catch (err) {
          return flagFailure(err);
        }
      },
    },
    {
      method: 'GET',
      path: '/__mock/flags/organizations/:handle',
      operationId: 'mockGetOrganizationFlags',
      handler: ({ req, params }) => {
        try {
          return json(200, organizationFlags(worldOf(req), param(params, 'handle')));
        } catch (err) {
          return flagFailure(err);
        }
      },
    },
    {
      method: 'PUT',
      path: '/__mock/flags/organizations/:handle',
      operationId: 'mockSetOrganizationFlags',
      handler: ({ req, params }) => {
        const body = validateBody(OrganizationFlagsBody, req.body, adminRules('organization flags'));
        if (!body.ok) return body.response;
        try {
          return json(200, setOrganizationFlags(worldOf(req), param(params, 'handle'), body.value));
        } catch (err) {
          return flagFailure(err);
        }
      },
    },
  ];
}
