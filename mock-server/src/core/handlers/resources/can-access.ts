/**
 * POST /v7/<resource>(<id>)/canAccess with `{"action": …}` or `{"method": …}` (exactly one):
 * `{"d":[{"id":<id>}]}` when allowed, 401 otherwise (api-ground-truth §2.1).
 */
import { json, type CoreResponse } from '../../http.ts';
import { can, type Verb } from '../../permissions/index.ts';
import { ACCESS_BODY_MESSAGE, objectBody, odata, unauthorized } from './respond.ts';
import type { WriteInput } from './write.ts';
import { only } from '../../lists.ts';

const VERB_OF_METHOD: Readonly<Record<string, Verb>> = {
  GET: 'read',
  POST: 'create',
  PATCH: 'update',
  PUT: 'update',
  DELETE: 'delete',
};

export function canAccess(input: WriteInput): CoreResponse {
  const { ctx, access, resource, engine } = input;
  const store = ctx.world.store;
  const body = objectBody(ctx.req.body) ?? {};
  const action = typeof body.action === 'string' ? body.action : undefined;
  const method = typeof body.method === 'string' ? body.method.toUpperCase() : undefined;
  if ((action === undefined) === (method === undefined)) return odata(json(400, ACCESS_BODY_MESSAGE));
  const verb = action ?? VERB_OF_METHOD[method!];
  if (!verb) return odata(json(400, ACCESS_BODY_MESSAGE));
  const keyPath = input.path.replace(/\/canAccess$/, '');
  const ids = engine.matchIds(store, keyPath, '', access.canRead);
  const id = only(ids);
  const row = id === undefined ? undefined : store.get(resource, id);
  if (!row) return unauthorized();
  const allowed = verb === 'read' || can(access.subject, verb, resource, row, store);
  return allowed ? odata(json(200, { d: [{ id: row.id }] })) : unauthorized();
}
