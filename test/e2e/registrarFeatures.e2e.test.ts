import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { DomainPage } from './pages/domainPage';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();
const NOT_SUPPORTED = JSON.stringify({ error: 'Not supported by registrar' });

describe('functions the registrar does not offer', () => {
  it('badges and disables ID protection everywhere once the API answered 501, until Check again', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    await session.control.call('POST', '/faults', {
      pathRegex: 'protectid',
      action: { kind: 'status', status: 501, body: NOT_SUPPORTED },
    });
    const page = new DomainPage(session.browser.page);
    await page.open(name);
    await page.section('Lock & EPP');
    await page.page.getByRole('switch', { name: 'ID protection' }).click({ force: true });

    // Learnt from the one 501: the tab, the section and the overview all say so.
    await page.page.getByRole('tab', { name: /Lock & EPP\s*partly unavailable/ }).waitFor();
    await page.page
      .getByRole('alert')
      .filter({ hasText: 'ID protection is unavailable' })
      .waitFor();
    expect(await page.page.getByRole('switch', { name: 'ID protection' }).count()).toBe(0);
    await session.shoot('domain-feature-unavailable');
    await page.section('Overview');
    const notOffered = page.page
      .getByRole('alert')
      .filter({ hasText: "Not offered by this account's registrar" });
    await notOffered.getByText('ID protection').waitFor();
    await session.shoot('domain-overview-not-offered');

    // The bulk menu knows it too.
    await new ShellPage(page.page).go('Portfolio');
    await page.page
      .getByRole('checkbox', { name: /select/i })
      .first()
      .check();
    await page.page.getByRole('button', { name: 'Actions' }).click();
    const bulkItem = page.page.getByRole('menuitem', { name: 'Turn ID protection on' });
    expect(await bulkItem.isDisabled()).toBe(true);
    await page.page.keyboard.press('Escape');

    // Check again forgets it: the switch is back, and a new try reaches the registrar.
    await session.control.call('POST', '/faults/clear');
    await page.open(name);
    await page.section('Lock & EPP');
    await page.page.getByRole('button', { name: 'Check again' }).click();
    await page.page.getByRole('switch', { name: 'ID protection' }).waitFor();
    expect(await page.page.getByRole('tab', { name: /partly unavailable/ }).count()).toBe(0);
  });
});

describe('the Activity screen in words', () => {
  it('names actions as a reseller would and shows IDNs in Unicode beside their ASCII form', async () => {
    const session = await app.demo();
    const { services, control } = session;
    const names = await control.call<string[]>(
      'GET',
      `/accounts/${encodeURIComponent(control.email)}/domains`,
    );
    const idn = names.find((item) => item.includes('xn--'));
    if (idn === undefined) throw new Error('The demo has no IDN domain.');
    await services.domains.setLock({ name: idn, accountId: control.accountId }, true);
    await services.accounts.update(control.accountId, { label: 'Demo, renamed' });

    await new ShellPage(session.page).go('Activity');
    const table = session.page.getByRole('table', { name: 'Account activity' });
    await table.getByRole('row').filter({ hasText: 'Account settings changed' }).waitFor();
    const idnRow = table.getByRole('row').filter({ hasText: idn });
    await idnRow.waitFor();
    const text = await idnRow.innerText();
    expect(text).toContain('Registrar lock changed');
    expect(text).toMatch(/Done/);
    expect(text).not.toContain('lock.set');
    // The link reads in Unicode; the ASCII form stands beside it.
    const link = idnRow.getByRole('button').first();
    expect(await link.innerText()).not.toContain('xn--');
    expect(await table.innerText()).not.toContain('account.update');
    await session.shoot('activity-in-words');
  });
});
