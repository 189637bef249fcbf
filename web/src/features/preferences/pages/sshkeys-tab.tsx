/**
 * /preferences/sshkeys (spec 01 §3, §5, §8): list with MD5 fingerprints, add with validation,
 * import from the code host skipping saved keys ("GitHub Key N"), delete after a confirmation.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sshKeySchema } from '../schemas/preferences.schema.ts';
import {
  fetchCodeHostKeys,
  findCodeHostLogin,
  sshKeysQuery,
  useAddSshKey,
  useAddSshKeys,
  useDeleteSshKey,
} from '../../../api/keys.ts';
import { formatDate } from '../../../lib/format.ts';
import { ApiError } from '../../../lib/errors.ts';
import { keysToImport, sshFingerprint } from '../ssh-keys.ts';
import { useSession } from '../../session/index.ts';
import { notify } from '../../../lib/notify.ts';
import { KeyTable } from '../components/key-table.tsx';
import { Button, FormAlert, TextField, column, fieldProps, useZodForm } from '../../../components/ui/index.ts';
import { t } from '../../../lib/i18n.ts';
import { MSG } from '../messages.ts';

const IMPORT_TEXTS = {
  noKeys: MSG.importNoKeys,
  allSaved: MSG.importAllSaved,
  someFailed: MSG.importSomeFailed,
  allFailed: MSG.importAllFailed,
  added: MSG.sshKeysAdded,
  unknownUser: (login: string) => t('preferences.importUnknownUser', { login }),
  unknownEmail: (email: string) => t('preferences.importUnknownEmail', { email }),
} as const;

export default function SshKeysTab() {
  const { user } = useSession();
  const userId = user?.id ?? 0;
  const keys = useQuery({ ...sshKeysQuery(userId), enabled: userId > 0 });
  type SshKeyRow = NonNullable<typeof keys.data>[number];
  const addKey = useAddSshKey(userId);
  const addKeys = useAddSshKeys(userId);
  const form = useZodForm(sshKeySchema, { title: '', public_key: '' });
  const [error, setError] = useState<unknown>(null);
  const [login, setLogin] = useState('');
  const [importError, setImportError] = useState<string | null>(null);
  const remove = useDeleteSshKey(userId);

  const onAdd = form.handleSubmit(async ({ title, public_key: publicKey }) => {
    setError(null);
    // Keys belong to the signed-in user: without one there is nobody to save them for.
    if (userId <= 0) return setError(new Error(MSG.notAuthorised));
    try {
      await addKey.mutateAsync({ title, publicKey });
      form.reset();
      notify({ kind: 'success', text: IMPORT_TEXTS.added });
    } catch (e) {
      setError(e);
    }
  });

  const onImport = async () => {
    setImportError(null);
    if (userId <= 0) return setError(new Error(MSG.notAuthorised));
    const entered = login.trim();
    let remote: string[];
    try {
      // An e-mail address is looked up first: the keys are listed by the login it belongs to.
      const name = entered.includes('@') ? await findCodeHostLogin(entered) : entered;
      if (name === null) return setImportError(IMPORT_TEXTS.unknownEmail(entered));
      remote = await fetchCodeHostKeys(name);
    } catch (e) {
      // The code host answers 404 for an unknown login: name the problem instead of its raw "Not Found".
      if (e instanceof ApiError && e.status === 404) return setImportError(IMPORT_TEXTS.unknownUser(entered));
      return setError(e);
    }
    try {
      if (!remote.length) return setImportError(IMPORT_TEXTS.noKeys);
      const fresh = keysToImport(
        remote,
        (keys.data ?? []).map((k) => k.public_key),
        (keys.data ?? []).map((k) => k.title),
      );
      if (!fresh.length) return setImportError(IMPORT_TEXTS.allSaved);
      const failed = await addKeys.mutateAsync(fresh);
      // Success is a toast, as for a key added by hand; failures stay beside the import field.
      if (failed === 0) {
        setLogin('');
        notify({ kind: 'success', text: IMPORT_TEXTS.added });
      } else setImportError(failed === fresh.length ? IMPORT_TEXTS.allFailed : IMPORT_TEXTS.someFailed);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <>
      <section aria-labelledby="ssh-list-h" className="card">
        <h2 id="ssh-list-h">{MSG.sshTitle}</h2>
        <FormAlert error={keys.error ?? remove.error} />
        {keys.isPending ? <p role="status">{t('common.loading')}</p> : null}
        {keys.data && keys.data.length === 0 ? <p>{MSG.noSshKeys}</p> : null}
        {keys.data ? (
          <KeyTable
            labelledBy="ssh-list-h"
            keys={keys.data}
            columns={[
              column<SshKeyRow>('title', MSG.colTitle, (k) => k.title),
              column<SshKeyRow>('fingerprint', MSG.colFingerprint, (k) => (
                <code>{sshFingerprint(k.public_key) ?? ''}</code>
              )),
              column<SshKeyRow>('added', MSG.colAdded, (k) => formatDate(k.created_at)),
            ]}
            actionLabel={MSG.delete}
            actionAriaLabel={(k) => t('preferences.deleteKeyLabel', { title: k.title })}
            confirmTitle={(k) => t('preferences.deleteKeyTitle', { title: k?.title ?? '' })}
            confirmText={MSG.deleteKeyText}
            onConfirm={(k) => remove.mutateAsync(k.id)}
          />
        ) : null}
      </section>
      <section aria-labelledby="ssh-add-h" className="card">
        <h2 id="ssh-add-h">{MSG.addKeyTitle}</h2>
        <form onSubmit={onAdd} noValidate>
          <FormAlert error={error} />
          <TextField label={MSG.keyTitle} {...fieldProps(form, 'title')} />
          <TextField label={MSG.publicKey} description={MSG.publicKeyHint} {...fieldProps(form, 'public_key')} />
          <Button type="submit" variant="primary" pending={form.formState.isSubmitting}>
            {MSG.addKey}
          </Button>
        </form>
      </section>
      <section aria-labelledby="ssh-import-h" className="card">
        <h2 id="ssh-import-h">{MSG.importTitle}</h2>
        {importError ? <FormAlert text={importError} /> : null}
        <div className="field">
          <label htmlFor="gh-login">{MSG.githubUsername}</label>
          <input id="gh-login" value={login} onChange={(e) => setLogin(e.target.value)} />
        </div>
        <button type="button" className="button" onClick={onImport} disabled={!login.trim() || !keys.data}>
          {MSG.importKeys}
        </button>
      </section>
    </>
  );
}
