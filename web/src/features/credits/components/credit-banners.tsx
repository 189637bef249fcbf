/**
 * The low-credits banner (spec 03 §4 "Other banners"): for each organization the user administers
 * that has a low-balance notification, a warning while the counted balance is below its threshold.
 * Dismissable; a dismissed banner returns after the balance recovered and dropped again.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import { billingNoticesQuery } from '../../../api/billing/account.ts';
import { creditBundlesQuery, creditNotificationQuery } from '../../../api/credits.ts';
import { Banner, Button } from '../../../components/ui/index.ts';
import { routes } from '../../../lib/paths.ts';
import { canAccessBilling } from '../../billing/index.ts';
import { useSession } from '../../session/index.ts';
import { balanceOf } from '../domain/credit-rules.ts';
import { MSG, fill } from '../messages.ts';
import { formatCount } from '../../../lib/format.ts';

const DISMISSED_KEY = 'fleetmock:dismissed-low-credits';

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function writeDismissed(keys: string[]) {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify(keys));
  } catch {
    /* storage blocked: dismissal lasts for this page only */
  }
}

export function CreditBanners() {
  const { user } = useSession();
  const orgs = useQuery({ ...billingNoticesQuery(user?.id ?? 0), enabled: !!user });
  const admin = (orgs.data ?? []).filter((o) => canAccessBilling(o.role, false) && !o.isFrozen);
  const notifications = useQueries({
    queries: admin.map((o) => ({ ...creditNotificationQuery(o.id), staleTime: 60_000 })),
  });
  const bundles = useQueries({
    queries: admin.map((o, i) => ({
      ...creditBundlesQuery(o.id),
      enabled: !!notifications[i]?.data,
      staleTime: 60_000,
    })),
  });
  const [dismissed, setDismissed] = useState(readDismissed);
  const low = admin.flatMap((org, i) => {
    const notification = notifications[i]?.data;
    const rows = bundles[i]?.data;
    if (!notification || !rows) return [];
    const balance = balanceOf(rows);
    return balance < notification.is_sent_when_below__threshold
      ? [{ org, balance, threshold: notification.is_sent_when_below__threshold, key: `low-credits:${org.id}` }]
      : [];
  });
  // A dismissed banner whose balance recovered is forgotten, so it shows again when the balance drops.
  const lowKeys = low.map((n) => n.key).join('|');
  const settled =
    orgs.isSuccess &&
    notifications.every((q) => !q.isPending) &&
    bundles.every((q, i) => !notifications[i]?.data || !q.isPending);
  useEffect(() => {
    if (!settled) return;
    const active = new Set(lowKeys.split('|'));
    setDismissed((current) => {
      const kept = current.filter((k) => active.has(k));
      if (kept.length === current.length) return current;
      writeDismissed(kept);
      return kept;
    });
  }, [settled, lowKeys]);
  const shown = low.filter((n) => !dismissed.includes(n.key));
  if (shown.length === 0) return null;
  const dismiss = (key: string) => {
    const next = [...dismissed.filter((k) => low.some((n) => n.key === k)), key];
    writeDismissed(next);
    setDismissed(next);
  };
  return (
    <div className="billing-banners" role="region" aria-label="Credit notices">
      {shown.map((n) => (
        <Banner
          key={n.key}
          kind="warning"
          action={
            <>
              <Link className="button button-secondary" to={routes.org(n.org.id).credits()}>
                {MSG.addCreditsAction}
              </Link>
              <Button variant="ghost" onClick={() => dismiss(n.key)}>
                {MSG.dismiss}
              </Button>
            </>
          }
        >
          {fill(MSG.lowCredits, {
            name: n.org.name,
            balance: formatCount(n.balance),
            threshold: formatCount(n.threshold),
          })}
        </Banner>
      ))}
    </div>
  );
}
