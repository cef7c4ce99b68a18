import { describe, expect, it } from 'vitest';
import { e2eSessions } from './harness/session';
import { CartPage } from './pages/cartPage';

const app = e2eSessions();

// "pаypal.com" with a Cyrillic а (U+0430): it reads as paypal.com but is another name.
const LOOK_ALIKE = 'p\u0430ypal.com';

describe('a look-alike name in the cart', () => {
  it('is shown with a warning naming the scripts it mixes and the ASCII form ordered', async () => {
    const session = await app.demo();
    const { page } = session.browser;
    const cart = new CartPage(page);
    await cart.open();

    await cart.addByHand(LOOK_ALIKE);

    const row = page
      .getByRole('table', { name: 'Cart items' })
      .getByRole('row')
      .filter({ hasText: LOOK_ALIKE });
    await expect
      .poll(() => row.innerText())
      .toContain(
        'mixes Latin and Cyrillic letters in "p\u0430ypal", as look-alike names do; it is sent as xn--pypal-4ve.com.',
      );
    await session.shoot('cart-look-alike');
  });
});
