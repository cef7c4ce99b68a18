import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The installer ships `dependencies` and nothing else from node_modules (electron-builder leaves
 * devDependencies out). So that list must be what the main process loads at run time: a
 * package only the renderer uses is bundled into out/renderer by Vite and would be shipped twice.
 */

const ROOT = join(import.meta.dirname, '../..');

// What the main process and its utility processes (the demo simulator, the cache check) are
// built from; the preload bundles everything it uses, the renderer is Vite's.
const MAIN_SOURCES = ['src/main', 'src/shared', 'src/sandbox'];

// Node's own modules, not from node_modules (punycode is both: the package is what is used);
// electron is the runtime itself.
const RUNTIME = new Set(builtinModules);
const installed = (name: string): boolean =>
  existsSync(join(ROOT, 'node_modules', name, 'package.json'));

// Helpers only the tests load, beside the code they help test.
const TEST_ONLY = /(\.(test|d)\.tsx?$)|([/\\]testing[/\\])|(testSupport\.ts$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !TEST_ONLY.test(path) ? [path] : [];
  });
}

/** The packages a file loads at run time (type-only imports are erased by the build). */
function packagesLoaded(text: string): string[] {
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)(?!\s+type\b)[^;'"]*?from\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
  return specifiers
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('node:'))
    .map((specifier) => {
      const parts = specifier.split('/');
      return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? '');
    })
    .filter((name) => name !== 'electron' && (!RUNTIME.has(name) || installed(name)));
}

describe('the packages the installer ships', () => {
  it('are exactly those the main process loads', () => {
    const loaded = new Set(
      MAIN_SOURCES.flatMap((dir) => sourceFiles(join(ROOT, dir))).flatMap((file) =>
        packagesLoaded(readFileSync(file, 'utf8')),
      ),
    );
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...loaded].sort());
  });

  it('reads a type-only import as loading nothing', () => {
    expect(
      packagesLoaded(
        "import type { A } from 'react';\nimport { b } from 'zod';\nimport 'tr46';\nexport { c } from '@scope/pkg/sub';",
      ),
    ).toEqual(['zod', '@scope/pkg', 'tr46']);
  });
});
