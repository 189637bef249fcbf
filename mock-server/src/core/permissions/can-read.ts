/**
 * Per-request read visibility (`CanRead` for the OData engine). Visible organization, fleet and
 * device-ownership facts are computed once per request from the subject, so checking each of
 * 10,000 devices is a couple of Set lookups (api-ground-truth §1.4: invisible rows are left out).
 */
import type { CanRead, Row } from '../model/data-source.ts';
import { ADMIN_ONLY_ORG_RESOURCES, resolveAnchor, rootOwners, type RowLookup } from './anchors.ts';
import { fleetPermissions, hasSupportAccess, managesProvisioningKey, managesDeviceKey } from './can.ts';
import { AUTHENTICATED_READABLE, GUEST_READABLE, grants } from './roles.ts';
import { isPlatformAdmin, isSupportAgent, type PermissionSubject } from './subject.ts';

/** A lookup that can also list every row of a resource (public and support-access fleets). */
export interface ReadLookup extends RowLookup {
  all(resource: string): readonly Row[];
}

/**
 * Resources of a public fleet that anyone may read (api-ground-truth §5: public apps and their releases),
 * with the tags OS release policies live in (host apps' `release-policy`/`esr-*`, releases' `version`/`variant`).
 */
export const PUBLIC_APP_RESOURCES: ReadonlySet<string> = new Set([
  'application',
  'release',
  'application_tag',
  'release_tag',
]);

/**
 * Resources the guest (a request without valid credentials) holds a read permission on: reference data
 * and the rows of public fleets (open-balena-api config.ts, the `guest` user's permissions). Reading any
 * other resource without credentials is refused with 401, as pinejs refuses a resource the caller has no
 * permission on at all; that 401 is what balena-sdk turns into "You have to log in".
 */
export const GUEST_PERMITTED: ReadonlySet<string> = new Set([
  ...GUEST_READABLE,
  ...PUBLIC_APP_RESOURCES,
  'service',
  'image',
  'release_image',
  'release_asset',
]);

/** The fleet a public-readable row belongs to. */
function publicAppOf(lookup: RowLookup, resource: string, row: Row): number | undefined {
  if (resource === 'application') return row.id;
  if (resource === 'release') return fk(row.belongs_to__application);
  if (resource === 'application_tag') return fk(row.application);
  return fk(lookup.get('release', fk(row.release) ?? -1)?.belongs_to__application);
}

const fk = (v: unknown): number | undefined => (typeof v === 'number' ? v : undefined);

function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}

/** Builds the CanRead predicate for one request (spec 01 §6, spec 02 §6). */
export function createCanRead(subject: PermissionSubject, lookup: ReadLookup): CanRead {
  const { identity, now } = subject;
  const admin = isPlatformAdmin(subject);
  const supporter = admin || isSupportAgent(subject);
  const userId = identity.kind === 'user' ? identity.userId : undefined;
  const fullAccess = identity.kind !== 'guest' && !(identity.kind === 'user' && identity.twoFactorPending);

  const publicApps = lazy(
    () =>
      new Set(
        lookup
          .all('application')
          .filter((a) => a.is_public === true)
          .map((a) => a.id),
      ),
  );
  const supportApps = lazy(
    () =>
      new Set(
        supporter
          ? lookup
              .all('application')
              .filter((a) => hasSupportAccess(a, now))
              .map((a) => a.id)
          : [],
      ),
  );
  // Fleets where the caller holds a real role (anything but `member`), computed once per request.
  const roleApps = lazy(() => {
    const ids = new Set<number>();
    for (const [appId, roles] of subject.fleetRoles) if ([...roles].some((r) => r !== 'member')) ids.add(appId);
    return ids;
  });
  const memberApp = (appId: number | undefined): boolean => {
    if (appId === undefined) return false;
    if (identity.kind === 'application') return appId === identity.applicationId;
    return roleApps().has(appId) || (supporter && supportApps().has(appId));
  };
  const supportOrgs = lazy(() => {
    const orgs = new Set<number>();
    for (const id of supportApps()) {
      const org = fk(lookup.get('application', id)?.organization);
      if (org !== undefined) orgs.add(org);
    }
    return orgs;
  });
  const orgVisible = (orgId: number | undefined): boolean =>
    orgId !== undefined && (admin || subject.orgRoles.has(orgId) || supportOrgs().has(orgId));
  // Consecutive devices mostly share a fleet: remember the last fleet's answer.
  let memoApp: unknown = Symbol('none');
  let memoVisible = false;
  const fleetVisible = (app: unknown): boolean => {
    if (app !== memoApp) {
      memoApp = app;
      memoVisible = memberApp(fk(app));
    }
    return memoVisible;
  };
  const deviceVisible = (d: Row): boolean =>
    fleetVisible(d.belongs_to__application) ||
    (userId !== undefined && fk(d.belongs_to__user) === userId) ||
    (identity.kind === 'device' && d.id === identity.deviceId) ||
    (supporter && hasSupportAccess(d, now));
  const peerUsers = lazy(() => {
    const ids = new Set<number>(userId === undefined ? [] : [userId]);
    for (const org of subject.orgRoles.keys()) {
      for (const m of lookup.find('organization_membership', 'is_member_of__organization', org)) {
        const u = fk(m.user);
        if (u !== undefined) ids.add(u);
      }
    }
    return ids;
  });

  // Invitations (and the e-mails they invite) are the inviting side's administrators' business:
  // organization administrators for organization invites, fleet administrators for fleet invites.
  const orgAdmin = (orgId: number | undefined): boolean =>
    admin || (orgId !== undefined && subject.orgRoles.get(orgId) === 'administrator');
  const fleetInviter = (appId: number | undefined): boolean =>
    admin ||
    (appId !== undefined && grants(fleetPermissions(subject, appId), 'application_invite', 'read')) ||
    orgAdmin(fk(appId === undefined ? undefined : lookup.get('application', appId)?.organization));
  const inviteeVisible = (id: number): boolean =>
    admin ||
    lookup.find('organization_invite', 'invitee', id).some((i) => orgAdmin(fk(i.is_invited_to__organization))) ||
    lookup.find('application_invite', 'invitee', id).some((i) => fleetInviter(fk(i.is_invited_to__application)));

  // A SAML account is its owner's, and also the business of the administrators of an organization
  // that either trusts the provider which generated it (the identity provider page counts them and
  // blocks a removal while any exist, spec 01 §5) or has its user as a member (the members table's
  // SAML column and sort, spec 01 §7).
  const samlAccountVisible = (row: Row): boolean => {
    if (admin || (userId !== undefined && fk(row.belongs_to__user) === userId)) return true;
    const provider = fk(row.was_generated_by__identity_provider);
    if (
      provider !== undefined &&
      lookup
        .find('identity_provider_membership', 'is_authorized_by__identity_provider', provider)
        .some((m) => orgAdmin(fk(m.organization)))
    )
      return true;
    const owner = fk(row.belongs_to__user);
    return (
      owner !== undefined &&
      lookup.find('organization_membership', 'user', owner).some((m) => orgAdmin(fk(m.is_member_of__organization)))
    );
  };

  const canRead: CanRead = (resource, row) => {
    // Hot path: device lists at 10,000 devices check this once per candidate row.
    if (resource === 'device') return fullAccess && deviceVisible(row);
    if (GUEST_READABLE.has(resource)) return true;
    if (PUBLIC_APP_RESOURCES.has(resource)) {
      const appId = publicAppOf(lookup, resource, row);
      if (appId !== undefined && publicApps().has(appId)) return true;
    }
    if (!fullAccess) return false;
    if (resource === 'invitee') return inviteeVisible(row.id);
    if (resource === 'application_invite' && !fleetInviter(fk(row.is_invited_to__application))) return false;
    if (AUTHENTICATED_READABLE.has(resource)) return true;
    if (resource === 'user') return admin || peerUsers().has(row.id);
    if (resource === 'api_key')
      return (
        identity.actorId === fk(row.is_of__actor) ||
        managesProvisioningKey(subject, lookup, row) ||
        managesDeviceKey(subject, lookup, row)
      );
    if (resource === 'identity_provider') {
      return (
        admin ||
        lookup
          .find('identity_provider_membership', 'is_authorized_by__identity_provider', row.id)
          .some((m) => orgVisible(fk(m.organization)))
      );
    }
    if (resource === 'saml_account') return samlAccountVisible(row);
    const anchor = resolveAnchor(lookup, resource, row);
    if (!anchor) return admin;
    const owners = rootOwners(anchor);
    switch (anchor.root) {
      case 'device':
        return deviceVisible(anchor.row);
      case 'application':
        return memberApp(owners.appId) || (admin && resource === 'application');
      case 'organization':
        if (!orgVisible(owners.orgId)) return false;
        return (
          !ADMIN_ONLY_ORG_RESOURCES.has(resource) || admin || subject.orgRoles.get(owners.orgId!) === 'administrator'
        );
      case 'user':
        return owners.userId === userId || (admin && resource !== 'user_profile');
    }
  };
  // A fleet's devices are all visible when the fleet is (deviceVisible's first clause): a device
  // list at 100,000 devices then skips 100,000 checks.
  const everyWith = (resource: string, field: string, value: unknown): boolean =>
    resource === 'device' && field === 'belongs_to__application' && fullAccess && memberApp(fk(value));
  return Object.assign(canRead, { userId, everyWith });
}
