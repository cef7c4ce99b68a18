import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiCallError } from '../../../shared/api';
import { accountsFixture, RESELLER } from './testing/accountsFixture';
import type { AccountsFixture } from './testing/accountsFixture';

let fx: AccountsFixture | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await fx?.close();
  fx = undefined;
});

/** How a call ended so far: still waiting, or its error's kind and message. */
function watch(promise: Promise<unknown>): { state: 'pending' | 'resolved' | { message: string } } {
  const seen: { state: 'pending' | 'resolved' | { message: string } } = { state: 'pending' };
  promise.then(
    () => (seen.state = 'resolved'),
    (error: unknown) => {
      seen.state = isApiCallError(error) ? { message: error.message } : { message: String(error) };
    },
  );
  return seen;
}

describe("calls waiting for an account's turn", () => {
  it.each([
    ['removed', (f: AccountsFixture, id: string) => f.accounts.remove(id)],
    [
      'given a new pace',
      (f: AccountsFixture, id: string) => f.accounts.update(id, { minRequestIntervalMs: 500 }),
    ],
  ])('end, unsent, when the account is %s', async (_what, change) => {
    const f = await accountsFixture();
    fx = f;
    const { account } = await f.accounts.connect({
      label: 'Main account',
      baseUrl: f.sim.baseUrl,
      email: RESELLER.email,
      apiKey: RESELLER.apiKey,
      currency: 'EUR',
    });
    // The pacer's hold timer moves only when the test moves it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    f.sim.faults.add({
      path: '/billing/credits',
      times: 1,
      action: {
        kind: 'status',
        status: 429,
        body: '{"error":"Slow down"}',
        headers: { 'Retry-After': '20' },
      },
    });
    const client = await f.clients.provide(account.id);
    const sentBefore = f.sim.requests.length;
    // Refused with a 20 s wait: this read waits to be retried, the next one for its turn.
    const retrying = watch(client.credits());
    // Each check moves the fake clock 50 ms: 5 s stays well short of the 20 s wait.
    await vi.waitFor(
      () => {
        expect(f.sim.requests.length).toBe(sentBefore + 1);
      },
      { timeout: 5_000 },
    );
    const queued = watch(client.credits());
    await vi.advanceTimersByTimeAsync(1_000);
    expect(queued.state).toBe('pending');

    await change(f, account.id);
    await vi.advanceTimersByTimeAsync(0);
    const dropped = {
      message:
        "The account's settings changed or it was removed while this request waited; it was not sent.",
    };
    expect(queued.state).toEqual(dropped);
    // The retry, due once the wait has passed, is not sent either.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(retrying.state).toEqual(dropped);
    expect(f.sim.requests.length).toBe(sentBefore + 1);
  });
});
