import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A static audit of the Electron glue: what the window may do is decided in one place
 * (src/main/shell/mainWindow.ts and security.ts) and nothing elsewhere may weaken it.
 */

const ROOT = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

// Comments may name what the code must not do; only code is audited.
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

const files = sourceFiles(join(ROOT, 'src')).map((path) => ({
  path: relative(ROOT, path),
  text: withoutComments(readFileSync(path, 'utf8')),
}));

function filesMatching(pattern: RegExp): string[] {
  return files.filter((file) => pattern.test(file.text)).map((file) => file.path);
}

describe('static security audit of the Electron glue', () => {
  it('no source file turns a webPreferences safeguard off', () => {
    expect(
      filesMatching(
        /(contextIsolation|sandbox|webSecurity)\s*:\s*false|(nodeIntegration\w*|allowRunningInsecureContent|webviewTag|experimentalFeatures)\s*:\s*true/,
      ),
    ).toEqual([]);
  });

  it('webPreferences are written out only where the window is made', () => {
    expect(filesMatching(/nodeIntegration/)).toEqual(['src/main/shell/mainWindow.ts']);
    expect(filesMatching(/webPreferences\s*:/)).toEqual(['src/main/shell/mainWindow.ts']);
  });

  it('external links open only through the https-only helper', () => {
    expect(filesMatching(/openExternal\(/)).toEqual(['src/main/shell/security.ts']);
  });

  it('Electron IPC objects are touched only by the IPC module and the preload', () => {
    const users = filesMatching(/\b(ipcMain|ipcRenderer|contextBridge)\b/);
    expect(users.filter((path) => !/^src\/(main\/ipc|preload)\//.test(path))).toEqual([]);
  });

  it('the preload exposes named methods only: no generic invoke, no process.env', () => {
    const preload = files.filter((file) => file.path.startsWith('src/preload/'));
    expect(preload.length).toBeGreaterThan(0);
    for (const file of preload) {
      expect(file.text).not.toMatch(/process\.env/);
      expect(file.text).not.toMatch(/exposeInMainWorld\([^)]*ipcRenderer/);
    }
  });

  it('no code is evaluated from strings anywhere', () => {
    expect(filesMatching(/\beval\(|new Function\(/)).toEqual([]);
  });

  it('the renderer never imports Node built-ins or main-process code', () => {
    const renderer = files.filter((file) => file.path.startsWith('src/renderer/'));
    expect(renderer.length).toBeGreaterThan(0);
    const offenders = renderer
      .filter((file) => /from ['"](node:|electron['"]|(\.\.\/)+main\/)/.test(file.text))
      .map((file) => file.path);
    expect(offenders).toEqual([]);
  });
});
