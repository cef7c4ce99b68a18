import { defineConfig } from 'vitest/config';

// Suites that need nothing beyond Node: services, API client and simulator over loopback,
// SQLite files. The PHP, keychain and browser suites need system packages and have their own
// configs; the soak takes minutes and has its own too.
export default defineConfig({
  test: {
    // CI also writes a JSON report, summed up into one closing line by scripts/test-summary.mjs;
    // a second run of part of the suite (the full soak) names its own report, and a run on
    // another Node (scripts/with-node24.sh) adds a suffix to it.
    reporters: process.env.CI
      ? [
          'default',
          [
            'json',
            {
              outputFile: `test-results/${process.env.TEST_REPORT ?? 'unit'}${process.env.TEST_REPORT_SUFFIX ?? ''}.json`,
            },
          ],
        ]
      : ['default'],
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      'test/php/**',
      'test/keychain/**',
      'test/e2e/**',
      'test/packaged/**',
      'test/soak/**',
    ],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
