/** Variable name rules, spec 02 §5 "Variables", with the rules the mock's GET /config/vars sends. */
import { describe, expect, it } from 'vitest';
import { duplicateProblem, nameProblem, orList, type VarNameRules } from './name-rules.ts';

const RULES: VarNameRules = {
  reservedNames: ['RESIN', 'BALENA', 'USER'],
  reservedNamespaces: ['RESIN_', 'BALENA_'],
  whiteListedNames: ['BALENA_SUPERVISOR_DELTA', 'BALENA_SUPERVISOR_POLL_INTERVAL'],
  whiteListedNamespaces: ['RESIN_HOST_', 'RESIN_UI_', 'BALENA_HOST_', 'BALENA_UI_'],
  blackListedNames: ['BALENA_API_KEY', 'RESIN_SUPERVISOR_API_KEY'],
};

const RESERVED = 'This environment variable is reserved and cannot be used.';
const CONFIG_PAGE = 'Configuration variables are managed through the Configuration page.';
const ENV_PATTERN =
  'Environment variable names must start with a letter and contain only letters, digits and underscores.';
const CONFIG_PATTERN =
  'Configuration variable names must start with a letter and contain only letters, digits, underscores or colons.';

describe('environment variable names', () => {
  it.each([
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    ['USER', RESERVED],
    ['BALENA', RESERVED],
    ['BALENA_API_KEY', RESERVED],
    ['RESIN_SUPERVISOR_API_KEY', RESERVED],
    ['BALENA_SUPERVISOR_DELTA', CONFIG_PAGE],
    ['BALENA_HOST_CONFIG_gpu_mem', CONFIG_PAGE],
    ['RESIN_UI_THEME', CONFIG_PAGE],
    ['1ABC', ENV_PATTERN],
    ['_ABC', ENV_PATTERN],
    ['A-B', ENV_PATTERN],
    ['A:B', ENV_PATTERN],
    ['MY VAR', ENV_PATTERN],
    [
      'BALENA_CUSTOM',
      'Names starting with BALENA_ are reserved: use the documented name and manage it on the Configuration page.',
    ],
    [
      'RESIN_FOO',
      'Names starting with RESIN_ are reserved: use the documented name and manage it on the Configuration page.',
    ],
  ])('%j → %s', (name, message) => {
    expect(nameProblem(name, 'env', RULES)).toBe(message);
  });

  it.each(['A', 'LOG_LEVEL', 'a1_b2', 'Mqtt_Host', 'USERNAME', 'BALENAX'])('%j is accepted', (name) => {
    expect(nameProblem(name, 'env', RULES)).toBeUndefined();
  });
});

describe('configuration variable names', () => {
  it.each([
    ['', 'Name is required'],
    ['RESIN', RESERVED],
    ['BALENA_API_KEY', RESERVED],
    ['1BALENA_X', CONFIG_PATTERN],
    [':BALENA', CONFIG_PATTERN],
    ['BALENA_X-Y', CONFIG_PATTERN],
    ['MY_SETTING', 'Configuration variable names must start with RESIN_ or BALENA_.'],
  ])('%j → %s', (name, message) => {
    expect(nameProblem(name, 'config', RULES)).toBe(message);
  });

  it.each([
    'BALENA_SUPERVISOR_DELTA',
    'BALENA_HOST_CONFIG_gpu_mem',
    'RESIN_HOST_CONFIG_dtoverlay',
    'BALENA_CUSTOM:part',
    'RESIN_SUPERVISOR_POLL_INTERVAL',
  ])('%j is accepted', (name) => {
    expect(nameProblem(name, 'config', RULES)).toBeUndefined();
  });

  it('whitelisted namespaces are exempt from the pattern', () => {
    expect(nameProblem('BALENA_HOST_CONFIG_dtoverlay-x', 'config', RULES)).toBeUndefined();
  });

  it('any name fitting the pattern passes when the API declares no reserved namespace', () => {
    expect(nameProblem('MY_SETTING', 'config', { ...RULES, reservedNamespaces: [] })).toBeUndefined();
  });
});

describe('duplicates (per name and service)', () => {
  const existing = [
    { name: 'LOG_LEVEL', serviceId: null },
    { name: 'MQTT_HOST', serviceId: 2 },
  ];
  it.each([
    [{ name: 'LOG_LEVEL', serviceId: null }, 'LOG_LEVEL already exists for All services'],
    [{ name: ' LOG_LEVEL ', serviceId: null }, 'LOG_LEVEL already exists for All services'],
    [{ name: 'LOG_LEVEL', serviceId: 2 }, undefined],
    [{ name: 'MQTT_HOST', serviceId: 2 }, 'MQTT_HOST already exists for All services'],
    [{ name: 'MQTT_HOST', serviceId: null }, undefined],
    [{ name: 'log_level', serviceId: null }, undefined],
  ])('%j → %s', (scope, message) => {
    const problem = duplicateProblem(scope, existing, 'All services');
    expect(problem).toBe(message);
    if (message) expect(problem).toContain('already exist');
  });
});

it('orList joins namespaces for messages', () => {
  expect(orList([])).toBe('');
  expect(orList(['A_'])).toBe('A_');
  expect(orList(['A_', 'B_', 'C_'])).toBe('A_, B_ or C_');
});
