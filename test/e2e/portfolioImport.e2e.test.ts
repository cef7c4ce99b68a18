import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

describe('importing a CSV that names domains already in the portfolio', () => {
  it('asks whether to update their tags and notes, and does it when told to', async () => {
    const session = await app.demo();
    const { page, services, accountId } = session;
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const held = (await portfolio.shownDomains())[0] ?? '';
    const before = services.portfolio.get({ accountId, name: held }).domain;

    await page.getByRole('button', { name: 'Add domains' }).click();
    const add = page.getByRole('dialog', { name: 'Add domains to the portfolio' });
    await add.getByText('CSV file', { exact: true }).click();
    const csv = [
      'domain,tags,notes',
      `${held},"VIP Client\nclient, acme",Renews by hand`,
      'fresh-e2e-update.com,new,',
      'broken.com,"never closed,x',
      'after-quote.com,,',
    ].join('\n');
    await add.locator('input[type=file]').setInputFiles({
      name: 'domains.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await add.getByRole('button', { name: 'Check the list' }).click();
    const lines = add.getByRole('table', { name: 'Preview of the lines' });
    await lines.waitFor();
    expect(await lines.innerText()).toContain('A quote opened here is never closed.');
    expect(await lines.innerText()).toContain('after-quote.com');
    const choice = add.getByRole('checkbox', {
      name: '1 domain already there: update their tags and notes?',
    });
    expect(await choice.isChecked()).toBe(false);
    await add.getByRole('button', { name: 'Add 2 domains', exact: true }).waitFor();
    await choice.check();
    await session.shoot('portfolio-import-update-existing');
    await add.getByRole('button', { name: 'Add 2 domains and update 1' }).click();
    await add.getByRole('table', { name: 'What was added' }).waitFor();
    expect(await add.getByRole('alert').first().innerText()).toContain('1 updated');

    const after = services.portfolio.get({ accountId, name: held }).domain;
    expect(after.tags).toEqual([...new Set([...before.tags, 'VIP Client', 'client, acme'])].sort());
    expect(after.notes).toBe('Renews by hand');
  }, 120_000);
});
