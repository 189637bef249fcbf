/**
 * POST /v7/<resource>(<id>)/canAccess with `{"action": …}` or `{"method": …}` (exactly one):
 * `{"d":[{"id":<id>}]}` when allowed, 401 otherwise (api-ground-truth §2.1).
 */
import * as z from 'zod';
import { json, type CoreResponse } from '../../http.ts';
import { can, type Verb } from '../../permissions/index.ts';
import { ACCESS_BODY_MESSAGE, odata, unauthorized } from './respond.ts';
import { validateBody } from '../../validate-body.ts';
import { zCanAccessRequest } from '../../../../../generated/zod/zod.gen.ts';
import type { WriteInput } from './write.ts';
import { only } from '../../lists.ts';

const VERB_OF_METHOD: Readonly<Record<'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', Verb>> = {
  GET: 'read',
  POST: 'create',
  PATCH: 'update',
  PUT: 'update',
  DELETE: 'delete',
};

const [ActionBody, MethodBody] = zCanAccessRequest.options;
/** The contract's body, with exactly one of `action` and `method`; the method in any case. */
const CanAccessBody = z.union([
  ActionBody.extend({ method: z.never().optional() }),
  z.object({ method: z.string().toUpperCase().pipe(MethodBody.shape.method), action: z.never().optional() }),
]);

export function canAccess(input: WriteInput): CoreResponse {
  const { ctx, access, resource, engine } = input;
  const store = ctx.world.store;
  const parsed = validateBody(CanAccessBody, ctx.req.body, { invalid: () => odata(json(400, ACCESS_BODY_MESSAGE)) });
  if (!parsed.ok) return parsed.response;
  const body = parsed.value;
  const verb = body.method === undefined ? body.action : VERB_OF_METHOD[body.method];
  const keyPath = input.path.replace(/\/canAccess$/, '');
  const ids = engine.matchIds(store, keyPath, '', access.canRead);
  const id = only(ids);
  const row = id === undefined ? undefined : store.get(resource, id);
  if (!row) return unauthorized();
  const allowed = verb === 'read' || can(access.subject, verb, resource, row, store);
  return allowed ? odata(json(200, { d: [{ id: row.id }] })) : unauthorized();
}
