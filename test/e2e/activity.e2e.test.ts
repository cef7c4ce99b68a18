import { describe, expect, it } from 'vitest';
import { freeName } from '../../src/sandbox/testing/names';
import { OFFICE_PROFILE } from './harness/contactProfile';
import { e2eSessions } from './harness/session';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

describe('the Activity screen on the demo account', () => {
  it('lists an order and a change, filters them, and opens a domain at its history', async () => {
    const { page, services, control } = await app.demo();
    const ordered = freeName('com', 'activityfox');
    const order = await services.orders.place(control.accountId, {
      domain: ordered,
      operation: 'register',
      period: 1,
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      contacts: { registrant: OFFICE_PROFILE.contact },
    });
    expect(order.result).toBe('succeeded');
    const [locked = ''] = await control.domainsIn('active');
    await services.domains.setLock({ name: locked, accountId: control.accountId }, false);

    await new ShellPage(page).go('Activity');
    const table = page.getByRole('table', { name: 'Account activity' });
    const orderRow = table.getByRole('row').filter({ hasText: ordered });
    const changeRow = table.getByRole('row').filter({ hasText: locked });
    await orderRow.waitFor();
    await changeRow.waitFor();
    expect(await orderRow.innerText()).toMatch(
      /Order\s+activityfox[\w-]*\.com\s+Registration, 1 year/,
    );
    expect(await changeRow.innerText()).toContain('Change');

    // Orders only: the change leaves the list.
    const show = page.getByRole('radiogroup', { name: 'Show' });
    await show.getByText('Orders', { exact: true }).click();
    expect(await show.getByRole('radio', { name: 'Orders' }).isChecked()).toBe(true);
    await changeRow.waitFor({ state: 'detached' });
    await orderRow.waitFor();

    // All again, narrowed by what is typed.
    await show.getByText('All', { exact: true }).click();
    await changeRow.waitFor();
    await page.getByRole('textbox', { name: 'Filter by domain or action' }).fill(locked);
    await orderRow.waitFor({ state: 'detached' });
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);

    await page.getByRole('textbox', { name: 'Filter by domain or action' }).fill('nothing-like-it');
    await page.getByText('Nothing matches the filter.').waitFor();

    // The domain's name opens its page at the History section.
    await page.getByRole('textbox', { name: 'Filter by domain or action' }).fill(locked);
    await table.getByRole('button', { name: locked }).first().click();
    await page.getByRole('tab', { name: 'History', selected: true }).waitFor();
  });
});
