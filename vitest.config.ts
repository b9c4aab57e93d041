import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'app/**/*.test.ts',
      'server/**/*.test.ts',
      'providers/**/*.test.ts',
      'gateway/**/*.test.ts',
      'tests/integration/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
