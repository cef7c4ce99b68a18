import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleContact } from '../main/cache/testing/testSupport';
import { CACHE_FILE_NAMES } from '../main/profiles';
import { createMemorySecretBackend } from '../main/secrets';
import { startPreview } from './preview';
import type { Preview } from './preview';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function rendererDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'domaindesk-renderer-'));
  cleanups.push(() => {
    rmSync(root, { recursive: true, force: true });
  });
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>DomainDesk</title>');
  return root;
}

async function demoRun(renderer: string): Promise<Preview> {
  const preview = await startPreview({ port: 0, demo: true, rendererDir: renderer });
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await preview.close();
  };
  cleanups.push(close);
  return { ...preview, close };
}

describe('demo runs of the browser preview side by side', () => {
  it('each keep their own cache in a private folder, removed when that run ends', async () => {
    const renderer = rendererDir();
    const first = await demoRun(renderer);
    first.services.contactProfiles.save({ name: 'First run', contact: sampleContact });

    const second = await demoRun(renderer);
    second.services.contactProfiles.save({ name: 'Second run', contact: sampleContact });

    expect(second.dataDir).not.toBe(first.dataDir);
    expect(statSync(first.dataDir).mode & 0o777).toBe(0o700);
    expect(existsSync(join(first.dataDir, CACHE_FILE_NAMES.demo))).toBe(true);

    await second.close();
    expect(existsSync(second.dataDir)).toBe(false);
    // The first run still has its cache file and everything it wrote.
    expect(existsSync(join(first.dataDir, CACHE_FILE_NAMES.demo))).toBe(true);
    expect(first.services.contactProfiles.list().map((profile) => profile.name)).toEqual([
      'First run',
    ]);

    await first.close();
    expect(existsSync(first.dataDir)).toBe(false);
  });

  it("keeps a given data folder when the run ends: it holds the user's profile", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-data-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const preview = await startPreview({
      port: 0,
      demo: true,
      dataDir,
      rendererDir: rendererDir(),
    });
    await preview.close();
    expect(existsSync(join(dataDir, CACHE_FILE_NAMES.demo))).toBe(true);
  });
});

describe("the preview's log", () => {
  it('is a file in the data folder that tells whether the last close was clean', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-data-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });
    const shown: string[] = [];
    const run = () =>
      startPreview({
        port: 0,
        demo: false,
        dataDir,
        rendererDir: rendererDir(),
        services: { secretBackend: createMemorySecretBackend() },
        openFolder: (folder) => {
          shown.push(folder);
          return Promise.resolve(true);
        },
      });
    const first = await run();
    await first.close();
    const second = await run();
    const logFolder = await second.services.app.openLogFolder();
    await second.close();

    expect(logFolder).toEqual({ folder: join(dataDir, 'logs'), opened: true });
    expect(shown).toEqual([join(dataDir, 'logs')]);
    const lines = readFileSync(join(dataDir, 'logs', 'main.log'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.filter((line) => line.includes('Opened the user cache'))).toEqual([
      expect.stringContaining('after a full integrity check (not closed cleanly)'),
      expect.stringContaining('closed cleanly, so the full integrity check was skipped'),
    ]);
  });
});
