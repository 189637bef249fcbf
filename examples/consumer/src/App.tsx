import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { isApiError } from 'fleetmock/client';
import type { Api, Fleet } from './api.ts';

function errorText(err: unknown): string {
  if (isApiError(err) && err.code === 'TooManyRequests')
    return `Too many requests: try again in ${err.headers?.get('retry-after') ?? 'a few'} s`;
  return `Something went wrong: ${err instanceof Error ? err.message : String(err)}`;
}

/** Sign in, then the list of fleets; a throttle notice while the client waits out a 429. */
export function App({ api }: { api: Api }) {
  const [fleets, setFleets] = useState<Fleet[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const connectivity = useSyncExternalStore(api.monitor.subscribe, api.monitor.getSnapshot);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await api.login(String(form.get('email')), String(form.get('password')));
      setFleets(await api.fleets());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main>
      {connectivity.throttledUntil !== null && <p role="status">Requests are throttled, retrying shortly</p>}
      {error && <p role="alert">{error}</p>}
      {fleets ? (
        <>
          <h1>Fleets</h1>
          <ul aria-label="Fleets">
            {fleets.map((f) => (
              <li key={f.id}>{f.app_name}</li>
            ))}
          </ul>
        </>
      ) : (
        <form onSubmit={signIn}>
          <h1>Sign in</h1>
          <label>
            Email <input name="email" type="email" required />
          </label>
          <label>
            Password <input name="password" type="password" required />
          </label>
          <button type="submit" disabled={busy}>
            Sign in
          </button>
        </form>
      )}
    </main>
  );
}
