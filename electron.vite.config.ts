import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';
import type { Plugin } from 'vite';
import { firstScreenPreload } from './scripts/firstScreenPreload';
import { metaContentSecurityPolicy } from './src/shared/security/contentSecurityPolicy';

// Under the dev server the page needs React's inline refresh preamble and the hot-reload
// WebSocket; built pages keep the strict policy written in index.html.
const devServerPolicy: Plugin = {
  name: 'domaindesk-dev-csp',
  apply: 'serve',
  transformIndexHtml(html, context) {
    const devServerUrl = context.server?.resolvedUrls?.local[0];
    if (devServerUrl === undefined) return html;
    return html.replace(metaContentSecurityPolicy(), metaContentSecurityPolicy({ devServerUrl }));
  },
};

export default defineConfig({
  main: {
    build: {
      externalizeDeps: true,
      // The demo simulator and the check of a damaged cache file run in utility processes of
      // their own, started from these entries.
      rollupOptions: {
        input: {
          index: 'src/main/index.ts',
          demoSimulator: 'src/main/services/demo/simulatorChild.ts',
          cacheCheck: 'src/main/cache/cacheCheckChild.ts',
        },
      },
    },
  },
  preload: {
    // A sandboxed preload cannot require() packages, so everything it uses is bundled
    // into one CommonJS file.
    build: {
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    plugins: [
      react(),
      devServerPolicy,
      // The screens the window can open on: before any account, and once one exists.
      firstScreenPreload([
        'src/renderer/src/features/firstRun/index.ts',
        'src/renderer/src/features/search/index.ts',
      ]),
    ],
    // electron-vite leaves the renderer unminified; the window loads every byte it ships.
    build: { minify: true },
  },
});
