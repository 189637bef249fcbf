/**
 * The add-identity-provider button and its dialog (spec 01 §2, §5), on the empty state and beside
 * the providers the user already administers: a new provider is for an organization the user
 * administers, so the button is disabled for anyone who administers none.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateIdentityProvider } from '../../../api/identity-providers.ts';
import { Button } from '../../../components/ui/index.ts';
import { notify } from '../../../lib/notify.ts';
import { routes } from '../../../lib/paths.ts';
import { IdpFormDialog } from './idp-form-dialog.tsx';
import { MSG } from '../messages.ts';

export function AddIdentityProvider({
  organizations,
  variant = 'primary',
}: {
  /** The organizations the user administers (undefined while loading). */
  organizations: ReadonlyArray<{ id: number; name: string }> | undefined;
  variant?: 'primary' | 'secondary';
}) {
  const navigate = useNavigate();
  const create = useCreateIdentityProvider();
  const [adding, setAdding] = useState(false);
  const canAdd = (organizations?.length ?? 0) > 0;
  return (
    <>
      <Button
        variant={variant}
        onClick={() => setAdding(true)}
        disabled={!canAdd}
        title={canAdd ? undefined : MSG.notAdmin}
      >
        {MSG.add}
      </Button>
      {adding && organizations ? (
        <IdpFormDialog
          isOpen
          onOpenChange={setAdding}
          organizations={organizations}
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
