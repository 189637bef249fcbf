import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Node by default; DOM tests start with the comment `// @vitest-environment jsdom`.
export default defineConfig({
  plugins: [react()],
  test: {
    include: [
      'tests/**/*.test.{ts,tsx}',
      'shared/**/*.test.ts',
      'mock-server/src/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
    ],
    environment: 'node',
    pool: 'forks',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20_000,
  },
});
