/**
 * The identity route group (spec 01 §2, §4, §6, §7; api-ground-truth §4, §5), registered in
 * core/app.ts: SAML with a mock IdP page, social sign-in with mock provider pages, OAuth authorize,
 * API keys, admin login-as, invitations and the support-portal login. See README.md here.
 */
import type { RouteDef } from '../../router.ts';
import type { CoreDeps } from '../../deps.ts';
import { startSaml } from './saml-start.ts';
import { finalizeSaml } from './saml-finalize.ts';
import { finishSocial, startSocial } from './social.ts';
import { authorizeOAuth } from './oauth.ts';
import { createDeviceKey, createKeyV2, createProvisioningKey, createUserKey } from './api-key-routes.ts';
import { loginAs } from './login-as.ts';
import { acceptInvitation } from './invitations.ts';
import { zendeskLogin } from './zendesk.ts';
import { param } from '../../router.ts';

export { invitationToken, invitationLink } from './invitation-tokens.ts';
export { invitationMailInterceptor } from './invitation-mails.ts';

/** Every identity route. */
export function identityRoutes(deps: CoreDeps): RouteDef[] {
  const ctx = deps.context;
  return [
    {
      method: 'GET',
      path: '/auth/saml/:ssoIdentifier',
      operationId: 'startSamlLogin',
      handler: ({ req, params, query }) => startSaml(ctx(req).world, req, param(params, 'ssoIdentifier'), query),
    },
    {
      method: 'POST',
      path: '/auth/saml/finalize',
      operationId: 'finalizeSamlLogin',
      handler: ({ req }) => finalizeSaml(ctx(req).world, req.body),
    },
    {
      method: 'GET',
      path: '/auth/:provider',
      operationId: 'startSocialLogin',
      handler: ({ req, params, query }) => startSocial(ctx(req).world, req, param(params, 'provider'), query),
    },
    {
      method: 'GET',
      path: '/auth/:provider/callback',
      operationId: 'finishSocialLogin',
      handler: ({ req, params, query }) => finishSocial(ctx(req).world, req, param(params, 'provider'), query),
    },
    {
      method: 'POST',
      path: '/oauth/authorize',
      operationId: 'authorizeOAuth',
      handler: ({ req }) => authorizeOAuth(ctx(req)),
    },
    {
      method: 'POST',
      path: '/api-key/user/full',
      operationId: 'createUserApiKey',
      handler: ({ req }) => createUserKey(ctx(req)),
    },
    {
      method: 'POST',
      path: '/api-key/v2/',
      operationId: 'createApiKeyV2',
      handler: ({ req }) => createKeyV2(ctx(req)),
    },
    {
      method: 'POST',
      path: '/api-key/application/:appId/provisioning',
      operationId: 'createProvisioningKey',
      handler: ({ req, params }) => createProvisioningKey(ctx(req), param(params, 'appId')),
    },
    {
      method: 'POST',
      path: '/api-key/device/:deviceId/device-key',
      operationId: 'createDeviceKey',
      handler: ({ req, params }) => createDeviceKey(ctx(req), param(params, 'deviceId')),
    },
    { method: 'POST', path: '/user/v1/login-as', operationId: 'loginAs', handler: ({ req }) => loginAs(ctx(req)) },
    {
      method: 'POST',
      path: '/user/v1/invitation/:token',
      operationId: 'acceptFleetInvitation',
      handler: ({ req, params }) => acceptInvitation(ctx(req), 'fleet', param(params, 'token')),
    },
    {
      method: 'POST',
      path: '/org/v1/invitation/:token',
      operationId: 'acceptOrganizationInvitation',
      handler: ({ req, params }) => acceptInvitation(ctx(req), 'org', param(params, 'token')),
    },
    {
      method: 'GET',
      path: '/zendesk/v1/login',
      operationId: 'zendeskLogin',
      handler: ({ req }) => zendeskLogin(ctx(req)),
    },
  ];
}
