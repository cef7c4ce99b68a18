import { describe, expect, it } from 'vitest';
import { IllegalOrderTransitionError, UnresolvedOrderError } from './cacheErrors';
import { openCache } from './openCache';
import type { Cache } from './openCache';
import { ORDER_STATES, ORDER_TRANSITIONS } from './orderJournal';
import type { OrderEntry, OrderState } from './orderJournal';
import { openTestCache, sampleAccount } from './testing/testSupport';

function recordTransfer(cache: Cache, accountId: string, domain = 'moving.example'): OrderEntry {
  return cache.journal.record({
    accountId,
    operation: 'transfer',
    domain,
    period: 1,
    requestSummary: { domain, regperiod: 1, eppcode: 'Ep9!secret-Code', nameservers: { ns1: 'a' } },
    priceQuoted: '9.99',
    currency: 'USD',
  });
}

/** Drives a fresh order to `state` through allowed steps only. */
function orderIn(cache: Cache, accountId: string, state: OrderState, domain: string): OrderEntry {
  const paths: Record<OrderState, OrderState[]> = {
    prepared: [],
    sent: ['sent'],
    succeeded: ['sent', 'succeeded'],
    failed: ['sent', 'failed'],
    outcome_unknown: ['sent', 'outcome_unknown'],
    reconciled: ['sent', 'outcome_unknown', 'reconciled'],
  };
  let entry = recordTransfer(cache, accountId, domain);
  for (const step of paths[state]) entry = cache.journal.transition(entry.id, step, `to ${step}`);
  return entry;
}

describe('order journal', () => {
  it('records an order before sending, with the EPP code masked', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const entry = recordTransfer(cache, account.id);

    expect(entry).toMatchObject({
      state: 'prepared',
      domain: 'moving.example',
      priceQuoted: '9.99',
    });
    expect(entry.requestSummary).toEqual({
      domain: 'moving.example',
      regperiod: 1,
      eppcode: '********',
      nameservers: { ns1: 'a' },
    });
    expect(JSON.stringify(cache.journal.list())).not.toContain('Ep9!secret-Code');
  });

  it('follows an order from sent to succeeded, stamping each change', () => {
    const { cache, clock } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const entry = recordTransfer(cache, account.id);
    clock.advance(1000);
    cache.journal.markSent(entry.id);
    clock.advance(1000);
    const done = cache.journal.markSucceeded(entry.id, 'success');

    expect(done).toMatchObject({ state: 'succeeded', outcomeDetail: 'success' });
    expect(done.createdAt).toBe('2026-11-22T09:00:00.000Z');
    expect(done.updatedAt).toBe('2026-11-22T09:00:02.000Z');
  });

  it('allows exactly the transitions of the state machine and refuses the rest', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    let n = 0;
    for (const from of ORDER_STATES) {
      for (const to of ORDER_STATES) {
        n += 1;
        const entry = orderIn(cache, account.id, from, `case-${n}.example`);
        const allowed = ORDER_TRANSITIONS[from].includes(to);
        if (allowed) {
          expect(cache.journal.transition(entry.id, to, 'ok').state).toBe(to);
        } else {
          expect(() => cache.journal.transition(entry.id, to)).toThrow(IllegalOrderTransitionError);
          expect(cache.journal.get(entry.id)?.state).toBe(from);
        }
      }
    }
  });

  it('an order whose response was lost is never sent again until it is reconciled', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const entry = recordTransfer(cache, account.id);
    cache.journal.markSent(entry.id);
    cache.journal.markOutcomeUnknown(entry.id, 'connection reset before the answer');

    expect(() => cache.journal.markSent(entry.id)).toThrow(IllegalOrderTransitionError);
    expect(() => recordTransfer(cache, account.id)).toThrow(UnresolvedOrderError);
    // A different operation on the same domain is not blocked.
    expect(
      cache.journal.record({
        accountId: account.id,
        operation: 'renew',
        domain: 'moving.example',
        period: 1,
        requestSummary: {},
      }).state,
    ).toBe('prepared');

    cache.journal.reconcile(entry.id, 'found in the account: it went through');
    expect(recordTransfer(cache, account.id).state).toBe('prepared');
  });

  it('after a crash, sent orders become "outcome unknown" and unsent ones "failed"', () => {
    const { cache, path } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    const sent = recordTransfer(cache, account.id, 'was-sent.example');
    cache.journal.markSent(sent.id);
    const prepared = recordTransfer(cache, account.id, 'never-sent.example');
    cache.close();

    const { cache: reopened } = openCache(path);
    const settled = reopened.journal.settleInterrupted();
    expect(settled.map((e) => [e.domain, e.state]).sort()).toEqual([
      ['never-sent.example', 'failed'],
      ['was-sent.example', 'outcome_unknown'],
    ]);
    expect(reopened.journal.get(prepared.id)?.outcomeDetail).toMatch(/Not sent/);
    reopened.close();
  });

  it('keeps the journal when the account is removed', () => {
    const { cache } = openTestCache();
    const account = cache.accounts.create(sampleAccount);
    recordTransfer(cache, account.id);
    cache.accounts.remove(account.id);
    expect(cache.journal.list({ accountId: account.id })).toHaveLength(1);
  });
});
