import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getConfig, validateConfiguration } from 'app-builder-lib/out/util/config/config';
import type { Configuration } from 'app-builder-lib';
import { DebugLogger } from 'builder-util';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';

/**
 * What can be checked of the installers without building them (the Electron binary cannot be
 * downloaded here): electron-builder accepts the configuration, and every native module the
 * app ships is unpacked from the asar archive, where it could not be loaded.
 */

const ROOT = join(import.meta.dirname, '../..');

const loadConfig = (): Promise<Configuration> => getConfig(ROOT, null, null);

function packageJson(dir: string): {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
} {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as ReturnType<
    typeof packageJson
  >;
}

/** Installed folders of the app's production dependencies, transitively (hoisted layout). */
function productionPackages(): string[] {
  const seen = new Set<string>();
  const queue = Object.keys(packageJson(ROOT).dependencies ?? {});
  while (queue.length > 0) {
    const name = queue.shift() ?? '';
    const dir = join(ROOT, 'node_modules', name);
    if (seen.has(dir) || !existsSync(join(dir, 'package.json'))) continue;
    seen.add(dir);
    const manifest = packageJson(dir);
    queue.push(...Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }));
  }
  return [...seen];
}

function nativeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : nativeFiles(path);
    return name.endsWith('.node') ? [path] : [];
  });
}

describe('the installer configuration', () => {
  it('is accepted by electron-builder', async () => {
    const config = await loadConfig();
    await expect(validateConfiguration(config, new DebugLogger(false))).resolves.toBeUndefined();
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('rejects what it does not know, so the check above can fail', async () => {
    const config = {
      ...(await loadConfig()),
      nsis: { oneClick: 'sometimes' },
    } as unknown as Configuration;
    await expect(validateConfiguration(config, new DebugLogger(false))).rejects.toThrow(/oneClick/);
  });

  it('unpacks every native module of the installed production dependencies from the asar', async () => {
    const unpack = [(await loadConfig()).asarUnpack ?? []].flat();
    const natives = productionPackages()
      .flatMap(nativeFiles)
      .map((path) => relative(ROOT, path));
    // libsql and the keychain ship one prebuilt package per platform; this machine has its own.
    expect(natives.some((path) => path.includes('libsql'))).toBe(true);
    expect(natives.some((path) => path.includes('keyring'))).toBe(true);
    const packed = natives.filter(
      (path) => !unpack.some((pattern) => minimatch(path, pattern, { dot: true })),
    );
    expect(packed).toEqual([]);
  });
});
