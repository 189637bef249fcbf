/**
 * The guard in front of an organization's billing and credits pages (spec 03 §6): reads the
 * organization from the URL with the user's role in it; an unknown organization gives the danger
 * notice "Resource not found" and goes to the organization list (spec 03 §8); shows loading and error
 * states, and the lacking-access message to users without billing access; otherwise renders the
 * page for that organization. Pages other than the billing page itself (`redirectWhenFrozen`)
 * send a frozen organization away like every organization page (spec 01 §2, spec 03 §2): to its
 * billing page when the user may access billing, otherwise to the organization list, with the
 * frozen message naming the organization.
 */
import { useEffect, type ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { billingContextQuery } from '../../../api/billing/account.ts';
import { EmptyState, FormAlert, PageHeader, Spinner, toast, useDocumentTitle } from '../../../components/ui/index.ts';
import { routes } from '../../../lib/paths.ts';
import { useSession } from '../../session/index.ts';
import { canAccessBilling } from '../access.ts';
import { frozenOrganizationRedirect } from '../frozen.ts';

export interface BillingGateMessages {
  title: string;
  orgNotFound: string;
  loading: string;
  noAccess: string;
}

/** Toasts the frozen message once and replaces the URL with where a frozen organization sends the user. */
function FrozenRedirect({
  org,
  role,
  isPlatformAdmin,
  loading,
}: {
  org: { id: number; name: string };
  role: string | null;
  isPlatformAdmin: boolean;
  loading: string;
}) {
  const navigate = useNavigate();
  const { id, name } = org;
  useEffect(() => {
    void navigate(frozenOrganizationRedirect({ id, name }, role, isPlatformAdmin), { replace: true });
  }, [navigate, id, name, role, isPlatformAdmin]);
  return <Spinner label={loading} />;
}

/** Spec 03 §8 "Resource not found: danger notice and navigate back": to the organization list. */
function NotFoundRedirect({ text, loading }: { text: string; loading: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    toast.show({ kind: 'danger', text, id: 'resource-not-found' });
    void navigate(routes.orgs(), { replace: true });
  }, [navigate, text]);
  return <Spinner label={loading} />;
}

export function BillingGate({
  messages,
  redirectWhenFrozen = false,
  children,
}: {
  messages: BillingGateMessages;
  /** True on pages that a frozen organization may not show (every billing-side page but billing itself). */
  redirectWhenFrozen?: boolean;
  children: (org: { id: number; name: string }) => ReactNode;
}) {
  const { orgId: raw } = useParams();
  const orgId = Number(raw);
  const { user } = useSession();
  useDocumentTitle(messages.title);
  const valid = Number.isInteger(orgId) && orgId > 0;
  const context = useQuery({ ...billingContextQuery(orgId, user?.id ?? 0), enabled: !!user && valid });
  if (!valid || context.data === null)
    return <NotFoundRedirect text={messages.orgNotFound} loading={messages.loading} />;
  if (context.isPending) return <Spinner label={messages.loading} />;
  if (context.isError) return <FormAlert error={context.error} />;
  if (redirectWhenFrozen && context.data.isFrozen) {
    return (
      <FrozenRedirect
        org={context.data}
        role={context.data.role}
        isPlatformAdmin={Boolean(user?.isAdmin)}
        loading={messages.loading}
      />
    );
  }
  if (!canAccessBilling(context.data.role, user?.isAdmin)) {
    return (
      <>
        <PageHeader title={messages.title} />
        <EmptyState title={messages.noAccess} />
      </>
    );
  }
  return <>{children({ id: orgId, name: context.data.name })}</>;
}
