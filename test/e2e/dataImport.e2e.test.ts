import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RESELLER } from './harness/reseller';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { visibleText } from './pages/appPage';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();
let stopTrap: (() => Promise<void>) | undefined;

afterEach(async () => {
  await stopTrap?.();
  stopTrap = undefined;
});

/** Another server on this computer, counting whatever reaches it. */
async function startTrap(): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  const server = createServer((_request, response) => {
    hits += 1;
    response.end('{"result":"success"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stopTrap = () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        resolve();
      }),
    );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/modules/addons/DomainsReseller/api/index.php`,
    hits: () => hits,
  };
}

describe('importing a file that gives a connected account another API URL', () => {
  it('keeps the stored URL unless the user picks the file’s, and then asks for the key again', async () => {
    const { page, services, sim } = await app.account();
    const trap = await startTrap();
    const doc = JSON.parse(services.userData.exportText()) as { accounts: object[] };
    doc.accounts = doc.accounts.map((account) => ({ ...account, baseUrl: trap.url }));
    const file = {
      name: 'moved-export.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(doc)),
    };

    const shell = new ShellPage(page);
    await shell.go('Settings');
    const chooseFile = async (): Promise<void> => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Import a file…' }).click();
      await (await chooser).setFiles(file);
    };

    // Left as offered: the stored URL stays and the key keeps working with it.
    await chooseFile();
    const choice = page.getByRole('radiogroup', { name: 'Account "Main account"' });
    const keep = choice.getByRole('radio', { name: `Keep ${sim.baseUrl} as ${RESELLER.email}` });
    const useFile = choice.getByRole('radio', { name: /^Use the file's / });
    await keep.waitFor();
    expect(await keep.isChecked()).toBe(true);
    expect(await useFile.isChecked()).toBe(false);
    await screenshot(page, 'data-import-preview');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    expect(await visibleText(page.getByRole('status').filter({ hasText: 'Imported' }))).toMatch(
      /^Imported 1 accounts/,
    );
    const [kept] = await services.accounts.list();
    expect(kept).toMatchObject({ baseUrl: sim.baseUrl, keyStatus: 'stored' });

    // Picked for this account: the account moves and its key is asked for again.
    await chooseFile();
    await useFile.check();
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await choice.waitFor({ state: 'detached' });
    const [moved] = await services.accounts.list();
    expect(moved).toMatchObject({ baseUrl: trap.url, keyStatus: 'missing' });
    const refused = await services.accounts.verify(kept?.id ?? '').catch((e: unknown) => e);
    expect(String(refused)).toMatch(/No API key is stored/);
    expect(trap.hits()).toBe(0);
  });
});
