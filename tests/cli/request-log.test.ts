/** `--log requests`: one line per request with method, path, status, ms, actor, faults and session. */
import { describe, it, expect } from 'vitest';
import { createMockCore } from '../../mock-server/src/core/app.ts';
import { withMockAdmin } from '../../mock-server/src/core/handlers/mock-admin/index.ts';
import { withRequestLog } from '../../mock-server/src/cli/request-log.ts';
import { OWNER_API_KEY } from '../../mock-server/src/core/seed/index.ts';
import type { CoreRequest } from '../../mock-server/src/core/http.ts';

const req = (path: string, headers: Record<string, string> = {}): CoreRequest => ({
  method: 'GET',
  path,
  rawQuery: '',
  headers,
  body: undefined,
  ip: '127.0.0.1',
});

describe('request log', () => {
  it('writes one line per request', async () => {
    const lines: string[] = [];
    const core = withRequestLog(
      createMockCore(withMockAdmin({ defaults: { seed: 42, scale: 'small' }, log: () => {} })),
      (l) => lines.push(l),
    );
    await core.handle(req('/ping'));
    await core.handle(
      req('/v7/application', {
        authorization: `Bearer ${OWNER_API_KEY}`,
        'x-mock-fault': 'status=503',
        'x-mock-session': 'qa',
      }),
    );
    await core.handle(req('/__mock/faults'));
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^GET \/ping 200 \d+\.\dms guest$/);
    expect(lines[1]).toMatch(
      /^GET \/v7\/application 503 \d+\.\dms owner@fleetmock\.test faults=x-mock-fault \[session qa\]$/,
    );
    expect(lines[2]).toMatch(/^GET \/__mock\/faults 200 \d+\.\dms admin$/);
  });
});
