import { describe, expect, it } from 'vitest';
import {
  clientFor,
  failureOf,
  findName,
  NAMESERVERS,
  orderContacts,
  simulatorWithAccount,
} from './harness';

const HOUR = 3_600_000;

describe('authentication, User-Agent and clock skew', () => {
  it('a wrong API key fails as auth after exactly one retry, and never reveals the key', async () => {
    const sim = await simulatorWithAccount();
    const wrongKey = 'wrong-key-7d2f9c';
    const { client } = clientFor(sim, { apiKey: wrongKey });
    const first = await failureOf(client.credits());
    expect(first.kind).toBe('auth');
    const error = await failureOf(client.version());
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/API email and API key/);
    expect(sim.countRequests({ path: '/version' })).toBe(2);
    const text = `${JSON.stringify(first)} ${JSON.stringify(error)}`;
    expect(text).not.toContain(wrongKey);
    for (const entry of sim.requests) expect(text).not.toContain(entry.headers.token ?? '<none>');
  });

  it('an API e-mail with non-ASCII characters is refused before anything is sent', async () => {
    const sim = await simulatorWithAccount();
    expect(() => clientFor(sim, { email: 'rés@example.com' })).toThrow(/plain ASCII/);
    expect(sim.countRequests()).toBe(0);
  });

  it('a curl User-Agent is blocked by the proxy, with advice to change it', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim, { userAgent: 'curl/8.5.0' });
    const error = await failureOf(client.version());
    expect(error.kind).toBe('proxy_blocked');
    expect(error.status).toBe(403);
    expect(error.serverMessage).toBe('error code: 1010');
    expect(error.message).toMatch(/User-Agent/);
    expect(sim.countRequests()).toBe(1);
  });

  it('a configured browser User-Agent is sent as is', async () => {
    const sim = await simulatorWithAccount();
    const agent = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
    const { client } = clientFor(sim, { userAgent: agent });
    await client.version();
    expect(sim.requests[0]?.headers['user-agent']).toBe(agent);
  });

  it('when the server is already in the next hour, one retry with that hour succeeds and later calls need none', async () => {
    const t0 = Date.parse('2026-11-22T10:10:00Z');
    const sim = await simulatorWithAccount({}, { now: () => t0 });
    sim.setClockOffsetMs(HOUR);
    const { client } = clientFor(sim, { now: () => t0 });

    expect(await client.version()).toMatch(/\S/);
    expect(sim.requests.map((r) => r.status)).toEqual([401, 200]);
    expect(Number(sim.requests[1]?.headers.timestamp) * 1000).toBeGreaterThanOrEqual(t0 + HOUR);

    await client.credits();
    await client.tlds();
    expect(sim.requests.map((r) => r.status)).toEqual([401, 200, 200, 200]);
  });

  it('an order placed with a skewed clock is retried once after the auth failure and placed once', async () => {
    const t0 = Date.parse('2026-11-22T10:59:30Z');
    const sim = await simulatorWithAccount({}, { now: () => t0 });
    const name = await findName(sim, 'skewed-order');
    const before = sim.requests.length;
    sim.setClockOffsetMs(60_000);
    const { client } = clientFor(sim, { now: () => t0 });
    await client.register({
      domain: name,
      regperiod: 1,
      nameservers: NAMESERVERS,
      contacts: orderContacts(),
    });
    expect(sim.requests.slice(before).map((r) => [r.path, r.status])).toEqual([
      ['/order/domains/register', 401],
      ['/order/domains/register', 200],
    ]);
    expect(sim.domain(name)?.state).toBe('pending');
  });
});
