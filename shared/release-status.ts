/**
 * The status a release is shown with (spec 02 §4 "Release run groups", §9 "Release running timeout
 * 120"): a running release with no update for over 120 seconds reads timeout. One rule for every
 * place that shows or filters by status: the release pages, the release list's status filter (the
 * API layer turns it into a filter on update_timestamp) and the fleet summary's build notice.
 */

/** Seconds without an update after which a running release reads timeout (the spec does not name the unit). */
export const RELEASE_RUNNING_TIMEOUT_S = 120;

/** The oldest update_timestamp a release still running at `now` may have (ISO). */
export const runningCutoff = (now: number): string => new Date(now - RELEASE_RUNNING_TIMEOUT_S * 1000).toISOString();

/** The status as shown: a running release whose update_timestamp is over 120 s old at `now` reads timeout. */
export function effectiveStatus(
  status: string,
  updateTimestamp: string | null | undefined,
  now: number = Date.now(),
): string {
  if (status !== 'running' || !updateTimestamp) return status;
  const updated = Date.parse(updateTimestamp);
  return Number.isFinite(updated) && now - updated > RELEASE_RUNNING_TIMEOUT_S * 1000 ? 'timeout' : status;
}
