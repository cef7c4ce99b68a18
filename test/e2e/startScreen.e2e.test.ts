import { afterEach, describe, expect, it } from 'vitest';
import { openBrowser } from './harness/browser';
import type { BrowserSession } from './harness/browser';
import { startE2ePreview } from './harness/preview';
import type { E2ePreview } from './harness/preview';
import { ShellPage } from './pages/shellPage';

let preview: E2ePreview | undefined;
let browser: BrowserSession | undefined;

afterEach(async () => {
  await browser?.close();
  await preview?.close();
  browser = undefined;
  preview = undefined;
});

function lines(count: number): string {
  return Array.from({ length: count }, (_, index) => `name${String(index)}`).join('\n');
}

// What the first screen leaves to the browser or mounts after its first paint still works.
describe('Search as the window opens on it', () => {
  it('grows the names box with its lines up to fourteen, then scrolls', async () => {
    preview = await startE2ePreview({ demo: true });
    browser = await openBrowser();
    const shell = await ShellPage.openOnDemo(browser.page, preview.server.url);
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
    preview = await startE2ePreview({ demo: true });
    browser = await openBrowser();
    const shell = await ShellPage.openOnDemo(browser.page, preview.server.url);
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
    const search = await shell.openPalette();
    await search.fill('pricing');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shell.waitForScreen('Pricing');
  });
});
