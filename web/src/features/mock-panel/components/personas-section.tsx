/**
 * Personas: the seeded demo users with what each shows. "Sign in as" logs the dashboard in as that
 * persona with the ordinary `/login_` call and the demo password (the session store takes the
 * token, as after the login form), then opens the dashboard; "Copy
 * token" puts that session token on the clipboard for curl or the SDK.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { loginWithPassword } from '../../../api/auth.ts';
import type { DemoPersona } from '../../../api/mock-admin.ts';
import { Button, copyText } from '../../../components/ui/index.ts';
import { clearImpersonatorToken, sessionStore } from '../../session/index.ts';
import { MSG, fill } from '../messages.ts';
import { panelErrorText, usePanel } from './use-panel.ts';

export function PersonasSection() {
  const { reads } = usePanel();
  const list = useQuery(reads.personas());
  const [note, setNote] = useState('');
  if (list.error) return <p role="alert">{fill(MSG.failed, { message: panelErrorText(list.error) })}</p>;
  if (!list.data) return <p>{MSG.loading}</p>;
  const { password, ssoIdentifier } = list.data;
  const tokenOf = (p: DemoPersona) => loginWithPassword(p.email, password);
  const signIn = async (p: DemoPersona) => {
    try {
      const token = await tokenOf(p);
      clearImpersonatorToken();
      // Through the session store, not straight into storage: its token check runs every second, and
      // with the old token expired (the clock was just advanced) it would clear the new one.
      await sessionStore.loginWithToken(token);
      window.location.assign('/');
    } catch (e) {
      setNote(panelErrorText(e));
    }
  };
  const copy = async (p: DemoPersona) => {
    try {
      const token = await tokenOf(p);
      setNote((await copyText(token)) ? fill(MSG.copied, { key: p.key }) : fill(MSG.copyFailed, { token }));
    } catch (e) {
      setNote(panelErrorText(e));
    }
  };
  return (
    <div className="mock-panel-section">
      <p className="muted">{fill(MSG.password, { password })}</p>
      <p role="status" className="mock-panel-note">
        {note}
      </p>
      <ul className="mock-panel-list">
        {list.data.personas.map((p) => (
          <li key={p.key} className="mock-panel-item">
            <div>
              <strong>{p.key}</strong> <span className="muted">{p.email}</span>
            </div>
            <div className="muted">{p.role}</div>
            <div>{p.shows}</div>
            {p.login === 'sso' ? (
              <div className="muted">{fill(MSG.ssoNote, { sso: ssoIdentifier })}</div>
            ) : p.totpSecret ? (
              <div className="muted">{fill(MSG.twoFactorNote, { secret: p.totpSecret })}</div>
            ) : (
              <div className="mock-panel-actions">
                <Button variant="primary" onClick={() => void signIn(p)}>
                  {fill(MSG.signInAs, { key: p.key })}
                </Button>
                <Button onClick={() => void copy(p)}>{fill(MSG.copyToken, { key: p.key })}</Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
