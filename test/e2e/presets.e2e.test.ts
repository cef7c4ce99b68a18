import { describe, expect, it } from 'vitest';
import { seriousViolations } from './harness/axe';
import { screenshot } from './harness/screenshots';
import { e2eSessions } from './harness/session';
import { AppPage, settled } from './pages/appPage';
import { DomainPage } from './pages/domainPage';
import { PortfolioPage } from './pages/portfolioPage';
import { ShellPage } from './pages/shellPage';
import { CartPage } from './pages/cartPage';
import { OFFICE_PROFILE } from './harness/contactProfile';
import { freeName } from '../../src/sandbox/testing/names';
import { samplePreset } from '../../src/shared/presets/testing/samplePreset';

const app = e2eSessions();

const PARK_NS = samplePreset.nameservers;

describe('presets on the demo account', () => {
  it('are made in Settings and applied to two domains after a preview', async () => {
    const session = await app.demo();
    const { page, services, accountId } = session;
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const active = new Set(await session.control.domainsIn('active', 300));
    const targets = (await portfolio.shownDomains()).filter((name) => active.has(name)).slice(0, 2);
    expect(targets).toHaveLength(2);
    // One record each: the template replaces it, so the zone guard asks a second time.
    for (const name of targets) {
      const live = await services.domains.getDns({ accountId, name });
      await services.domains.saveDns(
        { accountId, name },
        {
          records: [{ hostname: '@', type: 'A', address: '192.0.2.1', priority: 0 }],
          base: live.data,
        },
      );
    }

    await new ShellPage(page).go('Settings');
    const section = page.getByRole('region', { name: 'Presets' });
    await section.getByText('No preset yet.', { exact: false }).waitFor();
    await section.getByRole('button', { name: 'New preset' }).click();
    const dialog = page.getByRole('dialog', { name: 'New preset' });
    await dialog.getByRole('textbox', { name: 'Preset name' }).fill('Parking');
    await dialog.getByRole('checkbox', { name: 'Set nameservers' }).check();
    await dialog.getByRole('textbox', { name: 'Nameservers' }).fill(PARK_NS.join('\n'));
    await dialog.getByRole('checkbox', { name: 'Replace the DNS records' }).check();
    const template = dialog.getByRole('textbox', { name: 'DNS template' });
    // A mistyped placeholder is named before anything is saved.
    await template.fill('@ A 192.0.2.80\nwww CNAME {domian}');
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await dialog.getByText(/only \{domain\} can stand for the domain's name/).waitFor();
    await template.fill('@ A 192.0.2.80\nwww CNAME {domain}\n@ MX 10 mail.{domain}');
    await dialog
      .getByRole('radiogroup', { name: 'Transfer lock' })
      .getByText('On', { exact: true })
      .click();
    expect(await seriousViolations(page, 'preset dialog', '[role="dialog"]')).toEqual([]);
    await screenshot(page, 'presets-00-dialog');
    await dialog.getByRole('button', { name: 'Save preset' }).click();
    await dialog.waitFor({ state: 'detached' });
    const presets = section.getByRole('table', { name: 'Presets' });
    await presets.getByText('DNS template of 3 records').waitFor();
    await section.getByRole('button', { name: 'Duplicate Parking' }).click();
    await presets.getByText('Parking (copy)').waitFor();
    // The copy is offered to domains tagged "parked".
    await section.getByRole('button', { name: 'Edit Parking (copy)' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit the preset "Parking (copy)"' });
    await edit.getByRole('textbox', { name: /Offer to domains tagged/ }).fill('parked');
    await edit.getByRole('button', { name: 'Save preset' }).click();
    await edit.waitFor({ state: 'detached' });
    await presets.getByText('parked', { exact: true }).waitFor();
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'presets-01-settings');

    await portfolio.open();
    for (const name of targets) await portfolio.tick(name);
    const apply = await portfolio.chooseAction('Apply preset…');
    await apply.getByPlaceholder('Choose a preset').click();
    await page.getByRole('option', { name: 'Parking', exact: true }).click();
    await apply.getByText(`Nameservers ${PARK_NS.join(', ')}`).waitFor();
    await apply.getByRole('button', { name: 'Preview changes' }).click();
    const changes = apply.getByRole('table', { name: 'Changes per domain' });
    await changes.waitFor();
    for (const name of targets) {
      await expect
        .poll(() => changes.getByRole('row').filter({ hasText: name }).innerText())
        .toContain(`+ CNAME www ${name}`);
    }
    await settled(apply);
    await screenshot(page, 'presets-02-apply-preview');

    await apply.getByRole('button', { name: 'Apply to 2 domains…' }).click();
    await apply.getByRole('button', { name: 'Apply the preset to 2 domains' }).click();
    // Both zones lose their one record: the second confirmation names them.
    await apply.getByRole('button', { name: /Yes, replace the records of 2 domains/ }).click();
    expect(await portfolio.jobFinished(/Applying the preset/)).toMatch(/^2 of 2 domains/);
    await apply.getByRole('button', { name: 'Close', exact: true }).click();

    // Tagging a domain "parked" offers the bound preset; nothing is applied until asked.
    const third = (await portfolio.shownDomains()).find((name) => !targets.includes(name)) ?? '';
    for (const name of targets) {
      await portfolio.grid.getByRole('checkbox', { name: `Select ${name}`, exact: true }).uncheck();
    }
    await portfolio.tick(third);
    expect(await portfolio.selectedText()).toBe('1 domain selected');
    const tagging = await portfolio.chooseAction('Add tags…');
    await tagging.getByRole('textbox', { name: 'Tags (separated by commas)' }).fill('parked');
    await tagging.getByRole('button', { name: 'Tag 1 domain' }).click();
    const offer = page.getByRole('alert').filter({ hasText: 'A preset goes with this tag' });
    await offer
      .getByText('1 domain newly tagged parked is offered the preset Parking (copy).')
      .waitFor();
    await offer.getByRole('button', { name: 'Apply Parking (copy)…' }).click();
    const offered = page.getByRole('dialog', { name: 'Apply the preset Parking (copy)' });
    await offered.getByRole('button', { name: 'Preview changes' }).waitFor();
    await offered.getByRole('button', { name: 'Cancel' }).click();
    expect(services.portfolio.get({ accountId, name: third }).domain.tags).toEqual(['parked']);

    const domainPage = new DomainPage(page);
    await domainPage.open(targets[0] ?? '');
    await domainPage.section('Nameservers');
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Nameserver 1' }).inputValue())
      .toBe(PARK_NS[0]);
    await domainPage.section('DNS');
    await expect
      .poll(async () => (await domainPage.dnsRows()).join('\n'))
      .toContain(`www | CNAME | ${targets[0] ?? ''}`);
  }, 180_000);

  it('are offered to the domains a CSV import newly tags, which the apply dialog then previews', async () => {
    const session = await app.demo();
    const { page, services, accountId } = session;
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const active = new Set(await session.control.domainsIn('active', 300));
    const [unlocked, locked, other] = (await portfolio.shownDomains()).filter((name) =>
      active.has(name),
    );
    expect(other).toBeDefined();
    await services.domains.setLock({ accountId, name: unlocked ?? '' }, false);
    await services.domains.setLock({ accountId, name: locked ?? '' }, true);
    services.presets.save(accountId, {
      name: 'Locked parking',
      nameservers: null,
      dns: null,
      lock: true,
      idProtection: null,
      contactProfileId: null,
      addons: null,
      tag: 'parked',
    });

    await page.getByRole('button', { name: 'Add domains' }).click();
    const add = page.getByRole('dialog', { name: 'Add domains to the portfolio' });
    await add.getByText('CSV file', { exact: true }).click();
    // The preset's tag in other letters is the same tag; "other" is bound to nothing.
    const csv = ['domain,tags', `${unlocked},Parked`, `${locked},parked`, `${other},other`];
    await add.locator('input[type=file]').setInputFiles({
      name: 'tags.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.join('\n')),
    });
    await add.getByRole('button', { name: 'Check the list' }).click();
    await add.getByRole('checkbox', { name: /3 domains already there/ }).check();
    await add.getByRole('button', { name: 'Update 3 domains' }).click();
    await add.getByRole('table', { name: 'What was added' }).waitFor();
    await add.getByRole('button', { name: 'Close', exact: true }).first().click();

    const offer = page.getByRole('alert').filter({ hasText: 'A preset goes with this tag' });
    await offer
      .getByText('2 domains newly tagged parked are offered the preset Locked parking.')
      .waitFor();
    expect(await seriousViolations(page, 'preset offer', '[role="alert"]')).toEqual([]);
    await screenshot(page, 'presets-04-csv-offer');
    // Offered, not applied.
    expect(services.portfolio.get({ accountId, name: unlocked ?? '' }).domain.locked).toBe(false);

    await offer.getByRole('button', { name: 'Apply Locked parking…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply the preset Locked parking' });
    await dialog
      .getByText('Each of the 2 domains is read from the API first', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Preview changes' }).click();
    const summary = dialog.getByLabel('Preview summary');
    await summary.getByText('1 domain to change').waitFor();
    await summary.getByText('1 domain already the same (skipped)').waitFor();
    const changes = dialog.getByRole('table', { name: 'Changes per domain' });
    expect(await changes.innerText()).toContain(unlocked ?? '');
    expect(await changes.innerText()).toContain('Transfer lock off → on');
  }, 120_000);

  it('fill a cart line, remembered with it, which says what is applied once the domain is active', async () => {
    const session = await app.demo();
    const { page, services, accountId } = session;
    const office = services.contactProfiles.save(OFFICE_PROFILE);
    const preset = services.presets.save(accountId, {
      name: 'Client sites',
      nameservers: PARK_NS,
      dns: [{ hostname: '@', type: 'A', address: '192.0.2.80', priority: 0 }],
      lock: true,
      idProtection: true,
      contactProfileId: office.id,
      addons: { dnsmanagement: true, emailforwarding: false },
      tag: null,
    });
    const name = freeName('com', 'presetfox');
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand(name);
    await page.getByRole('button', { name: `Options for ${name}` }).click();
    const presetBox = page.getByRole('combobox', { name: `Preset for ${name}` });
    await presetBox.click();
    await page.getByRole('option', { name: 'Client sites', exact: true }).click();
    const later = 'DNS template and lock (on) applied once the domain is active.';
    await page.getByText(later, { exact: true }).waitFor();
    await expect
      .poll(() => services.orders.cart(accountId).find((line) => line.domain === name))
      .toMatchObject({
        nameservers: PARK_NS,
        contactProfileIds: { registrant: office.id },
        addons: { dnsmanagement: true, emailforwarding: false, idprotection: true },
        presetId: preset.id,
      });
    await page
      .getByRole('checkbox', { name: `ID protection for ${name}`, checked: true })
      .waitFor();
    // The line shows what it now holds.
    await expect
      .poll(() => page.getByRole('textbox', { name: `Nameservers for ${name}` }).inputValue())
      .toBe(PARK_NS.join('\n'));
    await screenshot(page, 'presets-03-cart-line');

    // Remembered with the line: the window opened again shows it, and what it will do.
    await new AppPage(page).reload();
    await cart.open();
    await page.getByRole('button', { name: `Options for ${name}` }).click();
    await expect.poll(() => presetBox.inputValue()).toBe('Client sites');
    await page.getByText(later, { exact: true }).waitFor();

    // Ordered: the checkout's row says the preset waits, then that it was applied.
    await page.getByRole('button', { name: 'Check out', disabled: false }).waitFor();
    await cart.openCheckout();
    await cart.pay();
    const [row] = await cart.results(1);
    expect(row).toContain('Preset Client sites: waits for the domain to be active');
    await session.control.call('POST', '/provision', { name });
    await services.portfolio.sync(accountId, name);
    await services.orderPresets.whenIdle();
    const applied = /^Preset Client sites: applied on \d{4}-\d{2}-\d{2} \(DNS template, lock on\)$/;
    const results = page.getByRole('table', { name: 'Order results' });
    await results.getByText(applied).waitFor();
    // Its preview and apply jobs tell nothing of their own beside the preset's line.
    expect(await page.getByText(/^Done: (Previewing|Applying) the preset/).count()).toBe(0);
    await screenshot(page, 'presets-04-checkout-preset-applied');

    // The domain's page says the same of its order.
    await new DomainPage(page).open(name);
    await page.getByRole('table', { name: 'Orders' }).getByText(applied).waitFor();
  }, 120_000);
});
