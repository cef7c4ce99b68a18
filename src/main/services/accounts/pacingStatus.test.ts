import { afterEach, describe, expect, it } from 'vitest';
import { must, openDesk } from '../testing/deskHarness';
import type { Desk } from '../testing/deskHarness';

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

describe("an account's pace, as a job shows it", () => {
  it('is unknown before the first call, then shows the pace against the ceiling the user set', async () => {
    const d = await openDesk();
    desk = d;
    const accountId = await d.connect();
    must(
      await d.call('accounts:update', {
        accountId,
        changes: { maxConcurrentRequests: 6, minRequestIntervalMs: 50 },
      }),
    );
    expect(must(await d.call('pacing:status', { accountId }))).toBeNull();

    must(await d.call('accounts:refreshBalance', { accountId }));

    expect(must(await d.call('pacing:status', { accountId }))).toMatchObject({
      phase: 'starting',
      ratePerSecond: null,
      inFlightLimit: 2,
      ceiling: { concurrent: 6, perSecond: 20 },
      refused: 0,
    });
    const unknown = await d.call('pacing:status', { accountId: '' });
    expect(!unknown.ok && unknown.error.kind).toBe('invalid_input');
  });
});
