import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, startHarness, type Harness } from './testing/apiClient';
import { freeName, takenName } from './testing/names';
import { orderFields } from './testing/orderFields';

/** Drives the control surface the way a separate process would: JSON over HTTP. */
async function control(
  h: Harness,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`${h.sim.controlUrl}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
}

describe('control surface over HTTP', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('lives outside the API base path', () => {
    expect(h.sim.controlUrl.startsWith(h.sim.baseUrl)).toBe(false);
    expect(new URL(h.sim.controlUrl).pathname).toBe('/__sandbox');
  });

  it('limits an account to R requests a second, and lifts the limit', async () => {
    const limit = await control(
      h,
      'POST',
      `/accounts/${encodeURIComponent(h.api.email)}/rate-limit`,
      {
        perSecond: 3,
      },
    );
    expect(limit.status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await h.api.get('/version')).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const refused = await h.api.get('/version');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    h.clock.advance(1000);
    expect((await h.api.get('/version')).status).toBe(200);

    await control(h, 'POST', `/accounts/${encodeURIComponent(h.api.email)}/rate-limit`, {
      perSecond: null,
    });
    for (let i = 0; i < 10; i += 1) expect((await h.api.get('/version')).status).toBe(200);
    const bad = await control(
      h,
      'POST',
      `/accounts/${encodeURIComponent(h.api.email)}/rate-limit`,
      {
        perSecond: -1,
      },
    );
    expect(bad.status).toBe(400);
  });

  it('adds and adjusts accounts', async () => {
    const created = await control(h, 'POST', '/accounts', {
      email: 'second@example.com',
      apiKey: 'key-2',
      credit: '50.00',
      currency: 'EUR',
      verified: false,
      profile: 'basic',
    });
    expect(created).toEqual({
      status: 201,
      json: {
        email: 'second@example.com',
        credit: '50.00',
        currency: 'EUR',
        verified: false,
        profile: 'basic',
      },
    });
    expect((await control(h, 'POST', '/accounts', { email: 'x' })).status).toBe(400);
    await control(h, 'POST', '/accounts/second%40example.com/credit', { credit: '75.50' });
    await control(h, 'POST', '/accounts/second%40example.com/verified', { verified: true });
    expect((await control(h, 'GET', '/accounts/second%40example.com')).json).toMatchObject({
      credit: '75.50',
      verified: true,
    });
    const second = new ApiClient(h.sim, 'second@example.com', 'key-2', h.clock.now);
    expect((await second.get('/billing/credits')).json).toBe('75.50');
    expect((await control(h, 'GET', '/accounts/nobody%40example.com')).status).toBe(404);
  });

  it('lists domains, provisions orders, completes transfers and tells auth codes', async () => {
    const reg = freeName('com', 'controlled');
    const move = takenName('com', 'controlmove');
    await h.api.post('/order/domains/register', orderFields(reg));
    await h.api.post(
      '/order/domains/transfer',
      orderFields(move, { eppcode: h.sim.eppCodeFor(move) }),
    );
    expect((await control(h, 'GET', '/accounts/reseller%40example.com/domains')).json).toEqual([
      reg,
      move,
    ]);
    expect((await control(h, 'GET', `/domains/${move}/eppcode`)).json).toEqual({
      eppcode: h.sim.eppCodeFor(move),
    });
    await control(h, 'POST', '/provision', {});
    expect((await control(h, 'GET', `/domains/${reg}`)).json).toMatchObject({
      state: 'active',
      name: reg,
    });
    const done = await control(h, 'POST', `/transfers/${move}/complete`, { outcome: 'completed' });
    expect(done.json).toMatchObject({ state: 'active', kind: 'transfer' });
    expect((await control(h, 'GET', '/domains/unknown-name.com')).status).toBe(404);
  });

  it('adds and clears faults, with regular-expression paths', async () => {
    await control(h, 'POST', '/faults', {
      pathRegex: '^/ver',
      action: { kind: 'status', status: 502 },
    });
    expect((await h.api.get('/version')).status).toBe(502);
    await control(h, 'DELETE', '/faults');
    expect((await h.api.get('/version')).status).toBe(200);
    expect((await control(h, 'POST', '/faults', { action: { kind: 'explode' } })).status).toBe(400);
  });

  it('moves the server clock and counts requests', async () => {
    await control(h, 'POST', '/clock', { offsetMs: 3_600_000 });
    expect((await h.api.get('/version')).status).toBe(401);
    await control(h, 'POST', '/clock', { offsetMs: 0 });
    await h.api.get('/version');
    expect((await control(h, 'GET', '/requests/count?path=/version')).json).toEqual({ count: 2 });
    expect(
      (await control(h, 'GET', '/requests/count?account=reseller%40example.com')).json,
    ).toEqual({ count: 1 });
    const log = (await control(h, 'GET', '/requests?pathRegex=^/vers&limit=1')).json as {
      count: number;
      entries: { status: number }[];
    };
    expect(log.count).toBe(2);
    expect(log.entries).toEqual([expect.objectContaining({ status: 200 })]);
  });

  it('answers unknown control endpoints with 404 and allows browser callers', async () => {
    expect((await control(h, 'GET', '/nothing-here')).status).toBe(404);
    const preflight = await fetch(`${h.sim.controlUrl}/accounts`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
  });
});
