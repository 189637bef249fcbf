/** Recovery codes list with download (spec 01 §3 "2FA recovery code"). */
import { saveText } from '../../../lib/download.ts';

export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="card card-success">
      <h3>Your recovery codes</h3>
      <p>Each code works once. Keep them somewhere safe: they replace your authenticator app if you lose it.</p>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}><code>{c}</code></li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => saveText('recovery-codes.txt', codes.join('\n'))}>Download codes</button>
    </div>
  );
}
