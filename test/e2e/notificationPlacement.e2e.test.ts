import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OFFICE_PROFILE, OFFICE_PROFILE_LABEL } from './harness/contactProfile';
import { e2eSessions } from './harness/session';
import type { AccountSession } from './harness/session';
import { CartPage } from './pages/cartPage';
import { SearchPage } from './pages/searchPage';

const app = e2eSessions();

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const overlap = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A busy morning's pop-ups, more than are shown at once: the balance of three accounts falls
 * below its threshold. Answers the boxes of those shown, once every one has been told.
 */
async function popupsOfABusyMorning(session: AccountSession): Promise<Box[]> {
  const { page, services, sim, accountId } = session;
  const accounts = [accountId];
  for (const label of ['Second', 'Third']) {
    const email = `${label.toLowerCase()}@example.com`;
    const apiKey = `Rk7-live-${label.toLowerCase()}-77aa`;
    sim.addAccount({ email, apiKey, credit: '20.00' });
    const added = await services.accounts.connect({
      label: `${label} account`,
      baseUrl: sim.baseUrl,
      email,
      apiKey,
      currency: 'EUR',
    });
    accounts.push(added.account.id);
  }
  for (const id of accounts) {
    await services.accounts.update(id, { lowBalanceThreshold: '999999.00' });
    await services.orders.lowBalance(id);
  }
  const popups = page
    .getByRole('alert')
    .filter({ has: page.getByRole('button', { name: 'Close notification' }) });
  await popups.filter({ hasText: 'The balance is low' }).first().waitFor();
  // Every one has reached the window (shown, or waiting its turn); Mantine's entry transition
  // (250 ms) then ends where the pop-ups stay.
  await page.waitForTimeout(1_000);
  const boxes = await Promise.all((await popups.all()).map((popup) => popup.boundingBox()));
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  return boxes.filter((box) => box !== null);
}

/** The controls among `controls` that any pop-up covers, by name. */
async function covered(boxes: readonly Box[], controls: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    if (box !== null && boxes.some((popup) => overlap(popup, box))) {
      names.push((await control.getAttribute('aria-label')) ?? (await control.innerText()));
    }
  }
  return names;
}

describe('pop-up notifications at 1,280 × 800', () => {
  it("cover none of the search results' first row controls, nor any other of the screen's", async () => {
    const session = await app.account();
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    const search = new SearchPage(page);
    await search.open();
    await search.typeNames(['quietfox', 'brightowl', 'calmheron']);
    await search.search();
    await search.waitUntilFinished();
    const first = search.results().getByRole('row').nth(1);
    const rowControls = first.locator('button, input');
    await rowControls.first().waitFor();
    expect(await rowControls.count()).toBeGreaterThan(0);

    const popups = await popupsOfABusyMorning(session);
    await page.evaluate('window.scrollTo(0, 0)');
    await session.shoot('notifications-over-search-results');
    expect(await covered(popups, rowControls)).toEqual([]);
    expect(
      await covered(popups, page.getByRole('main').locator('button, input, textarea')),
    ).toEqual([]);
    // Each keeps its link to what it is about and its close button.
    const popup = page
      .getByRole('alert')
      .filter({ has: page.getByText('The balance is low', { exact: true }) });
    await popup.getByRole('button', { name: 'Show: The balance is low' }).waitFor();
    await popup.getByRole('button', { name: 'Close notification' }).click();
    await popup.waitFor({ state: 'detached' });
  });

  it("cover no part of the checkout's Pay button", async () => {
    const session = await app.account();
    const { page, services } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    services.contactProfiles.save(OFFICE_PROFILE);
    const cart = new CartPage(page);
    await cart.open();
    await cart.addByHand('quietfox-popup.com');
    await cart.fillDefaults(OFFICE_PROFILE_LABEL);
    await page.getByText('Ready', { exact: true }).waitFor();
    await cart.openCheckout();
    const pay = page.getByRole('dialog').getByRole('button', { name: /^Pay / });
    await pay.waitFor();

    const popups = await popupsOfABusyMorning(session);
    await session.shoot('notifications-over-checkout');
    expect(await covered(popups, pay)).toEqual([]);
  });
});
