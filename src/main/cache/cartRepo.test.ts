import { describe, expect, it } from 'vitest';
import { openCache } from './openCache';
import { openTestCache, sampleAccount, testClock } from './testing/testSupport';

describe('registry fields on cart lines', () => {
  it('are kept with the line, survive a restart, and stay when a change leaves them out', () => {
    const clock = testClock();
    const { cache, path } = openTestCache(clock);
    const { id } = cache.accounts.create(sampleAccount);
    cache.cart.put(id, {
      domain: 'shop.us',
      operation: 'register',
      period: 1,
      options: { domainfields: { 'Nexus Category': 'C12', 'Application Purpose': '' } },
    });
    // A period change from elsewhere (search, restore) does not wipe what was typed.
    cache.cart.put(id, { domain: 'shop.us', operation: 'register', period: 2, options: {} });
    cache.close();

    const { cache: reopened } = openCache(path, { now: clock.now });
    try {
      expect(reopened.cart.list(id)).toMatchObject([
        {
          domain: 'shop.us',
          period: 2,
          options: { domainfields: { 'Nexus Category': 'C12', 'Application Purpose': '' } },
        },
      ]);
      reopened.cart.put(id, {
        domain: 'shop.us',
        operation: 'register',
        period: 2,
        options: { domainfields: {} },
      });
      expect(reopened.cart.list(id)[0]?.options).toEqual({});
    } finally {
      reopened.close();
    }
  });
});
