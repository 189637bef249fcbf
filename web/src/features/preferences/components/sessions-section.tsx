/** Logging out other sessions (spec 01 §4); a failure is a warning (failed_logout_other_sessions, spec 01 §8). */
import { useState } from 'react';
import { logoutOtherSessions } from '../../../api/user.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../session/index.ts';
import { FormSuccess } from '../../../components/ui/index.ts';
import { MSG } from '../messages.ts';

const LOGOUT_OTHERS_FAILED = MSG.logoutOthersFailed;

export function SessionsSection() {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  const { loginWithToken } = useSession();
  const run = async () => {
    setState('pending');
    try {
      const res = await logoutOtherSessions();
      // Rotating the sessions' secret may hand this session a new token.
      if (typeof res === 'string' && res.split('.').length === 3) await loginWithToken(res);
      setState('done');
    } catch {
      notify({ kind: 'warning', text: LOGOUT_OTHERS_FAILED });
      setState('idle');
    }
  };
  return (
    <section aria-labelledby="sessions-h" className="card">
      <h2 id="sessions-h">{MSG.sessionsTitle}</h2>
      {state === 'done' ? <FormSuccess>{MSG.othersLoggedOut}</FormSuccess> : null}
      <button type="button" className="button" onClick={run} disabled={state === 'pending'}>
        {MSG.logoutOthers}
      </button>
    </section>
  );
}
