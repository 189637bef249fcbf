/**
 * Status-page polling (spec 01 §8, §9): the status page's indicator is read 3 s after start, then
 * every 60 s, without a token; an indicator other than `none` shows its description in a banner
 * with a link to the status page. A failed check is only logged.
 */
import { useEffect, useState } from 'react';
import { fetchStatusPage } from '../../api/external.ts';
import { STATUS_PAGE_FIRST_CHECK_MS, STATUS_PAGE_POLL_MS } from '../../lib/timing.ts';

/** An incident worth showing: the indicator and its description. */
export interface StatusIncident {
  indicator: string;
  description: string;
}

/** The incident a status document reports, or null when all is well or the document is unreadable. */
export function incidentOf(doc: unknown): StatusIncident | null {
  const status = (doc as { status?: { indicator?: unknown; description?: unknown } } | null)?.status;
  if (!status || typeof status.indicator !== 'string' || status.indicator === 'none') return null;
  return {
    indicator: status.indicator,
    description: typeof status.description === 'string' ? status.description : status.indicator,
  };
}

/** Reads the status document; failures are logged and read as "no news". */
async function fetchStatus(): Promise<StatusIncident | null | undefined> {
  try {
    const doc = await fetchStatusPage();
    return incidentOf(doc);
  } catch (error) {
    console.warn('Status page check failed', error);
    return undefined;
  }
}

/** The current incident (null when none); polls on the spec's schedule. */
export function useStatusIncident(
  fetcher: () => Promise<StatusIncident | null | undefined> = fetchStatus,
  firstMs = STATUS_PAGE_FIRST_CHECK_MS,
  everyMs = STATUS_PAGE_POLL_MS,
): StatusIncident | null {
  const [incident, setIncident] = useState<StatusIncident | null>(null);
  useEffect(() => {
    let alive = true;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      const next = await fetcher();
      if (!alive) return;
      // A failed check keeps what was known.
      if (next !== undefined) setIncident(next);
      timer = setTimeout(() => void check(), everyMs);
    };
    timer = setTimeout(() => void check(), firstMs);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [fetcher, firstMs, everyMs]);
  return incident;
}
