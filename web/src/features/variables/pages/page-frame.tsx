/** Header, loading and error states shared by the variables and configuration pages. */
import type { ReactNode } from 'react';
import { PageHeader, Skeleton, useDocumentTitle } from '../../../components/ui/index.ts';
import { errorText } from '../../../lib/errors.ts';
import { msg } from '../messages.ts';
import '../variables.css';

export function PageFrame({
  title,
  intro,
  error,
  loading,
  children,
}: {
  title: string;
  intro: string;
  error: unknown;
  loading: boolean;
  children: () => ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="vars-page">
      <PageHeader title={title} description={intro} />
      {error ? (
        <p role="alert" className="error-text">
          {errorText(error) ?? msg('loadFailed')}
        </p>
      ) : loading ? (
        <div aria-busy="true">
          <p className="muted">{msg('loading')}</p>
          <Skeleton lines={6} />
        </div>
      ) : (
        children()
      )}
    </div>
  );
}
