/** Recovery codes list with download (spec 01 §3 "2FA recovery code"). */
import { saveText } from '../../../lib/download.ts';
import { MSG } from '../messages.ts';

export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="card card-success">
      <h3>{MSG.recoveryTitle}</h3>
      <p>{MSG.recoveryHelp}</p>
      <ul className="recovery-codes" data-testid="recovery-codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={() => saveText('recovery-codes.txt', codes.join('\n'))}>
        {MSG.downloadCodes}
      </button>
    </div>
  );
}
