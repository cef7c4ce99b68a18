import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator } from '../../src/sandbox';
import type { Simulator } from '../../src/sandbox';
import { ApiClient } from '../../src/sandbox/testing/apiClient';
import { orderActiveDomain } from '../../src/sandbox/testing/orderFields';
import type { Result } from '../../src/shared/ipc';
import type { OrderView } from '../../src/shared/ipc/channels/orders';
import { startChildApp } from './childApp';
import { startHoldingProxy } from './holdingProxy';
import type { ChildApp } from './childApp';

/**
 * The app is killed with SIGKILL in the middle of a batch of renewals while the provider is
 * still processing one, restarted on the same cache and settled as a user would. The
 * simulator's own records must show every domain renewed at most once, and every renewal
 * known to the app. The provider is slow (each renewal takes a second), and the renewal the
 * app dies on is kept at the provider's door until the test lets it through, so "still
 * processing" holds however slow the machine.
 */

const RENEW = '/order/domains/renew';
const EMAIL = 'reseller@example.com';
const API_KEY = 'Crash-test-key-5e1c9a';
const PROVIDER_DELAY_MS = 1000;
const SETTLE_MS = 10 * 60_000;

let cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

function must<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${result.error.message}`);
  return result.data;
}

/** Waits (without a deadline of its own) until `check` holds; the test timeout bounds it. */
async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 20));
}

/** The renewals the provider actually carried out, by domain. */
function handledRenewals(sim: Simulator): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of sim.requests) {
    if (entry.path !== RENEW || entry.status !== 200) continue;
    const domain = String(entry.body.domain);
    counts.set(domain, (counts.get(domain) ?? 0) + 1);
  }
  return counts;
}

async function start(dataDir: string, clockOffsetMs: number): Promise<ChildApp> {
  const app = await startChildApp({ dataDir, clockOffsetMs });
  cleanups.push(() => app.close());
  return app;
}

describe('DomainDesk killed in the middle of a batch of renewals', () => {
  it('charges every domain at most once and knows every charge after it is restarted and settled', async () => {
    let offsetMs = 0;
    const now = (): number => Date.now() + offsetMs;
    const sim = await startSimulator({ now });
    cleanups.push(() => sim.close());
    sim.addAccount({ email: EMAIL, apiKey: API_KEY, credit: '1000.00', currency: 'USD' });
    const api = new ApiClient(sim, EMAIL, API_KEY, now);
    const names: string[] = [];
    for (const stem of ['crash-a', 'crash-b', 'crash-c', 'crash-d', 'crash-e', 'crash-f']) {
      names.push(await orderActiveDomain(api, stem));
    }
    const expiries = new Map(names.map((name) => [name, sim.domain(name)?.expiresAt]));
    const creditBefore = sim.account(EMAIL)?.credit;
    expect(creditBefore).toBe('934.06');
    const [lostName, doneName, inFlightName, ...unsentNames] = names;
    // The first renewal never reaches the provider; every other one takes it a while, and
    // the third is still in its hands when the app dies.
    sim.faults.add({ path: RENEW, times: 1, action: { kind: 'drop', when: 'before-handling' } });
    sim.faults.add({ path: RENEW, latencyMs: PROVIDER_DELAY_MS, action: { kind: 'latency' } });
    let renewalsArrived = 0;
    const provider = await startHoldingProxy(
      sim.baseUrl,
      (path) => path.endsWith(RENEW) && ++renewalsArrived === 3,
    );
    cleanups.push(() => provider.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'domaindesk-crash-'));
    cleanups.push(() => {
      rmSync(dataDir, { recursive: true, force: true });
    });

    // First run: the batch starts; the app dies while the provider works on the third renewal.
    const first = await start(dataDir, offsetMs);
    const { account } = must(
      await first.call('accounts:connect', {
        label: 'Main reseller',
        baseUrl: provider.baseUrl,
        email: EMAIL,
        apiKey: API_KEY,
        minRequestIntervalMs: 0,
      }),
    );
    must(
      await first.call('orders:startBatch', {
        accountId: account.id,
        orders: names.map((domain) => ({ domain, operation: 'renew', period: 1 })),
      }),
    );
    await provider.held;
    await first.kill();

    // Second run on the same cache: the user is told what was under way and what never left.
    const second = await start(dataDir, offsetMs);
    await second.setKey(account.id, API_KEY);
    const notices = must(await second.call('app:notices'));
    expect(notices.map((notice) => notice.kind)).toEqual(['orders_unsettled', 'orders_unsent']);
    const [unsettled, unsent] = notices;
    expect(unsettled?.kind === 'orders_unsettled' && unsettled.orders).toMatchObject([
      { domain: inFlightName, operation: 'renew', period: 1 },
    ]);
    expect(unsent?.kind === 'orders_unsent' && unsent.orders).toEqual(
      unsentNames.map((domain) => ({
        domain,
        unicodeDomain: domain,
        operation: 'renew',
        period: 1,
      })),
    );
    const renewals = (): Promise<OrderView[]> =>
      second
        .call('orders:list', { accountId: account.id })
        .then((r) => must(r).filter((order) => order.operation === 'renew'));
    const byDomain = async (domain: string | undefined): Promise<OrderView> => {
      const order = (await renewals()).find((o) => o.domain === domain);
      if (!order) throw new Error(`no renewal of ${String(domain)} in the journal`);
      return order;
    };
    expect((await byDomain(lostName)).state).toBe('outcome_unknown');
    expect((await byDomain(doneName)).state).toBe('succeeded');
    const stillWorking = await byDomain(inFlightName);
    expect(stillWorking.state).toBe('outcome_unknown');

    // Checked while the provider still works on it: nothing shows yet, and nothing is offered.
    const early = must(await second.call('orders:reconcile', { orderId: stillWorking.id }));
    expect(early.conclusion).toBe('unknown');
    expect(early.order.canSendAgain).toBe(false);
    const refused = await second.call('orders:sendAgain', {
      orderId: stillWorking.id,
      confirm: true,
    });
    expect(!refused.ok && refused.error.kind).toBe('conflict');
    must(await second.call('orders:restoreUnsent', { noticeId: unsent?.id ?? '' }));

    // The provider finishes the renewal the dead app sent; later the settle window has passed.
    provider.release();
    const finished = () =>
      sim.requests.some(
        (entry) =>
          entry.path === RENEW && entry.body.domain === inFlightName && entry.status === 200,
      );
    await until(finished);
    sim.faults.clear();
    offsetMs += SETTLE_MS;
    await second.advance(SETTLE_MS);
    // "Check now" until the checks can tell (an automatic check may be answering meanwhile).
    const settle = async (order: OrderView) => {
      for (;;) {
        const result = must(await second.call('orders:reconcile', { orderId: order.id }));
        if (result.conclusion !== 'unknown') return result;
      }
    };
    expect((await settle(stillWorking)).conclusion).toBe('placed');
    const lost = await byDomain(lostName);
    expect((await settle(lost)).conclusion).toBe('not_placed');

    // Send again only what is offered; then check out what is left in the cart.
    const offered = (await renewals()).filter((order) => order.canSendAgain);
    expect(offered.map((order) => order.domain)).toEqual([lostName]);
    for (const order of offered) {
      const again = must(
        await second.call('orders:sendAgain', { orderId: order.id, confirm: true }),
      );
      expect(again.result).toBe('succeeded');
    }
    const cart = must(await second.call('orders:cart', { accountId: account.id }));
    expect(cart.map((line) => line.domain)).toEqual(unsentNames);
    const { job } = must(await second.call('orders:checkout', { accountId: account.id }));
    await until(
      async () => must(await second.call('jobs:get', { jobId: job.jobId })).job.state !== 'running',
    );
    expect(must(await second.call('jobs:get', { jobId: job.jobId })).job).toMatchObject({
      succeeded: unsentNames.length,
      failed: 0,
    });

    // The provider's own records: each domain renewed exactly once, each renewal in the app.
    expect(Object.fromEntries(handledRenewals(sim))).toEqual(
      Object.fromEntries(names.map((name) => [name, 1])),
    );
    for (const name of names) {
      const before = expiries.get(name) ?? '';
      expect(sim.domain(name)?.expiresAt).toBe(
        `${String(Number(before.slice(0, 4)) + 1)}${before.slice(4)}`,
      );
    }
    expect(sim.account(EMAIL)?.credit).toBe('856.12');
    const known = (await renewals()).filter(
      (order) => order.state === 'succeeded' || order.verdict === 'placed',
    );
    expect(known.map((order) => order.domain).sort()).toEqual([...names].sort());
    expect((await renewals()).filter((order) => order.state === 'outcome_unknown')).toEqual([]);
  }, 60_000);
});
