/** A freshly created API key, shown once with copy and download (spec 01 §4 "API key creation"). */
import { saveText } from '../../../lib/download.ts';
import { useEffect, useRef } from 'react';
import { MSG } from '../messages.ts';
import { t } from '../../../lib/i18n.ts';

export function NewKeyPanel({ name, apiKey, onClose }: { name: string; apiKey: string; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="created-key-h" className="card card-success">
      <h2 id="created-key-h">{t('preferences.newKeyTitle', { name })}</h2>
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
