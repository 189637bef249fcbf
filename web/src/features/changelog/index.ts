/** Changelog (spec 03 §2, §4, §7): rules, state hook, and the dialog as a lazy component (its chunk loads when shown). */
import { lazy } from 'react';

export { useChangelog, type ChangelogState } from './use-changelog.ts';
export { type ChangelogEntry } from './changelog-rules.ts';

/** The changelog dialog; its code is fetched the first time it renders. */
export const ChangelogDialog = lazy(() => import('./changelog-dialog.tsx'));
