/**
 * Identity providers (spec 01 §7 "Identity providers"): the providers a user administers (seat role
 * administrator on a linked organization), one provider with its memberships, their organizations
 * (with teams) and the granted default team, the SAML account count that blocks a removal, the
 * organizations the user administers (to link), and the writes: POST/PATCH/DELETE identity_provider,
 * POST/PATCH/DELETE identity_provider_membership. Rows and bodies are the contract's types.
 */
import { queryOptions } from '@tanstack/react-query';
import { useWrite } from './mutation.ts';
import { client, ok, read, readOne, readOptions } from './client.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { adminOrganizationFilter, readAdministeredOrganizations } from './organization/lists.ts';
import type { components } from '../../../generated/types/api.gen.ts';
import { countSamlAccounts } from './saml-account.ts';

type Schemas = components['schemas'];
/** The body of an add (with the organization it is for) or edit. */
export type IdentityProviderFields = Pick<
  Schemas['IdentityProviderCreate'],
  'sso_identifier' | 'entry_point' | 'issuer' | 'certificate'
>;

/** Keys, general → specific: invalidating `all()` refreshes every identity provider read. */
const identityProviderKeys = {
  all: () => [...queryKeys.resource('identity_provider')] as const,
  administered: (userId: number) => [...identityProviderKeys.all(), 'administered', userId] as const,
  detail: (id: number) => [...identityProviderKeys.all(), 'detail', id] as const,
  samlAccounts: (id: number) => [...identityProviderKeys.all(), 'saml-accounts', id] as const,
  adminOrganizations: (userId: number) => [...identityProviderKeys.all(), 'admin-organizations', userId] as const,
};

const administeredRead = (userId: number) =>
  readOptions('identity_provider', {
    $select: ['id', 'sso_identifier'],
    $filter: {
      identity_provider_membership: {
        $any: {
          $alias: 'm',
          $expr: { m: { organization: { $any: { $alias: 'o', $expr: { o: adminOrganizationFilter(userId) } } } } },
        },
      },
    },
    $orderby: { id: 'asc' },
  });

/** Providers linked to an organization the user administers (spec 01 §2 "/identity-provider"). */
export const administeredIdentityProvidersQuery = (userId: number) =>
  queryOptions({
    queryKey: identityProviderKeys.administered(userId),
    queryFn: ({ signal }) => read('identity_provider', administeredRead(userId), { signal }),
  });

const detailRead = readOptions('identity_provider', {
  $select: ['id', 'sso_identifier', 'entry_point', 'issuer', 'certificate', 'created_at'],
  $expand: {
    identity_provider_membership: {
      $select: ['id', 'organization', 'grants_access_to__team'],
      $expand: {
        organization: {
          $select: ['id', 'name', 'handle'],
          $expand: { owns__team: { $select: ['id', 'name'], $orderby: { name: 'asc' } } },
        },
        grants_access_to__team: { $select: ['id', 'name'] },
      },
    },
  },
});

/** One provider with its memberships; null when it does not exist or is not visible. */
export const identityProviderQuery = (id: number) =>
  queryOptions({
    queryKey: identityProviderKeys.detail(id),
    queryFn: async ({ signal }) => (await readOne('identity_provider', id, detailRead, { signal })) ?? null,
  });

export type IdentityProviderDetail = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof identityProviderQuery>['queryFn']>>>
>;
export type IdentityProviderMembershipRow = IdentityProviderDetail['identity_provider_membership'][number];

/** SAML accounts the provider generated (a removal is blocked while there are any, spec 01 §5). */
export const samlAccountCountQuery = (id: number) =>
  queryOptions({
    queryKey: identityProviderKeys.samlAccounts(id),
    queryFn: ({ signal }) => countSamlAccounts({ was_generated_by__identity_provider: id }, signal),
  });

/** Organizations the user administers, by name: what a provider can be added to or linked with. */
export const adminOrganizationsQuery = (userId: number) =>
  queryOptions({
    queryKey: identityProviderKeys.adminOrganizations(userId),
    queryFn: ({ signal }) => readAdministeredOrganizations(userId, signal),
  });

/** A write to identity providers; every identity provider read refreshes. */
const useInvalidating = <A, R>(fn: (args: A) => Promise<R>) => useWrite(fn, () => [identityProviderKeys.all()]);

/** POST identity_provider for an organization the user administers; resolves to the new id. */
export const useCreateIdentityProvider = () =>
  useInvalidating(async ({ fields, organizationId }: { fields: IdentityProviderFields; organizationId: number }) => {
    const row = await ok(
      client.POST('/v7/identity_provider', { body: { ...fields, organization_id: organizationId } }),
    );
    if (typeof row.id !== 'number') throw new Error('The new identity provider has no id');
    return row.id;
  });

/**
 * PATCH identity_provider by id with the organization the edit is made for (spec 01 §7: the body
 * carries `organization_id`, a linked organization the user administers).
 */
export const useUpdateIdentityProvider = (id: number) =>
  useInvalidating(({ fields, organizationId }: { fields: IdentityProviderFields; organizationId: number }) =>
    ok(
      client.PATCH('/v7/identity_provider({id})', {
        params: { path: { id } },
        body: { ...fields, organization_id: organizationId },
      }),
    ),
  );

/** The reads of one provider alone: its details and its SAML account count. */
/**
 * DELETE identity_provider by id. The removed provider's own reads are marked stale but not fetched
 * again: the page showing them is leaving, and a refetch would only answer "no identity provider
 * found" while it is still on screen. Every other identity provider read is refreshed.
 */
export const useDeleteIdentityProvider = (id: number) =>
  useWrite(
    () => ok(client.DELETE('/v7/identity_provider({id})', { params: { path: { id } } })),
    () => [identityProviderKeys.all()],
    { gone: () => [identityProviderKeys.detail(id), identityProviderKeys.samlAccounts(id)] },
  );

/** POST identity_provider_membership for each organization, one after the other. */
export const useAddIdentityProviderMemberships = (id: number) =>
  useInvalidating(async (organizationIds: readonly number[]) => {
    for (const organization of organizationIds) {
      await ok(
        client.POST('/v7/identity_provider_membership', {
          body: { organization, is_authorized_by__identity_provider: id },
        }),
      );
    }
  });

/** PATCH identity_provider_membership {grants_access_to__team}: a team id, or null for no default team. */
export const useSetDefaultTeam = () =>
  useInvalidating(({ membershipId, teamId }: { membershipId: number; teamId: number | null }) =>
    ok(
      client.PATCH('/v7/identity_provider_membership({id})', {
        params: { path: { id: membershipId } },
        body: { grants_access_to__team: teamId },
      }),
    ),
  );

/** DELETE identity_provider_membership by id. */
export const useRemoveIdentityProviderMembership = () =>
  useInvalidating((membershipId: number) =>
    ok(client.DELETE('/v7/identity_provider_membership({id})', { params: { path: { id: membershipId } } })),
  );
