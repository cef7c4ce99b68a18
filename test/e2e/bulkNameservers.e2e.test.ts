import { describe, expect, it } from 'vitest';
import { seriousViolationsBothSchemes } from './harness/axe';
import { e2eSessions } from './harness/session';
import { PortfolioPage } from './pages/portfolioPage';
import { NAMESERVER_CASES } from '../rules/ruleTables';

const [BAD_AND_TWICE] = NAMESERVER_CASES;
if (BAD_AND_TWICE === undefined) throw new Error('The nameserver table is empty.');

const app = e2eSessions();

describe('bulk "Set nameservers…" on the demo', () => {
  it('lists every problem of the list, then previews now → after per domain before applying', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    await page.setViewportSize({ width: 1280, height: 820 });
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    // Two domains the registrar holds as active, among the rows drawn.
    const active = new Set(await session.control.domainsIn('active', 300));
    const [first = '', second = ''] = (await portfolio.shownDomains()).filter((name) =>
      active.has(name),
    );
    const before = await session.control.call<{ nameservers: string[] }>(
      'GET',
      `/domains/${first}`,
    );
    await portfolio.tick(first);
    await portfolio.tick(second);
    const jobsBefore = session.preview.services.jobs.list().length;

    const dialog = await portfolio.chooseAction('Set nameservers…');
    const hosts = dialog.getByRole('textbox', { name: 'Nameservers (one per line)' });
    // The shared table's case: a bad host and one listed twice, as main refuses them.
    await hosts.fill(BAD_AND_TWICE.hosts.join('\n'));

    const problems = dialog.getByRole('list', { name: 'These nameservers cannot be set' });
    await expect
      .poll(() => problems.getByRole('listitem').allInnerTexts())
      .toEqual(BAD_AND_TWICE.issues.map((issue) => issue.message));
    const preview = dialog.getByRole('button', { name: 'Preview changes' });
    expect(await preview.isDisabled()).toBe(true);
    await session.shoot('portfolio-bulk-nameserver-problems');
    expect(session.preview.services.jobs.list().length).toBe(jobsBefore);
    expect(await seriousViolationsBothSchemes(page, 'Bulk nameserver problems')).toEqual([]);

    // Fixed, the list is previewed: each domain's nameservers now and after, nothing sent yet.
    await hosts.fill('NS1.Fresh-DNS.net\nns2.fresh-dns.net');
    await expect.poll(() => problems.count()).toBe(0);
    await preview.click();
    const table = dialog.getByRole('table', { name: 'Nameservers per domain' });
    await table.waitFor();
    const firstRow = table.getByRole('row').filter({ hasText: first });
    await expect.poll(() => firstRow.innerText()).toContain('ns1.fresh-dns.net');
    expect(await firstRow.innerText()).toContain(before.nameservers[0] ?? '(none)');
    await dialog.getByText('2 domains to change').waitFor();
    expect(session.preview.services.jobs.list().map((job) => job.kind)).not.toContain(
      'portfolio.copyApply',
    );
    await session.shoot('portfolio-bulk-nameserver-preview');

    await dialog.getByRole('button', { name: 'Set nameservers of 2 domains' }).click();
    expect(await portfolio.jobFinished(/Copying/)).toMatch(/^2 of 2 domains/);
    for (const name of [first, second]) {
      const after = await session.control.call<{ nameservers: string[] }>(
        'GET',
        `/domains/${name}`,
      );
      expect(after.nameservers).toEqual(['ns1.fresh-dns.net', 'ns2.fresh-dns.net']);
    }
  });
});
