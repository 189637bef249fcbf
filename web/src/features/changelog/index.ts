/** Changelog (spec 03 §2, §4, §7): rules, state hook; the dialog itself is lazy-loaded by the shell. */
export { useChangelog, type ChangelogState } from './use-changelog.ts';
export { changelogDecision, compareVersions, parseChangelog, type ChangelogEntry } from './changelog-rules.ts';
export { changelogQuery, CHANGELOG_LAST_VIEWED_KEY } from './changelog-api.ts';
