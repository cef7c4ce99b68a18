import { describe, expect, it } from 'vitest';
import { openTestCache, sampleAccount } from '../../cache/testing/testSupport';
import { createRecheckSchedule, RECHECK_AFTER_MS } from './recheckSchedule';

const MINUTE = 60_000;

/** An order sent at the clock's start whose answer was lost, and its schedule. */
function lostOrder(settleMinutes?: number) {
  const { cache, clock } = openTestCache();
  const account = cache.accounts.create({
    ...sampleAccount,
    ...(settleMinutes !== undefined && { orderSettleMinutes: settleMinutes }),
  });
  const sentAt = Date.parse(clock.iso());
  const entry = cache.journal.record({
    accountId: account.id,
    operation: 'renew',
    domain: 'lost.example',
    period: 1,
    requestSummary: {},
  });
  cache.journal.markSent(entry.id);
  clock.advance(30_000);
  const lost = cache.journal.markOutcomeUnknown(entry.id, 'The answer was lost.');
  const schedule = createRecheckSchedule({ cache, now: () => clock.now().getTime() });
  const at = (ms: number) => new Date(sentAt + ms).toISOString();
  const dueIds = () => schedule.due().map((due) => due.id);
  return { clock, sentAt, lost, schedule, at, dueIds };
}

describe('the re-check schedule of an order whose answer was lost', () => {
  it('first checks as the settle window since sending ends, even after an earlier "check now"', () => {
    const { clock, lost, schedule, at, dueIds } = lostOrder();
    expect(schedule.nextCheckAt(lost)).toBe(at(10 * MINUTE));
    expect(dueIds()).toEqual([]);

    clock.advance(3 * MINUTE);
    schedule.checked(lost.id);
    expect(schedule.nextCheckAt(lost)).toBe(at(10 * MINUTE));

    clock.advance(7 * MINUTE);
    expect(dueIds()).toEqual([lost.id]);
  });

  it('waits a while after a check past the window that could not tell', () => {
    const { clock, sentAt, lost, schedule, at, dueIds } = lostOrder(20);
    clock.advance(20 * MINUTE);
    expect(dueIds()).toEqual([lost.id]);
    schedule.checked(lost.id);
    const checkedAt = clock.now().getTime() - sentAt;

    expect(schedule.nextCheckAt(lost)).toBe(at(checkedAt + RECHECK_AFTER_MS));
    expect(dueIds()).toEqual([]);
    clock.advance(RECHECK_AFTER_MS);
    expect(dueIds()).toEqual([lost.id]);
  });
});
