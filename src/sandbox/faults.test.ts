import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/apiClient';
import { freeName } from './testing/names';
import { orderFields } from './testing/orderFields';

describe('fault injection', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('answers an injected 503 with Retry-After for the next request only', async () => {
    h.sim.faults.add({
      path: '/version',
      times: 1,
      action: { kind: 'status', status: 503, headers: { 'Retry-After': '7' } },
    });
    const first = await h.api.get('/version');
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('7');
    expect(first.json).toEqual({ error: 'Service Unavailable' });
    expect((await h.api.get('/version')).status).toBe(200);
    expect(h.sim.requests.map((r) => r.status)).toEqual([503, 200]);
  });

  it('fails the next N matching requests, then expires', async () => {
    h.sim.faults.add({
      method: 'GET',
      path: /^\/bil/,
      times: 2,
      action: { kind: 'status', status: 429 },
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await h.api.get('/billing/credits')).status);
    expect(statuses).toEqual([429, 429, 200]);
    expect((await h.api.get('/version')).status).toBe(200);
  });

  it('applies an order whose response is lost after handling, exactly once', async () => {
    const name = freeName('com', 'lostreply');
    h.sim.faults.add({
      path: '/order/domains/register',
      times: 1,
      action: { kind: 'drop', when: 'after-handling' },
    });
    await expect(h.api.post('/order/domains/register', orderFields(name))).rejects.toThrow();
    expect(h.sim.domain(name)?.state).toBe('pending');
    expect(h.sim.account('reseller@example.com')?.credit).toBe('989.01');
    expect(h.sim.countRequests({ path: '/order/domains/register' })).toBe(1);
    expect(h.sim.requests[0]).toMatchObject({ status: 0, account: 'reseller@example.com' });
  });

  it('drops a request before handling without changing anything', async () => {
    const name = freeName('com', 'neverarrived');
    h.sim.faults.add({
      path: '/order/domains/register',
      action: { kind: 'drop', when: 'before-handling' },
    });
    await expect(h.api.post('/order/domains/register', orderFields(name))).rejects.toThrow();
    expect(h.sim.domain(name)).toBeUndefined();
    expect(h.sim.account('reseller@example.com')?.credit).toBe('1000.00');
    h.sim.faults.clear();
    expect((await h.api.post('/order/domains/register', orderFields(name))).json).toBe('success');
  });

  it('answers malformed bodies: an HTML page and truncated JSON', async () => {
    h.sim.faults.add({
      times: 1,
      action: { kind: 'malformed', body: '<html><body>Maintenance</body></html>' },
    });
    h.sim.faults.add({ times: 1, action: { kind: 'malformed', body: '{"ns1":"a.dns.te' } });
    const html = await h.api.get('/version');
    expect([html.status, html.headers.get('content-type'), html.json]).toEqual([
      200,
      'text/html; charset=UTF-8',
      undefined,
    ]);
    const truncated = await h.api.get('/version');
    expect(truncated.headers.get('content-type')).toContain('application/json');
    expect(truncated.text).toBe('{"ns1":"a.dns.te');
    expect(truncated.json).toBeUndefined();
  });

  it('cuts a reply off in transit after handling the request', async () => {
    const name = freeName('com', 'cutoff');
    h.sim.faults.add({
      path: '/order/domains/register',
      times: 1,
      action: { kind: 'truncate', keepBytes: 3 },
    });
    await expect(h.api.post('/order/domains/register', orderFields(name))).rejects.toThrow();
    expect(h.sim.domain(name)?.state).toBe('pending');
    expect(h.sim.requests[0]).toMatchObject({ status: 200, path: '/order/domains/register' });

    h.sim.faults.add({ path: '/version', times: 1, action: { kind: 'truncate' } });
    await expect(h.api.get('/version')).rejects.toThrow();
    expect((await h.api.get('/version')).status).toBe(200);
  });

  it('delays with latency rules and still handles the request', async () => {
    h.sim.faults.add({
      path: '/version',
      latencyMs: 20,
      jitterMs: 10,
      action: { kind: 'latency' },
    });
    const res = await h.api.get('/version');
    expect(res.status).toBe(200);
  });

  it('handles a slow request within its latency, so its own work does not add to it', async () => {
    const name = freeName('com', 'slow-provider');
    h.sim.faults.add({
      path: '/order/domains/register',
      times: 1,
      latencyMs: 2000,
      action: { kind: 'latency' },
    });
    let answered = false;
    const order = h.api.post('/order/domains/register', orderFields(name)).then((res) => {
      answered = true;
      return res;
    });
    // Handled half-way through the latency; the answer still takes the rest of it.
    while (h.sim.domain(name) === undefined) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 200));
    expect(answered).toBe(false);
    expect((await order).json).toBe('success');
  });

  it('fires rate-based faults from a seeded generator, the same way every run', async () => {
    const pattern = async (seed: number): Promise<number[]> => {
      const run = await startHarness({ random: seed });
      try {
        run.sim.faults.add({
          path: '/version',
          rate: 0.5,
          action: { kind: 'status', status: 500 },
        });
        const statuses: number[] = [];
        for (let i = 0; i < 16; i++) statuses.push((await run.api.get('/version')).status);
        return statuses;
      } finally {
        await run.sim.close();
      }
    };
    const a = await pattern(42);
    expect(await pattern(42)).toEqual(a);
    expect(a).toContain(500);
    expect(a).toContain(200);
  });

  it('refuses rules that cannot apply', () => {
    expect(() => {
      h.sim.faults.add({ rate: 2, action: { kind: 'latency' } });
    }).toThrow();
    expect(() => {
      h.sim.faults.add({ times: 0, action: { kind: 'latency' } });
    }).toThrow();
  });
});
