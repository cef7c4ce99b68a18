import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChannelName, ChannelOutput, Result } from '../../../shared/ipc';
import { startSimulator } from '../../../sandbox';
import { startConnectProxy } from '../../../../test/support/connectProxy';
import { createServices } from '../../createServices';
import { createDispatcher } from '../../ipc/dispatcher';
import { createHandlers } from '../../ipc/handlers';
import { createMemorySecretBackend } from '../../secrets';
import type { SecretBackend } from '../../secrets';

const RESELLER = { email: 'reseller@example.com', apiKey: 'k3y-for-the-reseller-42' };
const PROXY_LOGIN = { user: 'gate-user-9', password: 'Gate-pass-0042' };

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

type Call = <C extends ChannelName>(
  channel: C,
  input?: unknown,
) => Promise<Result<ChannelOutput<C>>>;

/** A profile in its own data folder, reached the way a window reaches it. */
function openDesk(keychain: SecretBackend): Call {
  const dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-importproxy-'));
  const services = createServices({
    version: '0.1.0',
    platform: 'linux',
    transport: 'web',
    demo: false,
    dataDir,
    secretBackend: keychain,
  });
  cleanups.push(async () => {
    await services.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const dispatcher = createDispatcher(createHandlers(services), {
    knownSecrets: () => services.knownSecrets(),
  });
  return async (channel, input) =>
    (await dispatcher.dispatch({ channel, input, trustedSender: true })) as never;
}

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}

describe("importing an account's proxy", () => {
  it('refuses credentials in the address at the door, and an import without the proxy removes its password', async () => {
    const sim = await startSimulator({});
    sim.addAccount({ ...RESELLER, credit: '731.40', currency: 'EUR' });
    cleanups.push(() => sim.close());
    const guarded = await startConnectProxy({ credentials: PROXY_LOGIN });
    cleanups.push(() => guarded.close());
    const address = `http://${new URL(guarded.url).host}`;
    const keychain = createMemorySecretBackend();
    const call = openDesk(keychain);
    const connect = (proxy: unknown) =>
      call('accounts:connect', {
        label: 'Office',
        baseUrl: sim.baseUrl,
        email: RESELLER.email,
        apiKey: RESELLER.apiKey,
        currency: 'EUR',
        proxy,
      });

    const refused = await connect({ url: guarded.url, username: '', password: '' });
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.kind).toBe('invalid_input');
      expect(refused.error.message).toMatch(/user name and password in their own fields/);
      expect(JSON.stringify(refused.error)).not.toContain(PROXY_LOGIN.password);
    }

    const { account } = must(
      await connect({ url: address, username: PROXY_LOGIN.user, password: PROXY_LOGIN.password }),
    );
    expect(account.proxy).toEqual({ url: address, credentialsStored: true });
    const text = must(await call('data:export'));
    expect(text).not.toContain(PROXY_LOGIN.password);
    expect(text).not.toContain(PROXY_LOGIN.user);

    const edited = JSON.parse(text) as { accounts: Record<string, unknown>[] };
    for (const entry of edited.accounts) entry.proxyUrl = null;
    must(await call('data:import', { text: JSON.stringify(edited) }));
    const [after] = must(await call('accounts:list'));
    expect(after?.proxy).toBeNull();
    const entries = await keychain.names();
    expect(entries.filter((name) => name.includes('"proxy"'))).toEqual([]);
    expect(entries.length).toBe(1);
  });
});
