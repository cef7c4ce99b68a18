import { defineConfig } from 'vite';

// The browser preview's server (`npm run web`) built ahead into one file that plain Node runs:
// no TypeScript compiled at start. Packages stay external (libsql and the keychain are native).
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  build: {
    ssr: 'src/web/cli.ts',
    outDir: 'out/web',
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: { output: { entryFileNames: 'cli.js' } },
  },
});
