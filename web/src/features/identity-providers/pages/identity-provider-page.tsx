/**
 * /identity-provider/{id} (spec 01 §2 "Identity provider"): the details card (SSO identifier, entry
 * point, issuer, certificate, the SAML login URL to share) with edit and remove, and the member
 * organizations. A non-numeric id ('invalid id passed in url') or a missing provider ('no idp
 * found') goes back to /identity-provider with an error; a user who neither administers a linked
 * organization nor is a platform admin gets unauthorized_view_idp and goes to /fleets. Editing and
 * removal are for administrators of a linked organization (otherwise disabled with the reason);
 * removal is blocked while the provider has SAML accounts and is confirmed by typing the SSO
 * identifier.
 */
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import {
  adminOrganizationsQuery,
  identityProviderQuery,
  samlAccountCountQuery,
  useDeleteIdentityProvider,
  useUpdateIdentityProvider,
} from '../../../api/identity-providers.ts';
import {
  Banner,
  Button,
  Card,
  CopyButton,
  Dialog,
  FormAlert,
  PageHeader,
  Spinner,
  TypedConfirmDialog,
  useDocumentTitle,
} from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { t } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../lib/paths.ts';
import { useSession } from '../../session/index.ts';
import { samlLoginUrl } from '../domain/idp-rules.ts';
import { IdpFormDialog } from '../components/idp-form-dialog.tsx';
import { MembershipsCard } from '../components/memberships-card.tsx';
import { ProvidersCard } from '../components/providers-card.tsx';
import { fill, idpErrorText, MSG } from '../messages.ts';

/** Shows an error toast once and redirects. */
function RedirectWithError({ to, text }: { to: string; text: string }) {
  useEffect(() => {
    notify({ kind: 'danger', text, id: text });
  }, [text]);
  return <Navigate to={to} replace />;
}

export default function IdentityProviderPage() {
  const { idpId = '' } = useParams();
  const valid = /^\d+$/.test(idpId);
  if (!valid) return <RedirectWithError to={routes.identityProvider()} text={fill(MSG.invalidId, { id: idpId })} />;
  return <IdentityProviderDetails id={Number(idpId)} />;
}

function IdentityProviderDetails({ id }: { id: number }) {
  useDocumentTitle(MSG.title);
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const navigate = useNavigate();
  const idp = useQuery(identityProviderQuery(id));
  const organizations = useQuery({ ...adminOrganizationsQuery(userId), enabled: userId > 0 });
  const samlAccounts = useQuery(samlAccountCountQuery(id));
  const update = useUpdateIdentityProvider(id);
  const remove = useDeleteIdentityProvider(id);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);

  if (idp.isPending || organizations.isPending) return <Spinner label={MSG.loading} />;
  if (idp.error || organizations.error) {
    return (
      <>
        <PageHeader title={MSG.title} />
        <FormAlert error={idp.error ?? organizations.error} />
        <Button onClick={() => void idp.refetch()}>{MSG.loadFailed}</Button>
      </>
    );
  }
  const provider = idp.data;
  if (!provider) return <RedirectWithError to={routes.identityProvider()} text={fill(MSG.noIdpFound, { id })} />;
  const adminOrgIds = new Set(organizations.data.map((o) => o.id));
  // The linked organization the user administers that an edit is made for (the first, by link order).
  const editOrganizationId = provider.identity_provider_membership
    .map((m) => m.organization[0]?.id ?? -1)
    .find((orgId) => adminOrgIds.has(orgId));
  const canEdit = editOrganizationId !== undefined;
  if (!canEdit && !user?.isAdmin) return <RedirectWithError to={routes.fleets()} text={MSG.unauthorized} />;

  const loginUrl = samlLoginUrl(window.location.origin, provider.sso_identifier);
  const accountCount = samlAccounts.data ?? 0;
  const notAdminTitle = canEdit ? undefined : MSG.notAdmin;
  return (
    <>
      <PageHeader title={MSG.title} description={provider.sso_identifier} />
      <Card
        title={MSG.details}
        actions={
          <>
            <Button onClick={() => setEditing(true)} disabled={!canEdit} title={notAdminTitle}>
              {MSG.edit}
            </Button>
            <Button
              variant="danger"
              onClick={() => setRemoving(true)}
              disabled={!canEdit || samlAccounts.isPending}
              title={notAdminTitle}
            >
              {MSG.remove}
            </Button>
          </>
        }
      >
        {!canEdit ? <Banner kind="warning">{MSG.notAdmin}</Banner> : null}
        <dl className="idp-details">
          <dt>{MSG.ssoIdentifier}</dt>
          <dd>{provider.sso_identifier}</dd>
          <dt>{MSG.loginUrl}</dt>
          <dd>
            <code>{loginUrl}</code> <CopyButton value={loginUrl} label={MSG.copyLoginUrl} />
          </dd>
          <dt>{MSG.entryPoint}</dt>
          <dd>{provider.entry_point}</dd>
          <dt>{MSG.issuer}</dt>
          <dd>{provider.issuer}</dd>
          <dt>{MSG.certificate}</dt>
          <dd>
            <pre className="idp-certificate">{provider.certificate}</pre>
          </dd>
        </dl>
      </Card>
      <MembershipsCard idp={provider} canEdit={canEdit} adminOrganizations={organizations.data} />
      <ProvidersCard userId={userId} currentId={provider.id} organizations={organizations.data} />
      {editing ? (
        <IdpFormDialog
          isOpen
          onOpenChange={setEditing}
          initial={{
            sso_identifier: provider.sso_identifier,
            entry_point: provider.entry_point,
            issuer: provider.issuer,
            certificate: provider.certificate,
          }}
          onSave={async (fields) => {
            if (editOrganizationId === undefined) return;
            await update.mutateAsync({ fields, organizationId: editOrganizationId });
            notify({ kind: 'success', text: MSG.updated });
          }}
        />
      ) : null}
      <TypedConfirmDialog
        title={fill(MSG.removeTitle, { sso: provider.sso_identifier })}
        isOpen={removing && accountCount === 0}
        onOpenChange={setRemoving}
        expected={provider.sso_identifier}
        confirmLabel={MSG.remove}
        onConfirm={async () => {
          try {
            await remove.mutateAsync();
          } catch (e) {
            const text = errorText(e);
            const shown = idpErrorText(text) ?? text;
            if (shown) notify({ kind: 'danger', text: shown });
            throw e;
          }
          notify({ kind: 'success', text: MSG.removed });
          // The removed provider's page leaves the history: Back must not reopen a page that now says "not found".
          void navigate(routes.identityProvider(), { replace: true });
        }}
      >
        <p>{MSG.removeText}</p>
      </TypedConfirmDialog>
      {removing && accountCount > 0 ? (
        <BlockedRemoval count={accountCount} sso={provider.sso_identifier} onClose={() => setRemoving(false)} />
      ) : null}
    </>
  );
}

/** Removal is blocked while the provider has SAML accounts (warnings.will_permanently_delete_idp). */
function BlockedRemoval({ count, sso, onClose }: { count: number; sso: string; onClose: () => void }) {
  return (
    <Dialog
      title={fill(MSG.removeTitle, { sso })}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      size="small"
      role="alertdialog"
      actions={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <p role="alert">{fill(MSG.removeBlocked, { count })}</p>
    </Dialog>
  );
}
