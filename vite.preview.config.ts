import { defineConfig } from 'vite';

// The browser preview's server (`npm run web`) built ahead into files that plain Node runs:
// no TypeScript compiled at start. Packages stay external (libsql and the keychain are native).
// The demo simulator's process and the cache check's start from their own entries, beside the
// server's.
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: true,
    outDir: 'out/web',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: {
        cli: 'src/web/cli.ts',
        demoSimulator: 'src/main/services/demo/simulatorChild.ts',
        cacheCheck: 'src/main/cache/cacheCheckChild.ts',
      },
      output: { entryFileNames: '[name].js' },
    },
  },
});
