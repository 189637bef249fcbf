import { useEffect } from 'react';
import { config } from '../../config.ts';
import { t } from '../../lib/i18n.ts';

/** "{title} | {deployment} dashboard" (spec 01 §1: page titles). */
function pageTitle(title: string, deployment: string = config.deploymentName): string {
  return `${title} | ${t('app.dashboard', { deployment })}`;
}

/** Sets the document title for the page being shown (spec 01 §1). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
