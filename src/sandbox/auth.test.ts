import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { computeToken } from '../main/api/token';
import { ApiClient, BROWSER_UA, startHarness, type Harness } from './testing/apiClient';

const HOUR = 3_600_000;

/** A GET with exactly the given headers (fetch always adds a User-Agent). */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; type: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] ?? '' });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('authentication and the web-protection proxy', () => {
  let h: Harness;
  beforeEach(async () => {
    h = await startHarness();
  });
  afterEach(async () => {
    await h.sim.close();
  });

  it('answers the version to a browser agent with a valid token, dated by the server clock', async () => {
    const res = await h.api.get('/version');
    expect(res.status).toBe(200);
    expect(typeof res.json).toBe('string');
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('date')).toBe(new Date(h.clock.ms).toUTCString());
  });

  it.each([
    'curl/8.5.0',
    'node',
    'undici',
    'python-requests/2.31',
    'Go-http-client/1.1',
    'axios/1.7.2',
    'okhttp/4.12.0',
    'Wget/1.21.4',
    'Java/17.0.2',
    'libwww-perl/6.72',
    'PHP/8.2',
    'GuzzleHttp/7',
    'CURL-LIKE Thing',
  ])('blocks the non-browser agent %j with a plain-text 1010 before auth', async (agent) => {
    const res = await h.api.get('/version', { 'User-Agent': agent, token: 'wrong' });
    expect(res.status).toBe(403);
    expect(res.text).toBe('error code: 1010');
    expect(res.headers.get('content-type')).toContain('text/plain');
  });

  it('blocks a missing or empty User-Agent', async () => {
    const headers = h.api.headers();
    const noAgent = Object.fromEntries(Object.entries(headers).filter(([k]) => k !== 'User-Agent'));
    const missing = await rawGet(`${h.sim.baseUrl}/version`, noAgent);
    expect([missing.status, missing.body]).toEqual([403, 'error code: 1010']);
    const empty = await rawGet(`${h.sim.baseUrl}/version`, { ...noAgent, 'User-Agent': '' });
    expect([empty.status, empty.body]).toEqual([403, 'error code: 1010']);
  });

  it('lets the vendor module agent through', async () => {
    const res = await h.api.get('/version', { 'User-Agent': 'ModulesGarden - Domains Reseller' });
    expect(res.status).toBe(200);
  });

  it('answers 401 JSON for a wrong token, an unknown user or missing headers', async () => {
    const expected = { error: 'Authentication failed: invalid username or token' };
    const wrong = await h.api.get('/version', { token: 'bm90IGEgdG9rZW4=' });
    expect([wrong.status, wrong.json]).toEqual([401, expected]);
    const stranger = new ApiClient(h.sim, 'someone@example.com', 's3cr3t-API-key', h.clock.now);
    expect((await stranger.get('/version')).status).toBe(401);
    const bare = await fetch(`${h.sim.baseUrl}/version`, { headers: { 'User-Agent': BROWSER_UA } });
    expect(bare.status).toBe(401);
    expect(await bare.json()).toEqual(expected);
  });

  it('accepts only the current hour by default', async () => {
    const previous = h.api.headers({
      token: computeToken(h.api.email, h.api.apiKey, new Date(h.clock.ms - HOUR)),
    });
    const res = await fetch(`${h.sim.baseUrl}/version`, { headers: previous });
    expect(res.status).toBe(401);
  });

  it('accepts adjacent hours within the configured skew window', async () => {
    const skewed = await startHarness({ tokenSkewHours: 1 });
    try {
      const at = (offset: number): Promise<Response> =>
        fetch(`${skewed.sim.baseUrl}/version`, {
          headers: skewed.api.headers({
            token: computeToken(
              skewed.api.email,
              skewed.api.apiKey,
              new Date(skewed.clock.ms + offset),
            ),
          }),
        });
      expect((await at(-HOUR)).status).toBe(200);
      expect((await at(HOUR)).status).toBe(200);
      expect((await at(2 * HOUR)).status).toBe(401);
    } finally {
      await skewed.sim.close();
    }
  });

  it('checks tokens and dates answers with the offset clock', async () => {
    h.sim.setClockOffsetMs(2 * HOUR);
    const local = await h.api.get('/version');
    expect(local.status).toBe(401);
    expect(local.headers.get('date')).toBe(new Date(h.clock.ms + 2 * HOUR).toUTCString());
    const serverTime = new ApiClient(h.sim, h.api.email, h.api.apiKey, () => h.clock.ms + 2 * HOUR);
    expect((await serverTime.get('/version')).status).toBe(200);
  });

  it('answers 429 with Retry-After above the per-second limit, and recovers a second later', async () => {
    const limited = await startHarness({}, { rateLimitPerSecond: 2 });
    try {
      expect((await limited.api.get('/version')).status).toBe(200);
      expect((await limited.api.get('/version')).status).toBe(200);
      const over = await limited.api.get('/version');
      expect(over.status).toBe(429);
      expect(over.json).toEqual({ error: 'Too many requests' });
      expect(Number(over.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      limited.clock.advance(1000);
      expect((await limited.api.get('/version')).status).toBe(200);
    } finally {
      await limited.sim.close();
    }
  });

  it('answers 404 JSON for unknown actions, wrong methods and paths outside the base', async () => {
    const unknown = await h.api.get('/domains');
    expect([unknown.status, unknown.json]).toEqual([404, { error: 'Not found' }]);
    expect((await h.api.post('/version')).status).toBe(404);
    expect((await h.api.get('/__sandbox/accounts/reseller%40example.com')).status).toBe(404);
    const outside = await fetch(h.sim.baseUrl.replace('/index.php', '/other.php/version'), {
      headers: h.api.headers(),
    });
    expect(outside.status).toBe(404);
  });

  it('logs every API request with the token redacted', async () => {
    await h.api.get('/version');
    await h.api.post('/domains/lookup', { searchTerm: 'hello', tldsToInclude: ['.com'] });
    await h.api.get('/version', { token: 'nope' });
    const [first, second, third] = h.sim.requests;
    expect(first).toMatchObject({
      method: 'GET',
      path: '/version',
      status: 200,
      account: 'reseller@example.com',
    });
    expect(first?.headers.token).toBe('<redacted>');
    expect(first?.headers.username).toBe('reseller@example.com');
    expect(second?.body).toEqual({ searchTerm: 'hello', tldsToInclude: ['.com'] });
    expect(third).toMatchObject({ status: 401 });
    expect(third?.account).toBeUndefined();
    expect(JSON.stringify(h.sim.requests)).not.toContain(h.api.headers().token);
    expect(h.sim.countRequests({ path: '/version' })).toBe(2);
    expect(h.sim.countRequests({ method: 'post', path: /^\/domains\// })).toBe(1);
    expect(h.sim.countRequests({ account: 'reseller@example.com' })).toBe(2);
  });
});
