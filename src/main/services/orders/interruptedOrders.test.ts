import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppNotice } from '../../../shared/ipc/channels/userData';
import { openCache } from '../../cache/openCache';
import { CACHE_FILE_NAMES } from '../../profiles';
import { must, openApp } from '../testing/deskHarness';
import { settleInterruptedOrders } from './interruptedOrders';
import { startOrdersFixture } from './testing/ordersFixture';
import type { OrdersFixture } from './testing/ordersFixture';

const NOW = Date.UTC(2026, 10, 22, 10, 15, 0);
let cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** DomainDesk started on the data folder `dir`, called as a window calls it. */
function startApp(dir: string) {
  const app = openApp(dir, { now: () => NOW });
  cleanups.push(() => app.services.close());
  return app;
}

/** A data folder as a run killed in the middle of a batch leaves it. */
function crashedMidBatch(): { dir: string; sentId: string } {
  const dir = mkdtempSync(join(tmpdir(), 'domaindesk-crashed-'));
  cleanups.push(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const { cache } = openCache(join(dir, CACHE_FILE_NAMES.user), { now: () => new Date(NOW) });
  cache.accounts.create({
    id: 'acc-1',
    label: 'Main reseller',
    baseUrl: 'http://127.0.0.1:9/index.php',
    email: 'reseller@example.com',
  });
  const batch = cache.batches.keep('batch-1', 'acc-1', [
    { domain: 'on-its-way.com', operation: 'renew', period: 1, options: {} },
    {
      domain: 'never-sent.com',
      operation: 'renew',
      period: 2,
      options: { addons: { idprotection: true } },
    },
    {
      domain: 'bücher.de',
      operation: 'register',
      period: 1,
      options: {
        nameservers: { ns1: 'ns1.example.net', ns2: 'ns2.example.net' },
        contactProfileIds: { registrant: 'profile-1' },
      },
    },
  ]);
  const sent = cache.journal.record({
    accountId: 'acc-1',
    operation: 'renew',
    domain: 'on-its-way.com',
    period: 1,
    requestSummary: {},
  });
  cache.journal.markSent(sent.id);
  cache.batches.forget(batch[0] ?? -1);
  cache.close();
  return { dir, sentId: sent.id };
}

const kinds = (notices: AppNotice[]) => notices.map((notice) => notice.kind);

describe('after DomainDesk was killed in the middle of a batch', () => {
  it('the order on its way and the unsent rest are notices the user sees until dismissed', async () => {
    const { dir, sentId } = crashedMidBatch();
    const first = startApp(dir);

    const notices = must(await first.call('app:notices'));
    expect(kinds(notices)).toEqual(['orders_unsettled', 'orders_unsent']);
    const [unsettled, unsent] = notices;
    expect(unsettled).toMatchObject({
      kind: 'orders_unsettled',
      orders: [
        {
          orderId: sentId,
          accountId: 'acc-1',
          domain: 'on-its-way.com',
          operation: 'renew',
          period: 1,
        },
      ],
    });
    expect(unsettled?.message).toContain('on-its-way.com (renew, 1 year)');
    expect(unsent).toMatchObject({
      kind: 'orders_unsent',
      accountId: 'acc-1',
      accountLabel: 'Main reseller',
      orders: [
        { domain: 'never-sent.com', operation: 'renew', period: 2 },
        {
          domain: 'xn--bcher-kva.de',
          unicodeDomain: 'bücher.de',
          operation: 'register',
          period: 1,
        },
      ],
    });
    expect(unsent?.message).toBe(
      'DomainDesk closed before 2 orders of a batch for "Main reseller" were sent, so nothing was charged for them: never-sent.com (renew, 2 years), bücher.de (register, 1 year). Put them back in the cart to order them again.',
    );
    expect(must(await first.call('orders:get', { orderId: sentId }))).toMatchObject({
      state: 'outcome_unknown',
      nextCheckAt: new Date(NOW + 10 * 60_000).toISOString(),
    });
    await first.services.close();

    // Still there after a restart, until dismissed.
    const second = startApp(dir);
    expect(must(await second.call('app:notices'))).toEqual(notices);
    const restored = must(
      await second.call('orders:restoreUnsent', { noticeId: unsent?.id ?? '' }),
    );
    expect(restored.accountId).toBe('acc-1');
    expect(restored.cart).toMatchObject([
      { domain: 'never-sent.com', operation: 'renew', period: 2, addons: { idprotection: true } },
      {
        domain: 'xn--bcher-kva.de',
        operation: 'register',
        nameservers: ['ns1.example.net', 'ns2.example.net'],
        contactProfileIds: { registrant: 'profile-1' },
      },
    ]);
    // Back in the cart, not ordered: the journal holds only the order that was on its way.
    expect(must(await second.call('orders:list', {})).map((order) => order.id)).toEqual([sentId]);
    expect(kinds(must(await second.call('app:notices')))).toEqual(['orders_unsettled']);
    const again = await second.call('orders:restoreUnsent', { noticeId: unsent?.id ?? '' });
    expect(!again.ok && again.error.kind).toBe('not_found');
    expect(must(await second.call('app:dismissNotice', { id: unsettled?.id ?? '' }))).toEqual([]);
    await second.services.close();

    const third = startApp(dir);
    expect(must(await third.call('app:notices'))).toEqual([]);
    expect(must(await third.call('orders:cart', { accountId: 'acc-1' }))).toHaveLength(2);
  });
});

describe('a batch that ran to its end', () => {
  let f: OrdersFixture;
  afterEach(async () => {
    await f.close();
  });

  it('leaves nothing to report at the next start, even when it was cancelled', async () => {
    f = await startOrdersFixture();
    const names = ['batch-end-a.com', 'batch-end-b.com'];
    const done = f.orders.startBatch(
      f.h.accountId,
      names.map((domain) => f.registration(domain)),
    );
    await f.jobs.finished(done.jobId);
    const cancelled = f.orders.startBatch(f.h.accountId, [
      f.registration('batch-cancel-a.com'),
      f.registration('batch-cancel-b.com'),
    ]);
    f.jobs.cancel(cancelled.jobId);
    await f.jobs.finished(cancelled.jobId);

    settleInterruptedOrders(f.h.cache);

    expect(f.h.cache.notices.list()).toEqual([]);
  });
});
