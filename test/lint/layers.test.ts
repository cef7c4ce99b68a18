import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The layer check `npm run lint` runs (`depcruise src` with .dependency-cruiser.mjs), on a copy
 * of the real tree with wrong-way imports planted in it: each must fail the check, named by its
 * rule, while the tree as it is passes.
 */

const ROOT = join(import.meta.dirname, '../..');
const DEPCRUISE = join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

interface Finding {
  readonly severity: string;
  readonly rule: string;
  readonly from: string;
  /** The module imported; for a cycle, every module on the way back to `from`. */
  readonly to: readonly string[];
}

interface Check {
  readonly failed: boolean;
  readonly findings: readonly Finding[];
  readonly output: string;
}

const FINDING = /^\s*(error|warn) ([\w-]+): (\S+)((?: →\s*\S+)*)/gm;

/** Runs the check as lint does and reads its report: one finding a line, cycles run on. */
function checkLayers(cwd: string): Check {
  const run = spawnSync(process.execPath, [DEPCRUISE, 'src'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
    timeout: 120_000,
  });
  if (run.error) throw run.error;
  const findings = [...run.stdout.matchAll(FINDING)].map(
    ([, severity = '', rule = '', from = '', rest = '']) => ({
      severity,
      rule,
      from,
      to: rest
        .split('→')
        .slice(1)
        .map((part) => part.trim()),
    }),
  );
  return { failed: run.status !== 0, findings, output: run.stdout + run.stderr };
}

function copyOfTree(): string {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const name of ['src', '.dependency-cruiser.mjs', 'package.json']) {
    cpSync(join(ROOT, name), join(dir, name), { recursive: true });
  }
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  return dir;
}

describe('the layer check in lint', () => {
  let dir: string;
  let planted: Check;

  beforeAll(() => {
    dir = copyOfTree();
    const add = (file: string, text: string): void => {
      appendFileSync(join(dir, file), `\n${text}\n`);
    };
    // A service using the IPC layer, by a type only.
    add(
      'src/main/services/serviceContext.ts',
      "import type { Dispatcher } from '../ipc/dispatcher';\nexport type Planted = Dispatcher;",
    );
    // A cycle made of type imports alone: define.ts ← contract.ts already.
    add(
      'src/shared/ipc/define.ts',
      "import type { Channels } from './contract';\nexport type PlantedChannels = Channels;",
    );
    // Electron outside the shell.
    add(
      'src/main/services/settings/index.ts',
      "import { app } from 'electron';\nexport const plantedName = (): string => app.getName();",
    );
    // The simulator checking tokens with the client's code.
    add('src/sandbox/auth.ts', "export { computeToken } from '../main/api/token';");
    // The browser preview reaching into the Electron shell.
    add('src/web/server.ts', "export { isSafeExternalUrl } from '../main/shell/security';");
    // The IPC layer reading the cache.
    add('src/main/ipc/dispatcher.ts', "export type { Cache } from '../cache/openCache';");
    // Shared code reaching into the renderer.
    add('src/shared/money.ts', "export type { DomainDeskApi } from '../renderer/src/bridge';");
    // Production code using a test fixture.
    add(
      'src/main/services/orders/index.ts',
      "export { openTestCache } from '../../cache/testing/testSupport';",
    );
    // A test helper left in a production folder, which no program reaches.
    writeFileSync(
      join(dir, 'src/main/cache/sampleRows.ts'),
      'export const sampleRows = [1, 2, 3];\n',
    );
    // A feature importing another feature.
    add(
      'src/renderer/src/features/pricing/index.ts',
      "export { CartScreen as PlantedCart } from '../cart';",
    );
    // A shared component reading the app shell.
    add('src/renderer/src/components/money.ts', "export { guardLinks } from '../app/linkGuard';");
    // App-wide state reaching into a feature, by a type only.
    add(
      'src/renderer/src/state/jobsStore.ts',
      "export type { ConnectForm } from '../features/firstRun/FirstRunScreen';",
    );
    // The shell using a feature's file instead of its index.
    add(
      'src/renderer/src/app/linkGuard.ts',
      "export { CartScreen } from '../features/cart/CartScreen';",
    );
    planted = checkLayers(dir);
  }, 180_000);

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('passes on the tree as it is', () => {
    const real = checkLayers(ROOT);
    expect(real.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(real.failed, real.output).toBe(false);
  }, 120_000);

  it('fails on a wrong-way import and names the rule it breaks', () => {
    expect(planted.failed).toBe(true);
    const errors = planted.findings.filter((f) => f.severity === 'error');
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          severity: 'error',
          rule: 'services-not-to-ipc',
          from: 'src/main/services/serviceContext.ts',
          to: ['src/main/ipc/dispatcher.ts'],
        },
        expect.objectContaining({
          rule: 'electron-only-in-shell-ipc-preload',
          from: 'src/main/services/settings/index.ts',
        }),
        {
          severity: 'error',
          rule: 'sandbox-not-to-main',
          from: 'src/sandbox/auth.ts',
          to: ['src/main/api/token.ts'],
        },
        {
          severity: 'error',
          rule: 'web-not-to-electron-shell',
          from: 'src/web/server.ts',
          to: ['src/main/shell/security.ts'],
        },
        {
          severity: 'error',
          rule: 'ipc-not-to-cache',
          from: 'src/main/ipc/dispatcher.ts',
          to: ['src/main/cache/openCache.ts'],
        },
        expect.objectContaining({ rule: 'shared-is-a-leaf', from: 'src/shared/money.ts' }),
        {
          severity: 'error',
          rule: 'production-not-to-test-code',
          from: 'src/main/services/orders/index.ts',
          to: ['src/main/cache/testing/testSupport.ts'],
        },
        expect.objectContaining({
          rule: 'production-code-is-reached',
          from: 'src/main/cache/sampleRows.ts',
        }),
      ]),
    );
  });

  it('counts a cycle made only of type imports', () => {
    const cycles = planted.findings.filter((f) => f.rule === 'no-cycles');
    expect(cycles).toContainEqual({
      severity: 'error',
      rule: 'no-cycles',
      from: 'src/shared/ipc/contract.ts',
      to: ['src/shared/ipc/define.ts', 'src/shared/ipc/contract.ts'],
    });
  });

  it("fails on a wrong-way import between the renderer's layers", () => {
    const errors = planted.findings.filter((f) => f.severity === 'error');
    expect(errors).toEqual(
      expect.arrayContaining([
        {
          severity: 'error',
          rule: 'renderer-no-feature-to-feature',
          from: 'src/renderer/src/features/pricing/index.ts',
          to: ['src/renderer/src/features/cart/index.ts'],
        },
        {
          severity: 'error',
          rule: 'renderer-components-not-to-app-or-features',
          from: 'src/renderer/src/components/money.ts',
          to: ['src/renderer/src/app/linkGuard.ts'],
        },
        {
          severity: 'error',
          rule: 'renderer-state-not-up',
          from: 'src/renderer/src/state/jobsStore.ts',
          to: ['src/renderer/src/features/firstRun/FirstRunScreen.tsx'],
        },
        {
          severity: 'error',
          rule: 'renderer-app-through-feature-entry',
          from: 'src/renderer/src/app/linkGuard.ts',
          to: ['src/renderer/src/features/cart/CartScreen.tsx'],
        },
      ]),
    );
  });
});
