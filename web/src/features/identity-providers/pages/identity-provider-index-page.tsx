/**
 * /identity-provider (spec 01 §2 "Identity provider"): a user who administers an identity provider
 * goes to /identity-provider/{id}; otherwise an empty state with the add-identity-provider button
 * (for administrators of an organization) and a documentation link.
 */
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  administeredIdentityProvidersQuery,
  adminOrganizationsQuery,
  useCreateIdentityProvider,
} from '../../../api/identity-providers.ts';
import {
  Button,
  EmptyState,
  FormAlert,
  Link,
  PageHeader,
  Spinner,
  useDocumentTitle,
} from '../../../components/ui/index.ts';
import { config } from '../../../config.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../lib/paths.ts';
import { useSession } from '../../session/index.ts';
import { IdpFormDialog } from '../components/idp-form-dialog.tsx';
import { MSG } from '../messages.ts';

export default function IdentityProviderIndexPage() {
  useDocumentTitle(MSG.title);
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const navigate = useNavigate();
  const providers = useQuery({ ...administeredIdentityProvidersQuery(userId), enabled: userId > 0 });
  const organizations = useQuery({ ...adminOrganizationsQuery(userId), enabled: userId > 0 });
  const create = useCreateIdentityProvider();
  const [adding, setAdding] = useState(false);

  const first = providers.data?.[0];
  if (first) return <Navigate to={routes.identityProviderDetail(first.id)} replace />;
  const canAdd = (organizations.data?.length ?? 0) > 0;
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
              <Button
                variant="primary"
                onClick={() => setAdding(true)}
                disabled={!canAdd}
                title={canAdd ? undefined : MSG.notAdmin}
              >
                {MSG.add}
              </Button>
              <Link to={config.externalUrls.docs} external>
                {MSG.docs}
              </Link>
            </div>
          }
        />
      ) : null}
      {adding && organizations.data ? (
        <IdpFormDialog
          isOpen
          onOpenChange={setAdding}
          organizations={organizations.data}
          onSave={async (fields, organizationId) => {
            const id = await create.mutateAsync({ fields, organizationId: organizationId ?? 0 });
            notify({ kind: 'success', text: MSG.added });
            void navigate(routes.identityProviderDetail(id));
          }}
        />
      ) : null}
    </>
  );
}
