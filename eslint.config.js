import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'generated/', 'web/dist/', 'web/dist-*/', 'test-results/', 'playwright-report/'] },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'warn',
    },
  },
  {
    // The mock core is framework-free: no Fastify, MSW or React in it.
    files: ['mock-server/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['fastify', '@fastify/*', 'msw', 'msw/*', 'react', 'react-dom'] }],
    },
  },
  {
    // Components never call fetch: HTTP lives in web/src/lib/api-client.ts only.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/api-client.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', { name: 'fetch', message: 'Use web/src/lib/api-client.ts' }] },
  },
);
