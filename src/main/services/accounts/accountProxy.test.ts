import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { isApiCallError } from '../../../shared/api';
import { exportUserDataText, importUserDataText } from '../../cache';
import { accountPatchSchema, connectInputSchema } from '../../../shared/accounts/accountRules';
import { startConnectProxy } from '../../../../test/support/connectProxy';
import type { ConnectProxy } from '../../../../test/support/connectProxy';
import { accountsFixture, RESELLER } from './testing/accountsFixture';
import type { AccountsFixture } from './testing/accountsFixture';

const CREDENTIALS = { user: 'gate-user-5', password: 'pr0xy-Secret-77' };
let fx: AccountsFixture;
let guarded: ConnectProxy;
afterEach(async () => {
  await fx.close();
  await guarded.close();
});

const bare = (proxy: ConnectProxy): string => {
  const url = new URL(proxy.url);
  return `${url.protocol}//${url.host}`;
};

async function connectThroughProxy(): Promise<string> {
  fx = await accountsFixture();
  guarded = await startConnectProxy({ credentials: CREDENTIALS });
  const input = connectInputSchema.parse({
    label: 'Office',
    baseUrl: fx.sim.baseUrl,
    email: RESELLER.email,
    apiKey: RESELLER.apiKey,
    proxy: { url: bare(guarded), username: CREDENTIALS.user, password: CREDENTIALS.password },
  });
  const { account } = await fx.accounts.connect(input);
  return account.id;
}

describe("an account's own proxy", () => {
  it('carries the account calls; its password is in the keychain, never in the file or summary', async () => {
    const id = await connectThroughProxy();
    const tunnelsAtConnect = guarded.tunnels.length;
    expect(tunnelsAtConnect).toBeGreaterThan(0);

    const summary = await fx.accounts.refreshBalance(id);
    expect(summary.balance?.amount).toBe('731.40');
    expect(guarded.tunnels.length).toBeGreaterThan(tunnelsAtConnect);
    expect(summary.proxy).toEqual({ url: bare(guarded), credentialsStored: true });
    expect(JSON.stringify(summary)).not.toContain(CREDENTIALS.password);
    expect(JSON.stringify(summary)).not.toContain(CREDENTIALS.user);

    fx.cache.close();
    const onDisk = readFileSync(fx.cacheFile).toString('latin1');
    expect(onDisk).toContain(bare(guarded));
    expect(onDisk).not.toContain(CREDENTIALS.password);
  });

  it('a changed password is stored, a wrong one is told as refused credentials (407)', async () => {
    const id = await connectThroughProxy();
    const patch = (password: string) =>
      accountPatchSchema.parse({
        proxy: { url: bare(guarded), username: CREDENTIALS.user, password },
      });
    await fx.accounts.update(id, patch('not-the-password'));

    const error: unknown = await fx.accounts.refreshBalance(id).catch((e: unknown) => e);
    if (!isApiCallError(error)) throw new Error(`expected an API failure, got ${String(error)}`);
    expect(error.message).toMatch(/the proxy refused the credentials \(407\)/i);
    expect(error.message).not.toContain('not-the-password');

    // Empty fields keep the stored password.
    await fx.accounts.update(id, patch(CREDENTIALS.password));
    const kept = await fx.accounts.update(
      id,
      accountPatchSchema.parse({ label: 'Office 2', proxy: { url: bare(guarded) } }),
    );
    expect(kept.proxy?.credentialsStored).toBe(true);
    expect((await fx.accounts.refreshBalance(id)).balance?.amount).toBe('731.40');
  });

  it('removing the proxy deletes its password and goes back to a direct connection', async () => {
    const id = await connectThroughProxy();
    const owner = { id, baseUrl: fx.sim.baseUrl, email: RESELLER.email, proxyUrl: bare(guarded) };
    expect(await fx.secrets.hasProxyCredentials(owner)).toBe(true);

    const after = await fx.accounts.update(id, accountPatchSchema.parse({ proxy: null }));
    expect(after.proxy).toBeNull();
    expect(await fx.secrets.hasProxyCredentials(owner)).toBe(false);
    const tunnels = guarded.tunnels.length;
    await fx.accounts.refreshBalance(id);
    expect(guarded.tunnels.length).toBe(tunnels);
  });

  it('the proxy never sees the API key or token', async () => {
    await connectThroughProxy();
    const seen = guarded.log.join('\n');
    expect(seen).not.toContain(RESELLER.apiKey);
    expect(seen).not.toContain(RESELLER.email);
    expect(seen).not.toMatch(/^token:/im);
  });

  it('an export carries the proxy address, never its user name or password', async () => {
    const id = await connectThroughProxy();
    const text = exportUserDataText(fx.cache);
    expect(text).toContain(bare(guarded));
    expect(text).not.toContain(CREDENTIALS.user);
    expect(text).not.toContain(CREDENTIALS.password);

    // On another computer the proxy is set, and its credentials are asked for again.
    const elsewhere = await accountsFixture();
    try {
      importUserDataText(elsewhere.cache, text);
      const imported = await elsewhere.accounts.get(id);
      expect(imported.proxy).toEqual({ url: bare(guarded), credentialsStored: false });
    } finally {
      await elsewhere.close();
    }
  });
});
