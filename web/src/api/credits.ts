/**
 * Credits of an organization (spec 03 §2 "Credits page", §4, §7): the credit feature's id (slug
 * device:microservices), the credit bundles with their creators, the low-balance notification
 * (POST / PATCH / DELETE organization_credit_notification), the active device count for the runway
 * calculator, and the purchase (POST credit_bundle, whose answer carries payment_status and
 * error_message). All OData: reads through the typed helpers, writes through the generated client.
 */
import { queryOptions } from '@tanstack/react-query';
import { client, ok, read, readOptions, type RowOf } from './client.ts';
import { countDevices } from './device/lists.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { useWrite } from './mutation.ts';

/** The feature whose bundles are credits (spec 03 §3). */
const CREDIT_FEATURE_SLUG = 'device:microservices';

export const creditKeys = {
  all: () => [...queryKeys.all, 'credits'] as const,
  feature: () => [...creditKeys.all(), 'feature'] as const,
  org: (orgId: number) => [...creditKeys.all(), orgId] as const,
  bundles: (orgId: number) => [...creditKeys.org(orgId), 'bundles'] as const,
  notification: (orgId: number) => [...creditKeys.org(orgId), 'notification'] as const,
  devices: (orgId: number) => [...creditKeys.org(orgId), 'devices'] as const,
};

/** The credit feature's id (GET feature filtered by slug, select id). */
export const creditFeatureQuery = () =>
  queryOptions({
    queryKey: creditKeys.feature(),
    queryFn: async ({ signal }) =>
      (await read('feature', { $select: ['id'], $filter: { slug: CREDIT_FEATURE_SLUG } }, { signal }))[0]?.id ?? null,
    staleTime: Infinity,
  });

const bundlesRead = (orgId: number) =>
  readOptions('credit_bundle', {
    $select: [
      'id',
      'created_at',
      'original_quantity',
      'payment_status',
      'total_balance',
      'total_cost',
      'expires_on__date',
      'error_message',
    ],
    $filter: { belongs_to__organization: orgId },
    $expand: { is_created_by__user: { $select: ['username'] } },
    $orderby: { created_at: 'desc' },
  });

/** Every bundle of the organization, newest first, polled while the page is open (spec 03 §7). */
export const creditBundlesQuery = (orgId: number) =>
  queryOptions({
    queryKey: creditKeys.bundles(orgId),
    queryFn: ({ signal }) => read('credit_bundle', bundlesRead(orgId), { signal }),
    refetchInterval: 60_000,
  });
export type CreditBundleRow = RowOf<'credit_bundle', ReturnType<typeof bundlesRead>>;

/** The organization's credit notification, or null when notifications are off. */
export const creditNotificationQuery = (orgId: number) =>
  queryOptions({
    queryKey: creditKeys.notification(orgId),
    queryFn: async ({ signal }) =>
      (
        await read(
          'organization_credit_notification',
          { $select: ['id', 'is_sent_when_below__threshold'], $filter: { organization: orgId } },
          { signal },
        )
      )[0] ?? null,
  });

/** Active devices of the organization (runway calculator and default threshold, spec 03 §9). */
export const activeDeviceCountQuery = (orgId: number) =>
  queryOptions({
    queryKey: creditKeys.devices(orgId),
    queryFn: ({ signal }) =>
      countDevices(
        { is_active: true, belongs_to__application: { $any: { $alias: 'a', $expr: { a: { organization: orgId } } } } },
        signal,
      ),
  });

/** POST credit_bundle; the answer's payment_status says whether the card was charged. */
export function usePurchaseCredits(orgId: number) {
  return useWrite(
    ({ featureId, quantity }: { featureId: number; quantity: number }) =>
      ok(
        client.POST('/v7/credit_bundle', {
          body: { belongs_to__organization: orgId, is_for__feature: featureId, original_quantity: quantity },
        }),
      ),
    () => [creditKeys.bundles(orgId)],
    { when: 'settled' },
  );
}

/** Create, change or delete the low-balance notification (spec 03 §4 "Credit notification"). */
export function useSaveCreditNotification(orgId: number) {
  return useWrite(
    async (
      change:
        | { kind: 'create'; featureId: number; threshold: number }
        | { kind: 'update'; id: number; threshold: number }
        | { kind: 'delete'; id: number },
    ) => {
      if (change.kind === 'create') {
        await ok(
          client.POST('/v7/organization_credit_notification', {
            body: {
              organization: orgId,
              owns_credit_notification_for__feature: change.featureId,
              is_sent_when_below__threshold: change.threshold,
            },
          }),
        );
      } else if (change.kind === 'update') {
        await ok(
          client.PATCH('/v7/organization_credit_notification({id})', {
            params: { path: { id: change.id } },
            body: { is_sent_when_below__threshold: change.threshold },
          }),
        );
      } else {
        await ok(client.DELETE('/v7/organization_credit_notification({id})', { params: { path: { id: change.id } } }));
      }
    },
    () => [creditKeys.notification(orgId)],
  );
}
