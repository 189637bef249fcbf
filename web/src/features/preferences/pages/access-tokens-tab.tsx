/**
 * /preferences/access-tokens (spec 01 §4, §5, §9): list (refreshed every 6 s), create with expiry
 * presets, a custom date or never (with a warning), the key shown once with a download; creation is
 * disabled for SAML accounts; revoking asks for a confirmation.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeySchema } from '../schemas/preferences.schema.ts';
import { apiKeysQuery, createUserApiKey, credentialKeys, revokeApiKey } from '../../../api/keys.ts';
import { expiryDateFor } from '../api-keys.ts';
import { useSession } from '../../session/index.ts';
import { API_KEY_EXPIRY_PRESET_DAYS } from '../../../lib/timing.ts';
import { NewKeyPanel } from '../components/new-key-panel.tsx';
import { Button, ConfirmDialog, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format.ts';

export const NEVER_EXPIRES_WARNING = 'A key that never expires stays valid until you revoke it. Prefer an expiry date.';
export const SAML_KEY_WARNING = 'Accounts that sign in with single sign-on cannot create API keys.';

const schema = apiKeySchema();

export default function AccessTokensTab() {
  const { user } = useSession();
  const actorId = user?.actorId ?? 0;
  const qc = useQueryClient();
  const keys = useQuery({ ...apiKeysQuery(actorId), enabled: actorId > 0 });
  const revoke = useMutation({ mutationFn: (id: number) => revokeApiKey(id), onSuccess: () => qc.invalidateQueries({ queryKey: credentialKeys.apiKeys(actorId) }) });
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  const form = useZodForm(schema, { name: '', description: '', expiry: '30', customDate: '' });
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<{ name: string; key: string } | null>(null);
  const expiry = form.watch('expiry');
  const saml = !!user?.isSaml;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const key = await createUserApiKey({ name: values.name, description: values.description, expiryDate: expiryDateFor(values, Date.now()) });
      setCreated({ name: values.name, key });
      form.reset();
      await qc.invalidateQueries({ queryKey: credentialKeys.apiKeys(actorId) });
    } catch (e) {
      setError(e);
    }
  });

  return (
    <>
      <section aria-labelledby="keys-h" className="card">
        <h2 id="keys-h">API keys</h2>
        <FormAlert error={keys.error ?? revoke.error} />
        {keys.data && keys.data.length === 0 ? <p>You have no API keys yet.</p> : null}
        {keys.data && keys.data.length > 0 ? (
          <table className="table key-table key-list" aria-labelledby="keys-h">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Description</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.data.map((k) => (
                <tr key={k.id}>
                  <td>{k.name}</td>
                  <td>{k.description ?? ''}</td>
                  <td>{k.expiry_date ? formatDate(k.expiry_date) : 'Never'}</td>
                  <td className="table-actions">
                    <Button variant="danger" aria-label={`Revoke ${k.name}`} onClick={() => setRevoking({ id: k.id, name: k.name ?? '' })}>
                      Revoke
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <ConfirmDialog
          title={`Revoke the API key ${revoking?.name ?? ''}?`}
          isOpen={revoking !== null}
          onOpenChange={(open) => !open && setRevoking(null)}
          danger
          confirmLabel="Revoke"
          onConfirm={async () => {
            if (revoking) await revoke.mutateAsync(revoking.id);
          }}
        >
          <p>Anything using this key loses access at once. This action cannot be reversed.</p>
        </ConfirmDialog>
      </section>
      {created ? <NewKeyPanel name={created.name} apiKey={created.key} onClose={() => setCreated(null)} /> : null}
      <section aria-labelledby="new-key-h" className="card">
        <h2 id="new-key-h">Create an API key</h2>
        {saml ? <p role="note" className="form-alert form-alert-warning">{SAML_KEY_WARNING}</p> : null}
        <form onSubmit={onSubmit} noValidate>
          <fieldset disabled={saml}>
            <FormAlert error={error} />
            <TextField label="Name" {...fieldProps(form, 'name')} />
            <TextField label="Description (optional)" {...fieldProps(form, 'description')} />
            <div className="field">
              <label htmlFor="key-expiry">Expires</label>
              <select id="key-expiry" {...form.register('expiry')}>
                {API_KEY_EXPIRY_PRESET_DAYS.map((d) => (
                  <option key={d} value={String(d)}>{d === 1 ? 'In 1 day' : `In ${d} days`}</option>
                ))}
                <option value="custom">On a date…</option>
                <option value="never">Never</option>
              </select>
            </div>
            {expiry === 'custom' ? <TextField label="Expiry date" type="datetime-local" {...fieldProps(form, 'customDate')} /> : null}
            {expiry === 'never' ? <p role="note" className="form-alert form-alert-warning">{NEVER_EXPIRES_WARNING}</p> : null}
            <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>Create key</Button>
          </fieldset>
        </form>
      </section>
    </>
  );
}
