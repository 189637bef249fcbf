/** The release status rule lives in shared/ (the import command reads stalled builds by it too). */
export { effectiveStatus, RELEASE_RUNNING_TIMEOUT_S, runningCutoff } from '../../../shared/release-status.ts';
