import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirstRunPage } from '../e2e/pages/firstRunPage';
import { launchPackaged } from './packagedApp';

/**
 * The packaged app as a user gets it: the window opens, the demo starts, a search returns.
 * The search goes through the page's own bridge, so it proves the preload, IPC, services,
 * native modules (SQLite, keychain) and the in-process simulator of the packaged build.
 */

let app: ElectronApplication;
let page: Page;
let userData: string;

beforeAll(async () => {
  userData = mkdtempSync(join(tmpdir(), 'domaindesk-packaged-'));
  app = await launchPackaged(userData);
  page = await app.firstWindow();
});
afterAll(async () => {
  await app.close();
  rmSync(userData, { recursive: true, force: true });
});

interface Envelope<T> {
  ok: boolean;
  data?: T;
  error?: { message: string };
}

describe('the packaged app', () => {
  it('opens its window on the welcome screen', async () => {
    const firstRun = new FirstRunPage(page);
    await firstRun.waitUntilShown();
    expect(await page.title()).toContain('DomainDesk');
  });

  it('starts the demo, and a search through the app returns availability', async () => {
    await new FirstRunPage(page).exploreDemo();
    await page.getByTestId('app-demo').waitFor();

    const rows = await page.evaluate(async () => {
      type Call = (input?: unknown) => Promise<Envelope<unknown>>;
      interface Bridge {
        accountsList: Call;
        searchStart: Call;
        jobsGet: Call;
      }
      const bridge = (globalThis as unknown as { domainDesk: Bridge }).domainDesk;
      const must = async <T>(call: Promise<Envelope<unknown>>): Promise<T> => {
        const answer = await call;
        if (!answer.ok) throw new Error(answer.error?.message ?? 'failed');
        return answer.data as T;
      };
      const accounts = await must<{ id: string }[]>(bridge.accountsList());
      const accountId = accounts[0]?.id ?? '';
      const started = await must<{ job: { jobId: string } }>(
        bridge.searchStart({ accountId, entries: ['packaged-smoke'], tlds: ['.com', '.net'] }),
      );
      for (;;) {
        const detail = await must<{
          job: { state: string };
          items: { result?: { domains: { domain: string; availability: string }[] } }[];
        }>(bridge.jobsGet({ jobId: started.job.jobId }));
        if (detail.job.state !== 'running') {
          return detail.items.flatMap((item) => item.result?.domains ?? []);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });

    expect(rows.map((row) => row.domain)).toEqual(['packaged-smoke.com', 'packaged-smoke.net']);
    for (const row of rows) expect(['available', 'unavailable']).toContain(row.availability);
  });
});
