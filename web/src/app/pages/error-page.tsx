import { useRouteError } from 'react-router';
import { errorText } from '../../lib/errors.ts';

/** Router error element: the dashboard never shows a blank page (spec 02 §2 error screen). */
export function ErrorPage() {
  const error = useRouteError();
  return (
    <section className="page-message" role="alert">
      <h1>Something went wrong</h1>
      <p>{errorText(error) ?? 'An error has occurred'}</p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        Refresh
      </button>
    </section>
  );
}
