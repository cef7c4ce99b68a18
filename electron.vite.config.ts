import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

export default defineConfig({
  main: {
    build: { externalizeDeps: true },
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
    plugins: [react()],
  },
});
