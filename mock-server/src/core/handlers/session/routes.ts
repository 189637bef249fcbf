/**
 * Session and connectivity routes: /ping (any method, 200 `OK`), /connectivity-check (204),
 * /config and /config/vars (api-ground-truth §1.1, §4).
 */
import { empty, json, text } from '../../http.ts';
import type { HttpMethod } from '../../http.ts';
import type { RouteDef } from '../../router.ts';
import { configBody, configVarsBody } from './config.ts';
import { PING_BODY } from './constants.ts';

const ANY: readonly HttpMethod[] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD'];

/** The session route group. */
export function sessionRoutes(): RouteDef[] {
  return [
    { method: ANY, path: '/ping', operationId: 'ping', handler: () => text(200, PING_BODY) },
    { method: ANY, path: '/connectivity-check', operationId: 'connectivityCheck', handler: () => empty(204) },
    { method: 'GET', path: '/config', operationId: 'getConfig', handler: () => json(200, configBody()) },
    {
      method: 'GET',
      path: '/config/vars',
      operationId: 'getConfigVars',
      handler: ({ query }) => json(200, configVarsBody(query.get('deviceType'))),
    },
  ];
}
