import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const SOURCES = join(ROOT, 'src/renderer/src');
const STYLES = join(ROOT, 'node_modules/@mantine/core/styles');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the renderer imports from @mantine/core. */
function importedComponents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SOURCES)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const name of (match[1] ?? '').split(',')) names.add(name.trim());
    }
  }
  return names;
}

describe("the app's share of Mantine's styles", () => {
  it('holds the stylesheet of every Mantine component the renderer imports', () => {
    const listed = readFileSync(join(SOURCES, 'mantineStyles.ts'), 'utf8');
    const styled = [...importedComponents()].filter((name) =>
      existsSync(join(STYLES, `${name}.css`)),
    );
    // The app uses dozens; finding none would mean the scan itself is broken.
    expect(styled.length).toBeGreaterThan(20);
    const missing = styled.filter(
      (name) => !listed.includes(`import '@mantine/core/styles/${name}.css';`),
    );
    expect(missing).toEqual([]);
  });
});
