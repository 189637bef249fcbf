/**
 * /preferences/access-tokens (spec 01 §4, §5, §9): list (refreshed every 6 s), create with expiry
 * presets, a custom date or never (with a warning), the key shown once with a download; creation is
 * disabled for SAML accounts; a key's name and description are edited in a dialog; revoking asks for
 * a confirmation. The same form creates a provisioning
 * key for a fleet the user may add devices to (spec 01 §3 "API key": a provisioning key needs a fleet
 * id); those are listed on the fleet's API keys page, not here.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { apiKeySchema, type ApiKeyValues } from '../schemas/preferences.schema.ts';
import { needsFreshLogin } from '../fresh-login.ts';
import { IdentityCheck } from '../components/identity-check.tsx';
import { API_KEYS_PAGE_SIZE, apiKeysQuery, useCreateUserApiKey, useRevokeApiKey } from '../../../api/keys.ts';
import { provisioningTargetsQuery } from '../../../api/application/lists.ts';
import { useCreateProvisioningKeyOf } from '../../../api/keys.ts';
import { customExpiryMin, expiryDateFor } from '../api-keys.ts';
import { useSession } from '../../session/index.ts';
import { API_KEY_EXPIRY_PRESET_DAYS } from '../../../lib/timing.ts';
import { NewKeyPanel } from '../components/new-key-panel.tsx';
import { KeyTable } from '../components/key-table.tsx';
import { EditApiKeyDialog, type EditedApiKey } from '../components/edit-api-key-dialog.tsx';
import { Button, FormAlert, TextField, column, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { formatDate } from '../../../lib/format.ts';
import { t } from '../../../lib/i18n.ts';
import { MSG } from '../messages.ts';

const NEVER_EXPIRES_WARNING = MSG.neverExpiresWarning;
const SAML_KEY_WARNING = MSG.samlKeyWarning;
const NOT_AUTHORISED_TEXT = MSG.notAuthorised;

const schema = apiKeySchema();

export default function AccessTokensTab() {
  const { user } = useSession();
  const actorId = user?.actorId ?? 0;
  const [page, setPage] = useState(0);
  const keys = useQuery({ ...apiKeysQuery(actorId, page), enabled: actorId > 0 });
  type ApiKeyRow = NonNullable<typeof keys.data>['rows'][number];
  const pages = Math.max(1, Math.ceil((keys.data?.total ?? 0) / API_KEYS_PAGE_SIZE));
  // A revoke that empties the last page moves back to the new last one.
  if (keys.data && page > 0 && page >= pages) setPage(pages - 1);
  const revoke = useRevokeApiKey(actorId);
  const [editing, setEditing] = useState<EditedApiKey | null>(null);
  const createKey = useCreateUserApiKey(actorId);
  const createProvisioningKey = useCreateProvisioningKeyOf();
  const [kind, setKind] = useState<'user' | 'provisioning'>('user');
  const [fleetId, setFleetId] = useState('');
  const [fleetError, setFleetError] = useState<string | null>(null);
  const targets = useQuery({ ...provisioningTargetsQuery(user?.id ?? 0), enabled: kind === 'provisioning' && !!user });
  const form = useZodForm(schema, { name: '', description: '', expiry: '30', customDate: '' });
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<{ name: string; key: string; fleet?: { id: number; slug: string } } | null>(
    null,
  );
  const [reverify, setReverify] = useState<(() => Promise<void>) | null>(null);
  const expiry = form.watch('expiry');
  const saml = !!user?.isSaml;

  const create = async (values: ApiKeyValues) => {
    setError(null);
    try {
      const input = {
        name: values.name,
        description: values.description,
        expiryDate: expiryDateFor(values, Date.now()),
      };
      if (kind === 'provisioning') {
        const id = Number(fleetId);
        const key = String(await createProvisioningKey.mutateAsync({ ...input, fleetId: id }));
        const slug = targets.data?.find((f) => f.id === id)?.slug ?? String(id);
        setCreated({ name: values.name, key, fleet: { id, slug } });
      } else setCreated({ name: values.name, key: await createKey.mutateAsync(input) });
      form.reset();
    } catch (e) {
      // A login older than 20 minutes must be confirmed first; the same key is created afterwards (spec 01 §4).
      if (needsFreshLogin(e)) setReverify(() => () => create(values));
      else setError(e);
    }
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    // Keys belong to the signed-in user's actor: without one there is nobody to save them for.
    if (actorId <= 0) return setError(new Error(NOT_AUTHORISED_TEXT));
    if (kind === 'provisioning' && !fleetId) return setFleetError(MSG.missingProvisioningIdentifier);
    await create(values);
  });

  return (
    <>
      <section aria-labelledby="keys-h" className="card">
        <h2 id="keys-h">{MSG.apiKeysTitle}</h2>
        <FormAlert error={keys.error ?? revoke.error} />
        {keys.isPending && actorId > 0 ? <p role="status">{t('common.loading')}</p> : null}
        {keys.data && keys.data.total === 0 ? <p>{MSG.noApiKeys}</p> : null}
        {keys.data ? (
          <KeyTable
            labelledBy="keys-h"
            keys={keys.data.rows}
            columns={[
              column<ApiKeyRow>('name', MSG.colName, (k) => k.name),
              column<ApiKeyRow>('description', MSG.colDescription, (k) => k.description ?? ''),
              column<ApiKeyRow>('expires', MSG.colExpires, (k) =>
                k.expiry_date ? formatDate(k.expiry_date) : MSG.never,
              ),
            ]}
            actionLabel={MSG.revoke}
            actionAriaLabel={(k) => t('preferences.revokeLabel', { name: k.name ?? '' })}
            confirmTitle={(k) => t('preferences.revokeTitle', { name: k?.name ?? '' })}
            confirmText={MSG.revokeText}
            onConfirm={(k) => revoke.mutateAsync(k.id)}
            rowAction={(k) => (
              <Button aria-label={t('preferences.editKeyLabel', { name: k.name ?? '' })} onClick={() => setEditing(k)}>
                {MSG.editKey}
              </Button>
            )}
          />
        ) : null}
        <EditApiKeyDialog actorId={actorId} apiKey={editing} onClose={() => setEditing(null)} />
        {pages > 1 ? (
          <nav className="key-pager" aria-label={MSG.apiKeysTitle}>
            <Button disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
              {t('preferences.previousPage')}
            </Button>
            <span>{t('preferences.pageOf', { page: page + 1, pages })}</span>
            <Button disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
              {t('preferences.nextPage')}
            </Button>
          </nav>
        ) : null}
      </section>
      {created ? <NewKeyPanel {...created} apiKey={created.key} onClose={() => setCreated(null)} /> : null}
      <section aria-labelledby="new-key-h" className="card">
        <h2 id="new-key-h">{MSG.createKeyTitle}</h2>
        {saml ? (
          <p role="note" className="form-alert form-alert-warning">
            {SAML_KEY_WARNING}
          </p>
        ) : null}
        {reverify ? (
          <IdentityCheck
            onVerified={async () => {
              setReverify(null);
              await reverify();
            }}
            onCancel={() => setReverify(null)}
          />
        ) : null}
        <form onSubmit={onSubmit} noValidate hidden={!!reverify}>
          <fieldset disabled={saml}>
            <FormAlert error={error} />
            <fieldset className="field">
              <legend>{MSG.keyKind}</legend>
              {(['user', 'provisioning'] as const).map((k) => (
                <label key={k}>
                  <input
                    type="radio"
                    name="key-kind"
                    value={k}
                    checked={kind === k}
                    onChange={() => {
                      setKind(k);
                      setFleetError(null);
                    }}
                  />{' '}
                  {k === 'user' ? MSG.keyKindUser : MSG.keyKindProvisioning}
                </label>
              ))}
            </fieldset>
            {kind === 'provisioning' ? (
              <div className="field">
                <label htmlFor="key-fleet">{MSG.keyFleet}</label>
                <select
                  id="key-fleet"
                  value={fleetId}
                  aria-invalid={fleetError ? true : undefined}
                  aria-describedby={fleetError ? 'key-fleet-error' : undefined}
                  onChange={(e) => {
                    setFleetId(e.target.value);
                    setFleetError(null);
                  }}
                >
                  <option value="">{MSG.keyFleetNone}</option>
                  {(targets.data ?? []).map((f) => (
                    <option key={f.id} value={String(f.id)}>
                      {f.slug}
                    </option>
                  ))}
                </select>
                {targets.data && targets.data.length === 0 ? <p className="muted">{MSG.noProvisioningFleets}</p> : null}
                {fleetError ? (
                  <p id="key-fleet-error" className="field-error">
                    {fleetError}
                  </p>
                ) : null}
                <FormAlert error={targets.error} />
              </div>
            ) : null}
            <TextField label={MSG.keyName} {...fieldProps(form, 'name')} />
            <TextField label={MSG.keyDescription} {...fieldProps(form, 'description')} />
            <div className="field">
              <label htmlFor="key-expiry">{MSG.expires}</label>
              <select id="key-expiry" {...form.register('expiry')}>
                {API_KEY_EXPIRY_PRESET_DAYS.map((d) => (
                  <option key={d} value={String(d)}>
                    {d === 1 ? MSG.inOneDay : t('preferences.inDays', { days: d })}
                  </option>
                ))}
                <option value="custom">{MSG.onDate}</option>
                <option value="never">{MSG.never}</option>
              </select>
            </div>
            {expiry === 'custom' ? (
              <TextField
                label={MSG.expiryDate}
                type="datetime-local"
                min={customExpiryMin(Date.now())}
                {...fieldProps(form, 'customDate')}
              />
            ) : null}
            {expiry === 'never' ? (
              <p role="note" className="form-alert form-alert-warning">
                {NEVER_EXPIRES_WARNING}
              </p>
            ) : null}
            <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
              {MSG.createKey}
            </Button>
          </fieldset>
        </form>
      </section>
    </>
  );
}
