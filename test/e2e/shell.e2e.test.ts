import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Services } from '../../src/main/createServices';
import { e2eSessions } from './harness/session';
import { screenshot } from './harness/screenshots';
import { FirstRunPage } from './pages/firstRunPage';
import { ShellPage } from './pages/shellPage';

const app = e2eSessions();

/** A dialog opened from low on the page is pictured over the top of the page, as it is seen. */
async function topOfPage(page: Page): Promise<void> {
  await page.evaluate('window.scrollTo(0, 0)');
}

/** The descriptions Chromium's accessibility tree gives the buttons whose name matches. */
async function accessibleDescriptions(page: Page, name: RegExp): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument');
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    nodeId: root.nodeId,
    role: 'button',
  });
  await cdp.detach();
  return nodes
    .filter((node) => name.test(String(node.name?.value ?? '')))
    .map((node) => String(node.description?.value ?? ''));
}

/** The demo chosen from the welcome screen, the shell as it first opens. */
async function openDemo(): Promise<{ shell: ShellPage; services: Services }> {
  const { page, services } = await app.welcome({ demo: true });
  await new FirstRunPage(page).exploreDemo();
  const shell = new ShellPage(page);
  await shell.waitUntilShown();
  return { shell, services };
}

describe('the app shell on the demo account', () => {
  it('opens on Search and moves between screens by keyboard and from the palette', async () => {
    const { shell, services } = await openDemo();
    const page = shell.page;
    expect(await shell.currentScreen()).toBe('Search');
    expect(await shell.balance()).toBe('2,500.00 USD');
    expect(await shell.connectivity()).toBe('Online');
    await screenshot(page, 'shell-01-search-light');

    await shell.shortcut('Control+2');
    await shell.waitForScreen('Portfolio');
    await shell.shortcut('Control+7');
    await shell.waitForScreen('Settings');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    await screenshot(page, 'shell-02-settings-light');
    await shell.shortcut('Control+6');
    await shell.waitForScreen('Accounts');

    // The palette: a screen by name, then a domain of the portfolio.
    let search = await shell.openPalette();
    await search.fill('pricing');
    await screenshot(page, 'shell-03-palette-light');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shell.waitForScreen('Pricing');

    const [domain] = services.portfolio.list({ limit: 1 }).rows;
    if (domain === undefined) throw new Error('The demo portfolio is empty.');
    search = await shell.openPalette();
    await search.fill(domain.name.slice(0, 6));
    await page
      .getByRole('button', { name: new RegExp(domain.unicodeName) })
      .first()
      .click();
    // The domain page is not one of the navigation's screens: none is marked current.
    await shell.nav.locator('[aria-current="page"]').waitFor({ state: 'detached' });
  });

  it('switches to dark, remembers it after a reload, and shows each screen in both themes', async () => {
    const { shell } = await openDemo();
    const page = shell.page;
    await shell.chooseTheme('Dark');
    expect(await shell.colorScheme()).toBe('dark');
    await page.reload();
    await shell.waitUntilShown();
    expect(await shell.colorScheme()).toBe('dark');
    await screenshot(page, 'shell-01-search-dark');
    await shell.go('Settings');
    await page.getByRole('heading', { name: 'Settings', level: 2 }).waitFor();
    await screenshot(page, 'shell-02-settings-dark');
    await page.getByRole('button', { name: 'New contact profile' }).click();
    await page.getByRole('dialog', { name: 'New contact profile' }).waitFor();
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('First name is required.').waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-04-contact-profile-dark');
    await page.keyboard.press('Escape');
    await shell.go('Accounts');
    await page.getByRole('button', { name: 'Edit Demo account' }).click();
    await page.getByRole('form', { name: 'Settings of Demo account' }).waitFor();
    await screenshot(page, 'shell-05-account-edit-dark');
    await page.getByRole('button', { name: 'Remove account…' }).click();
    await page.getByRole('dialog', { name: 'Remove "Demo account"?' }).waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-09-remove-account-dark');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await shell.openPalette();
    await screenshot(page, 'shell-03-palette-dark');
    await page.keyboard.press('Escape');

    await shell.chooseTheme('Light');
    expect(await shell.colorScheme()).toBe('light');
    await page.getByRole('button', { name: 'Edit Demo account' }).waitFor({ state: 'detached' });
    await screenshot(page, 'shell-05-account-edit-light');
    await page.getByRole('button', { name: 'Remove account…' }).click();
    await page.getByRole('dialog', { name: 'Remove "Demo account"?' }).waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-09-remove-account-light');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await shell.go('Settings');
    await page.getByRole('button', { name: 'New contact profile' }).click();
    await page.getByRole('dialog', { name: 'New contact profile' }).waitFor();
    await topOfPage(page);
    await screenshot(page, 'shell-04-contact-profile-light');
  });
});

function lines(count: number): string {
  return Array.from({ length: count }, (_, index) => `name${String(index)}`).join('\n');
}

// What the first screen leaves to the browser or mounts after its first paint still works.
describe('Search as the window opens on it', () => {
  it('grows the names box with its lines up to fourteen, then scrolls', async () => {
    const { shell } = await openDemo();
    const names = shell.page.getByRole('textbox', { name: 'Names' });
    const height = async (): Promise<number> => (await names.boundingBox())?.height ?? 0;

    const empty = await height();
    await names.fill(lines(3));
    // Six rows at least: three lines leave it as it was.
    expect(await height()).toBe(empty);
    await names.fill(lines(10));
    const ten = await height();
    expect(ten).toBeGreaterThan(empty * 1.4);
    await names.fill(lines(20));
    const most = await height();
    expect(most).toBeGreaterThan(ten);
    // Past fourteen lines it stops growing.
    await names.fill(lines(30));
    expect(await height()).toBe(most);
    // Structural: the e2e suite compiles without the DOM's types.
    const scrolls = await names.evaluate(
      (element: { scrollHeight: number; clientHeight: number }) =>
        element.scrollHeight > element.clientHeight + 100,
    );
    expect(scrolls).toBe(true);
    await names.fill('shop');
    expect(await height()).toBe(empty);
  });

  it('shows the navigation hints on hover and opens the palette from a reload', async () => {
    const { shell } = await openDemo();
    const page = shell.page;

    // The hints attach once the first screen is painted; a pointer already resting on an entry
    // then gets its hint as soon as it moves.
    const entry = shell.nav.getByRole('button', { name: /^Portfolio\b/ });
    const hint = page.getByRole('tooltip', { name: /The domains you keep/ });
    let x = 10;
    await expect
      .poll(async () => {
        x = x === 10 ? 20 : 10;
        await entry.hover({ position: { x, y: 10 } });
        return hint.isVisible();
      })
      .toBe(true);

    // Pressed as soon as the screen is there, before the palette is mounted.
    await page.reload();
    await page.getByRole('heading', { name: 'Bulk search' }).waitFor();
    // A screen reader hears each entry's hint and shortcut from the start, hint attached or not.
    expect(await accessibleDescriptions(page, /^Portfolio\b/)).toEqual([
      'The domains you keep · Ctrl+2',
    ]);
    const search = await shell.openPalette();
    await search.fill('pricing');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shell.waitForScreen('Pricing');
  });
});
