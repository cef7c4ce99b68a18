import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { DomainPage } from './pages/domainPage';
import { PortfolioPage } from './pages/portfolioPage';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

/** Resolves once `target` holds the keyboard focus (the test fails by timing out). */
async function focusIsOn(target: Locator): Promise<void> {
  await target.and(target.page().locator(':focus')).waitFor();
}

async function focusOnBody(page: Page): Promise<boolean> {
  return page.evaluate<boolean>(
    'document.activeElement === null || document.activeElement === document.body',
  );
}

/** How far the portfolio grid is scrolled. */
async function gridScroll(page: Page): Promise<number> {
  return page.evaluate<number>(
    'document.querySelector(\'[role="grid"][aria-label="Portfolio"]\').scrollTop',
  );
}

/** Whether the last Ctrl+S pressed kept the browser from its own "Save page". */
async function watchSaveKey(page: Page): Promise<() => Promise<boolean>> {
  // Added after the app's own listener: it sees what the app did with the key.
  await page.evaluate(`window.addEventListener('keydown', (event) => {
    if (event.key === 's') document.body.dataset.savePrevented = String(event.defaultPrevented);
  })`);
  return async () => (await page.locator('body').getAttribute('data-save-prevented')) === 'true';
}

describe('the grid keeps its place and its selection keys', () => {
  it('comes back from a domain scrolled as left, on the same active row, with the focus', async () => {
    const session = await app.demo({ unpaced: true });
    const { page } = session;
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const grid = portfolio.grid;
    await grid
      .getByRole('row')
      .nth(1)
      .click({ position: { x: 120, y: 12 } });
    for (let step = 0; step < 4; step++) await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowDown');
    const active = await grid.getAttribute('aria-activedescendant');
    const scrolled = await gridScroll(page);
    expect(active).not.toBe('portfolio-row-0');
    expect(scrolled).toBeGreaterThan(200);
    const domain = (
      await page
        .locator(`#${active ?? ''}`)
        .getByRole('checkbox')
        .getAttribute('aria-label')
    )?.replace(/^Select /, '');

    // Enter opens the active row's domain: the focus goes to its heading, not the page.
    await page.keyboard.press('Enter');
    await focusIsOn(page.getByRole('heading', { name: domain, level: 3 }));
    expect(await focusOnBody(page)).toBe(false);

    await page.getByRole('button', { name: '← Portfolio' }).click();
    await portfolio.firstRow().waitFor();
    await focusIsOn(grid);
    expect(await grid.getAttribute('aria-activedescendant')).toBe(active);
    await expect.poll(() => gridScroll(page)).toBe(scrolled);
    // The keys go on from the row left: one more down is the row after it.
    await page.keyboard.press('ArrowDown');
    const next = Number((active ?? '').replace('portfolio-row-', '')) + 1;
    expect(await grid.getAttribute('aria-activedescendant')).toBe(`portfolio-row-${next}`);
  });

  it('ticks a range with shift-click on the checkboxes and extends with shift+arrows', async () => {
    const session = await app.demo({ unpaced: true });
    const { page } = session;
    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    const boxes = portfolio.grid.getByRole('checkbox', { name: /^Select (?!all)/ });
    await boxes.nth(1).click();
    await boxes.nth(3).click();
    await boxes.nth(7).click({ modifiers: ['Shift'] });
    // Row 2 stays ticked; 4 to 8 are added.
    expect(await portfolio.selectedText()).toBe('6 domains selected');
    const shown = await portfolio.shownDomains();
    expect(await portfolio.selectedDomains()).toEqual([shown[1], ...shown.slice(3, 8)]);

    // A click selects row 11 alone; shift+down three times extends to 14, shift+up takes one back.
    await portfolio.grid
      .getByRole('row')
      .nth(11)
      .click({ position: { x: 120, y: 12 } });
    for (let step = 0; step < 3; step++) await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(() => portfolio.selectedText()).toBe('4 domains selected');
    await page.keyboard.press('Shift+ArrowUp');
    await expect.poll(() => portfolio.selectedText()).toBe('3 domains selected');
    expect(await portfolio.selectedDomains()).toEqual(shown.slice(10, 13));
  });
});

describe('the focus on the domain page', () => {
  it('stays on the DNS row just committed, and on the next row after a delete', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const domain = new DomainPage(session.browser.page);
    const { page } = domain;
    await domain.open(name);
    await domain.section('DNS');
    const count = (await domain.dnsRows()).length;
    await page.getByRole('button', { name: 'Add record' }).click();
    const label = `record ${count + 1}`;
    await page.getByRole('textbox', { name: `Host of ${label}` }).fill('kbd');
    await page.getByRole('textbox', { name: `Value of ${label}` }).fill('192.0.2.45');
    await page.keyboard.press('Enter');
    await focusIsOn(page.getByRole('button', { name: `Edit ${label}`, exact: true }));

    await page.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
    await page.getByRole('button', { name: `Done editing ${label}` }).click();
    await focusIsOn(page.getByRole('button', { name: `Edit ${label}`, exact: true }));

    // Deleting the first row: the row taking its place (now record 1) has the focus.
    await page.getByRole('button', { name: 'Delete record 1', exact: true }).click();
    await focusIsOn(page.getByRole('button', { name: 'Edit record 1', exact: true }));
  });
});

describe('the command palette', () => {
  it('runs the first match on Enter, a screen or a domain that arrives after the screens', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const shell = new ShellPage(session.browser.page);
    const { page } = shell;
    let search = await shell.openPalette();
    await search.fill('pricing');
    await page.keyboard.press('Enter');
    await shell.waitForScreen('Pricing');

    search = await shell.openPalette();
    await search.fill(name.slice(0, 8));
    await page
      .getByRole('button', { name: new RegExp(`^${name.replace(/\./g, '\\.')}`) })
      .first()
      .waitFor();
    await page.keyboard.press('Enter');
    await focusIsOn(page.getByRole('heading', { name, level: 3 }));
  });

  it('runs the action on the domain typed when Enter follows at once, not on the one typed a moment before', async () => {
    const session = await app.demo();
    const [first = '', second = ''] = await session.control.domainsIn('active', 2);
    const shell = new ShellPage(session.browser.page);
    const { page } = shell;
    const search = await shell.openPalette();
    await search.fill(`lock ${first}`);
    await page.getByRole('button', { name: `Lock ${first} (or unlock it)` }).waitFor();

    // Another name typed and Enter at once, before the domains matching it are read.
    await search.fill(`lock ${second}`);
    await page.keyboard.press('Enter');
    await focusIsOn(page.getByRole('switch', { name: 'Registrar lock' }));
    expect(await page.getByRole('heading', { level: 3 }).first().innerText()).toBe(second);
  });

  it('opens the editor a typed domain action asks for, and lists the actions of the domain on screen', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const shell = new ShellPage(session.browser.page);
    const { page } = shell;
    await page.setViewportSize({ width: 1280, height: 820 });

    let search = await shell.openPalette();
    await search.fill(`lock ${name}`);
    await page.getByRole('button', { name: `Lock ${name} (or unlock it)` }).waitFor();
    await screenshot(page, 'palette-typed-domain-action-1280');
    await page.keyboard.press('Enter');
    await focusIsOn(page.getByRole('switch', { name: 'Registrar lock' }));
    expect(await page.getByRole('tab', { name: 'Lock & EPP' }).getAttribute('aria-selected')).toBe(
      'true',
    );

    search = await shell.openPalette();
    await search.fill(`renew ${name}`);
    await page.getByRole('button', { name: `Renew ${name}` }).waitFor();
    await page.keyboard.press('Enter');
    await focusIsOn(page.getByRole('button', { name: 'Renew (add to cart)' }));

    // On the domain's page the palette offers its actions before anything is typed.
    search = await shell.openPalette();
    const onScreen = page.getByRole('button', { name: `Edit the DNS records of ${name}` });
    await onScreen.waitFor();
    await screenshot(page, 'palette-domain-actions-1280');
    await search.fill('dns');
    await page.keyboard.press('Enter');
    await focusIsOn(page.getByRole('button', { name: 'Add record' }));
    expect(await page.getByRole('tab', { name: 'DNS' }).getAttribute('aria-selected')).toBe('true');
  });
});

describe('Ctrl+S in the domain editors', () => {
  it('opens the review and saves the DNS records, says when nothing changed, and never saves the page', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const domain = new DomainPage(session.browser.page);
    const { page } = domain;
    const prevented = await watchSaveKey(page);

    // No editor on screen: the key still does not save the page, and says why nothing happened.
    await page.getByRole('button', { name: 'Portfolio', exact: true }).click();
    await page.keyboard.press('Control+s');
    expect(await prevented()).toBe(true);
    await page.getByText(/^Nothing to save here/).waitFor();

    await domain.open(name);
    await domain.section('DNS');
    await page.getByRole('table', { name: 'DNS records' }).waitFor();
    await page.getByRole('button', { name: 'Add record' }).focus();
    await page.keyboard.press('Control+s');
    expect(await prevented()).toBe(true);
    await page.getByRole('status').filter({ hasText: 'No changes to save.' }).waitFor();
    expect(await domain.dialog().count()).toBe(0);

    await domain.addDnsRecord('keys', 'A', '192.0.2.46');
    await page.keyboard.press('Control+s');
    const review = domain.dialog();
    await review.getByRole('button', { name: /^Save: 1 added$/ }).waitFor();
    await page.keyboard.press('Control+s');
    await page.getByRole('status').filter({ hasText: 'Saved' }).waitFor();
    const live = await session.control.call<{ dns?: { hostname: string; address: string }[] }>(
      'GET',
      `/domains/${name}`,
    );
    expect(live.dns?.some((r) => r.hostname === 'keys' && r.address === '192.0.2.46')).toBe(true);
  });

  it('saves the nameservers from their fields, after their review', async () => {
    const session = await app.demo();
    const [name = ''] = await session.control.domainsIn('active');
    const domain = new DomainPage(session.browser.page);
    const { page } = domain;
    await domain.open(name);
    await domain.section('Nameservers');
    const third = page.getByRole('textbox', { name: 'Nameserver 3' });
    await third.fill('ns3.example.net');
    await page.keyboard.press('Control+s');
    await domain
      .dialog()
      .getByRole('button', { name: /^Save: / })
      .waitFor();
    await page.keyboard.press('Control+s');
    await domain.dialog().waitFor({ state: 'detached' });
    await expect
      .poll(
        async () =>
          (await session.control.call<{ nameservers?: string[] }>('GET', `/domains/${name}`))
            .nameservers,
      )
      .toContain('ns3.example.net');
  });
});
