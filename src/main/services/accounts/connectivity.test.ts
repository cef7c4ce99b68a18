import { afterEach, describe, expect, it } from 'vitest';
import { must, openDesk } from '../testing/deskHarness';
import type { Desk } from '../testing/deskHarness';

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

/** A connected account with one active domain in the portfolio. */
async function deskWithDomain(): Promise<{ d: Desk; accountId: string }> {
  const d = await openDesk();
  desk = d;
  const accountId = await d.connect();
  must(
    await d.call('orders:place', {
      accountId,
      order: {
        domain: 'steady-example.com',
        operation: 'register',
        period: 1,
        nameservers: ['ns1.example.net', 'ns2.example.net'],
        contacts: {
          registrant: {
            firstname: 'Ada',
            lastname: 'Lovelace',
            email: 'ada@example.net',
            address1: '12 St James Square',
            city: 'London',
            country: 'GB',
            phonenumber: '+44.2079460000',
          },
        },
      },
    }),
  );
  d.sim.provision();
  must(await d.call('portfolio:sync', { accountId, name: 'steady-example.com' }));
  return { d, accountId };
}

describe("the app's view of reaching an account's API", () => {
  it('turns offline once when the provider stops answering, keeps the cache readable, and online once when it answers again', async () => {
    const { d, accountId } = await deskWithDomain();
    const changes = () => d.eventsOf('connectivity:changed');
    // Calls that went through are no news: the account was taken as reachable all along.
    expect(changes()).toEqual([]);
    expect(must(await d.call('connectivity:status'))).toEqual([
      { accountId, online: true, checkedAt: '2026-11-22T10:15:00.000Z' },
    ]);

    d.sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });
    d.advance(60_000);
    // A sync reports its failure on the domain rather than failing the call.
    const failed = must(await d.call('portfolio:sync', { accountId, name: 'steady-example.com' }));
    expect(failed.presence).toBe('failed');
    const balance = await d.call('accounts:refreshBalance', { accountId });
    expect(!balance.ok && balance.error.kind).toBe('network');
    const offline = {
      accountId,
      online: false,
      checkedAt: '2026-11-22T10:16:00.000Z',
      reason: 'network',
    };
    expect(changes()).toEqual([offline]);

    // What was cached still reads while the provider is out of reach.
    const page = must(await d.call('portfolio:list'));
    expect(page.rows.map((row) => [row.name, row.status])).toEqual([
      ['steady-example.com', 'active'],
    ]);
    // A window opened now learns the account is offline.
    expect(must(await d.call('connectivity:status'))).toEqual([offline]);

    d.sim.faults.clear();
    d.advance(60_000);
    must(await d.call('portfolio:sync', { accountId, name: 'steady-example.com' }));
    must(await d.call('accounts:refreshBalance', { accountId }));
    const online = { accountId, online: true, checkedAt: '2026-11-22T10:17:00.000Z' };
    expect(changes()).toEqual([offline, online]);
    expect(must(await d.call('connectivity:status'))).toEqual([online]);
  });

  it('counts an answer that refuses the call as reachable, and forgets a removed account', async () => {
    const { d, accountId } = await deskWithDomain();
    // Every attempt of the first call is dropped (a read is tried four times), the next call
    // is answered with a refusal.
    d.sim.faults.add({ path: /.*/, times: 4, action: { kind: 'drop', when: 'before-handling' } });
    d.sim.faults.add({
      path: '/billing/credits',
      times: 1,
      action: { kind: 'status', status: 500, body: '{"error":"Internal failure"}' },
    });
    const dropped = await d.call('accounts:refreshBalance', { accountId });
    expect(!dropped.ok && dropped.error.kind).toBe('network');
    const refused = await d.call('accounts:refreshBalance', { accountId });
    expect(!refused.ok && refused.error.kind).toBe('server_error');
    expect(d.eventsOf('connectivity:changed').map((c) => [c.online, c.reason])).toEqual([
      [false, 'network'],
      [true, undefined],
    ]);

    must(await d.call('accounts:remove', { accountId }));
    expect(must(await d.call('connectivity:status'))).toEqual([]);
  });

  it('is not flipped back online by a slow answer to a call made before the connection dropped', async () => {
    const { d, accountId } = await deskWithDomain();
    d.sim.faults.add({
      path: '/billing/credits',
      times: 1,
      latencyMs: 300,
      action: { kind: 'latency' },
    });
    d.sim.faults.add({ path: '/version', action: { kind: 'drop', when: 'before-handling' } });
    const slow = d.call('accounts:refreshBalance', { accountId });
    // Let the slow call go out first.
    await new Promise((resolve) => setImmediate(resolve));
    const cut = await d.call('accounts:verify', { accountId });
    expect(!cut.ok && cut.error.kind).toBe('network');
    expect(must(await slow).balance).not.toBeNull();

    expect(d.eventsOf('connectivity:changed').map((c) => c.online)).toEqual([false]);
    expect(must(await d.call('connectivity:status'))).toMatchObject([{ accountId, online: false }]);
  });
});
