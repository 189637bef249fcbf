/**
 * Billing banners in the signed-in shell (spec 03 §4 "Past-due banner", "Other banners", §8): for
 * each organization of the user, past due under 30 days (warning), 30–59 days (error with the days
 * until freezing), frozen (error; administrators get the billing link, others are told to reach the
 * administrators); for organizations the user administers, the free allowance exceeded (frozen
 * devices) and the free-plan device count from 4 devices. Warnings can be dismissed (remembered
 * locally) and come back once the condition has cleared and returns.
 */
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { billingNoticesQuery, freeAllowanceQuery, planQuery } from '../../../api/billing/account.ts';
import { Banner, Button } from '../../../components/ui/index.ts';
import { routes } from '../../../lib/paths.ts';
import { useSession } from '../../session/index.ts';
import { canAccessBilling } from '../access.ts';
import { FREE_TIER, pastDueLevel, tierOf } from '../domain/billing-rules.ts';
import { MSG, fill } from '../messages.ts';
import '../billing.css';

/** A free-plan banner shows from this many devices (spec 03 §4, §9). */
const FREE_PLAN_BANNER_DEVICES = 4;
const DISMISSED_KEY = 'fleetmock:dismissed-billing-notices';

function readDismissed(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function writeDismissed(keys: Set<string>) {
  try {
    localStorage.setItem(DISMISSED_KEY, JSON.stringify([...keys]));
  } catch {
    /* storage blocked: dismissal lasts for this page only */
  }
}

interface Notice {
  key: string;
  kind: 'danger' | 'warning' | 'info';
  text: string;
  link?: { to: string; label: string };
  dismissable: boolean;
}

export function BillingBanners() {
  const { user } = useSession();
  const orgs = useQuery({ ...billingNoticesQuery(user?.id ?? 0), enabled: !!user });
  const admin = (orgs.data ?? []).filter((o) => canAccessBilling(o.role, false));
  const plans = useQueries({ queries: admin.map((o) => ({ ...planQuery(o.id), staleTime: 60_000, retry: false })) });
  const allowances = useQueries({
    queries: admin.map((o) => ({ ...freeAllowanceQuery(o.id), staleTime: 60_000, retry: false })),
  });
  const [dismissed, setDismissed] = useState(readDismissed);
  const now = api.serverNow();

  const notices: Notice[] = [];
  for (const org of orgs.data ?? []) {
    const isAdmin = canAccessBilling(org.role, false);
    const billing = { to: routes.org(org.id).billing(), label: MSG.updateBilling };
    const level = pastDueLevel(org, now);
    if (level.level === 'frozen') {
      notices.push({
        key: `frozen:${org.id}`,
        kind: 'danger',
        text: fill(isAdmin ? MSG.frozen : MSG.frozenReachAdmins, { name: org.name }),
        link: isAdmin ? billing : undefined,
        dismissable: false,
      });
    } else if (level.level === 'error') {
      notices.push({
        key: `pastdue-error:${org.id}`,
        kind: 'danger',
        text:
          level.daysUntilFreeze === 1
            ? fill(MSG.pastDueErrorOneDay, { name: org.name })
            : fill(MSG.pastDueError, { name: org.name, days: level.daysUntilFreeze }),
        link: isAdmin ? billing : undefined,
        dismissable: false,
      });
    } else if (level.level === 'warning') {
      notices.push({
        key: `pastdue-warning:${org.id}`,
        kind: 'warning',
        text: fill(MSG.pastDueWarning, { name: org.name }),
        link: isAdmin ? billing : undefined,
        dismissable: true,
      });
    }
  }
  admin.forEach((org, i) => {
    const plan = plans[i]?.data;
    const allowance = allowances[i]?.data;
    if (!plan || !allowance || tierOf(plan.code) !== FREE_TIER) return;
    const upgrade = { to: `${routes.org(org.id).billing()}#billing-plans`, label: MSG.upgrade_cta };
    if (allowance.hasFrozenFreeDevices || allowance.totalDeviceCount > allowance.freeDeviceAllowance) {
      notices.push({
        key: `free-exceeded:${org.id}`,
        kind: 'danger',
        text: fill(MSG.freeExceeded, { name: org.name }),
        link: upgrade,
        dismissable: false,
      });
    } else if (allowance.totalDeviceCount >= FREE_PLAN_BANNER_DEVICES) {
      notices.push({
        key: `free-approaching:${org.id}`,
        kind: 'info',
        text: fill(MSG.freeApproaching, {
          name: org.name,
          count: allowance.totalDeviceCount,
          allowance: allowance.freeDeviceAllowance,
        }),
        link: upgrade,
        dismissable: true,
      });
    }
  });

  // A dismissed notice whose condition cleared is forgotten, so it shows again when it returns.
  const activeKeys = notices.map((n) => n.key).join('|');
  const settled = orgs.isSuccess && plans.every((q) => !q.isPending) && allowances.every((q) => !q.isPending);
  useEffect(() => {
    if (!settled) return;
    const active = new Set(activeKeys.split('|'));
    setDismissed((current) => {
      const kept = new Set([...current].filter((k) => active.has(k)));
      if (kept.size === current.size) return current;
      writeDismissed(kept);
      return kept;
    });
  }, [settled, activeKeys]);
  const shown = notices.filter((n) => !dismissed.has(n.key));
  if (shown.length === 0) return null;
  const dismiss = (key: string) => {
    const next = new Set(dismissed).add(key);
    writeDismissed(next);
    setDismissed(next);
  };
  return (
    <div className="billing-banners" role="region" aria-label="Billing notices">
      {shown.map((n) => (
        <Banner
          key={n.key}
          kind={n.kind}
          action={
            <>
              {n.link ? (
                <Link className="button button-secondary" to={n.link.to}>
                  {n.link.label}
                </Link>
              ) : null}
              {n.dismissable ? (
                <Button variant="ghost" onClick={() => dismiss(n.key)}>
                  {MSG.dismiss}
                </Button>
              ) : null}
            </>
          }
        >
          {n.text}
        </Banner>
      ))}
    </div>
  );
}
