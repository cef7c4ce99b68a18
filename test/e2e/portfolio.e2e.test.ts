import { describe, expect, it } from 'vitest';
import type { E2ePreview } from './harness/preview';
import { e2eSessions } from './harness/session';
import type { AppSession } from './harness/session';
import { screenshot } from './harness/screenshots';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

/** Light, then dark: the same screen as a reseller sees it in either scheme. */
async function shots(session: AppSession, name: string): Promise<void> {
  await screenshot(session.page, `portfolio-${name}-light`);
  await session.page.emulateMedia({ colorScheme: 'dark' });
  await screenshot(session.page, `portfolio-${name}-dark`);
  await session.page.emulateMedia({ colorScheme: 'light' });
}

async function openDemoPortfolio(): Promise<{
  session: AppSession;
  portfolio: PortfolioPage;
  preview: E2ePreview;
}> {
  const session = await app.demo({ unpaced: true });
  const portfolio = new PortfolioPage(session.page);
  await portfolio.open();
  return { session, portfolio, preview: session.preview };
}

describe('the portfolio on the demo account', () => {
  it('syncs, filters and sorts, locks 20 selected domains and tags them', async () => {
    const { session, portfolio, preview } = await openDemoPortfolio();
    const { page } = session;
    expect(await portfolio.total()).toBe('300 domains');
    await shots(session, 'grid');

    // Everything matching (no filter): a filter crosses the bridge, not 300 names.
    await portfolio.selectAllMatching();
    expect(await portfolio.selectedText()).toBe('300 domains selected');
    const sync = await portfolio.chooseAction('Sync from the API');
    await shots(session, 'confirm-sync');
    // Pending domains have their own re-check: the sync reads the others and says so.
    await sync.getByText(/^\d+ pending domains are left out\./).waitFor();
    const button = sync.getByRole('button', { name: /^Sync \d+ domains$/ });
    const reached = Number(/\d+/.exec(await button.innerText())?.[0]);
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(300);
    await button.click();
    expect(await portfolio.jobFinished(/Syncing/)).toMatch(
      new RegExp(`^${String(reached)} of ${String(reached)} domains`),
    );

    await portfolio.find('.net');
    await page.getByText(/^\d+ domains match$/).waitFor();
    const nets = await portfolio.shownDomains();
    expect(nets.length).toBeGreaterThan(0);
    expect(nets.filter((name) => !name.endsWith('.net'))).toEqual([]);
    await portfolio.sortBy('Domain');
    const descending = await portfolio.shownDomains();
    expect(descending).toEqual([...descending].sort().reverse());
    await shots(session, 'filtered-sorted');

    await portfolio.find('');
    await page.getByText('300 domains', { exact: true }).waitFor();
    await portfolio.sortBy('Domain');
    // Only active domains can be locked: some of the demo's are not in the account.
    await portfolio.onlyStatus('Active');
    await portfolio.selectFirst(20);
    expect(await portfolio.selectedText()).toBe('20 domains selected');
    // The first 20 active ones by name, as the cache holds them (the grid draws only some).
    const [first] = await preview.services.accounts.list();
    const chosen = preview.services.portfolio
      .list({
        accountId: first?.id,
        statuses: ['active'],
        sort: 'name',
        limit: 20,
      })
      .rows.map((row) => row.unicodeName);
    expect(chosen).toEqual(expect.arrayContaining(await portfolio.selectedDomains()));
    const lock = await portfolio.chooseAction('Lock');
    await lock.getByText(/Turns the registrar lock ON for 20 domains/).waitFor();
    await shots(session, 'confirm-lock');
    await lock.getByRole('button', { name: 'Lock 20 domains' }).click();
    expect(await portfolio.jobFinished(/Locking 20/)).toBe('20 of 20 domains · finished');
    await shots(session, 'lock-result');

    // Read back from the registry's side (the simulator), not from what the app wrote.
    for (const name of chosen) {
      const state = await fetch(new URL(`/__sandbox/domains/${name}`, first?.baseUrl ?? ''));
      expect(((await state.json()) as { locked?: boolean }).locked).toBe(true);
    }

    // Still the same 20 selected: tag them (in DomainDesk only), then find them by the tag.
    const tag = await portfolio.chooseAction('Add tags…');
    await tag.getByLabel('Tags (separated by commas)').fill('client-a, renew-2027');
    await shots(session, 'confirm-tags');
    await tag.getByRole('button', { name: 'Tag 20 domains' }).click();
    expect(await portfolio.jobFinished(/Tagging 20/)).toBe('20 of 20 domains · finished');
    await page.getByRole('combobox', { name: 'Tag' }).click();
    await page.getByRole('option', { name: 'client-a' }).click();
    await page.getByText('20 domains match', { exact: true }).waitFor();
    expect((await portfolio.shownDomains()).sort()).toEqual([...chosen].sort());
    await shots(session, 'tagged');
  }, 180_000);

  it('imports a CSV listing each bad line, renews from the expiry view into the cart, and goes offline', async () => {
    const { session, portfolio, preview } = await openDemoPortfolio();
    const { page } = session;
    const services = preview.services;
    const [account] = await services.accounts.list();
    const accountId = account?.id ?? '';
    const held = (await portfolio.shownDomains())[0] ?? '';

    await page.getByRole('button', { name: 'Add domains' }).click();
    const add = page.getByRole('dialog', { name: 'Add domains to the portfolio' });
    await add.getByText('CSV file', { exact: true }).click();
    const csv = [
      'domain,tags',
      'fresh-e2e-import.com,new',
      'bad name.com,x',
      held,
      'a..b.com',
      'fresh-e2e-import.com',
    ];
    await add.locator('input[type=file]').setInputFiles({
      name: 'domains.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.join('\n')),
    });
    await add.getByRole('button', { name: 'Check the list' }).click();
    const previewTable = add.getByRole('table', { name: 'Preview of the lines' });
    await previewTable.waitFor();
    const lines = await previewTable.getByRole('row').allInnerTexts();
    expect(
      lines.slice(1).map((line) =>
        line
          .split(/[\t\n]+/)
          .map((cell) => cell.trim())
          .filter((cell) => cell !== '')
          .slice(0, 3)
          .join(' | '),
      ),
    ).toEqual([
      '2 | fresh-e2e-import.com | Will be added',
      '3 | bad name.com | Problem',
      `4 | ${held} | Already there`,
      '5 | a..b.com | Problem',
      '6 | fresh-e2e-import.com | Repeated',
    ]);
    await shots(session, 'import-preview');
    await add.getByRole('button', { name: 'Add 1 domain' }).click();
    const added = add.getByRole('table', { name: 'What was added' });
    await added.getByText('Not in this account', { exact: true }).waitFor();
    await shots(session, 'import-result');
    await add.getByRole('button', { name: 'Close', exact: true }).click();

    // Expiry dates come from the API: bring every domain up to date first.
    const job = await services.portfolio.syncMany({ accountId });
    await services.jobs.finished(job.jobId);
    await portfolio.showView('Expiry');
    const renew = page.getByRole('button', { name: 'Renew these: Expire within 90 days' });
    await expect.poll(() => renew.isEnabled(), { timeout: 30_000 }).toBe(true);
    await shots(session, 'expiry');
    await renew.click();
    const dialog = page.getByRole('dialog', { name: 'Renew the selected domains' });
    await dialog.getByRole('table', { name: 'Renewal quote' }).waitFor();
    await shots(session, 'renew-quote');
    await dialog.getByRole('button', { name: 'Put into the cart' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const cart = services.orders.cart(accountId);
    expect(cart.length).toBeGreaterThan(0);
    expect(cart.every((line) => line.operation === 'renew' && line.period === 1)).toBe(true);

    await page.getByRole('button', { name: 'Portfolio', exact: true }).click();
    await portfolio.showView('Health');
    const health = page.getByRole('table', { name: 'Portfolio health' });
    await health.getByRole('row', { name: /Registrar lock off\s+\d+/ }).waitFor();
    await shots(session, 'health');

    // The API stops answering: the grid still reads the cache, with a banner.
    const sandbox = new URL('/__sandbox/faults', account?.baseUrl ?? '');
    await fetch(sandbox, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: { kind: 'drop', when: 'before-handling' } }),
    });
    await page.getByRole('button', { name: 'Portfolio', exact: true }).click();
    await portfolio.showView('All domains');
    await portfolio.firstRow().waitFor();
    await services.portfolio.sync(accountId, held).catch(() => undefined);
    await page.getByRole('status').filter({ hasText: 'Working offline' }).waitFor();
    await portfolio.selectFirst(1);
    await page.getByRole('button', { name: 'Actions' }).click();
    await expect(
      page.getByRole('menuitem', { name: 'Lock', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await expect(page.getByRole('menuitem', { name: 'Add tags…' }).isDisabled()).resolves.toBe(
      false,
    );
    await shots(session, 'offline');
  }, 180_000);

  it('a shift-click range down to rows far below selects exactly those, and a bulk tag acts on them', async () => {
    const { session, portfolio, preview } = await openDemoPortfolio();
    const { page } = session;
    const [account] = await preview.services.accounts.list();
    // Rows 3 to 296 of the grid's order (by name), as the cache answers them.
    const expected = preview.services.portfolio
      .list({
        accountId: account?.id,
        sort: 'name',
        offset: 2,
        limit: 294,
      })
      .rows.map((row) => row.unicodeName);
    const rowOf = (domain: string) =>
      portfolio.grid.getByRole('row').filter({
        has: page.getByRole('checkbox', { name: `Select ${domain}`, exact: true }),
      });

    await rowOf(expected[0] ?? '').click({ position: { x: 120, y: 12 } });
    await page.keyboard.press('End');
    const last = rowOf(expected.at(-1) ?? '');
    await last.waitFor();
    await last.click({ position: { x: 120, y: 12 }, modifiers: ['Shift'] });
    expect(await portfolio.selectedText()).toBe('294 domains selected');
    await shots(session, 'range-selected');

    const tag = await portfolio.chooseAction('Add tags…');
    await tag.getByLabel('Tags (separated by commas)').fill('range');
    await tag.getByRole('button', { name: 'Tag 294 domains' }).click();
    expect(await portfolio.jobFinished(/Tagging 294/)).toBe('294 of 294 domains · finished');
    const tagged = preview.services.portfolio
      .list({ accountId: account?.id, tag: 'range', limit: 1000 })
      .rows.map((row) => row.unicodeName);
    expect(tagged.sort()).toEqual([...expected].sort());

    // From the keyboard: Shift+End from the same first row reaches the last row, drawn or not.
    await portfolio.grid.focus();
    await page.keyboard.press('Home');
    await rowOf(expected[0] ?? '').click({ position: { x: 120, y: 12 } });
    await page.keyboard.press('Shift+End');
    await expect.poll(() => portfolio.selectedText()).toBe('298 domains selected');
  }, 120_000);
});
