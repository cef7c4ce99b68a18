import { defineConfig } from 'vitest/config';

// The browser suite: the built renderer in a real Chromium against the preview server started
// in-process. Run through `npm run test:e2e` (builds first, provides a throwaway keyring).
export default defineConfig({
  test: {
    // CI also writes a JSON report, summed up into one closing line by scripts/test-summary.mjs.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/e2e.json' }]]
      : ['default'],
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // One Chromium at a time: the machines running this have few cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
