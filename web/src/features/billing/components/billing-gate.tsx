/**
 * The guard in front of an organization's billing and credits pages (spec 03 §6): reads the
 * organization from the URL with the user's role in it, shows "not found", loading and error
 * states, and the lacking-access message to users without billing access; otherwise renders the
 * page for that organization.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { billingContextQuery } from '../../../api/billing.ts';
import { EmptyState, FormAlert, PageHeader, Spinner, useDocumentTitle } from '../../../components/ui/index.ts';
import { useSession } from '../../session/index.ts';
import { canAccessBilling } from '../access.ts';

export interface BillingGateMessages {
  title: string;
  orgNotFound: string;
  loading: string;
  noAccess: string;
}

export function BillingGate({ messages, children }: { messages: BillingGateMessages; children: (org: { id: number; name: string }) => ReactNode }) {
  const { orgId: raw } = useParams();
  const orgId = Number(raw);
  const { user } = useSession();
  useDocumentTitle(messages.title);
  const valid = Number.isInteger(orgId) && orgId > 0;
  const context = useQuery({ ...billingContextQuery(orgId, user?.id ?? 0), enabled: !!user && valid });
  if (!valid || context.data === null) return <EmptyState title={messages.orgNotFound} />;
  if (context.isPending) return <Spinner label={messages.loading} />;
  if (context.isError) return <FormAlert error={context.error} />;
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
