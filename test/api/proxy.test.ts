import { afterEach, describe, expect, it } from 'vitest';
import { startConnectProxy } from '../support/connectProxy';
import type { ConnectProxy, ConnectProxyOptions } from '../support/connectProxy';
import {
  API_KEY,
  clientFor,
  EMAIL,
  failureOf,
  findName,
  NAMESERVERS,
  orderContacts,
  simulatorWithAccount,
} from './harness';

const proxies: ConnectProxy[] = [];
afterEach(async () => {
  await Promise.all(proxies.splice(0).map((proxy) => proxy.close()));
});

async function proxy(options: ConnectProxyOptions = {}): Promise<ConnectProxy> {
  const started = await startConnectProxy(options);
  proxies.push(started);
  return started;
}

describe('API calls through a proxy', () => {
  it('reach the provider through a CONNECT tunnel; the proxy never sees the key, token or e-mail', async () => {
    const sim = await simulatorWithAccount({ credit: '80.00' });
    const through = await proxy();
    const { client } = clientFor(sim, { resolveProxy: () => Promise.resolve(through.url) });

    expect(await client.credits()).toBe('80.00');
    expect(await client.version()).toMatch(/\S/);

    const host = new URL(sim.baseUrl).host;
    expect(through.tunnels.length).toBeGreaterThan(0);
    expect(new Set(through.tunnels)).toEqual(new Set([host]));
    const seen = through.log.join('\n');
    expect(seen).toContain(`CONNECT ${host}`);
    const token = sim.requests[0]?.headers.token ?? '';
    expect(token).not.toBe('');
    for (const secret of [API_KEY, token, EMAIL]) expect(seen).not.toContain(secret);
    expect(sim.requests.map((request) => request.path)).toEqual(['/billing/credits', '/version']);
  });

  it('sign in to a proxy that asks for a user name and password', async () => {
    const sim = await simulatorWithAccount();
    const through = await proxy({ credentials: { user: 'office', password: 'p@ss word' } });
    const url = new URL(through.url);
    url.password = encodeURIComponent('p@ss word');
    const { client } = clientFor(sim, { resolveProxy: () => Promise.resolve(url.href) });
    expect(await client.version()).toMatch(/\S/);
  });

  it('an order a proxy refuses is told as never sent, in words about the proxy', async () => {
    const sim = await simulatorWithAccount({ credit: '100.00' });
    const name = await findName(sim, 'proxied');
    const refusing = await proxy({ refuseWith: 403 });
    const { client } = clientFor(sim, { resolveProxy: () => Promise.resolve(refusing.url) });

    const failure = await failureOf(
      client.register({
        domain: name,
        regperiod: 1,
        nameservers: NAMESERVERS,
        contacts: orderContacts(),
      }),
    );
    expect(failure.kind).toBe('network');
    expect(failure.message).toMatch(/proxy .* refused the connection, so nothing was sent/);
    expect(sim.countRequests({ path: '/order/domains/register' })).toBe(0);
    expect(await clientFor(sim).client.credits()).toBe('100.00');
  });

  it('a proxy that wants a password it was not given is refused the same way', async () => {
    const sim = await simulatorWithAccount();
    const guarded = await proxy({ credentials: { user: 'office', password: 'secret' } });
    const bare = new URL(guarded.url);
    bare.username = '';
    bare.password = '';
    const { client } = clientFor(sim, {
      resolveProxy: () => Promise.resolve(bare.href),
      maxRetries: 0,
    });
    const failure = await failureOf(client.version());
    expect(failure.kind).toBe('network');
    expect(failure.transportCode).toContain('EPROXY_REFUSED');
    expect(sim.countRequests({ path: '/version' })).toBe(0);
  });

  it('go direct when the resolver says so', async () => {
    const sim = await simulatorWithAccount();
    const unused = await proxy();
    const { client } = clientFor(sim, { resolveProxy: () => Promise.resolve(null) });
    await client.version();
    expect(unused.log).toEqual([]);
  });
});

describe("an account's own proxy", () => {
  const CREDENTIALS = { user: 'office', password: 'p@ss:word' };
  const bareUrl = (through: ConnectProxy): string => {
    const url = new URL(through.url);
    return `${url.protocol}//${url.host}`;
  };

  it('carries every call, ahead of the system proxy, signing in with the stored credentials', async () => {
    const sim = await simulatorWithAccount({ credit: '42.00' });
    const own = await proxy({ credentials: CREDENTIALS });
    const system = await proxy();
    const { client } = clientFor(sim, {
      resolveProxy: () => Promise.resolve(system.url),
      accountProxy: { url: bareUrl(own), username: 'office', password: 'p@ss:word' },
    });

    expect(await client.credits()).toBe('42.00');
    expect(system.log).toEqual([]);
    const host = new URL(sim.baseUrl).host;
    expect(own.tunnels).toEqual([host]);
    // The proxy reads its own sign-in and the target; never the account's key or token.
    const seen = own.log.join('\n');
    const token = sim.requests[0]?.headers.token ?? '';
    expect(token).not.toBe('');
    for (const secret of [API_KEY, token, EMAIL]) expect(seen).not.toContain(secret);
    const headers = own.log.flatMap((entry) => entry.split('\n').slice(1));
    for (const header of headers) {
      expect(header).toMatch(/^(Host|Proxy-Authorization|Proxy-Connection|Connection): /i);
    }
  });

  it('a wrong password is told as refused credentials, and nothing reaches the provider', async () => {
    const sim = await simulatorWithAccount({ credit: '100.00' });
    const name = await findName(sim, 'badproxy');
    const own = await proxy({ credentials: CREDENTIALS });
    const { client } = clientFor(sim, {
      accountProxy: { url: bareUrl(own), username: 'office', password: 'wrong' },
      maxRetries: 0,
    });

    const failure = await failureOf(
      client.register({
        domain: name,
        regperiod: 1,
        nameservers: NAMESERVERS,
        contacts: orderContacts(),
      }),
    );
    expect(failure.kind).toBe('network');
    expect(failure.message).toMatch(/the proxy refused the credentials \(407\)/i);
    expect(failure.message).toMatch(/nothing was sent/);
    expect(failure.message).not.toContain('wrong');
    expect(sim.countRequests({ path: '/order/domains/register' })).toBe(0);
    expect(await clientFor(sim).client.credits()).toBe('100.00');
  });
});
