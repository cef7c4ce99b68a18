import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { UPDATE_FEED_ENV } from '../../src/main/services/updates';
import { e2eSessions } from './harness/session';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

let feed: Server;
let tag = 'v9.1.0';

beforeEach(async () => {
  // The release feed on this machine, named to the preview as a user of a mirror would.
  feed = createServer((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end(JSON.stringify({ tag_name: tag, html_url: `https://example.com/releases/tag/${tag}` }));
  });
  await new Promise<void>((resolve) => feed.listen(0, '127.0.0.1', resolve));
  const port = (feed.address() as AddressInfo).port;
  process.env[UPDATE_FEED_ENV] = `http://127.0.0.1:${String(port)}/releases/latest`;
});

afterEach(async () => {
  Reflect.deleteProperty(process.env, UPDATE_FEED_ENV);
  feed.closeAllConnections();
  await new Promise((resolve) => feed.close(resolve));
});

describe('checking for updates from Settings', () => {
  it('names a newer release with a link to its page, and says when the app is up to date', async () => {
    tag = 'v9.1.0';
    const { page, services } = await app.demo();
    await new ShellPage(page).go('Settings');
    await page.getByRole('button', { name: 'Check for updates' }).click();
    await page.getByText('DomainDesk 9.1.0 is available').waitFor();
    const link = page.getByRole('link', { name: 'Open the release page' });
    expect(await link.getAttribute('href')).toBe('https://example.com/releases/tag/v9.1.0');

    tag = `v${services.app.info().version}`;
    await page.getByRole('button', { name: 'Check for updates' }).click();
    await page.getByText(`DomainDesk ${services.app.info().version} is up to date.`).waitFor();
    expect(await link.count()).toBe(0);
  });

  it('turns the start-up check off and on', async () => {
    const { page, services } = await app.demo();
    await new ShellPage(page).go('Settings');
    const toggle = page.getByRole('switch', {
      name: 'Check for updates when DomainDesk starts (at most once a day)',
    });
    expect(await toggle.isChecked()).toBe(true);
    await toggle.click({ force: true });
    await page.getByText('Update checks off').waitFor();
    expect(services.settings.get().checkForUpdates).toBe(false);
  });
});
