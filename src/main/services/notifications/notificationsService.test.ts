import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NotificationRaised } from '../../../shared/ipc/channels/notifications';
import type { AppSettings } from '../../../shared/ipc/channels/settings';
import { SETTINGS_DEFAULTS } from '../../../shared/ipc/channels/settings';
import { openCache } from '../../cache/openCache';
import type { Cache } from '../../cache/openCache';
import { lowBalance } from '../orders/lowBalance';
import { createPortfolioService } from '../portfolio/portfolioService';
import { createPricingService } from '../pricing/pricingService';
import type { PortfolioService } from '../portfolio/portfolioService';
import { startPortfolioHarness } from '../portfolio/testing/portfolioHarness';
import type { PortfolioHarness } from '../portfolio/testing/portfolioHarness';
import type { ServiceContext } from '../serviceContext';
import { createNotificationsService } from './notificationsService';
import type { NotificationsService } from './notificationsService';

const DAY = 24 * 60 * 60 * 1000;
let h: PortfolioHarness;
let portfolio: PortfolioService;
let settings: AppSettings['notifications'];
let service: NotificationsService;
let reopened: Cache | undefined;

const serviceOver = (ctx: ServiceContext): NotificationsService =>
  createNotificationsService(ctx, {
    settings: () => settings,
    timers: h.timers,
    systemNotifications: true,
  });
const titles = (accountId = h.main.accountId): string[] =>
  service.list(accountId).items.map((item) => item.title);
const raised = (): NotificationRaised[] =>
  h.events.filter((e) => e.name === 'notifications:raised').map((e) => e.payload as never);

/** A domain of the account, active with the given expiry date, as a sync would leave it. */
function activeDomain(accountId: string, name: string, expiryDate: string, tags: string[] = []) {
  h.cache.domains.upsert(accountId, { name, origin: 'added' });
  h.cache.domains.recordActive(accountId, name, { status: 'active', expiryDate });
  if (tags.length > 0) h.cache.domains.setTags(accountId, name, tags);
}

beforeEach(async () => {
  h = await startPortfolioHarness({ simulator: { provisioningDelayMs: 60 * DAY } });
  portfolio = createPortfolioService(h.ctx, { timers: h.timers });
  settings = structuredClone(SETTINGS_DEFAULTS.notifications);
  service = serviceOver(h.ctx);
});

afterEach(async () => {
  service.stop();
  portfolio.stop();
  reopened?.close();
  reopened = undefined;
  await h.close();
});

describe('notifications from domain statuses', () => {
  it('tells once that a pending registration became active, linking to the domain', async () => {
    const name = await h.orderRegistration(h.main, 'arrival');
    portfolio.addOrdered(h.main.accountId, name, 'register');
    service.scan(h.main.accountId);
    expect(titles()).toEqual([]);

    h.sim.provision(name);
    expect((await portfolio.sync(h.main.accountId, name)).presence).toBe('active');
    service.scan(h.main.accountId);
    service.scan(h.main.accountId);

    const { items, unread } = service.list(h.main.accountId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'active',
      title: `${name} is active`,
      body: 'The registration ordered on 2026-11-22 is now in this account.',
      target: { kind: 'domain', domain: name },
      read: false,
    });
    expect(unread).toBe(1);
    expect(raised().map((r) => r.notification.title)).toEqual([`${name} is active`]);
    expect(raised()[0]?.showInSystem).toBe(true);
  });

  it('tells that a domain left the account after being active in it', async () => {
    const name = await h.orderRegistration(h.main, 'leaving');
    h.sim.provision(name);
    portfolio.addOrdered(h.main.accountId, name, 'register');
    await portfolio.sync(h.main.accountId, name);
    service.scan(h.main.accountId);

    h.advance(3 * DAY);
    await h.main.otherClient.release(name, 'OTHER-TAG');
    expect((await portfolio.sync(h.main.accountId, name)).presence).toBe('not_in_account');
    service.scan(h.main.accountId);

    const [left] = service.list(h.main.accountId).items;
    expect(left).toMatchObject({ kind: 'left', title: `${name} left the account` });
    expect(left?.body).toContain('It was in this account until 2026-11-22');
    // Read again and again, it is still the one fact.
    await portfolio.sync(h.main.accountId, name);
    service.scan(h.main.accountId);
    expect(titles()).toEqual([`${name} left the account`]);
  });

  it('learns the statuses on its first look at an account without telling anything', () => {
    activeDomain(h.main.accountId, 'known-before.com', '2028-01-01');
    h.cache.domains.upsert(h.main.accountId, { name: 'gone-before.com', origin: 'added' });
    h.cache.domains.setStatus(h.main.accountId, 'gone-before.com', 'not_in_account');
    service.scan(h.main.accountId);
    expect(titles()).toEqual([]);
    // What it learnt is what a later change is told against.
    h.cache.domains.setStatus(h.main.accountId, 'known-before.com', 'deleted');
    service.scan(h.main.accountId);
    expect(service.list(h.main.accountId).items).toMatchObject([
      { kind: 'left', title: 'known-before.com left the account', body: 'It was deleted.' },
    ]);
  });

  it('a kind turned off is not shown, and turning it on does not bring the old fact back', async () => {
    settings = { ...settings, off: ['active'] };
    const name = await h.orderRegistration(h.main, 'quiet');
    portfolio.addOrdered(h.main.accountId, name, 'register');
    service.scan(h.main.accountId);
    h.sim.provision(name);
    await portfolio.sync(h.main.accountId, name);
    service.scan(h.main.accountId);
    expect(titles()).toEqual([]);
    expect(raised()).toEqual([]);

    settings = { ...settings, off: [] };
    service.scan(h.main.accountId);
    expect(titles()).toEqual([]);
  });

  it("keeps each account's notifications to itself", async () => {
    const other = h.addAccount({ email: 'other@example.com' });
    const name = await h.orderRegistration(other, 'elsewhere');
    portfolio.addOrdered(other.accountId, name, 'register');
    service.scan(other.accountId);
    service.scan(h.main.accountId);
    h.sim.provision(name);
    await portfolio.sync(other.accountId, name);
    service.scan(other.accountId);
    service.scan(h.main.accountId);

    expect(titles(other.accountId)).toEqual([`${name} is active`]);
    expect(service.list(h.main.accountId)).toEqual({ items: [], unread: 0 });
    // Ids of another account's notifications do nothing through this account.
    const [theirs] = service.list(other.accountId).items;
    service.dismiss(h.main.accountId, [theirs?.id ?? 0]);
    service.markRead(h.main.accountId);
    expect(service.list(other.accountId)).toMatchObject({ unread: 1, items: [{ read: false }] });
  });
});

describe('the daily expiry digest', () => {
  it('sums up the domains by threshold once a day and tells each threshold once', () => {
    // The clock reads 2026-11-22.
    activeDomain(h.main.accountId, 'soon.com', '2026-11-28'); // 6 days
    activeDomain(h.main.accountId, 'month.com', '2026-12-12'); // 20 days
    activeDomain(h.main.accountId, 'later.com', '2027-01-11'); // 50 days
    activeDomain(h.main.accountId, 'far.com', '2027-06-01');
    service.scan(h.main.accountId);
    const [digest] = service.list(h.main.accountId).items;
    expect(digest).toMatchObject({
      kind: 'expiry',
      title: '3 domains expire soon',
      body: 'Within 7 days: soon.com. Within 30 days: month.com. Within 60 days: later.com.',
      target: { kind: 'expiry' },
    });

    // The same day and the next days: nothing new to tell.
    service.scan(h.main.accountId);
    h.advance(DAY);
    service.scan(h.main.accountId);
    expect(titles()).toHaveLength(1);

    // soon.com comes within a day on 2026-11-27; later.com within 30 days and month.com
    // within a day on 2026-12-12.
    h.advance(4 * DAY);
    service.scan(h.main.accountId);
    expect(titles()[0]).toBe('1 domain expires soon');
    expect(service.list(h.main.accountId).items[0]?.body).toBe('Within 1 day: soon.com.');
    h.advance(15 * DAY);
    service.scan(h.main.accountId);
    expect(service.list(h.main.accountId).items[0]?.body).toBe(
      'Within 1 day: month.com. Within 30 days: later.com.',
    );
    expect(titles()).toHaveLength(3);
  });

  it("uses a tag's own thresholds for the domains carrying it", () => {
    settings = { ...settings, expiryDaysByTag: { clients: [90] } };
    activeDomain(h.main.accountId, 'client.com', '2027-02-10', ['clients']); // 80 days
    activeDomain(h.main.accountId, 'own.com', '2027-02-10'); // 80 days: beyond 60
    activeDomain(h.main.accountId, 'client-soon.com', '2026-11-25', ['clients']); // 3 days
    service.scan(h.main.accountId);
    expect(service.list(h.main.accountId).items[0]?.body).toBe(
      'Within 90 days: client-soon.com, client.com.',
    );
  });

  it('is not raised when expiry notices are off, and each fact stays told after a restart', () => {
    activeDomain(h.main.accountId, 'soon.com', '2026-11-28');
    settings = { ...settings, off: ['expiry'] };
    service.scan(h.main.accountId);
    expect(titles()).toEqual([]);

    settings = { ...settings, off: [] };
    service.scan(h.main.accountId);
    expect(titles()).toEqual(['1 domain expires soon']);

    // Another run of the app on the same file, the next day: still nothing new.
    h.advance(DAY);
    reopened = openCache(h.cacheFile, { now: () => new Date(h.now()) }).cache;
    service = serviceOver({ ...h.ctx, cache: reopened });
    service.scan(h.main.accountId);
    expect(titles()).toEqual(['1 domain expires soon']);
  });
});

describe('balance and jobs', () => {
  it('tells a low balance once until it is enough again', () => {
    const low = {
      balance: '12.00',
      threshold: '40.00',
      source: 'renewals' as const,
      renewalsDue: 4,
      low: true,
      currency: 'USD',
    };
    service.balanceChecked(h.main.accountId, low);
    service.balanceChecked(h.main.accountId, { ...low, balance: '11.00' });
    expect(service.list(h.main.accountId).items).toMatchObject([
      {
        kind: 'lowBalance',
        body: 'The balance of 12.00 USD is below 40.00 USD, what the 4 renewals due within 30 days cost.',
        target: { kind: 'runway' },
      },
    ]);
    service.balanceChecked(h.main.accountId, { ...low, balance: '80.00', low: false });
    service.balanceChecked(h.main.accountId, low);
    expect(titles()).toEqual(['The balance is low', 'The balance is low']);
  });

  it("checks every account's balance at start and hourly, without a lookup per name", async () => {
    const other = h.addAccount({ email: 'other@example.com' });
    // The simulator's accounts hold 1000.00: below the other's threshold, above the main one's.
    h.cache.accounts.update(other.accountId, { lowBalanceThreshold: '5000.00' });
    h.cache.accounts.update(h.main.accountId, { lowBalanceThreshold: '10.00' });
    activeDomain(h.main.accountId, 'due-soon.com', '2026-11-30');
    const pricing = createPricingService(h.ctx);
    service = createNotificationsService(h.ctx, {
      settings: () => settings,
      timers: h.timers,
      checkBalance: (accountId) => lowBalance(h.ctx, pricing, accountId),
    });
    const lowOf = (accountId: string) =>
      service.list(accountId).items.filter((item) => item.kind === 'lowBalance');
    service.start();
    await vi.waitFor(() => {
      expect(lowOf(other.accountId)).toMatchObject([
        { body: 'The balance of 1000.00 is below your warning threshold of 5000.00.' },
      ]);
    });
    expect(lowOf(h.main.accountId)).toEqual([]);

    // An hour on, the main account has spent down; the other is not told again.
    h.sim.setCredit(h.main.email, '4.00');
    h.advance(60 * 60_000);
    h.timers.fireAll();
    await vi.waitFor(() => {
      expect(lowOf(h.main.accountId)).toHaveLength(1);
    });
    h.timers.fireAll();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lowOf(h.main.accountId)).toHaveLength(1);
    expect(lowOf(other.accountId)).toHaveLength(1);
    expect(h.sim.countRequests({ path: '/domains/lookup' })).toBe(0);
    // The system notification is this run's to show only when it has them (the desktop app).
    const lowRaised = raised().filter((r) => r.notification.kind === 'lowBalance');
    expect(lowRaised.map((r) => r.showInSystem)).toEqual([false, false]);
  });

  it('tells a finished job once, to its account, linking to its results', () => {
    const job = {
      jobId: 'job-1',
      kind: 'sync' as const,
      label: 'Sync 3 domains',
      accountId: h.main.accountId,
      state: 'done' as const,
      total: 3,
      done: 3,
      succeeded: 2,
      failed: 1,
      cancelled: 0,
      startedAt: '2026-11-22T10:00:00.000Z',
      finishedAt: '2026-11-22T10:01:00.000Z',
    };
    service.jobFinished({ ...job, state: 'running', finishedAt: null });
    service.jobFinished(job);
    service.jobFinished(job);
    expect(service.list(h.main.accountId).items).toMatchObject([
      {
        kind: 'job',
        title: 'Done: Sync 3 domains',
        body: '2 of 3 succeeded, 1 failed.',
        target: { kind: 'job', jobId: 'job-1', jobKind: 'sync' },
      },
    ]);
  });

  it("words a job's counts as the jobs list does (thousands grouped)", () => {
    service.jobFinished({
      jobId: 'job-2',
      kind: 'portfolio.lock',
      label: 'Lock 1,250 domains',
      accountId: h.main.accountId,
      state: 'cancelled',
      total: 1250,
      done: 1250,
      succeeded: 1180,
      failed: 0,
      cancelled: 70,
      startedAt: '2026-11-22T10:00:00.000Z',
      finishedAt: '2026-11-22T10:05:00.000Z',
    });
    expect(service.list(h.main.accountId).items[0]).toMatchObject({
      title: 'Cancelled: Lock 1,250 domains',
      body: '1,180 of 1,250 succeeded, 70 cancelled.',
    });
  });
});
