import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.DOMAINDESK_CHROMIUM ?? '/usr/bin/chromium';

// Flags that avoid stalls on headless CI machines; the password store must not look for a
// keyring of its own.
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--password-store=basic',
];

export interface BrowserSession {
  readonly context: BrowserContext;
  readonly page: Page;
  close(): Promise<void>;
}

/** A real Chromium with a user-data folder of its own, removed afterwards. */
export async function openBrowser(): Promise<BrowserSession> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'domaindesk-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1200, height: 820 },
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}
