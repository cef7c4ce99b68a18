import { describe, expect, it } from 'vitest';
import { CONTACT } from '../../src/sandbox/testing/orderFields';
import { seriousViolationsBothSchemes } from './harness/axe';
import { e2eSessions } from './harness/session';
import { settled } from './pages/appPage';
import { DomainPage } from './pages/domainPage';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

const MODEL_NS = ['ns1.model-dns.net', 'ns2.model-dns.net'];
const TARGETS = 5;

describe('copy from a model domain on the demo', () => {
  it('copies the nameservers of a model domain to five selected domains after a preview', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    // Domains the registrar holds as active, among the rows drawn.
    const active = new Set(await session.control.domainsIn('active', 300));
    const shown = (await portfolio.shownDomains()).filter((name) => active.has(name));
    const [model = '', ...rest] = shown;
    const targets = rest.slice(0, TARGETS);
    // The model domain's nameservers, as set earlier on the domain page.
    const [account] = await session.preview.services.accounts.list();
    await session.preview.services.domains.saveNameservers(
      { accountId: account?.id, name: model },
      { nameservers: MODEL_NS },
    );

    for (const name of targets) await portfolio.tick(name);
    expect(await portfolio.selectedText()).toBe(`${TARGETS} domains selected`);
    const dialog = await portfolio.chooseAction('Copy from a model domain…');
    await dialog.getByPlaceholder('Type to search the portfolio').fill(model);
    await page.getByRole('option', { name: model, exact: true }).click();
    await settled(dialog);
    await session.shoot('portfolio-copy-picker');

    await dialog.getByRole('button', { name: 'Preview changes' }).click();
    const changes = dialog.getByRole('table', { name: 'Changes per domain' });
    await changes.waitFor();
    for (const name of targets) {
      await expect
        .poll(() => changes.getByRole('row').filter({ hasText: name }).innerText())
        .toContain(`→ ${MODEL_NS[0] ?? ''}`);
    }
    await session.shoot('portfolio-copy-preview');

    await dialog.getByRole('button', { name: `Apply to ${TARGETS} domains…` }).click();
    await dialog
      .getByText(`Replaces the nameservers of ${TARGETS} domains`, { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: `Copy to ${TARGETS} domains` }).click();
    expect(await portfolio.jobFinished(/Copying/)).toMatch(
      new RegExp(`^${TARGETS} of ${TARGETS} domains`),
    );
    await session.shoot('portfolio-copy-result');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // As set in Settings: default nameservers and a contact profile to compare with.
    const { services } = session.preview;
    services.settings.update({ defaultNameservers: MODEL_NS });
    services.contactProfiles.save({ name: 'Agency', contact: CONTACT });
    await portfolio.showView('Health');
    const health = page.getByRole('table', { name: 'Portfolio health' });
    await page.getByPlaceholder('Choose a profile').click();
    await page.getByRole('option', { name: 'Agency', exact: true }).click();
    await health.getByText(/Contacts differ from the profile Agency/).waitFor();
    await health.getByText(/Nameservers differ from the account's defaults \(ns1/).waitFor();
    await session.shoot('portfolio-health-checks');
    // axe on the health view, as the accessibility test does on every screen.
    expect(await seriousViolationsBothSchemes(page, 'Health view')).toEqual([]);

    const domainPage = new DomainPage(page);
    await domainPage.open(targets[0] ?? '');
    await domainPage.section('Nameservers');
    const first = page.getByRole('textbox', { name: 'Nameserver 1' });
    await expect.poll(() => first.inputValue()).toBe(MODEL_NS[0]);
    expect(await page.getByRole('textbox', { name: 'Nameserver 2' }).inputValue()).toBe(
      MODEL_NS[1],
    );
  });
});
