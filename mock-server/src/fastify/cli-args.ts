/**
 * The serve flags of `fleetmock` / `npm run mock`: one table (FLAGS) from which the parser and the
 * `--help` text are both made, so every flag is listed with its default and an example. Reading the
 * command line is node:util `parseArgs` (cli/argv.ts); every mistake is a CliError whose one-line
 * message names the flag.
 */
import { resolve } from 'node:path';
import { DEFAULT_MAX_SESSIONS, DEFAULT_SESSION_IDLE_MS, SCALES, type Scale } from '../core/world.ts';
import type { PreparedWorld } from '../core/seed/world-file.ts';
import { MAX_DEVICES } from '../core/seed/index.ts';
import { parseDuration } from '../core/faults/duration.ts';
import { CliError, readArgv } from '../cli/argv.ts';

const DEFAULT_PORT = 4010;
const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_SEED_NUMBER = 42;
/** `--log` values: nothing per request, or one line per request. */
const LOG_MODES = ['none', 'requests'] as const;
type LogMode = (typeof LOG_MODES)[number];

export interface CliOptions {
  port: number;
  host: string;
  seed: number;
  scale: Scale;
  devices?: number;
  /** `--epoch`: pinned start of the mock timeline (ms); absent = wall clock. */
  epoch?: number;
  /** `--world FILE`: a world file (YAML or JSON) every session is seeded from. */
  worldFile?: string;
  /** The checked world of `worldFile` (read before the server starts: cli/load-world.ts). */
  world?: PreparedWorld;
  simulation: boolean;
  strict: boolean;
  /** `--journal-secrets`: the journal keeps passwords, tokens and API keys instead of redacting them. */
  journalSecrets?: boolean;
  stateFile?: string;
  scenario?: string;
  distDir?: string;
  /** `--public-url`: the address links in mails start with (else the address the request reached). */
  publicUrl?: string;
  /** `--log requests`: one line per request on stdout. */
  log?: LogMode;
  /** Live sessions at most (`x-mock-session`); idle ones are dropped first when the cap is reached. */
  maxSessions?: number;
  /** A session unused this long (wall clock, ms) is dropped; 0 keeps sessions forever. */
  sessionIdleMs?: number;
  /** `--keep-running`: keep serving after the process that started the command ends. */
  keepRunning?: boolean;
  /** `--admin-token`: required on `/__mock/*` (else FLEETMOCK_ADMIN_TOKEN, else random when bound beyond loopback). */
  adminToken?: string;
  /** `--cors-origin`: origins whose pages may call `/__mock/*` cross-origin. */
  corsOrigins?: string[];
  /** `--jwt-key`: HS256 key for session tokens (else the public constant on loopback or a pinned epoch, random otherwise). */
  jwtKey?: string;
}

export { CliError } from '../cli/argv.ts';

/** One flag: how it reads, what it means, its default and an example (all shown by `--help`). */
export interface FlagSpec {
  name: string;
  /** Placeholder of the value (`N`, `FILE`); absent for switches. */
  value?: string;
  description: string;
  /** Default as shown in `--help`. */
  defaultText: string;
  example: string;
  /** Stores the (raw) value into the options; throws CliError naming the flag. */
  apply(options: CliOptions, raw: string | undefined): void;
}

function int(name: string, raw: string, min: number, max: number): number {
  const n = /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new CliError(
      `--${name} must be an integer from ${min} to ${max >= 100_000 ? max.toLocaleString('en-US') : max}, got '${raw}'`,
    );
  }
  return n;
}

/** An ISO 8601 instant with a date, time and zone (`2026-11-01T00:00:00Z`), as ms. */
function instant(name: string, raw: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)
    ? Date.parse(raw)
    : NaN;
  if (!Number.isFinite(ms))
    throw new CliError(`--${name} must be an ISO 8601 instant such as 2026-11-01T00:00:00Z, got '${raw}'`);
  return ms;
}

/** The serve flags, in `--help` order. */
export const FLAGS: readonly FlagSpec[] = [
  {
    name: 'port',
    value: 'N',
    description: 'port to listen on (0 picks a free one)',
    defaultText: String(DEFAULT_PORT),
    example: '--port 4011',
    apply: (o, raw) => void (o.port = int('port', raw!, 0, 65_535)),
  },
  {
    name: 'host',
    value: 'HOST',
    description: 'address to listen on',
    defaultText: DEFAULT_HOST,
    example: '--host 0.0.0.0',
    apply: (o, raw) => {
      if (!raw!.trim()) throw new CliError('--host must not be empty');
      o.host = raw!;
    },
  },
  {
    name: 'admin-token',
    value: 'TOKEN',
    description:
      'token the admin API (/__mock/*) requires, as Authorization: Bearer TOKEN or x-mock-admin-token (also FLEETMOCK_ADMIN_TOKEN)',
    defaultText: 'none on loopback; bound beyond it, a random one printed at start',
    example: '--admin-token qa-team-token-2026-11',
    apply: (o, raw) => void (o.adminToken = secret('admin-token', raw!, 16)),
  },
  {
    name: 'cors-origin',
    value: 'ORIGIN',
    description: 'let pages of this origin call the admin API cross-origin (repeat or comma-separate for more)',
    defaultText: 'none (the API itself answers every origin, as the real one does)',
    example: '--cors-origin http://localhost:5173',
    apply: (o, raw) =>
      void (o.corsOrigins = [
        ...(o.corsOrigins ?? []),
        ...raw!
          .split(',')
          .filter((v) => v.trim())
          .map(origin),
      ]),
  },
  {
    name: 'jwt-key',
    value: 'KEY',
    description: 'HS256 key signing session tokens',
    defaultText: 'the documented public key on loopback or with --epoch; random per start otherwise',
    example: '--jwt-key 6f1c0e4b9a7d2f8e3c5a1b0d9e8f7a6c',
    apply: (o, raw) => void (o.jwtKey = secret('jwt-key', raw!, 32)),
  },
  {
    name: 'seed',
    value: 'N',
    description: 'seed number: the same seed gives the same data',
    defaultText: String(DEFAULT_SEED_NUMBER),
    example: '--seed 7',
    apply: (o, raw) => void (o.seed = int('seed', raw!, 0, Number.MAX_SAFE_INTEGER)),
  },
  {
    name: 'scale',
    value: SCALES.join('|'),
    description: 'data size (small ~60 devices, demo ~1,000, large ~10,000)',
    defaultText: 'demo',
    example: '--scale small',
    apply: (o, raw) => {
      if (!SCALES.includes(raw as Scale))
        throw new CliError(`--scale must be one of ${SCALES.join(', ')}, got '${raw}'`);
      o.scale = raw as Scale;
    },
  },
  {
    name: 'devices',
    value: 'N',
    description: `total device count, the extra ones in one big fleet (0 to ${MAX_DEVICES.toLocaleString('en-US')})`,
    defaultText: "the scale's count",
    example: '--devices 100000',
    apply: (o, raw) => void (o.devices = int('devices', raw!, 0, MAX_DEVICES)),
  },
  {
    name: 'epoch',
    value: 'ISO',
    description: "pin the mock clock's start (ISO instant)",
    defaultText: 'wall clock at start',
    example: '--epoch 2026-11-01T00:00:00Z',
    apply: (o, raw) => void (o.epoch = instant('epoch', raw!)),
  },
  {
    name: 'world',
    value: 'FILE',
    description: 'seed every session from a world file (YAML or JSON, docs/worlds.md); every mistake is listed',
    defaultText: 'the demo world',
    example: '--world examples/worlds/pilot-customer.yaml',
    apply: (o, raw) => void (o.worldFile = raw!),
  },
  {
    name: 'no-simulation',
    description: 'turn off the simulation (devices drifting, going offline, updates advancing)',
    defaultText: 'simulation on',
    example: '--no-simulation',
    apply: (o) => void (o.simulation = false),
  },
  {
    name: 'strict',
    description: 'ignore the per-request x-mock-fault header',
    defaultText: 'off',
    example: '--strict',
    apply: (o) => void (o.strict = true),
  },
  {
    name: 'journal-secrets',
    description: 'keep passwords, tokens and API keys in the request journal',
    defaultText: 'redacted',
    example: '--journal-secrets',
    apply: (o) => void (o.journalSecrets = true),
  },
  {
    name: 'state',
    value: 'FILE',
    description: 'restore the default session from FILE on start (if it exists), save it there on exit',
    defaultText: 'none (state is lost on exit)',
    example: '--state ./fleetmock-state.json',
    apply: (o, raw) => void (o.stateFile = resolve(raw!)),
  },
  {
    name: 'scenario',
    value: 'NAME|FILE',
    description: 'start a fault scenario: a shipped name or a YAML/JSON file',
    defaultText: 'none',
    example: '--scenario rate-limited',
    apply: (o, raw) => void (o.scenario = raw),
  },
  {
    name: 'dist',
    value: 'DIR',
    description: 'serve this built dashboard (a folder with index.html) from the same origin',
    defaultText: 'the dashboard shipped with the package; none when run from source',
    example: '--dist web/dist',
    apply: (o, raw) => void (o.distDir = resolve(raw!)),
  },
  {
    name: 'public-url',
    value: 'URL',
    description:
      'the address links in mails (password reset, e-mail verification, invitations) start with: the dashboard as its users reach it',
    defaultText: 'the address and port the request reached the mock at (never the Host header)',
    example: '--public-url https://fleetmock.qa.example',
    apply: (o, raw) => void (o.publicUrl = publicUrl(raw!)),
  },
  {
    name: 'log',
    value: LOG_MODES.join('|'),
    description: 'requests: one line per request (method, path, status, ms, actor, faults)',
    defaultText: 'none',
    example: '--log requests',
    apply: (o, raw) => {
      if (!LOG_MODES.includes(raw as LogMode))
        throw new CliError(`--log must be one of ${LOG_MODES.join(', ')}, got '${raw}'`);
      o.log = raw as LogMode;
    },
  },
  {
    name: 'max-sessions',
    value: 'N',
    description: 'live x-mock-session sessions at most; a new one beyond gets 429',
    defaultText: String(DEFAULT_MAX_SESSIONS),
    example: '--max-sessions 200',
    apply: (o, raw) => void (o.maxSessions = int('max-sessions', raw!, 1, 10_000)),
  },
  {
    name: 'session-idle',
    value: 'DURATION',
    description: 'drop a session unused this long (0 = never; the default session stays)',
    defaultText: `${DEFAULT_SESSION_IDLE_MS / 60_000}m`,
    example: '--session-idle 10m',
    apply: (o, raw) => {
      const ms = parseDuration(raw!);
      if (ms === undefined)
        throw new CliError(`--session-idle must be a duration such as 30s, 10m or 2h (or 0), got '${raw}'`);
      o.sessionIdleMs = ms;
    },
  },
  {
    name: 'keep-running',
    description: 'keep serving when the process that started fleetmock ends (npx, a test runner, a shell)',
    defaultText: 'stop with it',
    example: '--keep-running',
    apply: (o) => void (o.keepRunning = true),
  },
];

/** A secret given on the command line: printable, no spaces, at least `min` characters. */
function secret(name: string, raw: string, min: number): string {
  if (raw.length < min || !/^[\x21-\x7e]+$/.test(raw))
    throw new CliError(`--${name} must be at least ${min} printable characters without spaces, got ${raw.length}`);
  return raw;
}

/** An origin as browsers send it: scheme, host and optional port, nothing else. */
function origin(raw: string): string {
  const value = raw.trim().replace(/\/$/, '');
  let ok = false;
  try {
    const u = new URL(value);
    ok = (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === value;
  } catch {
    ok = false;
  }
  if (!ok) throw new CliError(`--cors-origin must be an origin such as http://qa.example:5173, got '${raw}'`);
  return value;
}

/** An http(s) URL without query or fragment, kept without its trailing slash. */
function publicUrl(raw: string): string {
  const value = raw.trim().replace(/\/+$/, '');
  let ok = false;
  try {
    const u = new URL(value);
    ok = (u.protocol === 'http:' || u.protocol === 'https:') && !u.search && !u.hash && !u.username && !u.password;
  } catch {
    ok = false;
  }
  if (!ok) throw new CliError(`--public-url must be an http(s) URL such as https://fleetmock.qa.example, got '${raw}'`);
  return value;
}

/** The options without any flag. */
function defaultCliOptions(): CliOptions {
  return {
    port: DEFAULT_PORT,
    host: DEFAULT_HOST,
    seed: DEFAULT_SEED_NUMBER,
    scale: 'demo',
    simulation: true,
    strict: false,
    journalSecrets: false,
  };
}

/** Parses argv (without node and script); throws CliError with a one-line message naming the flag. */
export function parseCli(argv: readonly string[]): CliOptions {
  const options = defaultCliOptions();
  const byName = new Map(FLAGS.map((f) => [f.name, f]));
  const { flags } = readArgv(argv, {
    values: FLAGS.filter((f) => f.value).map((f) => f.name),
    switches: FLAGS.filter((f) => !f.value).map((f) => f.name),
    unknown: (name) => `unknown flag --${name} (see --help)`,
    needsValue: (name) => `--${name} needs a value, e.g. ${byName.get(name)!.example}`,
    takesNoValue: (name) => `--${name} takes no value`,
    positional: (arg) => `unexpected argument '${arg}' (flags start with --; see --help)`,
  });
  for (const { name, value } of flags) byName.get(name)!.apply(options, value);
  return options;
}

/** `--help` lines for the serve flags: name, meaning, default and example of each. */
export function flagsHelp(): string {
  const rows = FLAGS.map((f) => ({ f, head: `  --${f.name}${f.value ? ` ${f.value}` : ''}` }));
  const width = Math.max(...rows.map(({ head }) => head.length)) + 2;
  return rows
    .map(
      ({ f, head }) =>
        `${head.padEnd(width)}${f.description}\n${' '.repeat(width)}default: ${f.defaultText}; e.g. ${f.example}`,
    )
    .join('\n');
}
