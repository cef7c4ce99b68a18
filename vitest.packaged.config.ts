import { defineConfig } from 'vitest/config';

// The packaged app's smoke test: needs an installer built by electron-builder on the
// platform it runs on (`DOMAINDESK_APP` names its executable). Run by the release workflow
// through `npm run test:packaged`, never by the local suites.
export default defineConfig({
  test: {
    include: ['test/packaged/**/*.packaged.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
