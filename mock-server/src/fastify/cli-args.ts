/**
 * Parses `npm run mock -- …` flags (issue 3 item 2, issue 5): --port --host --seed --scale
 * small|demo|large --devices N --epoch ISO --no-simulation --strict --state FILE --scenario X --dist DIR.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { SCALES, type Scale } from '../core/world.ts';
import { MAX_DEVICES } from '../core/seed/index.ts';

export const DEFAULT_PORT = 4010;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_SEED_NUMBER = 42;

export interface CliOptions {
  port: number;
  host: string;
  seed: number;
  scale: Scale;
  devices?: number;
  /** `--epoch`: pinned start of the mock timeline (ms); absent = wall clock. */
  epoch?: number;
  simulation: boolean;
  strict: boolean;
  stateFile?: string;
  scenario?: string;
  distDir?: string;
}

export class CliError extends Error {}

function int(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) throw new CliError(`--${name} must be an integer from ${min} to ${max}, got '${raw}'`);
  return n;
}

/** An ISO 8601 instant with a date, time and zone (`2026-11-01T00:00:00Z`), as ms. */
function instant(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw) ? Date.parse(raw) : NaN;
  if (!Number.isFinite(ms)) throw new CliError(`--${name} must be an ISO 8601 instant such as 2026-11-01T00:00:00Z, got '${raw}'`);
  return ms;
}

/** Parses argv (without node and script); throws CliError with a readable message. */
export function parseCli(argv: readonly string[]): CliOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        seed: { type: 'string' },
        scale: { type: 'string' },
        devices: { type: 'string' },
        epoch: { type: 'string' },
        'no-simulation': { type: 'boolean' },
        strict: { type: 'boolean' },
        state: { type: 'string' },
        scenario: { type: 'string' },
        dist: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    throw new CliError((err as Error).message);
  }
  const scale = (values.scale ?? 'demo') as Scale;
  if (!SCALES.includes(scale)) throw new CliError(`--scale must be one of ${SCALES.join(', ')}, got '${values.scale}'`);
  return {
    port: int('port', values.port, 0, 65_535) ?? DEFAULT_PORT,
    host: values.host ?? DEFAULT_HOST,
    seed: int('seed', values.seed, 0, Number.MAX_SAFE_INTEGER) ?? DEFAULT_SEED_NUMBER,
    scale,
    devices: int('devices', values.devices, 0, MAX_DEVICES),
    epoch: instant('epoch', values.epoch),
    simulation: !values['no-simulation'],
    strict: values.strict ?? false,
    stateFile: values.state,
    scenario: values.scenario,
    distDir: values.dist === undefined ? undefined : resolve(values.dist),
  };
}
