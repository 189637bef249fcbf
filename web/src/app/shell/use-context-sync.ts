/**
 * Keeps the context store in step with navigation (spec 01 §2: "Changing navigation clears context
 * data that no longer applies; changing organization clears access roles").
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { contextStore } from '../../features/session/index.ts';
import { navigationContext } from '../../lib/navigation-context.ts';

export function useContextSync(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    contextStore.navigate(navigationContext(pathname));
  }, [pathname]);
}
