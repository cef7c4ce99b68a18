import { defineConfig } from 'vitest/config';

// Checks of the PHP-compatible encodings against PHP itself (`php` on the PATH, installed by
// scripts/system-deps.sh). Run through `npm run test:php`; fails, never skips, without PHP.
export default defineConfig({
  test: {
    // CI also writes a JSON report, summed up into one closing line by scripts/test-summary.mjs.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/php.json' }]]
      : ['default'],
    include: ['test/php/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
