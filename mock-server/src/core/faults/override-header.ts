/**
 * The per-request override header, for quick manual testing from devtools or curl:
 * `x-mock-fault: status=429;retry-after=5`, `latency=300` (`;jitter=50`), `destroy`, `empty`,
 * `truncated` (`=N` bytes). Parts combine with `;`. Ignored when the core runs with `strict`.
 */
import { FaultEffect } from './schema.ts';
import { firstIssue } from '../validate-body.ts';

export class OverrideHeaderError extends Error {}

const INT = /^\d+$/;

function int(key: string, value: string | undefined): number {
  if (value === undefined || !INT.test(value))
    throw new OverrideHeaderError(`'${key}' needs a whole number, e.g. ${key}=300`);
  return Number(value);
}

/** Parses the header into effects; throws OverrideHeaderError with a readable message. */
export function parseOverrideHeader(header: string): FaultEffect[] {
  const parts = new Map<string, string | undefined>();
  for (const raw of header.split(';')) {
    const part = raw.trim();
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = (eq < 0 ? part : part.slice(0, eq)).trim().toLowerCase();
    parts.set(key, eq < 0 ? undefined : part.slice(eq + 1).trim());
  }
  if (parts.size === 0) throw new OverrideHeaderError('empty header');
  const raw: unknown[] = [];
  for (const [key, value] of parts) {
    switch (key) {
      case 'status': {
        const retry = parts.get('retry-after');
        const retryAfter = retry === undefined ? undefined : INT.test(retry) ? Number(retry) : retry;
        raw.push({ kind: 'status', status: int(key, value), ...(retryAfter !== undefined ? { retryAfter } : {}) });
        break;
      }
      case 'latency': {
        const jitter = parts.get('jitter');
        raw.push({
          kind: 'latency',
          ms: int(key, value),
          ...(jitter !== undefined ? { jitterMs: int('jitter', jitter) } : {}),
        });
        break;
      }
      case 'destroy':
      case 'empty':
        raw.push({ kind: key });
        break;
      case 'truncated':
      case 'truncate':
        raw.push({ kind: 'truncated', ...(value !== undefined ? { bytes: int(key, value) } : {}) });
        break;
      case 'retry-after':
      case 'jitter':
        if (key === 'retry-after' && !parts.has('status'))
          throw new OverrideHeaderError("'retry-after' needs 'status', e.g. status=429;retry-after=5");
        if (key === 'jitter' && !parts.has('latency'))
          throw new OverrideHeaderError("'jitter' needs 'latency', e.g. latency=300;jitter=50");
        break;
      default:
        throw new OverrideHeaderError(
          `unknown part '${key}' (use status, retry-after, latency, jitter, destroy, empty or truncated)`,
        );
    }
  }
  return raw.map((r) => {
    const parsed = FaultEffect.safeParse(r);
    if (!parsed.success) {
      const issue = firstIssue(parsed.error);
      throw new OverrideHeaderError(`${issue.path.join('.') || 'value'}: ${issue.message}`);
    }
    return parsed.data;
  });
}
