import { defineConfig } from 'vitest/config';

// Real OS keychain tests. Run through `npm run test:keychain`, which starts a throwaway
// GNOME Keyring on a private D-Bus session (scripts/with-keyring.sh).
export default defineConfig({
  test: {
    // CI also writes a JSON report, summed up into one closing line by scripts/test-summary.mjs.
    reporters: process.env.CI
      ? [
          'default',
          [
            'json',
            { outputFile: `test-results/keychain${process.env.TEST_REPORT_SUFFIX ?? ''}.json` },
          ],
        ]
      : ['default'],
    include: ['test/keychain/**/*.test.ts'],
    environment: 'node',
    // One keyring daemon serves every file: keep them from interleaving.
    fileParallelism: false,
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
