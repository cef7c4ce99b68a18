import { describe, expect, it } from 'vitest';
import { seriousViolationsBothSchemes } from './harness/axe';
import { e2eSessions } from './harness/session';
import { PortfolioPage } from './pages/portfolioPage';
import { NAMESERVER_CASES } from '../rules/ruleTables';

const [BAD_AND_TWICE] = NAMESERVER_CASES;
if (BAD_AND_TWICE === undefined) throw new Error('The nameserver table is empty.');

const app = e2eSessions();

describe('bulk "Set nameservers…" on the demo', () => {
  it('lists every problem of the typed list and offers no apply until they are fixed', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const [first = '', second = ''] = await portfolio.shownDomains();
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
    const apply = dialog.getByRole('button', { name: 'Set nameservers of 2 domains' });
    expect(await apply.isDisabled()).toBe(true);
    await session.shoot('portfolio-bulk-nameserver-problems');
    expect(session.preview.services.jobs.list().length).toBe(jobsBefore);
    expect(await seriousViolationsBothSchemes(page, 'Bulk nameserver problems')).toEqual([]);

    // Fixed, the list can be applied.
    await hosts.fill('ns1.example.net\nns2.example.net');
    await expect.poll(() => problems.count()).toBe(0);
    expect(await apply.isEnabled()).toBe(true);
  });
});
