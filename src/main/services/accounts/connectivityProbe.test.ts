import { afterEach, describe, expect, it, vi } from 'vitest';
import { must, openDesk } from '../testing/deskHarness';
import type { Desk } from '../testing/deskHarness';
import { createConnectivityProbe } from './connectivityProbe';

let desk: Desk | undefined;
afterEach(async () => {
  await desk?.close();
  desk = undefined;
});

describe('the connectivity probe of the account a window shows', () => {
  it('reports the provider going away and coming back without any call from the user', async () => {
    const d = await openDesk();
    desk = d;
    const accountId = await d.connect();
    must(await d.call('connectivity:watch', { accountId }));
    const requests = () => d.sim.requests.filter((r) => r.path === '/version').length;

    // Not called through its client yet: asked once; then known to answer, so left alone.
    const before = requests();
    await d.services.connectivity.tick();
    await d.services.connectivity.tick();
    expect(requests()).toBe(before + 1);

    d.sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });
    d.advance(15_000);
    await d.services.connectivity.tick();
    expect(d.eventsOf('connectivity:changed')).toMatchObject([
      { accountId, online: false, reason: 'network' },
    ]);

    // While offline it keeps asking, and says so once the provider answers again.
    d.sim.faults.clear();
    d.advance(3_000);
    await d.services.connectivity.tick();
    expect(d.eventsOf('connectivity:changed').map((change) => change.online)).toEqual([
      false,
      true,
    ]);
  });

  it('asks nothing once no window watches an account', async () => {
    const d = await openDesk();
    desk = d;
    const accountId = await d.connect();
    must(await d.call('connectivity:watch', { accountId }));
    must(await d.call('connectivity:watch', { accountId: null }));
    d.sim.faults.add({ path: /.*/, action: { kind: 'drop', when: 'before-handling' } });
    d.advance(60_000);
    await d.services.connectivity.tick();
    expect(d.eventsOf('connectivity:changed')).toEqual([]);
  });

  it('does not read the keychain every round for an account whose client cannot be built', async () => {
    let now = 0;
    const provide = vi.fn(() => Promise.reject(new Error('No API key is stored.')));
    const probe = createConnectivityProbe({
      clients: { provide, connectivity: () => [] },
      now: () => now,
      timer: false,
    });
    probe.watch('acc-1');
    await probe.tick();
    now += 2_000;
    await probe.tick();
    expect(provide).toHaveBeenCalledTimes(1);
    now += 30_000;
    await probe.tick();
    expect(provide).toHaveBeenCalledTimes(2);
  });
});
