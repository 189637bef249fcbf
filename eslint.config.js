import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { uniqueExports } from './scripts/eslint/unique-exports.js';

/**
 * Import directions, checked on resolved paths so `../..` chains cannot
 * slip past: openapi/ → generated/ → shared/ → mock-server/ and web/; in web/, a feature is reached
 * only through its public `index.ts`, features form an acyclic graph, and `lib/` never reaches a
 * feature. Rule fixtures:
 * tests/lint/boundaries.test.ts.
 */
const FEATURES_DIR = 'web/src/features';
const features = readdirSync(new URL(`./${FEATURES_DIR}`, import.meta.url), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

/**
 * Which features each feature may import (through their index.ts). Declared here and checked to be
 * acyclic when the config loads, so features depend on each other in one direction only.
 */
export const FEATURE_DEPENDENCIES = {
  admin: ['session'],
  auth: ['session'],
  billing: ['consent', 'session'],
  changelog: [],
  'command-palette': ['experimental', 'session'],
  consent: [],
  credits: ['billing', 'session'],
  device: ['session', 'variables'],
  devices: ['device', 'session', 'variables'],
  experimental: [],
  'fleet-access': ['billing', 'session'],
  'fleet-settings': ['session'],
  fleets: [
    'billing',
    'device',
    'devices',
    'experimental',
    'fleet-access',
    'fleet-settings',
    'releases',
    'session',
    'variables',
  ],
  orgs: ['billing', 'consent', 'experimental', 'fleets', 'session'],
  'identity-providers': ['session'],
  'mock-panel': ['consent', 'session'],
  preferences: ['auth', 'experimental', 'session'],
  releases: ['session'],
  session: [],
  support: ['billing', 'session'],
  variables: ['session'],
};

export function assertAcyclic(graph) {
  const state = new Map();
  const visit = (n, path) => {
    if (state.get(n) === 'done') return;
    if (state.get(n) === 'open')
      throw new Error(`eslint.config.js: feature dependency cycle ${[...path, n].join(' -> ')}`);
    state.set(n, 'open');
    for (const d of graph[n] ?? []) visit(d, [...path, n]);
    state.set(n, 'done');
  };
  for (const n of Object.keys(graph)) visit(n, []);
}
assertAcyclic(FEATURE_DEPENDENCIES);
for (const f of features) {
  if (!(f in FEATURE_DEPENDENCIES))
    throw new Error(`eslint.config.js: declare the dependencies of feature '${f}' in FEATURE_DEPENDENCIES`);
}

const publicEntries = (names) => names.map((f) => `./${f}/index.ts`);

/** One zone per feature: its own files are free, its declared dependencies only through their index. */
const featureZones = features.map((name) => ({
  target: `${FEATURES_DIR}/${name}/**`,
  from: FEATURES_DIR,
  except: [`./${name}`, ...publicEntries(FEATURE_DEPENDENCIES[name])],
  message: `Feature '${name}' may import only ${FEATURE_DEPENDENCIES[name].join(', ') || 'no other feature'}, through index.ts (FEATURE_DEPENDENCIES in eslint.config.js; it must stay acyclic).`,
}));

const boundaryZones = [
  {
    target: 'web/**',
    from: 'mock-server',
    message: 'The dashboard never imports the mock: shared rules live in openapi/ → generated/ and shared/.',
  },
  { target: 'mock-server/**', from: 'web', message: 'The mock never imports the dashboard.' },
  { target: 'shared/**', from: 'web', message: 'shared/ depends on generated/ only.' },
  { target: 'shared/**', from: 'mock-server', message: 'shared/ depends on generated/ only.' },
  {
    target: 'web/src/lib/**',
    from: FEATURES_DIR,
    message: 'lib/ never imports a feature: pass what it needs in, or move the code into the feature.',
  },
  // Layers, bottom up: lib/ (URL builders in lib/paths.ts, rules, formatting) ← api/ ← components/ ←
  // features/ ← app/. Nothing imports the layer above it.
  {
    target: 'web/src/lib/**',
    from: 'web/src/api',
    message: 'lib/ never imports api/ (api/ builds on lib/): take the call as a parameter, or wire it in app/.',
  },
  ...['web/src/lib/**', 'web/src/api/**', 'web/src/components/**', `${FEATURES_DIR}/**`].map((target) => ({
    target,
    from: 'web/src/app',
    message:
      'Only the app shell imports app/: URL builders live in lib/paths.ts, route guards in features/session, shared pages in components/.',
  })),
  // App shell, actions and components reach features through their public index only.
  ...['web/src/app/**', 'web/src/actions/**', 'web/src/components/**'].map((target) => ({
    target,
    from: FEATURES_DIR,
    except: publicEntries(features),
    message: `Import a feature through its public index.ts (${FEATURES_DIR}/<feature>/index.ts).`,
  })),
  ...featureZones,
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'generated/',
      'dist/',
      'web/dist/',
      'web/dist-*/',
      'examples/*/dist/',
      'examples/*/test-results/',
      'test-results/',
      'playwright-report/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'mock-server/**/*.ts', 'shared/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    // The mock core is framework-free: no Fastify, MSW or React in it.
    files: ['mock-server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['fastify', '@fastify/*', 'msw', 'msw/*', 'react', 'react-dom'] }],
    },
  },
  {
    // Each resource module of web/src/api owns its mutations and what they invalidate: a feature calls
    // the module's mutation hook and never touches the query cache itself (tests may seed it).
    files: [`${FEATURES_DIR}/**/*.{ts,tsx}`],
    ignores: [`${FEATURES_DIR}/**/*.test.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['invalidateQueries', 'refetchQueries', 'resetQueries', 'removeQueries', 'setQueryData'].map((name) => ({
          selector: `CallExpression[callee.property.name='${name}']`,
          message: `Features do not call ${name}: the resource module's mutation hook in web/src/api updates what it changes.`,
        })),
      ],
    },
  },
  {
    // The rules of hooks, and effects that name everything they read (a stale closure is a bug the
    // type checker cannot see). Rule fixtures: tests/lint/react-hooks.test.ts.
    files: ['web/src/**/*.{ts,tsx}', 'tests/web/**/*.{ts,tsx}', 'examples/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Test tooling stays out of the dashboard's own modules: helpers shared by tests are named
    // *.test-utils.ts(x), which only test files import, so the build never reaches them.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/**/*.test-utils.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['vitest', '@testing-library/*'], message: 'Test helpers live in *.test-utils.ts(x) files.' },
          ],
          // One mutation style: a write and the reads it changes go through useWrite (web/src/api/mutation.ts).
          paths: [
            {
              name: '@tanstack/react-query',
              importNames: ['useMutation'],
              message: 'Build mutations with useWrite of web/src/api/mutation.ts (the one mutation style).',
            },
          ],
        },
      ],
    },
  },
  {
    // A name exported in web/src means one thing: no second module exports it.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/**/*.test-utils.{ts,tsx}'],
    plugins: { fleetmock: { rules: { 'unique-exports': uniqueExports } } },
    rules: { 'fleetmock/unique-exports': 'error' },
  },
  {
    // The write helper itself is the one place that builds a TanStack mutation.
    files: ['web/src/api/mutation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['vitest', '@testing-library/*'], message: 'Test helpers live in *.test-utils.ts(x) files.' },
          ],
        },
      ],
    },
  },
  {
    // Nothing in web/ calls fetch: HTTP goes through the configured client of web/src/api/client.ts.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Use the API layer: web/src/api/<area>.ts over web/src/api/client.ts' },
      ],
    },
  },
);
