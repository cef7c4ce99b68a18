import { createServer } from 'node:http';
import type { Server, ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSimulator } from '../../sandbox';
import type { Simulator } from '../../sandbox';
import { ApiCallError } from '../../shared/api';
import { MAX_HOLD_MS } from './adaptiveRate';
import { createResellerClient } from './client';

const RESELLER = { email: 'reseller@example.com', apiKey: 'k3y-for-the-hold-test-42' };

let sim: Simulator | undefined;
let server: Server | undefined;
const warnings: string[] = [];
const onWarning = (warning: Error): void => {
  warnings.push(warning.name);
};

beforeEach(() => {
  // Timers, the wall clock and the monotonic clock move only when a test moves them.
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
    now: Date.now(),
  });
  warnings.length = 0;
  process.on('warning', onWarning);
});

afterEach(async () => {
  process.off('warning', onWarning);
  vi.useRealTimers();
  await sim?.close();
  sim = undefined;
  const open = server;
  server = undefined;
  if (open === undefined) return;
  open.closeAllConnections();
  await new Promise((resolve) => open.close(resolve));
});

/** How a call ended so far: still waiting, or its error. */
function watch(promise: Promise<unknown>): { state: 'pending' | 'resolved' | ApiCallError } {
  const seen: { state: 'pending' | 'resolved' | ApiCallError } = { state: 'pending' };
  promise.then(
    () => (seen.state = 'resolved'),
    (error: unknown) => {
      if (!(error instanceof ApiCallError)) throw error;
      seen.state = error;
    },
  );
  return seen;
}

function localClock(wallMs: number): string {
  return new Date(wallMs).toTimeString().slice(0, 5);
}

async function heldAccount(retryAfter: string) {
  sim = await startSimulator();
  sim.addAccount({ ...RESELLER, credit: '25.00', currency: 'EUR' });
  sim.faults.add({
    path: '/billing/credits',
    times: 1,
    action: {
      kind: 'status',
      status: 429,
      body: '{"error":"Too many requests"}',
      headers: { 'Retry-After': retryAfter },
    },
  });
  return createResellerClient({ ...RESELLER, baseUrl: sim.baseUrl, maxRetries: 0 });
}

describe('a provider asking to wait far too long (Retry-After: 3000000)', () => {
  it('holds the account for at most 10 minutes, says until when, and never hangs a call', async () => {
    const client = await heldAccount('3000000');
    const askedAt = Date.now();
    const until = localClock(askedAt + MAX_HOLD_MS);
    const held = `The provider asked us to wait until ${until} before sending more requests to this account. Try again after that.`;

    const first = watch(client.credits());
    await vi.advanceTimersByTimeAsync(0);
    await vi.waitFor(() => {
      expect(first.state).not.toBe('pending');
    });
    expect(first.state).toMatchObject({ error: { kind: 'rate_limited', message: held } });

    // The next call is told at once, and nothing reaches the provider.
    const second = watch(client.credits());
    await vi.advanceTimersByTimeAsync(0);
    expect(second.state).toMatchObject({ error: { kind: 'rate_limited', message: held } });
    expect(sim?.requests.length).toBe(1);
    expect(warnings).not.toContain('TimeoutOverflowWarning');

    // Once the capped hold has passed, the account is asked again.
    await vi.advanceTimersByTimeAsync(MAX_HOLD_MS);
    const third = watch(client.credits());
    await vi.waitFor(() => {
      expect(third.state).toBe('resolved');
    });
    expect(sim?.requests.length).toBe(2);
  });

  it('lets a call queue behind a short hold and go when it ends', async () => {
    const client = await heldAccount('20');
    const first = watch(client.credits());
    await vi.waitFor(() => {
      expect(first.state).not.toBe('pending');
    });
    const second = watch(client.credits());
    await vi.advanceTimersByTimeAsync(19_000);
    expect(second.state).toBe('pending');
    expect(sim?.requests.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => {
      expect(second.state).toBe('resolved');
    });
  });
});

describe('a call waiting behind the account’s other requests', () => {
  async function stalledServer(): Promise<{
    baseUrl: string;
    answerAll: () => void;
    seen: () => number;
  }> {
    const waiting: ServerResponse[] = [];
    let seen = 0;
    server = createServer((_req, res) => {
      seen += 1;
      waiting.push(res);
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    return {
      baseUrl: `http://127.0.0.1:${String(address.port)}/api/index.php`,
      answerAll: () => {
        for (const res of waiting.splice(0)) res.writeHead(200).end('"12.00"');
      },
      seen: () => seen,
    };
  }

  it('gives up at its deadline without being sent', async () => {
    const stalled = await stalledServer();
    const client = createResellerClient({
      ...RESELLER,
      baseUrl: stalled.baseUrl,
      concurrency: 1,
      maxRetries: 0,
    });
    const slow = watch(client.credits({ timeoutMs: 120_000 }));
    await vi.waitFor(() => {
      expect(stalled.seen()).toBe(1);
    });
    const queued = watch(client.credits());
    await vi.advanceTimersByTimeAsync(30_000);
    expect(queued.state).toMatchObject({
      error: {
        kind: 'rate_limited',
        message:
          "This request waited 30 seconds for its turn behind the account's other requests and was not sent. Try again.",
      },
    });
    expect(stalled.seen()).toBe(1);
    stalled.answerAll();
    await vi.waitFor(() => {
      expect(slow.state).toBe('resolved');
    });
  });

  it('is dropped, unsent, when the client is retired (account changed or removed)', async () => {
    const stalled = await stalledServer();
    const client = createResellerClient({ ...RESELLER, baseUrl: stalled.baseUrl, concurrency: 1 });
    const slow = watch(client.credits());
    await vi.waitFor(() => {
      expect(stalled.seen()).toBe(1);
    });
    const queued = watch(client.credits());
    client.pace.retire();
    await vi.advanceTimersByTimeAsync(0);
    expect(queued.state).toMatchObject({
      error: {
        kind: 'cancelled',
        message:
          "The account's settings changed or it was removed while this request waited; it was not sent.",
      },
    });
    stalled.answerAll();
    await vi.waitFor(() => {
      expect(slow.state).toBe('resolved');
    });
    expect(stalled.seen()).toBe(1);
  });
});
