import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { takenName } from '../../../sandbox/testing/names';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { RECHECK_FIRST_DELAY_MS, RECHECK_MAX_DELAY_MS } from './recheckSchedule';
import { FULL_CONTACT, startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

const DAY = 24 * 60 * 60 * 1000;
let h: PortfolioHarness;
let portfolio: PortfolioService;

beforeEach(async () => {
  // Orders never provision by themselves within a test; `sim.provision()` does it.
  h = await startPortfolioHarness({
    simulator: { provisioningDelayMs: 60 * DAY, transferDelayMs: 60 * DAY },
  });
  portfolio = createPortfolioService(h.ctx, { timers: h.timers });
});
afterEach(async () => {
  portfolio.stop();
  await h.close();
});

const rowOf = (name: string) => portfolio.get({ name }).domain;

describe('domains ordered through the app', () => {
  it('stay pending, are re-checked with back-off and turn active once provisioned', async () => {
    const name = await h.orderRegistration(h.main, 'watched');
    const added = portfolio.addOrdered(h.main.accountId, name, 'register');
    expect(added).toMatchObject({ status: 'pending', origin: 'registered' });
    expect(added.statusReason).toBe(
      'Registration ordered on 2026-11-22; not provisioned to the account yet. Checked again automatically.',
    );
    expect(portfolio.recheckDue()).toEqual([]);
    expect(portfolio.recheckDue(h.now() + RECHECK_FIRST_DELAY_MS)).toHaveLength(1);

    portfolio.startPendingWatcher();
    expect(h.timers.pending()).toEqual([RECHECK_FIRST_DELAY_MS]);

    h.advance(RECHECK_FIRST_DELAY_MS);
    h.timers.fireAll();
    await portfolio.whenIdle();
    expect(rowOf(name)).toMatchObject({ status: 'pending', notFound: { count: 1 } });
    expect(rowOf(name).statusReason).toContain(
      'answered "not found in this account" on 2026-11-22',
    );
    // Next check twice as far away.
    expect(h.timers.pending()).toEqual([2 * RECHECK_FIRST_DELAY_MS]);

    h.sim.provision(name);
    h.advance(2 * RECHECK_FIRST_DELAY_MS);
    h.timers.fireAll();
    await portfolio.whenIdle();
    const active = rowOf(name);
    expect(active).toMatchObject({ status: 'active', notFound: { count: 0 }, nextCheckAt: null });
    expect(active.expiryDate).toBe('2027-11-22');
    expect(active.lastSyncedAt).toBe(new Date(h.now()).toISOString());
    // Nothing pending: the watcher only looks again after the longest back-off.
    expect(h.timers.pending()).toEqual([RECHECK_MAX_DELAY_MS]);

    portfolio.stop();
    expect(h.timers.pending()).toEqual([]);
  });
});

describe('pending or not in this account', () => {
  it('tells a slow order apart from a domain this account does not hold', async () => {
    const unverified = h.addAccount({ email: 'new-reseller@example.com', verified: false });
    const registration = await h.orderRegistration(unverified, 'slow');
    const transfer = takenName('com', 'moving');
    await unverified.client.transfer({
      domain: transfer,
      regperiod: 1,
      eppcode: h.sim.eppCodeFor(transfer),
      nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
      contacts: {
        registrant: FULL_CONTACT,
        tech: FULL_CONTACT,
        billing: FULL_CONTACT,
        admin: FULL_CONTACT,
      },
    });
    portfolio.addOrdered(unverified.accountId, registration, 'register');
    portfolio.addOrdered(unverified.accountId, transfer, 'transfer');
    await portfolio.addNames(unverified.accountId, 'not-ours-at-all.com');

    expect((await portfolio.sync(unverified.accountId, registration)).presence).toBe('pending');
    expect(rowOf('not-ours-at-all.com')).toMatchObject({
      status: 'not_in_account',
      origin: 'added',
    });
    expect(rowOf('not-ours-at-all.com').statusReason).toContain('never answered for it');

    h.advance(8 * DAY);
    const late = await portfolio.sync(unverified.accountId, registration);
    expect(late.presence).toBe('not_in_account');
    expect(late.domain.notFound.count).toBe(2);
    expect(late.domain.statusReason).toMatch(
      /^Still not in this account 8 days after the registration order; it normally appears within 7 days\./,
    );
    // A transfer is given longer.
    const moving = await portfolio.sync(unverified.accountId, transfer);
    expect(moving.presence).toBe('pending');
    expect(moving.domain.statusReason).toContain('Transfer ordered on 2026-11-22');
  });

  it("an allow list refusing the account's calls leaves the domain where it was, saying why", async () => {
    const name = await h.orderRegistration(h.main, 'allowlisted');
    h.sim.provision(name);
    portfolio.addOrdered(h.main.accountId, name, 'register');
    expect((await portfolio.sync(h.main.accountId, name)).presence).toBe('active');

    h.sim.setAllowedAddresses(h.main.email, ['203.0.113.7']);
    const refused = await portfolio.sync(h.main.accountId, name);
    expect(refused.presence).toBe('failed');
    expect(refused.domain).toMatchObject({ status: 'active', notFound: { count: 0 } });
    expect(refused.domain.lastError).toMatchObject({ kind: 'access_refused' });
    expect(refused.domain.lastError?.message).toContain('"Action is not allowed"');
    expect(refused.domain.lastError?.message).toMatch(/only from listed addresses/);
  });

  it('says a domain that left the account was in it until a date', async () => {
    const name = await h.orderRegistration(h.main, 'leaving');
    h.sim.provision(name);
    portfolio.addOrdered(h.main.accountId, name, 'register');
    expect((await portfolio.sync(h.main.accountId, name)).presence).toBe('active');

    h.advance(3 * DAY);
    await h.main.otherClient.release(name, 'OTHER-TAG');
    const gone = await portfolio.sync(h.main.accountId, name);
    expect(gone.presence).toBe('not_in_account');
    expect(gone.domain.statusReason).toContain('Was in this account until 2026-11-22');
    expect(gone.domain.expiryDate).toBe('2027-11-22');
  });
});
