/** A page's heading over its loading, error or ready content, so no page renders blank. */
import type { ReactNode } from 'react';
import { PageHeader } from './card.tsx';
import { Skeleton } from './feedback.tsx';
import { useDocumentTitle } from './use-document-title.ts';
import { errorText } from '../../lib/errors.ts';
import { t } from '../../lib/i18n.ts';

export interface PageStateProps {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  error: unknown;
  loading: boolean;
  children: () => ReactNode;
}

export function PageState({ title, description, actions, error, loading, children }: PageStateProps) {
  useDocumentTitle(title);
  return (
    <div className="page-state">
      <PageHeader title={title} description={description} actions={actions} />
      {error ? (
        <p role="alert" className="error-text">
          {errorText(error) ?? t('common.loadFailed')}
        </p>
      ) : loading ? (
        <div aria-busy="true">
          <Skeleton lines={6} />
        </div>
      ) : (
        children()
      )}
    </div>
  );
}
