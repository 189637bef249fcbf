/**
 * Whether the API the dashboard talks to is fleetmock: only its admin API answers `GET /__mock/clock`
 * (200, or 401 with its `fleetmock admin` challenge on a shared instance); a real API answers 404, so
 * the dashboard never offers the mock panel there. Asked once per page load. Kept apart from
 * mock-admin.ts so the shell's button does not load the admin client.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { config } from '../config.ts';
import { queryKeys } from '../lib/query-keys.ts';

export type MockDetection = 'open' | 'token' | 'absent';

export const mockDetectQuery = () =>
  queryOptions({
    queryKey: [...queryKeys.all, 'mock-admin', 'detect'] as const,
    queryFn: async (): Promise<MockDetection> => {
      try {
        const res = await globalThis.fetch(`${config.apiUrl}/__mock/clock`, {
          headers: { accept: 'application/json' },
        });
        if (res.ok) return 'open';
        return res.status === 401 && /fleetmock/i.test(res.headers.get('www-authenticate') ?? '') ? 'token' : 'absent';
      } catch {
        return 'absent';
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

/** True when the API is fleetmock (the mock panel can be offered). */
export const useMockDetected = (): boolean => {
  const detected = useQuery(mockDetectQuery()).data;
  return detected === 'open' || detected === 'token';
};
