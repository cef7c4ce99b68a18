import { defineConfig } from 'vitest/config';

// The two-minute soak (`npm run test:soak`), kept out of `npm test` so that stays quick. Under
// CI it writes test-results/soak<suffix>.json for scripts/test-summary.mjs.
export default defineConfig({
  test: {
    reporters: process.env.CI
      ? [
          'default',
          ['json', { outputFile: `test-results/soak${process.env.TEST_REPORT_SUFFIX ?? ''}.json` }],
        ]
      : ['default'],
    include: ['test/soak/**/*.test.ts'],
    environment: 'node',
    hookTimeout: 20_000,
  },
});
