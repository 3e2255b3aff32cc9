import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // The builder's time budget: unit tests stay fast; browser behaviour lives in tests/e2e.
    testTimeout: 20000,
    // One worker per core (the default leaves one idle: on the two-core CI machine, half the speed), and
    // each worker keeps the modules it has loaded from one test file to the next instead of loading
    // React, the MUI packages and TypeScript again for each: 4 minutes became 1.5. A file that replaces a
    // module for its own imports does so on a fresh copy (vi.resetModules and a dynamic import).
    maxWorkers: os.availableParallelism(),
    isolate: false,
    // The patched ES module of Material UI's CssVarsProvider (scripts/patch-dependencies.ts) is run by a
    // test as the site's bundler runs it, not replaced by the package's CommonJS build.
    server: { deps: { inline: [/@mui\/material\/styles\/CssVarsProvider\.js$/] } },
  },
});
