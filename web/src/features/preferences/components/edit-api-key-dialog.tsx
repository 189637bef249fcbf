/**
 * The API key edit dialog of the access tokens tab (spec 01 §7: an API key's name and description are
 * changed with PATCH api_key, the SDK's `apiKey.update`): the name is required, an emptied
 * description is cleared. A success toast follows; a failure shows above the buttons.
 */
import { Dialog, Form, FormField, FormSubmit } from '../../../components/ui/index.ts';
import { toast } from '../../../components/ui/toast.ts';
import { useUpdateApiKey } from '../../../api/keys.ts';
import { apiKeyEditSchema } from '../schemas/preferences.schema.ts';
import { t } from '../../../lib/i18n.ts';
import { MSG } from '../messages.ts';

export interface EditedApiKey {
  id: number;
  name: string | null;
  description: string | null;
}

export function EditApiKeyDialog({
  actorId,
  apiKey,
  onClose,
}: {
  actorId: number;
  /** The key being edited; null closes the dialog. */
  apiKey: EditedApiKey | null;
  onClose: () => void;
}) {
  const update = useUpdateApiKey(actorId);
  return (
    <Dialog
      title={t('preferences.editKeyTitle', { name: apiKey?.name ?? '' })}
      isOpen={apiKey !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {apiKey ? (
        <Form
          schema={apiKeyEditSchema}
          defaultValues={{ name: apiKey.name ?? '', description: apiKey.description ?? '' }}
          onSubmit={async (values) => {
            await update.mutateAsync({ id: apiKey.id, ...values });
            toast.show({ kind: 'success', text: MSG.keyUpdated });
            onClose();
          }}
        >
          <FormField name="name" label={MSG.keyName} autoFocus />
          <FormField name="description" label={MSG.keyDescription} optional />
          <FormSubmit>{MSG.saveKey}</FormSubmit>
        </Form>
      ) : null}
    </Dialog>
  );
}
