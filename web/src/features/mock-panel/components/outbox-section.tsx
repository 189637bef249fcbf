/**
 * Outbox: the mails the mock sent in this session (verification, password reset, invitations), newest
 * first, their links opening the dashboard page they lead to.
 */
import { useQuery } from '@tanstack/react-query';
import { adminWrites, useAdminWrite } from '../../../api/mock-admin.ts';
import { Button } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';

export function OutboxSection() {
  const { reads } = usePanel();
  const mails = useQuery({ ...reads.outbox(), refetchInterval: 2000 });
  const clear = useAdminWrite(adminWrites.clearOutbox);
  if (mails.error) return <p role="alert">{fill(MSG.failed, { message: panelErrorText(mails.error) })}</p>;
  if (!mails.data) return <p>{MSG.loading}</p>;
  return (
    <div className="mock-panel-section">
      {mails.data.length === 0 ? <p>{MSG.noMail}</p> : null}
      <ul className="mock-panel-list">
        {[...mails.data].reverse().map((m, i) => (
          <li key={`${m.sentAt ?? ''}-${i}`} className="mock-panel-item">
            <div>
              <strong>{m.subject}</strong>
            </div>
            <div className="muted">
              {m.to}
              {m.sentAt ? ` · ${m.sentAt}` : ''}
            </div>
            {(m.links ?? []).map((link) => (
              <div key={link}>
                <a href={link} className="link">
                  {link}
                </a>
              </div>
            ))}
          </li>
        ))}
      </ul>
      {mails.data.length ? (
        <Button onClick={() => clear.mutate()} pending={clear.isPending}>
          {MSG.clearOutbox}
        </Button>
      ) : null}
    </div>
  );
}
