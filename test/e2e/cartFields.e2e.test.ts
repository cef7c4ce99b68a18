import { describe, expect, it } from 'vitest';
import { freeName, takenName } from '../../src/sandbox/testing/names';
import { seriousViolationsBothSchemes } from './harness/axe';
import { OFFICE_PROFILE, OFFICE_PROFILE_LABEL } from './harness/contactProfile';
import { e2eSessions } from './harness/session';
import { CartPage } from './pages/cartPage';
import { PortfolioPage } from './pages/portfolioPage';

const app = e2eSessions();

describe('registry fields in the cart', () => {
  it('a .us name needs its registry fields: refused without one, nothing charged, then filled in and ordered, pending in the portfolio', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    session.preview.services.contactProfiles.save(OFFICE_PROFILE);
    const name = freeName('us', 'quietfox');
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand(name);
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);

    const fields = page.getByRole('group', { name: `Registry fields for ${name}` });
    await fields.waitFor();
    const category = fields.getByRole('combobox', { name: `Nexus Category for ${name}` });
    const purpose = fields.getByRole('combobox', { name: `Application Purpose for ${name}` });
    await page.getByText(/Registry field Nexus Category is empty/).waitFor();
    // A transfer line beside it, its EPP code still missing: both lines' error texts are checked.
    const transfer = takenName('com', 'quietfox');
    await page.getByText('Transfer in', { exact: true }).click();
    await cart.addByHand(transfer);
    await page.getByText('Required to transfer this name').waitFor();
    expect(await cart.checkoutButton().isDisabled()).toBe(true);
    expect(await seriousViolationsBothSchemes(page, 'cart with registry fields')).toEqual([]);
    await session.shoot('cartfields-01-empty');
    await page.getByRole('button', { name: `Remove ${transfer} from the cart` }).click();
    await page.getByRole('button', { name: `Remove ${transfer} from the cart` }).waitFor({
      state: 'detached',
    });

    // The reseller fills the category and drops the purpose: only the provider can say it is needed.
    await category.click();
    await page.getByRole('option', { name: 'C11 · US citizen' }).click();
    await fields.getByRole('button', { name: `Remove Application Purpose for ${name}` }).click();
    await page.getByText('Ready', { exact: true }).waitFor();
    const before = await cart.balance();
    await cart.openCheckout();
    await cart.pay();
    const [refused] = await cart.results(1);
    expect(refused).toContain('Failed');
    expect(refused).toContain(
      'Not placed, nothing charged: the .us registry needs the registry field "Application Purpose"',
    );
    expect(await cart.balance()).toBe(before);

    // The line is still in the cart, with the row the registry asked for, ready to fill in.
    await page.getByRole('button', { name: `Fill in Application Purpose for ${name}` }).click();
    await expect.poll(() => purpose.and(page.locator(':focus')).count()).toBe(1);
    await page.evaluate('window.scrollTo(0, 0)');
    await session.shoot('cartfields-02-refused');

    await purpose.click();
    await page.getByRole('option', { name: 'P3 · Personal' }).click();
    await page.getByText('Ready', { exact: true }).waitFor();
    await page.evaluate('window.scrollTo(0, 0)');
    await session.shoot('cartfields-03-filled');
    await cart.openCheckout();
    await cart.pay();
    const [ordered] = await cart.results(1);
    expect(ordered).toContain('Ordered');
    await page.getByText('The cart is empty').waitFor();

    const portfolio = new PortfolioPage(page);
    await portfolio.open();
    await portfolio.find(name);
    const row = portfolio.grid.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Pending/i);
  }, 180_000);
});
