/**
 * /identity-provider (spec 01 §2 "Identity provider"): a user who administers an identity provider
 * goes to /identity-provider/{id} (the first; the page there lists the others and offers to add
 * another); otherwise an empty state with the add-identity-provider button (for administrators of
 * an organization) and a documentation link.
 */
import { Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { administeredIdentityProvidersQuery, adminOrganizationsQuery } from '../../../api/identity-providers.ts';
import { EmptyState, FormAlert, Link, PageHeader, Spinner, useDocumentTitle } from '../../../components/ui/index.ts';
import { config } from '../../../config.ts';
import { routes } from '../../../lib/paths.ts';
import { useSession } from '../../session/index.ts';
import { AddIdentityProvider } from '../components/add-provider.tsx';
import { MSG } from '../messages.ts';

export default function IdentityProviderIndexPage() {
  useDocumentTitle(MSG.title);
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const providers = useQuery({ ...administeredIdentityProvidersQuery(userId), enabled: userId > 0 });
  const organizations = useQuery({ ...adminOrganizationsQuery(userId), enabled: userId > 0 });

  const first = providers.data?.[0];
  if (first) return <Navigate to={routes.identityProviderDetail(first.id)} replace />;
  return (
    <>
      <PageHeader title={MSG.title} description={MSG.intro} />
      {providers.isPending ? <Spinner label={MSG.loading} /> : null}
      <FormAlert error={providers.error ?? organizations.error} />
      {providers.data ? (
        <EmptyState
          title={MSG.emptyTitle}
          description={MSG.emptyText}
          action={
            <div className="idp-empty-actions">
              <AddIdentityProvider organizations={organizations.data} />
              <Link to={config.externalUrls.docs} external>
                {MSG.docs}
              </Link>
            </div>
          }
        />
      ) : null}
    </>
  );
}
