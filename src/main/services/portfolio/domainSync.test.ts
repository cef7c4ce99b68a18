import { afterEach, describe, expect, it } from 'vitest';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

let h: PortfolioHarness;
let portfolio: PortfolioService;

async function setUp(profile: 'full' | 'basic' = 'full'): Promise<string> {
  h = await startPortfolioHarness({ mainProfile: profile });
  portfolio = createPortfolioService(h.ctx, { timers: h.timers });
  const name = await h.orderRegistration(h.main, 'synced');
  h.sim.provision(name);
  portfolio.addOrdered(h.main.accountId, name, 'register');
  // The basic registrar has no DNS management.
  if (profile === 'full') {
    await h.main.otherClient.saveDns(name, [
      { hostname: '@', type: 'A', address: '192.0.2.10', priority: 0 },
    ]);
  }
  return name;
}

afterEach(async () => {
  await h.close();
});

const dnsRequests = () => h.sim.countRequests({ method: 'GET', path: /\/dns$/ });

describe('syncing one domain', () => {
  it('reads details, contacts, DNS and e-mail rules into the cache', async () => {
    const name = await setUp();
    const outcome = await portfolio.sync(h.main.accountId, name);

    expect(outcome.presence).toBe('active');
    expect(outcome.parts.map((p) => [p.part, p.outcome])).toEqual([
      ['information', 'updated'],
      ['sync', 'updated'],
      ['contacts', 'updated'],
      ['dns', 'updated'],
      ['email', 'updated'],
    ]);
    expect(outcome.domain).toMatchObject({
      status: 'active',
      registrarStatus: 'Active',
      expiryDate: '2027-11-22',
      locked: expect.any(Boolean) as boolean,
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      lastError: null,
    });
    const detail = portfolio.get({ name });
    expect(detail.snapshots.dns?.data).toEqual([
      expect.objectContaining({ hostname: '@', type: 'A', address: '192.0.2.10' }),
    ]);
    expect(detail.snapshots.contacts?.data).toMatchObject({
      contacts: { Registrant: { firstname: 'Ada', email: 'ada@example.net' } },
    });
    expect(detail.snapshots.email?.readAt).toBe(new Date(h.now()).toISOString());
  });

  it('keeps the cached data when a read fails and records the error on the row', async () => {
    const name = await setUp();
    await portfolio.sync(h.main.accountId, name);
    const before = portfolio.get({ name });
    h.advance(60 * 60 * 1000);

    h.sim.faults.add({
      path: /^\/domains\/.+\/information$/,
      times: 1,
      action: { kind: 'status', status: 500, body: '{"error":"Database unavailable"}' },
    });
    const failed = await portfolio.sync(h.main.accountId, name);
    expect(failed.presence).toBe('failed');
    expect(failed.domain).toMatchObject({
      status: 'active',
      expiryDate: '2027-11-22',
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      lastSyncedAt: before.domain.lastSyncedAt,
      lastError: { kind: 'server_error', at: new Date(h.now()).toISOString() },
    });
    expect(portfolio.get({ name }).snapshots).toEqual(before.snapshots);

    // One part failing keeps the others, and the old DNS snapshot stays as it was read.
    h.sim.faults.add({
      path: /^\/domains\/.+\/dns$/,
      times: 1,
      action: { kind: 'status', status: 500 },
    });
    const partial = await portfolio.sync(h.main.accountId, name);
    expect(partial.presence).toBe('active');
    expect(partial.parts.find((p) => p.part === 'dns')?.outcome).toBe('failed');
    const after = portfolio.get({ name });
    expect(after.snapshots.dns).toEqual(before.snapshots.dns);
    expect(after.snapshots.contacts?.readAt).toBe(new Date(h.now()).toISOString());
    expect(after.domain.lastError?.message).toMatch(/^DNS: /);
    expect(after.domain.lastSyncedAt).toBe(new Date(h.now()).toISOString());
  });

  it("marks DNS and e-mail forwarding unsupported on a 'basic' registrar and stops asking", async () => {
    const basic = await setUp('basic');
    const first = await portfolio.sync(h.main.accountId, basic);
    expect(first.parts.map((p) => [p.part, p.outcome])).toEqual([
      ['information', 'updated'],
      ['sync', 'updated'],
      ['contacts', 'updated'],
      ['dns', 'unsupported'],
      ['email', 'unsupported'],
    ]);
    expect(first.domain.lastError).toBeNull();
    expect(portfolio.unsupported(h.main.accountId)).toEqual(['dns', 'email']);
    expect(portfolio.get({ name: basic }).unsupported).toEqual(['dns', 'email']);

    const asked = dnsRequests();
    const second = await portfolio.sync(h.main.accountId, basic);
    expect(second.parts.find((p) => p.part === 'dns')?.outcome).toBe('unsupported');
    expect(dnsRequests()).toBe(asked);

    portfolio.resetUnsupported(h.main.accountId);
    await portfolio.sync(h.main.accountId, basic);
    expect(dnsRequests()).toBe(asked + 1);
  });
});
