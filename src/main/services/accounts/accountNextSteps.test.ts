import { afterEach, describe, expect, it } from 'vitest';
import { toAppError } from '../../ipc/errorEnvelope';
import { accountsFixture, RESELLER } from './testing/accountsFixture';
import type { AccountsFixture } from './testing/accountsFixture';

let fx: AccountsFixture;
afterEach(async () => {
  await fx.close();
});

/** What the renderer receives when a call of this account's client fails. */
async function errorOf(call: Promise<unknown>) {
  return toAppError(
    await call.then(
      () => undefined,
      (e: unknown) => e,
    ),
  );
}

async function savedAccount() {
  const { account } = await fx.accounts.connect({
    label: 'Main account',
    baseUrl: fx.sim.baseUrl,
    email: RESELLER.email,
    apiKey: RESELLER.apiKey,
    currency: 'EUR',
  });
  return account;
}

describe("the next step of a saved account's error", () => {
  it("opens that account's settings when the provider refuses its stored key", async () => {
    fx = await accountsFixture();
    const account = await savedAccount();
    await fx.secrets.setApiKey(account, 'no-longer-the-key-1');
    fx.clients.invalidate(account.id);
    const client = await fx.clients.provide(account.id);
    const error = await errorOf(client.credits());
    expect(error.kind).toBe('auth');
    expect(error.next).toEqual({ action: 'openAccountSettings', accountId: account.id });
  });

  it("opens that account's settings when no key is stored for it", async () => {
    fx = await accountsFixture();
    const account = await savedAccount();
    await fx.accounts.deleteKey(account.id);
    const error = await errorOf(fx.accounts.verify(account.id));
    expect(error.next).toEqual({ action: 'openAccountSettings', accountId: account.id });
  });

  it('names no settings for a failure the settings cannot fix', async () => {
    fx = await accountsFixture();
    const account = await savedAccount();
    const client = await fx.clients.provide(account.id);
    const error = await errorOf(client.information('not-ours-at-all.com'));
    expect(error.kind).toBe('not_in_account');
    expect(error.next).toBeUndefined();
  });
});
