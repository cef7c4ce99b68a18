import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.DOMAINDESK_CHROMIUM ?? '/usr/bin/chromium';

// Playwright's own `--disable-features` list (playwright-core 1.65): Chromium reads only the
// last `--disable-features` switch, so ours repeats it. `browserFlags.e2e.test.ts` fails if a
// Playwright upgrade adds to it.
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

// Headless Chromium starts the omnibox popup's two WebUI renderers for every new tab: 0.2–0.5 s
// of CPU each, competing with the page on a 2-core machine. An app window has no omnibox.
const OMNIBOX_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

// Flags that avoid stalls on headless CI machines; the password store must not look for a
// keyring of its own.
const COMMON_FLAGS = [
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

function disableFeatures(features: readonly string[]): string {
  return `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...features].join(',')}`;
}

export const CHROMIUM_FLAGS = [...COMMON_FLAGS, disableFeatures(OMNIBOX_FEATURES)];

/** The same with headless Chromium's omnibox left on: the start bench's "before". */
export const CHROMIUM_FLAGS_WITH_OMNIBOX = [...COMMON_FLAGS, disableFeatures([])];

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
    viewport: { width: 1280, height: 800 },
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
