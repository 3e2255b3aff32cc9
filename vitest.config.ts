import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // The builder's time budget: unit tests stay fast; browser behaviour lives in tests/e2e.
    testTimeout: 20000,
  },
});
