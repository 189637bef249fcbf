/**
 * Identity provider writes (spec 01 §5 "Identity provider", §7 "Identity providers"): the POST body
 * names the organization the provider is for (`organization_id`, a pseudo-field), which the resource
 * API links to the new provider (`linkIdentityProviderToOrganization`, called after the insert); a
 * PATCH may name the organization the edit is made for the same way, which must be one the provider
 * is linked to (400 otherwise), and is then dropped (it is no field of the provider). The
 * SSO identifier must be at least 3 lower-case letters, digits, underscores or hyphens and the entry
 * point an http(s) URL, and the certificate an X.509 certificate between one begin and one end marker
 * (shared/x509-certificate.ts, the check the dashboard's form makes); the messages are the spec's
 * error keys.
 */
import type { Store } from '../../../store/store.ts';
import { onBeforeInsert, onBeforeUpdate } from '../../../store/hooks.ts';
import { insert } from '../../../store/write.ts';
import * as M from './messages.ts';
import { bad } from './util.ts';
import { certificateBody } from '../../../../../../shared/x509-certificate.ts';

/** Spec 01 §5/§9: SSO identifier characters and minimum length. */
const SSO_IDENTIFIER_PATTERN = /^[a-z0-9_-]+$/;
const SSO_IDENTIFIER_MIN = 3;

/** The organization id a POST body names, or undefined when missing or not an integer. */
export function identityProviderOrganization(body: Record<string, unknown>): number | undefined {
  const v = body.organization_id;
  return typeof v === 'number' && Number.isInteger(v) ? v : undefined;
}

function check(values: Record<string, unknown>): void {
  const sso = values.sso_identifier;
  if (typeof sso === 'string' && (sso.length < SSO_IDENTIFIER_MIN || !SSO_IDENTIFIER_PATTERN.test(sso)))
    throw bad(M.SSO_IDENTIFIER_INVALID);
  const entry = values.entry_point;
  if (typeof entry === 'string') {
    let ok = false;
    try {
      ok = ['http:', 'https:'].includes(new URL(entry).protocol);
    } catch {
      ok = false;
    }
    if (!ok) throw bad(M.IDP_INVALID_URL);
  }
  const certificate = values.certificate;
  if (certificate !== undefined && (typeof certificate !== 'string' || certificateBody(certificate) === null))
    throw bad(M.IDP_INVALID_CERTIFICATE);
}

/** Installs the identity provider hooks on a store. */
export function installIdentityProviderHooks(store: Store): void {
  if (!store.resources.has('identity_provider')) return;
  onBeforeInsert(store, 'identity_provider', (ctx, values) => {
    if (ctx.trusted) return;
    if (identityProviderOrganization(values) === undefined) throw bad(M.IDP_ORGANIZATION_REQUIRED);
    delete values.organization_id;
    check(values);
  });
  onBeforeUpdate(store, 'identity_provider', (ctx, current, patch) => {
    if (ctx.trusted) return;
    if (Object.hasOwn(patch, 'organization_id')) {
      const organization = identityProviderOrganization(patch);
      const linked =
        organization !== undefined &&
        store
          .find('identity_provider_membership', 'is_authorized_by__identity_provider', current.id)
          .some((m) => m.organization === organization);
      if (!linked) throw bad(M.IDP_ORGANIZATION_NOT_LINKED);
      delete patch.organization_id;
    }
    check(patch);
  });
}

/** Links a provider just created to the organization its POST named. */
export function linkIdentityProviderToOrganization(
  store: Store,
  identityProviderId: number,
  organizationId: number,
): void {
  insert(store, 'identity_provider_membership', {
    organization: organizationId,
    is_authorized_by__identity_provider: identityProviderId,
  });
}
