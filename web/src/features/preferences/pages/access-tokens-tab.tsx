/**
 * /preferences/access-tokens (spec 01 §4, §5, §9): list (refreshed every 6 s), create with expiry
 * presets, a custom date or never (with a warning), the key shown once with a download; creation is
 * disabled for SAML accounts.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeySchema } from '../schemas/preferences.schema.ts';
import { apiKeysQuery, createUserApiKey, credentialKeys, revokeApiKey } from '../../../api/keys.ts';
import { expiryDateFor } from '../api-keys.ts';
import { useSession } from '../../session/index.ts';
import { API_KEY_EXPIRY_PRESET_DAYS } from '../../../lib/timing.ts';
import { NewKeyPanel } from '../components/new-key-panel.tsx';
import { Button, FormAlert, TextField, fieldProps, useZodForm } from '../../../components/ui/index.ts';

export const NEVER_EXPIRES_WARNING = 'A key that never expires stays valid until you revoke it. Prefer an expiry date.';
export const SAML_KEY_WARNING = 'Accounts that sign in with single sign-on cannot create API keys.';

const schema = apiKeySchema();

export default function AccessTokensTab() {
  const { user } = useSession();
  const actorId = user?.actorId ?? 0;
  const qc = useQueryClient();
  const keys = useQuery({ ...apiKeysQuery(actorId), enabled: actorId > 0 });
  const revoke = useMutation({ mutationFn: (id: number) => revokeApiKey(id), onSuccess: () => qc.invalidateQueries({ queryKey: credentialKeys.apiKeys(actorId) }) });
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
        <ul className="key-list">
          {keys.data?.map((k) => (
            <li key={k.id}>
              <strong>{k.name}</strong> {k.description ? <span>{k.description}</span> : null}{' '}
              <span>{k.expiry_date ? `expires ${new Date(k.expiry_date).toLocaleDateString()}` : 'never expires'}</span>
              <button type="button" className="button button-danger" aria-label={`Revoke ${k.name}`} onClick={() => revoke.mutate(k.id)}>Revoke</button>
            </li>
          ))}
        </ul>
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
