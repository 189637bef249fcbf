/** A freshly created API key, shown once with copy and download (spec 01 §4 "API key creation"). */
import { saveText } from '../../../lib/download.ts';
import { useEffect, useRef } from 'react';

export function NewKeyPanel({ name, apiKey, onClose }: { name: string; apiKey: string; onClose: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section ref={ref} tabIndex={-1} aria-labelledby="created-key-h" className="card card-success">
      <h2 id="created-key-h">Your new API key "{name}"</h2>
      <p>Copy it now: it will not be shown again.</p>
      <pre className="secret" data-testid="new-api-key">{apiKey}</pre>
      <button type="button" className="button" onClick={() => void navigator.clipboard?.writeText(apiKey)}>Copy</button>
      <button type="button" className="button" onClick={() => saveText(`${name}.txt`, apiKey)}>Download</button>
      <button type="button" className="button button-primary" onClick={onClose}>I saved it</button>
    </section>
  );
}
