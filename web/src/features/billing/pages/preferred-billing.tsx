/**
 * /billing (spec 03 §2 "The preferred billing page goes to the first organization the user
 * administers, ordered by membership id"): redirects there, or to the organization list when the
 * user administers none.
 */
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { preferredBillingOrgQuery } from '../../../api/billing/account.ts';
import { FormAlert, Spinner } from '../../../components/ui/index.ts';
import { routes } from '../../../lib/paths.ts';
import { useSession } from '../../session/index.ts';
import { MSG } from '../messages.ts';

export function PreferredBillingPage() {
  const { user } = useSession();
  const preferred = useQuery({ ...preferredBillingOrgQuery(user?.id ?? 0), enabled: !!user });
  if (preferred.isError) return <FormAlert error={preferred.error} />;
  if (preferred.isPending) return <Spinner label={MSG.loading} />;
  return <Navigate to={preferred.data === null ? routes.orgs() : routes.org(preferred.data).billing()} replace />;
}
