/**
 * A freshly created key, shown once with copy and download (spec 01 §4 "API key creation"). A user API
 * key is listed on this page afterwards; a provisioning key belongs to its fleet, so the panel names
 * it as such and links to the fleet's API keys page, where it is listed.
 */
import { saveText } from '../../../lib/download.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';
import { routes } from '../../../lib/paths.ts';

export interface NewKeyPanelProps {
  name: string;
  apiKey: string;
  /** The fleet of a provisioning key; absent for a user API key. */
  fleet?: { id: number; slug: string };
  onClose: () => void;
}

export function NewKeyPanel({ name, apiKey, fleet, onClose }: NewKeyPanelProps) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="created-key-h" className="card card-success">
      <h2 id="created-key-h">
        {fleet ? t('preferences.newProvisioningKeyTitle', { name }) : t('preferences.newKeyTitle', { name })}
      </h2>
      {fleet ? (
        <p>
          {MSG.provisioningKeyCreated}{' '}
          <Link to={routes.fleet(fleet.id).apiKeys()}>
            {t('preferences.provisioningKeyLink', { fleet: fleet.slug })}
          </Link>
        </p>
      ) : null}
      <p>{MSG.newKeyCopyNow}</p>
      <pre className="secret" data-testid="new-api-key">
        {apiKey}
      </pre>
      <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(apiKey)}>
        {t('common.copy')}
      </button>
      <button type="button" className="button" onClick={() => saveText(`${name}.txt`, apiKey)}>
        {MSG.download}
      </button>
      <button type="button" className="button button-primary" onClick={onClose}>
        {MSG.savedIt}
      </button>
    </section>
  );
}
