// Run before `electron-vite dev`: without the Electron binary it would fail with a download
// error; say what is missing and how to run the same app in a browser instead.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

function electronBinary() {
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) return process.env.ELECTRON_OVERRIDE_DIST_PATH;
  let packageDir;
  try {
    packageDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return undefined;
  }
  const pathFile = join(packageDir, 'path.txt');
  if (!existsSync(pathFile)) return undefined;
  const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(binary) ? binary : undefined;
}

if (electronBinary() === undefined) {
  process.stderr.write(
    [
      'The Electron binary is not installed, so the desktop window cannot open.',
      '  Missing: node_modules/electron/dist (Electron downloads it on first use).',
      '  With internet access: npx install-electron --no, then npm run dev again.',
      '  Without it: npm run web runs the same app in your browser (demo account),',
      '  or npm run web -- --data-dir <folder> for your own accounts.',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
