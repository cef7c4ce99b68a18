import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { isAppFailure } from '../../../shared/ipc/errors';
import { isApiCallError } from '../../../shared/api';
import {
  createMemorySecretBackend,
  createSecretStore,
  createUnavailableSecretBackend,
} from '../../secrets';
import { accountsFixture, RESELLER } from './testing/accountsFixture';
import type { AccountsFixture } from './testing/accountsFixture';

let fx: AccountsFixture;
afterEach(async () => {
  await fx.close();
});

function connectInput(overrides: Partial<{ apiKey: string; label: string }> = {}) {
  return {
    label: 'Main account',
    baseUrl: fx.sim.baseUrl,
    email: RESELLER.email,
    apiKey: RESELLER.apiKey,
    currency: 'EUR',
    ...overrides,
  };
}

async function failureOf(promise: Promise<unknown>): Promise<{ kind: string; message: string }> {
  const error: unknown = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (isApiCallError(error)) return { kind: error.kind, message: error.message };
  if (isAppFailure(error)) return { kind: error.kind, message: error.message };
  throw new Error(`Expected a failure, got ${String(error)}`);
}

describe('connecting a reseller account', () => {
  it('words a failed test for the form the settings were typed in, not yet an account', async () => {
    fx = await accountsFixture();
    const failure = await failureOf(fx.accounts.test(connectInput({ apiKey: 'wrong-key-000000' })));
    expect(failure.kind).toBe('auth');
    expect(failure.message).toContain('Check the API email and API key above');
    expect(failure.message).not.toContain("this account's settings");
  });

  it('tests typed settings with the API version and the balance, saving nothing', async () => {
    fx = await accountsFixture();
    const check = await fx.accounts.test(connectInput());
    expect(check.version).toMatch(/\d/);
    expect(check.balance).toBe('731.40');
    expect(check.checkedAt).toBe('2026-11-22T09:30:00.000Z');
    expect(await fx.accounts.list()).toEqual([]);
  });

  it('saves the account with its balance and time once the API accepted the key', async () => {
    fx = await accountsFixture();
    const { account, check } = await fx.accounts.connect(connectInput());
    expect(check.balance).toBe('731.40');
    expect(account).toMatchObject({
      label: 'Main account',
      email: RESELLER.email,
      currency: 'EUR',
      keyStatus: 'stored',
      isDemo: false,
      balance: { amount: '731.40', at: '2026-11-22T09:30:00.000Z' },
    });
    expect(await fx.secrets.getApiKey(account)).toBe(RESELLER.apiKey);
    expect(await fx.accounts.list()).toEqual([account]);
    expect(fx.changes).toContainEqual({ scope: 'accounts', accountId: account.id });
    expect(fx.cache.activity.list({ accountId: account.id })[0]?.action).toBe('account.connect');
  });

  it('refuses a wrong key with the auth error and saves neither the account nor the key', async () => {
    fx = await accountsFixture();
    const failure = await failureOf(fx.accounts.connect(connectInput({ apiKey: 'wrong-key-000' })));
    expect(failure.kind).toBe('auth');
    expect(failure.message).toMatch(/did not accept the API credentials/);
    expect(failure.message).not.toContain('wrong-key-000');
    expect(await fx.accounts.list()).toEqual([]);
    expect(fx.cache.activity.list()).toEqual([]);
  });

  it("refuses with the provider's words and the next step when its allow list leaves this computer out", async () => {
    fx = await accountsFixture();
    fx.sim.setAllowedAddresses(RESELLER.email, ['203.0.113.7']);
    const failure = await failureOf(fx.accounts.connect(connectInput()));
    expect(failure.kind).toBe('access_refused');
    expect(failure.message).toContain('"Action is not allowed"');
    expect(failure.message).toMatch(/ask them to list this computer's address/);
    expect(failure.message).not.toMatch(/credentials|not active in your reseller account/);
    expect(await fx.accounts.list()).toEqual([]);
    fx.sim.setAllowedAddresses(RESELLER.email, ['203.0.113.7', '127.0.0.1']);
    expect((await fx.accounts.connect(connectInput())).check.balance).toBe('731.40');
  });

  it('refuses to connect the same API URL and e-mail twice', async () => {
    fx = await accountsFixture();
    await fx.accounts.connect(connectInput());
    const failure = await failureOf(fx.accounts.connect(connectInput({ label: 'Again' })));
    expect(failure).toEqual({
      kind: 'conflict',
      message: 'This API URL and e-mail are already connected as "Main account".',
    });
  });

  it('never writes the key into the cache file', async () => {
    fx = await accountsFixture();
    await fx.accounts.connect(connectInput());
    const files = [fx.cacheFile, `${fx.cacheFile}-wal`].filter((file) => existsSync(file));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(readFileSync(file).toString('latin1')).not.toContain(RESELLER.apiKey);
    }
  });

  it('says what to install when there is no keychain, and saves nothing', async () => {
    fx = await accountsFixture({ backend: createUnavailableSecretBackend('linux') });
    const failure = await failureOf(fx.accounts.connect(connectInput()));
    expect(failure.kind).toBe('keychain_unavailable');
    expect(failure.message).toMatch(/gnome-keyring/);
    expect(fx.cache.accounts.list()).toEqual([]);
  });
});

describe('the key of a saved account', () => {
  it('reports an unreachable keychain as a key status, not as a failed list', async () => {
    fx = await accountsFixture({ backend: createUnavailableSecretBackend('linux') });
    fx.cache.accounts.create({ id: 'a1', label: 'A', baseUrl: fx.sim.baseUrl, email: 'a@x.test' });
    expect((await fx.accounts.list()).map((a) => a.keyStatus)).toEqual(['unavailable']);
  });

  it('keeps the working key when a replacement is refused, and uses a new one once accepted', async () => {
    fx = await accountsFixture();
    const { account } = await fx.accounts.connect(connectInput());
    const first = await fx.clients.provide(account.id);
    expect(await fx.clients.provide(account.id)).toBe(first);

    const refused = await failureOf(fx.accounts.replaceKey(account.id, 'not-the-key-1'));
    expect(refused.kind).toBe('auth');
    expect(await fx.secrets.getApiKey(account)).toBe(RESELLER.apiKey);

    await fx.accounts.replaceKey(account.id, RESELLER.apiKey);
    const rebuilt = await fx.clients.provide(account.id);
    expect(rebuilt).not.toBe(first);
    expect(await rebuilt.version()).toMatch(/\d/);
    expect(fx.cache.activity.list({ accountId: account.id }).map((e) => e.action)).toContain(
      'account.key.replace',
    );
  });

  it('after the key is deleted, asks for one instead of calling the API', async () => {
    fx = await accountsFixture();
    const { account } = await fx.accounts.connect(connectInput());
    const summary = await fx.accounts.deleteKey(account.id);
    expect(summary.keyStatus).toBe('missing');
    expect(await fx.accounts.keyStatus(account.id)).toBe('missing');
    const failure = await failureOf(fx.accounts.verify(account.id));
    expect(failure).toEqual({
      kind: 'auth',
      message: 'No API key is stored for "Main account". Enter the key in the account\'s settings.',
    });
  });

  it('after a restart, knows the stored key once a client uses it, so errors can hide it', async () => {
    const backend = createMemorySecretBackend();
    fx = await accountsFixture({ backend });
    const saved = fx.cache.accounts.create({
      id: 'saved-before',
      label: 'Saved',
      baseUrl: fx.sim.baseUrl,
      email: RESELLER.email,
    });
    await createSecretStore(backend).setApiKey(saved, RESELLER.apiKey);
    expect(fx.accounts.knownSecrets()).not.toContain(RESELLER.apiKey);
    expect(await (await fx.clients.provide('saved-before')).version()).toMatch(/\d/);
    expect(fx.accounts.knownSecrets()).toContain(RESELLER.apiKey);
  });

  it('builds a new client when pacing or agent settings change', async () => {
    fx = await accountsFixture();
    const { account } = await fx.accounts.connect(connectInput());
    const before = await fx.clients.provide(account.id);
    await fx.accounts.update(account.id, { maxConcurrentRequests: 1, minRequestIntervalMs: 500 });
    const after = await fx.clients.provide(account.id);
    expect(after).not.toBe(before);
    expect(fx.builtClients.at(-1)).toMatchObject({ concurrency: 1, minIntervalMs: 500 });
  });
});

describe('balance and removal', () => {
  it('records a fresh balance with the time it was read', async () => {
    fx = await accountsFixture();
    const { account } = await fx.accounts.connect(connectInput());
    fx.sim.setCredit(RESELLER.email, '12.50');
    fx.clock.now += 60_000;
    const refreshed = await fx.accounts.refreshBalance(account.id);
    expect(refreshed.balance).toEqual({ amount: '12.50', at: '2026-11-22T09:31:00.000Z' });
  });

  it('saves a new API URL or e-mail only with a key that works there, tested first', async () => {
    fx = await accountsFixture();
    fx.sim.addAccount({ email: 'other@example.com', apiKey: 'other-key-123456' });
    const { account } = await fx.accounts.connect(connectInput());

    // No key: refused on the key's field, nothing saved, the stored key kept.
    const keyless = fx.accounts.update(account.id, { email: 'other@example.com' });
    await expect(keyless).rejects.toMatchObject({
      kind: 'invalid_input',
      detail: {
        issues: [
          { path: 'apiKey', message: expect.stringMatching(/^Enter the API key/) as string },
        ],
      },
    });
    // A key the new address refuses: the provider's answer, nothing saved.
    const refused = await failureOf(
      fx.accounts.update(account.id, { email: 'other@example.com' }, RESELLER.apiKey),
    );
    expect(refused.kind).toBe('auth');
    expect(await fx.accounts.get(account.id)).toMatchObject({
      email: RESELLER.email,
      keyStatus: 'stored',
    });
    expect((await fx.accounts.verify(account.id)).check.balance).toBe('731.40');

    // The key of the new address: tested there, saved, and the only key kept.
    fx.sim.setCredit('other@example.com', '5.00');
    const moved = await fx.accounts.update(
      account.id,
      { email: 'other@example.com' },
      'other-key-123456',
    );
    expect(moved).toMatchObject({
      email: 'other@example.com',
      keyStatus: 'stored',
      balance: { amount: '5.00' },
    });
    expect(await fx.secrets.hasApiKey({ ...account, email: RESELLER.email })).toBe(false);
    expect((await fx.accounts.verify(account.id)).check.balance).toBe('5.00');
  });

  it('a setting other than the address is saved without a key or a test', async () => {
    fx = await accountsFixture();
    const { account } = await fx.accounts.connect(connectInput());
    const clients = fx.builtClients.length;
    expect(await fx.accounts.update(account.id, { label: 'Renamed' })).toMatchObject({
      label: 'Renamed',
      keyStatus: 'stored',
    });
    expect(fx.builtClients).toHaveLength(clients);
  });

  it('removes the account together with its key', async () => {
    fx = await accountsFixture();
    const { account } = await fx.accounts.connect(connectInput());
    expect(await fx.accounts.remove(account.id)).toEqual({ removed: true });
    expect(await fx.secrets.hasApiKey(account)).toBe(false);
    expect(await fx.accounts.list()).toEqual([]);
    const failure = await failureOf(fx.accounts.get(account.id));
    expect(failure.kind).toBe('not_found');
  });
});
