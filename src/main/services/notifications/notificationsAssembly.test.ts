import { afterEach, describe, expect, it } from 'vitest';
import { must, openDesk } from '../testing/deskHarness';
import type { Desk } from '../testing/deskHarness';

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

/** The app as assembled: the notifications hear the job runner and the low-balance check. */
describe('notifications in the assembled app', () => {
  it('tells of a finished job of the account, once', async () => {
    const d = (desk = await openDesk());
    const accountId = await d.connect();
    const started = must(
      await d.call('search:start', { accountId, entries: ['tidewater'], tlds: ['com'] }),
    );
    await expect
      .poll(async () => must(await d.call('notifications:list', { accountId })).items)
      .toMatchObject([
        {
          kind: 'job',
          title: expect.stringMatching(/^Done: /) as string,
          target: { kind: 'job', jobId: started.job.jobId, jobKind: 'search' },
        },
      ]);
    expect(d.eventsOf('cache:changed')).toContainEqual({ scope: 'notifications', accountId });
  });

  it("tells a low balance when the header's check finds it, not again on the next check", async () => {
    desk = await openDesk();
    const accountId = await desk.connect();
    must(
      await desk.call('accounts:update', {
        accountId,
        changes: { lowBalanceThreshold: '5000.00' },
      }),
    );
    expect(must(await desk.call('orders:lowBalance', { accountId })).low).toBe(true);
    expect(must(await desk.call('orders:lowBalance', { accountId })).low).toBe(true);
    const { items, unread } = must(await desk.call('notifications:list', { accountId }));
    expect(unread).toBe(1);
    expect(items[0]).toMatchObject({
      kind: 'lowBalance',
      body: 'The balance of 1000.00 is below your warning threshold of 5000.00.',
      target: { kind: 'runway' },
    });

    const read = must(await desk.call('notifications:markRead', { accountId }));
    expect(read.unread).toBe(0);
    const dismissed = must(
      await desk.call('notifications:dismiss', { accountId, ids: [items[0]?.id ?? 0] }),
    );
    expect(dismissed.items).toEqual([]);
    const refused = await desk.call('notifications:dismiss', { accountId, ids: [] });
    expect(!refused.ok && refused.error.kind).toBe('invalid_input');
  });
});
