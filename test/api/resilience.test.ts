import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { inFlightFetch } from '../../src/main/api/testing/inFlightFetch';
import type { Simulator } from '../../src/sandbox/index';
import {
  clientFor,
  EMAIL,
  failureOf,
  findName,
  NAMESERVERS,
  orderContacts,
  simulatorWithAccount,
  until,
} from './harness';

const order = (domain: string) => ({
  domain,
  regperiod: 1,
  nameservers: NAMESERVERS,
  contacts: orderContacts(),
});

const REGISTER = '/order/domains/register';

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) =>
    server.close(() => {
      resolve();
    }),
  );
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** The next `times` requests to `path` get `status` with `body` and a long Retry-After. */
function answerNext(sim: Simulator, path: string, status: number, body: string, times = 1): void {
  const contentType = body.startsWith('{') ? 'application/json' : 'text/html';
  sim.faults.add({
    path,
    times,
    action: { kind: 'status', status, body, contentType, headers: { 'Retry-After': '90' } },
  });
}

describe('orders are never resent once they may have reached the server', () => {
  it('an order whose connection drops after handling is sent once and reported as outcome unknown', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({
      method: 'POST',
      path: REGISTER,
      times: 1,
      action: { kind: 'drop', when: 'after-handling' },
    });
    const { client } = clientFor(sim);
    const error = await failureOf(client.register(order(await findName(sim, 'lost-answer'))));
    expect(error.kind).toBe('outcome_unknown');
    expect(error.message).toMatch(
      /^The connection closed before the answer arrived, so the order may or may not have been placed/,
    );
    // The network library's code is a detail, not something the provider said.
    expect(error.serverMessage).toBeUndefined();
    expect(error.transportCode).toMatch(/^[A-Z_]+/);
    expect(sim.countRequests({ path: REGISTER })).toBe(1);
    expect(sim.domainsOf(EMAIL)).toHaveLength(1);
  });

  it('an order that times out is not resent', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({
      method: 'POST',
      path: REGISTER,
      times: 1,
      latencyMs: 1500,
      action: { kind: 'latency' },
    });
    const { client } = clientFor(sim, { timeoutMs: 200 });
    const error = await failureOf(client.register(order(await findName(sim, 'slow-answer'))));
    expect(error.kind).toBe('outcome_unknown');
    // The server finishes the order on its own; nothing else arrives.
    await until(() => sim.domainsOf(EMAIL).length === 1, 'the slow order to land');
    expect(sim.countRequests({ path: REGISTER })).toBe(1);
  });

  it('an order answered with an HTML page is reported as outcome unknown and not resent', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({
      method: 'POST',
      path: REGISTER,
      times: 1,
      action: {
        kind: 'malformed',
        body: '<html><body>Service temporarily unavailable</body></html>',
        contentType: 'text/html',
        status: 200,
      },
    });
    const { client } = clientFor(sim);
    const error = await failureOf(client.register(order(await findName(sim, 'html-answer'))));
    expect(error.kind).toBe('outcome_unknown');
    expect(error.serverMessage).toMatch(/Service temporarily unavailable/);
    expect(sim.countRequests({ path: REGISTER })).toBe(1);
  });

  it('an order behind a 502 gateway page is outcome unknown; a 429 is rate_limited; neither is resent', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({
      method: 'POST',
      path: REGISTER,
      times: 1,
      action: {
        kind: 'status',
        status: 502,
        body: '<html>Bad Gateway</html>',
        contentType: 'text/html',
      },
    });
    sim.faults.add({
      method: 'POST',
      path: REGISTER,
      times: 1,
      action: {
        kind: 'status',
        status: 429,
        body: '{"error":"Too many requests"}',
        contentType: 'application/json',
        headers: { 'Retry-After': '2' },
      },
    });
    const { client, sleeps } = clientFor(sim);
    expect((await failureOf(client.register(order(await findName(sim, 'gateway'))))).kind).toBe(
      'outcome_unknown',
    );
    const limited = await failureOf(client.register(order(await findName(sim, 'gateway'))));
    expect(limited).toMatchObject({ kind: 'rate_limited', retryAfterMs: 2000 });
    expect(sim.countRequests({ path: REGISTER })).toBe(2);
    expect(sleeps).toEqual([]);
  });

  it('an order behind a 503 maintenance page is outcome unknown and not resent', async () => {
    const sim = await simulatorWithAccount();
    answerNext(sim, REGISTER, 503, '<html><title>Down for maintenance</title></html>');
    const { client, sleeps } = clientFor(sim);
    const error = await failureOf(client.register(order(await findName(sim, 'maintenance'))));
    expect(error.kind).toBe('outcome_unknown');
    expect(sim.countRequests({ path: REGISTER })).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('a read answered 503 says the service is unavailable, not that there are too many requests', async () => {
    const sim = await simulatorWithAccount();
    answerNext(sim, '/billing/credits', 503, '{"error":"Service unavailable"}', 3);
    const { client } = clientFor(sim);
    const error = await failureOf(client.credits());
    expect(error).toMatchObject({ kind: 'server_error', status: 503, retryAfterMs: 90_000 });
    expect(error.message).toMatch(/unavailable/);
    expect(error.message).not.toMatch(/too many/i);
  });

  it('a refused connection is a network error, retried for reads and not for orders', async () => {
    const port = await closedPort();
    const sim = await simulatorWithAccount();
    const baseUrl = sim.baseUrl.replace(/:\d+\//, `:${String(port)}/`);
    let attempts = 0;
    const { client, sleeps } = clientFor(sim, {
      baseUrl,
      maxRetries: 2,
      fetch: (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
    });
    expect((await failureOf(client.version())).kind).toBe('network');
    expect(attempts).toBe(3);
    expect(sleeps).toHaveLength(2);
    attempts = 0;
    expect((await failureOf(client.register(order('offline.com')))).kind).toBe('network');
    expect(attempts).toBe(1);
  });
});

describe('reads back off and recover', () => {
  it('a read limited with 429 is retried after the Retry-After delay and succeeds', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({
      method: 'GET',
      path: '/tlds',
      times: 2,
      action: {
        kind: 'status',
        status: 429,
        body: '{"error":"Too many requests"}',
        contentType: 'application/json',
        headers: { 'Retry-After': '3' },
      },
    });
    const { client, sleeps } = clientFor(sim);
    expect(await client.tlds()).toContain('.com');
    expect(sim.countRequests({ path: '/tlds' })).toBe(3);
    expect(sleeps).toHaveLength(2);
    for (const ms of sleeps) expect(ms).toBeGreaterThanOrEqual(3000);
  });

  it('Retry-After given as an HTTP date is honoured against the server clock', async () => {
    const t0 = Date.parse('2026-11-22T10:10:00Z');
    // The server runs 20 minutes ahead (same hour, so tokens still match): a wait measured
    // against the client's clock would be 20 minutes, too long to retry.
    const serverAhead = 20 * 60_000;
    const sim = await simulatorWithAccount({}, { now: () => t0 });
    sim.setClockOffsetMs(serverAhead);
    sim.faults.add({
      path: '/billing/credits',
      times: 1,
      action: {
        kind: 'status',
        status: 503,
        body: 'busy',
        contentType: 'text/plain',
        headers: { 'Retry-After': new Date(t0 + serverAhead + 7000).toUTCString() },
      },
    });
    const { client, sleeps } = clientFor(sim, { now: () => t0 });
    await client.credits();
    expect(sleeps).toHaveLength(1);
    expect(sleeps[0]).toBeGreaterThanOrEqual(7000);
    expect(sleeps[0]).toBeLessThan(60_000);
  });

  it("the account's own rate limit is absorbed by retries on reads", async () => {
    const sim = await simulatorWithAccount({ rateLimitPerSecond: 2 });
    // The simulator counts requests per real second, so these waits are real.
    const sleeps: number[] = [];
    const { client } = clientFor(sim, {
      sleep: (ms) => {
        sleeps.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
    const versions = await Promise.all(Array.from({ length: 5 }, () => client.version()));
    expect(versions).toHaveLength(5);
    expect(sleeps.length).toBeGreaterThan(0);
  });

  it('a read that keeps timing out gives up after the configured retries', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({ path: '/version', latencyMs: 1000, action: { kind: 'latency' } });
    const { client, sleeps } = clientFor(sim, { timeoutMs: 100, maxRetries: 1 });
    const error = await failureOf(client.version());
    expect(error.kind).toBe('timeout');
    expect(sleeps).toHaveLength(1);
  });

  it('an HTML page where JSON is due is malformed_response on a read', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({
      path: '/billing/credits',
      times: 1,
      action: {
        kind: 'malformed',
        body: '<!DOCTYPE html><html><head><title>Maintenance</title></head></html>',
        contentType: 'text/html',
        status: 200,
      },
    });
    const { client } = clientFor(sim);
    const error = await failureOf(client.credits());
    expect(error.kind).toBe('malformed_response');
    expect(error.serverMessage).toBe('Maintenance');
    expect(sim.countRequests({ path: '/billing/credits' })).toBe(1);
  });
});

describe('cancellation', () => {
  it('a call cancelled while queued is never sent', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({ path: '/version', times: 1, latencyMs: 400, action: { kind: 'latency' } });
    const { client } = clientFor(sim, { concurrency: 1 });
    const first = client.version();
    const controller = new AbortController();
    const queued = client.credits({ signal: controller.signal });
    controller.abort();
    expect((await failureOf(queued)).kind).toBe('cancelled');
    await first;
    expect(sim.countRequests({ path: '/billing/credits' })).toBe(0);
  });

  it('a read cancelled in flight is cancelled; an order cancelled in flight is outcome unknown', async () => {
    const sim = await simulatorWithAccount();
    const name = await findName(sim, 'cancelled');
    sim.faults.add({ latencyMs: 1000, action: { kind: 'latency' } });
    // Cancels shortly after the request has been handed to the network.
    const cancelAfterSending = (controller: AbortController): typeof fetch => {
      return (input, init) => {
        setTimeout(() => {
          controller.abort();
        }, 50);
        return fetch(input, init);
      };
    };
    const reading = new AbortController();
    const { client } = clientFor(sim, { fetch: cancelAfterSending(reading) });
    expect((await failureOf(client.tlds({ signal: reading.signal }))).kind).toBe('cancelled');

    const ordering = new AbortController();
    const { client: orderClient } = clientFor(sim, { fetch: cancelAfterSending(ordering) });
    const error = await failureOf(orderClient.register(order(name), { signal: ordering.signal }));
    expect(error.kind).toBe('outcome_unknown');
  });
});

describe('pacing per account', () => {
  it('never has more requests in flight than the concurrency limit', async () => {
    const sim = await simulatorWithAccount();
    sim.faults.add({ path: '/version', latencyMs: 150, action: { kind: 'latency' } });
    const counting = inFlightFetch();
    const { client } = clientFor(sim, { concurrency: 2, fetch: counting.fetch });
    await Promise.all(Array.from({ length: 6 }, () => client.version()));
    expect(counting.most()).toBe(2);
    expect(sim.countRequests({ path: '/version' })).toBe(6);
  });
});
