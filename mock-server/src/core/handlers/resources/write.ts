/**
 * OData writes (api-ground-truth §1.3, §2.4, §7): POST → 201 bare row re-read with the caller's
 * permissions (FKs as `{__id}`) and `Location: /v7/<resource>(@id)?@id=<id>`, or `{id}` with
 * `returnResource=false`; PATCH/PUT/DELETE by key or `$filter` → 200 empty even for 0 rows; rows
 * the caller cannot see are no-ops; no permission on any addressed row → 401 empty. A write the
 * dashboard would not offer (dashboard-rules.ts) → 400 with the dashboard's reason.
 */
import { json, jsonError, requestOrigin, type CoreResponse } from '../../http.ts';
import type { RequestContext } from '../../pipeline/context.ts';
import { insert, update } from '../../store/write.ts';
import { removeMany } from '../../store/delete.ts';
import { NO_FIELDS_MESSAGE } from '../../store/errors.ts';
import { ANCHOR_STEPS, can, canChangeFields, hasStakeIn, type Verb } from '../../permissions/index.ts';
import type { Access } from './subject-of.ts';
import type { ResourceEngine } from './port.ts';
import { invisibleReference } from './references.ts';
import { checkAdministratorsRemain, creatorBecomesAdministrator } from './hooks/organization.ts';
import { identityProviderOrganization, linkIdentityProviderToOrganization } from './hooks/identity-provider.ts';
import { asActor } from './hooks/acting-actor.ts';
import { INVALID_BODY_MESSAGE, errorResponse, odata, okEmpty, unauthorized } from './respond.ts';
import { keepWrittenFiles, writeBody } from './form-body.ts';
import { dashboardRuleRefusal } from './dashboard-rules.ts';

export interface WriteInput {
  ctx: RequestContext;
  engine: ResourceEngine;
  access: Access;
  resource: string;
  /** Path after the OData root, e.g. `/device(5)`. */
  path: string;
  rawQuery: string;
  query: URLSearchParams;
  /** `v7` or `resin` (Location header). */
  root: string;
  /** Recomputes access after a write (a new fleet changes the caller's fleet roles). */
  refreshAccess: () => Access;
}

const badBody = (): CoreResponse => odata(json(400, INVALID_BODY_MESSAGE));

/** The first row a multipart PATCH addresses (its file's href names the row); undefined otherwise. */
function addressedRow(input: WriteInput): Record<string, unknown> | undefined {
  if (!/^multipart\//i.test(input.ctx.req.headers['content-type'] ?? '')) return undefined;
  try {
    const [id] = input.engine.matchIds(input.ctx.world.store, input.path, input.rawQuery, input.access.canRead);
    return id === undefined ? undefined : input.ctx.world.store.get(input.resource, id);
  } catch {
    return undefined;
  }
}

/** POST /v7/<resource>. */
export function create(input: WriteInput): CoreResponse {
  const { ctx, access, resource, engine } = input;
  const store = ctx.world.store;
  const body = writeBody(store, resource, ctx.req.headers['content-type'], ctx.req.body);
  if (!body) return badBody();
  const anchorField = ANCHOR_STEPS[resource]?.field;
  if (anchorField && (body[anchorField] === undefined || body[anchorField] === null))
    return odata(json(400, `"${anchorField}" cannot be null`));
  if (!can(access.subject, 'create', resource, body, store)) return unauthorized();
  const refusal = dashboardRuleRefusal(access.subject, store, 'create', resource, body);
  if (refusal) return odata(jsonError(400, refusal));
  const hidden = invisibleReference(store, resource, body, access.canRead, (appId) =>
    hasStakeIn(access.subject, appId, store),
  );
  if (hidden) return errorResponse(hidden);
  const idpOrganization = resource === 'identity_provider' ? identityProviderOrganization(body) : undefined;
  let id: number;
  try {
    id = asActor(store, ctx.actor?.actorId, () => {
      const created = insert(store, resource, body).id;
      if (resource === 'organization' && access.subject.identity.kind === 'user')
        creatorBecomesAdministrator(store, created, access.subject.identity.userId);
      if (idpOrganization !== undefined) linkIdentityProviderToOrganization(store, created, idpOrganization);
      return created;
    });
  } catch (err) {
    return errorResponse(err);
  }
  keepWrittenFiles(ctx.world, body);
  const location = `/${input.root}/${resource}(@id)?@id=${id}`;
  const returnResource = input.query.get('returnResource');
  const reread =
    returnResource === 'false' || returnResource === '0'
      ? undefined
      : engine.readById(store, resource, id, input.refreshAccess().canRead, requestOrigin(ctx.req));
  return odata({ ...json(201, reread ?? { id }), headers: { location } });
}

/** PATCH/PUT (verb `update`) or DELETE (verb `delete`) by key or `$filter`. */
export function modify(input: WriteInput, verb: Extract<Verb, 'update' | 'delete'>): CoreResponse {
  const { ctx, access, resource, engine } = input;
  const store = ctx.world.store;
  let patch: Record<string, unknown> | undefined;
  if (verb === 'update') {
    patch = writeBody(store, resource, ctx.req.headers['content-type'], ctx.req.body, addressedRow(input));
    if (!patch) return badBody();
    if (Object.keys(patch).length === 0) return odata(json(400, NO_FIELDS_MESSAGE));
    const hidden = invisibleReference(store, resource, patch, access.canRead, (appId) =>
      hasStakeIn(access.subject, appId, store),
    );
    if (hidden) return errorResponse(hidden);
  }
  try {
    const ids = engine.matchIds(store, input.path, input.rawQuery, access.canRead);
    const allowed = ids.filter((id) => {
      const row = store.get(resource, id);
      if (row === undefined || !can(access.subject, verb, resource, row, store)) return false;
      // A PATCH that moves a row (e.g. a device to another fleet) needs the permission on both sides,
      // and fields such as a fleet's organization or a device's fleet need their own permission
      // (shared/actions.ts FIELD_PERMISSIONS).
      if (verb === 'delete') return true;
      return (
        can(access.subject, verb, resource, { ...row, ...patch }, store) &&
        canChangeFields(access.subject, resource, row, patch ?? {}, store)
      );
    });
    if (ids.length > 0 && allowed.length === 0) return unauthorized();
    for (const id of allowed) {
      const refusal = dashboardRuleRefusal(access.subject, store, verb, resource, store.get(resource, id)!, patch);
      if (refusal) return odata(jsonError(400, refusal));
    }
    if (verb === 'delete' && resource === 'organization_membership') checkAdministratorsRemain(store, allowed);
    asActor(store, ctx.actor?.actorId, () => {
      if (verb === 'delete') removeMany(store, resource, allowed);
      else for (const id of allowed) update(store, resource, id, { ...patch });
    });
    if (patch && allowed.length > 0) keepWrittenFiles(ctx.world, patch);
    return okEmpty();
  } catch (err) {
    return errorResponse(err);
  }
}
