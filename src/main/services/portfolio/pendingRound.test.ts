import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { recordOrdered } from '../../cache/portfolioQueries';
import { withTransaction } from '../../cache/sqlite';
import { AppFailure } from '../../../shared/ipc';
import { ROUND_LIMIT } from './pendingRound';
import { createPortfolioService } from './portfolioService';
import type { PortfolioService } from './portfolioService';
import { RECHECK_FIRST_DELAY_MS } from './recheckSchedule';
import { startPortfolioHarness } from './testing/portfolioHarness';
import type { PortfolioHarness } from './testing/portfolioHarness';

let h: PortfolioHarness;
let portfolio: PortfolioService | undefined;

beforeEach(async () => {
  h = await startPortfolioHarness();
});
afterEach(async () => {
  portfolio?.stop();
  await h.close();
});

/** `count` domains ordered through the app long enough ago that their first check is due. */
function orderedLongAgo(count: number): string[] {
  const names = Array.from({ length: count }, (_, i) => `waiting-${i}.com`);
  const at = new Date(h.now() - 2 * RECHECK_FIRST_DELAY_MS).toISOString();
  withTransaction(h.cache.db, () => {
    for (const name of names) recordOrdered(h.cache.db, h.main.accountId, name, 'registered', at);
  });
  return names;
}

const domainEvents = () =>
  h.events.filter(
    (e) => e.name === 'cache:changed' && (e.payload as { scope: string }).scope === 'domains',
  );

describe('pending re-checks at scale', () => {
  it('notes an account that cannot be called on all its due domains at once, then leaves it alone', async () => {
    const names = orderedLongAgo(500);
    const noKey = new AppFailure(
      'auth',
      'No API key is stored for "Main". Enter the key in the account\'s settings.',
    );
    portfolio = createPortfolioService(
      { ...h.ctx, clients: () => Promise.reject(noKey) },
      { timers: h.timers },
    );
    expect(portfolio.recheckDue()).toHaveLength(500);
    const before = domainEvents().length;

    const round = await portfolio.recheckPending();

    expect(round).toEqual({ checked: 0, unreachable: 500 });
    expect(domainEvents().length - before).toBe(1);
    for (const name of [names[0], names[499]]) {
      expect(
        portfolio.get({ accountId: h.main.accountId, name: name ?? '' }).domain.lastError,
      ).toMatchObject({
        kind: 'auth',
        message: noKey.message,
      });
    }
    // Not asked again at the next tick, nor when the ordinary back-off would come round.
    expect(portfolio.recheckDue()).toEqual([]);
    expect(portfolio.recheckDue(h.now() + RECHECK_FIRST_DELAY_MS)).toEqual([]);
    expect(portfolio.recheckDue(h.now() + 2 * RECHECK_FIRST_DELAY_MS)).toHaveLength(500);
  });

  it('checks a bounded number of domains per round and leaves the rest to the next', async () => {
    orderedLongAgo(ROUND_LIMIT + 20);
    portfolio = createPortfolioService(h.ctx, { timers: h.timers });

    const first = await portfolio.recheckPending();
    expect(first).toEqual({ checked: ROUND_LIMIT, unreachable: 0 });
    expect(portfolio.recheckDue()).toHaveLength(20);

    const second = await portfolio.recheckPending();
    expect(second).toEqual({ checked: 20, unreachable: 0 });
    expect(portfolio.recheckDue()).toEqual([]);
  });
});
