import { useEffect } from 'react';
import { config } from '../config.ts';

/** Sets the page title as "{title} | {deployment} dashboard" (spec 01 §2, spec 02 §1). */
export function pageTitle(title: string, deployment = config.deploymentName): string {
  return `${title} | ${deployment} dashboard`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
