/**
 * Outdated-dashboard check (spec 01 §1, §7, §8): the build-time marker is re-read every 10 minutes
 * (600,000 ms) with a random query and no token; when it differs from the marker compiled into this
 * build, the banner "The version of the dashboard you are viewing is out of date." offers a refresh.
 */
import { useEffect, useState } from 'react';
import { fetchBuildMarker } from '../../api/external.ts';
import { VERSION_CHECK_INTERVAL_MS } from '../../lib/timing.ts';

declare const __FLEETMOCK_BUILD_TIME__: string | undefined;

/** The marker of this build (vite.config.ts defines it and writes the same value to buildtime.txt). */
const BUILD_TIME: string = typeof __FLEETMOCK_BUILD_TIME__ === 'string' ? __FLEETMOCK_BUILD_TIME__ : 'dev';

/** True when a fetched marker says a newer dashboard is deployed. Empty or unreadable markers never do. */
export function isOutdated(fetched: unknown, own: string = BUILD_TIME): boolean {
  if (own === 'dev' || typeof fetched !== 'string') return false;
  const marker = fetched.trim();
  return marker !== '' && marker !== own.trim();
}

/** Polls the marker (first check at start, then every 10 minutes); true once outdated. */
export function useOutdatedVersion(interval = VERSION_CHECK_INTERVAL_MS, fetchMarker = fetchBuildMarker): boolean {
  const [outdated, setOutdated] = useState(false);
  useEffect(() => {
    if (BUILD_TIME === 'dev' || outdated) return;
    let alive = true;
    const check = async () => {
      const marker = await fetchMarker();
      if (alive && isOutdated(marker)) setOutdated(true);
    };
    void check();
    const timer = setInterval(() => void check(), interval);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, [interval, fetchMarker, outdated]);
  return outdated;
}
