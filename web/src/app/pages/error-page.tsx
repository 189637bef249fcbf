/**
 * Router error element (spec 01 §2: "Route failures show an error page ('something went wrong', the
 * error text, a refresh button)"), so the dashboard never shows a blank page. A 404 route response
 * shows the not-found page instead. Other route errors are reported to the error service.
 */
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { errorReporter } from '../error-reporter.ts';
import { errorText, FALLBACK_ERROR_TEXT } from '../../lib/errors.ts';
import { useDocumentTitle } from '../../components/ui/use-document-title.ts';
import { t } from '../../lib/i18n.ts';
import { NotFoundPage } from '../../components/not-found-page.tsx';

/** The text shown for a route error: the spec 01 §8 error-text rules, never empty. */
export function routeErrorText(error: unknown): string {
  if (isRouteErrorResponse(error)) return errorText(error.data) ?? `${error.status} ${error.statusText}`.trim();
  return errorText(error) ?? FALLBACK_ERROR_TEXT;
}

export function ErrorPage({ standalone = true }: { standalone?: boolean }) {
  const error = useRouteError();
  useDocumentTitle(t('error.title'));
  useEffect(() => {
    // Route failures other than a 404 response are unexpected: report them (spec 01 §8 rules apply).
    if (!(isRouteErrorResponse(error) && error.status === 404)) errorReporter.report(error, 'route');
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage standalone={standalone} />;
  const body = (
    <section className="page-message" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="error-text">{routeErrorText(error)}</p>
      <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
        {t('error.refresh')}
      </button>
    </section>
  );
  return standalone ? <main className="standalone-page">{body}</main> : body;
}

/** For routes inside the shell, whose <main> already exists. */
export const InShellErrorPage = () => <ErrorPage standalone={false} />;
