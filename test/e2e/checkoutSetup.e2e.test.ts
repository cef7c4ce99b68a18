import { describe, expect, it } from 'vitest';
import { freeName } from '../../src/sandbox/testing/names';
import { e2eSessions } from './harness/session';
import type { DemoSession } from './harness/session';
import { AppPage } from './pages/appPage';
import { CartPage } from './pages/cartPage';
import { ContactProfileDialog } from './pages/contactProfileDialog';

const app = e2eSessions();

interface SimDomain {
  readonly state: string;
  readonly nameservers: readonly string[];
  readonly contacts: unknown;
}

const simDomain = (s: DemoSession, name: string) =>
  s.control.call<SimDomain>('GET', `/domains/${name}`);

async function orderAlone(cart: CartPage): Promise<void> {
  await cart.page.getByRole('button', { name: 'Check out', disabled: false }).waitFor();
  await cart.openCheckout();
  await cart.pay();
  const [row] = await cart.results(1);
  expect(row).toContain('Ordered');
}

describe('setting up a checkout', () => {
  it('works straight away on the demo: its registrant and nameservers are already there', async () => {
    const session = await app.demo();
    const { page } = session;
    const cart = new CartPage(page);
    await cart.open();
    const domain = freeName('com', 'firstorder');
    await cart.addByHand(domain);
    await page.getByText('Ready', { exact: true }).waitFor();
    expect(
      await page.getByRole('combobox', { name: 'Default registrant contact' }).inputValue(),
    ).toBe('Demo registrant · ada@demo-reseller.example');
    expect(await page.getByRole('textbox', { name: 'Nameservers', exact: true }).inputValue()).toBe(
      'ns1.domaindesk-dns.net\nns2.domaindesk-dns.net',
    );
    await session.shoot('checkout-setup-01-demo-ready');
    await orderAlone(cart);
    expect((await simDomain(session, domain)).nameservers).toEqual([
      'ns1.domaindesk-dns.net',
      'ns2.domaindesk-dns.net',
    ]);
  }, 120_000);

  it('creates a contact profile from the cart, the country by name and the phone as written, and orders with it', async () => {
    const session = await app.demo();
    const { page, preview } = session;
    // A reseller without a profile yet (the demo's removed), whose cart holds a line.
    for (const profile of preview.services.contactProfiles.list()) {
      preview.services.contactProfiles.remove(profile.id);
    }
    await new AppPage(page).reload();
    const cart = new CartPage(page);
    await cart.open();
    const domain = freeName('com', 'fromcart');
    await cart.addByHand(domain);
    await page.getByText('No contact profile yet: an order needs a registrant.').waitFor();
    expect(await cart.checkoutButton().isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'New contact profile' }).click();
    const dialog = new ContactProfileDialog(page);
    await dialog.fill([
      ['Profile name', 'Munich office'],
      ['First name', 'Karl'],
      ['Last name', 'Weber'],
      ['E-mail', 'karl@example.de'],
      ['Phone', 'call the office'],
      ['Address', 'Marienplatz 1'],
      ['City', 'München'],
      ['Postcode', '80331'],
    ]);
    await dialog.pickCountry('Germany');
    await dialog.dialog.getByRole('button', { name: 'Save profile' }).click();
    // A number that cannot be read is named, kept as typed, and nothing is saved.
    await dialog.dialog
      .getByText('phone "call the office" is not a phone number', { exact: false })
      .waitFor();
    expect(preview.services.contactProfiles.list()).toEqual([]);
    await session.shoot('checkout-setup-02-profile-from-cart');
    await dialog.fill([['Phone', '+49 89 1234567']]);
    await dialog.save();

    // The cart and the line typed there are as they were; the new profile is the registrant.
    expect(
      await page.getByRole('combobox', { name: 'Default registrant contact' }).inputValue(),
    ).toBe('Munich office · karl@example.de');
    await page.getByText('Ready', { exact: true }).waitFor();
    await session.shoot('checkout-setup-03-cart-with-new-profile');
    await orderAlone(cart);

    const [saved] = preview.services.contactProfiles.list();
    expect(saved?.contact).toMatchObject({ country: 'DE', phonenumber: '+49.891234567' });
    const ordered = JSON.stringify((await simDomain(session, domain)).contacts);
    expect(ordered).toContain('+49.891234567');
    expect(ordered).toContain('Marienplatz 1');
  }, 120_000);
});
