import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../src/sandbox';
import { openBrowser } from './harness/browser';
import { OFFICE_PROFILE, OFFICE_PROFILE_LABEL } from './harness/contactProfile';
import type { BrowserSession } from './harness/browser';
import { startE2ePreview } from './harness/preview';
import type { E2ePreview } from './harness/preview';
import { RESELLER, startResellerSimulator } from './harness/reseller';
import { e2eSessions } from './harness/session';
import { AppPage } from './pages/appPage';
import { CartPage } from './pages/cartPage';
import { DomainPage } from './pages/domainPage';
import { ConnectFormPage } from './pages/connectFormPage';
import { FirstRunPage } from './pages/firstRunPage';
import { HomePage } from './pages/homePage';
import { SearchPage } from './pages/searchPage';

const sessions = e2eSessions();
// The connected-account test watches the page from before it loads, so it opens the browser
// itself.
let sim: Simulator | undefined;
let preview: E2ePreview | undefined;
let browser: BrowserSession | undefined;

afterEach(async () => {
  await browser?.close();
  await preview?.close();
  await sim?.close();
  browser = undefined;
  preview = undefined;
  sim = undefined;
});

/** Everything a script in the page, an extension or a screenshot could read. */
async function readableByThePage(page: Page): Promise<string> {
  return page.evaluate<string>(
    `[document.documentElement.outerHTML, location.href, document.cookie,
      JSON.stringify({ ...localStorage })].join('\\n')`,
  );
}

/** The tab's own storage, which only pages of the preview's origin (port included) read. */
async function tabStorage(page: Page): Promise<string> {
  return page.evaluate<string>(`JSON.stringify({ ...sessionStorage })`);
}

describe('the browser enforces the page policy (Chromium, preview)', () => {
  it('refuses an injected inline script and reports the CSP violation', async () => {
    const { page } = await sessions.demo();
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));
    const violation = await page.evaluate<{
      directive: string;
      blocked: string;
    }>(`new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', (e) =>
        resolve({ directive: e.effectiveDirective, blocked: e.blockedURI }), { once: true });
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.body.append(script);
    })`);
    expect(violation).toEqual({ directive: 'script-src-elem', blocked: 'inline' });
    expect(await page.evaluate('window.injectedRan === true')).toBe(false);
    // An inline event handler is refused the same way.
    await page.evaluate(`(() => {
      const img = document.createElement('img');
      img.setAttribute('onerror', 'window.handlerRan = true');
      img.src = 'data:,broken';
      document.body.append(img);
    })()`);
    await page.getByText('Search', { exact: true }).first().waitFor();
    expect(await page.evaluate('window.handlerRan === true')).toBe(false);
    expect(consoleText.join('\n')).toMatch(/Content Security Policy/);
  });

  it('keeps the app in place when a link to another site is clicked', async () => {
    const { page, browser: demoBrowser } = await sessions.demo();
    const origin = new URL(page.url()).origin;
    const opened: string[] = [];
    demoBrowser.context.on('page', (other) => opened.push(other.url()));
    await page.evaluate(`(() => {
      const link = document.createElement('a');
      link.href = 'https://example.org/phish';
      link.textContent = 'Injected link';
      document.querySelector('main').prepend(link);
    })()`);
    await page.getByRole('link', { name: 'Injected link' }).click();
    // Still the app: its navigation answers, on its own origin.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(page.url()).origin).toBe(origin);
    expect(opened.every((url) => !url.startsWith(origin))).toBe(true);
  });
});

describe('the page cookie (Chromium, preview)', () => {
  it('brings a new tab on the bare address to the page saying which address to open', async () => {
    const { page, browser: demoBrowser } = await sessions.demo();
    const origin = new URL(page.url()).origin;
    const other = await demoBrowser.context.newPage();
    await other.goto(`${origin}/`);
    await other.getByRole('heading', { name: 'Open the address npm run web printed' }).waitFor();
    expect(new URL(other.url()).pathname).toBe('/open-the-printed-address');
    // The tab that was opened with the secret keeps working.
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  });
});

describe('no secret reaches the page (Chromium, preview, a connected account)', () => {
  it('keeps the API key and the run secret out of the DOM, storage, console and traffic', async () => {
    sim = await startResellerSimulator();
    preview = await startE2ePreview({ demo: false });
    preview.services.contactProfiles.save(OFFICE_PROFILE);
    const runSecret = preview.server.secret;
    browser = await openBrowser();
    const page = browser.page;
    const consoleText: string[] = [];
    page.on('console', (message) => consoleText.push(message.text()));
    const traffic: { what: string; text: string }[] = [];
    page.on('request', (request) => {
      const headers = { ...request.headers() };
      traffic.push({
        what: `request ${request.method()} ${new URL(request.url()).pathname}`,
        text: `${request.url()} ${JSON.stringify(headers)} ${request.postData() ?? ''}`,
      });
    });
    page.on('response', (response) => {
      void response
        .text()
        .catch(() => '')
        .then((body) => {
          traffic.push({
            what: `response ${new URL(response.url()).pathname}`,
            text: `${JSON.stringify(response.headers())} ${body}`,
          });
        });
    });

    const app = new AppPage(page);
    await app.open(preview.server.url);
    const firstRun = new FirstRunPage(page);
    await firstRun.waitUntilShown();
    await firstRun.chooseConnect();
    const form = new ConnectFormPage(page);
    await form.fill({
      label: 'Main account',
      baseUrl: sim.baseUrl,
      email: RESELLER.email,
      apiKey: RESELLER.apiKey,
      currency: 'EUR',
    });
    await form.connect();
    await new HomePage(page).waitUntilShown();
    const afterConnect = traffic.length;

    const search = new SearchPage(page);
    await search.open();
    await search.typeNames(['secretcheck']);
    await search.search();
    await search.waitUntilFinished();
    await search.selectFirst(1);
    await search.addToCart();
    await page.keyboard.press('Control+4');
    const cart = new CartPage(page);
    await cart.total();
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await cart.openCheckout();
    await cart.pay();
    const [result] = await cart.results(1);
    const ordered = /[a-z0-9-]+\.[a-z]+/.exec(result ?? '')?.[0] ?? '';
    const domainPage = new DomainPage(page);
    await domainPage.open(ordered);
    await domainPage.section('DNS');
    // A fresh order is still pending: its DNS can be read, not yet edited.
    await page.getByRole('tabpanel').waitFor();
    await page.reload();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await page.getByLabel(/^Credit balance \d/).waitFor();

    const readable = await readableByThePage(page);
    expect(readable).not.toContain(RESELLER.apiKey);
    expect(readable).not.toContain(runSecret);
    // The tab keeps the run secret for its reload (the cookie no longer brings it back).
    const stored = await tabStorage(page);
    expect(stored).not.toContain(RESELLER.apiKey);
    expect(stored).toContain(runSecret);
    expect(
      consoleText.filter((text) => text.includes(RESELLER.apiKey) || text.includes(runSecret)),
    ).toEqual([]);

    // The key travels once, in the form's own submission; no answer ever carries it.
    const withKey = traffic.filter((entry) => entry.text.includes(RESELLER.apiKey));
    expect(withKey.every((entry) => entry.what.startsWith('request POST'))).toBe(true);
    expect(
      traffic.slice(afterConnect).filter((entry) => entry.text.includes(RESELLER.apiKey)),
    ).toEqual([]);
    // The run secret goes out only as the secret header (and in the printed address the page
    // was opened with), and comes back only in the page that hands it over: not in the
    // reloaded page, which the cookie alone brings, nor in any other answer.
    const answersWithSecret = traffic.filter(
      (entry) => entry.what.startsWith('response') && entry.text.includes(runSecret),
    );
    expect(answersWithSecret.map((entry) => entry.what)).toEqual(['response /']);
    const requestsWithSecret = traffic.filter(
      (entry) => entry.what.startsWith('request') && entry.text.includes(runSecret),
    );
    expect(
      requestsWithSecret.filter(
        (entry) =>
          !entry.text.includes(`"x-domaindesk-secret":"${runSecret}"`) &&
          entry.what !== 'request GET /',
      ),
    ).toEqual([]);
    expect(traffic.some((entry) => entry.what === 'request GET /events')).toBe(true);
    expect(
      traffic
        .filter((entry) => entry.what === 'request GET /events')
        .every((entry) => !entry.text.includes(runSecret)),
    ).toBe(true);
  });
});
