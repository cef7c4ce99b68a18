import { defineConfig } from 'vitest/config';

// The browser suite: the built renderer in a real Chromium against the preview server started
// in-process. Run through `npm run test:e2e` (builds first, provides a throwaway keyring).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.test.ts'],
    environment: 'node',
    // One Chromium at a time: the machines running this have few cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
