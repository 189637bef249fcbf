/**
 * Sessions: every live mock session (a world of its own, chosen by the `x-mock-session` header).
 * Pick the one the panel acts on, reset one to its seed, or drop it.
 */
import { useQuery } from '@tanstack/react-query';
import { adminWrites, DEFAULT_SESSION, mockAdmin, setPanelSession, useAdminWrite } from '../../../api/mock-admin.ts';
import { Badge, Button } from '../../../components/ui/index.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';

export function RecordedSessionsSection() {
  const { reads, session, token } = usePanel();
  const list = useQuery(reads.sessions());
  const reset = useAdminWrite((_a, name: string) => adminWrites.reset(mockAdmin(name, token)));
  const drop = useAdminWrite((a, name: string) => adminWrites.dropSession(a, name));
  if (list.error) return <p role="alert">{fill(MSG.failed, { message: panelErrorText(list.error) })}</p>;
  if (!list.data) return <p>{MSG.loading}</p>;
  const names = list.data.includes(DEFAULT_SESSION) ? list.data : [DEFAULT_SESSION, ...list.data];
  return (
    <div className="mock-panel-section">
      <ul className="mock-panel-list">
        {names.map((name) => (
          <li key={name} className="mock-panel-item">
            <div>
              <strong>{name}</strong> {name === session ? <Badge tone="info">{MSG.actingOn}</Badge> : null}
            </div>
            <div className="mock-panel-actions">
              {name !== session ? (
                <Button onClick={() => setPanelSession(name)}>{fill(MSG.actOn, { name })}</Button>
              ) : null}
              <Button onClick={() => reset.mutate(name)} disabled={reset.isPending}>
                {fill(MSG.reset, { name })}
              </Button>
              {name !== DEFAULT_SESSION ? (
                <Button
                  variant="danger"
                  onClick={() => {
                    if (name === session) setPanelSession(DEFAULT_SESSION);
                    drop.mutate(name);
                  }}
                  disabled={drop.isPending}
                >
                  {fill(MSG.drop, { name })}
                </Button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {reset.error || drop.error ? (
        <p role="alert">{fill(MSG.failed, { message: panelErrorText(reset.error ?? drop.error) })}</p>
      ) : null}
    </div>
  );
}
