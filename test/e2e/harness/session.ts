import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import type { Services } from '../../../src/main/createServices';
import { createMemorySecretBackend } from '../../../src/main/secrets';
import type { SecretBackend } from '../../../src/main/secrets';
import type { Simulator } from '../../../src/sandbox';
import { AppPage } from '../pages/appPage';
import { FirstRunPage } from '../pages/firstRunPage';
import { HomePage } from '../pages/homePage';
import { ShellPage } from '../pages/shellPage';
import { screenshotBothSchemes } from './bothSchemes';
import { openBrowser } from './browser';
import type { BrowserSession } from './browser';
import { demoControl } from './demoDomains';
import type { DemoControl } from './demoDomains';
import { startE2ePreview } from './preview';
import type { E2ePreview } from './preview';
import { RESELLER, startResellerSimulator } from './reseller';

/**
 * The one way a browser test starts the app: the preview server on a fresh data folder, a real
 * Chromium on its page, and `close()` for both (and the simulator, when there is one).
 */
export interface AppSession {
  readonly preview: E2ePreview;
  readonly services: Services;
  readonly browser: BrowserSession;
  readonly page: Page;
  /** Saves the page in light and in dark, as `<name>-light.png` and `<name>-dark.png`. */
  shoot(name: string): Promise<void>;
  close(): Promise<void>;
}

/** On the demo account, its simulator driven through `control`. */
export interface DemoSession extends AppSession {
  readonly control: DemoControl;
  readonly accountId: string;
}

/** On the user's profile with a reseller account ("Main account", EUR) held by `sim`. */
export interface AccountSession extends AppSession {
  readonly sim: Simulator;
  readonly accountId: string;
}

export interface DemoOptions {
  /** How many domains the demo account holds; the small demo when omitted. */
  domains?: number;
  /** As a user would in the account's settings: the loopback simulator takes any pace. */
  unpaced?: boolean;
  /** How long a page wait may take (a large demo fills its cache slowly). */
  timeoutMs?: number;
}

export interface WelcomeOptions {
  /** The demo's run (true) or the user's profile (false: keys in this run's keyring). */
  demo: boolean;
  secretBackend?: SecretBackend;
}

/** The welcome screen, nothing chosen yet. */
export async function startWelcomeSession(options: WelcomeOptions): Promise<AppSession> {
  const preview = await startE2ePreview(options);
  return openOn(preview, () => Promise.resolve());
}

/** The demo account, chosen from the welcome screen, with its domains in the cache. */
export async function startDemoSession(options: DemoOptions = {}): Promise<DemoSession> {
  const preview = await startE2ePreview({
    demo: true,
    ...(options.domains !== undefined && { demoDomains: options.domains }),
  });
  const session = await openOn(
    preview,
    async (page) => {
      await new FirstRunPage(page).exploreDemo();
      // The account appears once the demo's domains are in the cache.
      await new HomePage(page).waitUntilShown();
    },
    options.timeoutMs,
  );
  const control = await demoControl(preview.services);
  if (options.unpaced === true) await unpace(preview.services, control.accountId);
  return { ...session, control, accountId: control.accountId };
}

/** A reseller account connected as the form would connect it; the shell shown on it. */
export async function startAccountSession(): Promise<AccountSession> {
  const sim = await startResellerSimulator();
  try {
    const preview = await startE2ePreview({
      demo: false,
      secretBackend: createMemorySecretBackend(),
    });
    const accountId = await connectReseller(preview.services, sim).catch(async (error: unknown) => {
      await preview.close();
      throw error;
    });
    const session = await openOn(preview, async (page) => {
      await new ShellPage(page).waitUntilShown();
    });
    return {
      ...session,
      sim,
      accountId,
      close: async () => {
        await session.close();
        await sim.close();
      },
    };
  } catch (error) {
    await sim.close();
    throw error;
  }
}

/** Connects the reseller account `sim` holds, as the connect form does; answers its id. */
export async function connectReseller(services: Services, sim: Simulator): Promise<string> {
  const connected = await services.accounts.connect({
    label: 'Main account',
    baseUrl: sim.baseUrl,
    email: RESELLER.email,
    apiKey: RESELLER.apiKey,
    currency: 'EUR',
  });
  return connected.account.id;
}

/**
 * Sessions closed after each test of the file that calls this (once, at its top):
 * `const app = e2eSessions();` then `await app.demo()` in a test.
 */
export function e2eSessions(): {
  demo(options?: DemoOptions): Promise<DemoSession>;
  account(): Promise<AccountSession>;
  welcome(options: WelcomeOptions): Promise<AppSession>;
} {
  const open: AppSession[] = [];
  afterEach(async () => {
    for (const session of open.splice(0).reverse()) await session.close();
  });
  const kept = <T extends AppSession>(session: T): T => {
    open.push(session);
    return session;
  };
  return {
    demo: async (options) => kept(await startDemoSession(options)),
    account: async () => kept(await startAccountSession()),
    welcome: async (options) => kept(await startWelcomeSession(options)),
  };
}

async function openOn(
  preview: E2ePreview,
  arrive: (page: Page) => Promise<void>,
  timeoutMs?: number,
): Promise<AppSession> {
  let browser: BrowserSession | undefined;
  const close = async (): Promise<void> => {
    await browser?.close();
    await preview.close();
  };
  try {
    browser = await openBrowser();
    const { page } = browser;
    if (timeoutMs !== undefined) page.setDefaultTimeout(timeoutMs);
    await new AppPage(page).open(preview.server.url);
    await arrive(page);
    return {
      preview,
      services: preview.services,
      browser,
      page,
      shoot: (name) => screenshotBothSchemes(page, name),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

async function unpace(services: Services, accountId: string): Promise<void> {
  await services.accounts.update(accountId, { maxConcurrentRequests: 16, minRequestIntervalMs: 0 });
}
