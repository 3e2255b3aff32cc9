import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // The builder's time budget: unit tests stay fast; browser behaviour lives in tests/e2e.
    testTimeout: 20000,
    // The patched ES module of Material UI's CssVarsProvider (scripts/patch-dependencies.ts) is run by a
    // test as the site's bundler runs it, not replaced by the package's CommonJS build.
    server: { deps: { inline: [/@mui\/material\/styles\/CssVarsProvider\.js$/] } },
  },
});
