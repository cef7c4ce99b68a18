import { describe, expect, it } from 'vitest';
import { moneyToCents } from '../../src/shared/api';
import { clientFor, EMAIL, failureOf, simulatorWithAccount } from './harness';

describe('account, TLD and pricing calls against the simulator', () => {
  it('accepts the computed token: the version call succeeds and is logged for the account', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    expect(await client.version()).toMatch(/\S/);
    const [entry] = sim.requests;
    expect(entry).toMatchObject({ method: 'GET', path: '/version', account: EMAIL, status: 200 });
    expect(entry?.headers.username).toBe(EMAIL);
    expect(entry?.headers.accept).toBe('application/json');
    expect(entry?.headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(Number(entry?.headers.timestamp)).toBeGreaterThan(1_600_000_000);
  });

  it('keeps index.php of the base URL, with or without a trailing slash', async () => {
    const sim = await simulatorWithAccount();
    expect(sim.baseUrl).toMatch(/\/index\.php$/);
    const { client } = clientFor(sim, { baseUrl: `${sim.baseUrl}/` });
    await client.version();
    expect(sim.countRequests({ path: '/version' })).toBe(1);
  });

  it("tells an allow list's 403 apart from a domain not in the account, with the provider's words", async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    sim.setAllowedAddresses(EMAIL, ['203.0.113.7']);
    const refused = await failureOf(client.version());
    expect(refused).toMatchObject({
      kind: 'access_refused',
      status: 403,
      serverMessage: 'Action is not allowed',
    });
    expect(refused.message).toMatch(/"Action is not allowed".*only from listed addresses/);
    // Refused once: the read is not retried as if the server were busy.
    expect(sim.countRequests({ path: '/version' })).toBe(1);
    expect((await failureOf(client.information('example-elsewhere.com'))).kind).toBe(
      'access_refused',
    );

    // One provider refused only /version this way while other calls worked.
    sim.setAllowedAddresses(EMAIL, undefined);
    sim.faults.add({
      path: '/version',
      action: {
        kind: 'status',
        status: 403,
        body: JSON.stringify({ error: 'Action is not allowed' }),
      },
    });
    expect((await failureOf(client.version())).kind).toBe('access_refused');
    expect(await client.credits()).toMatch(/^\d+\.\d\d$/);
    expect((await failureOf(client.information('example-elsewhere.com'))).kind).toBe(
      'not_in_account',
    );
  });

  it('reads the credit balance as a decimal string', async () => {
    const sim = await simulatorWithAccount({ credit: '250.75' });
    const { client } = clientFor(sim);
    expect(await client.credits()).toBe('250.75');
  });

  it('lists TLDs with their dots and no empty slots', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const tlds = await client.tlds();
    expect(tlds).toContain('.com');
    expect(tlds.every((t) => typeof t === 'string' && t.startsWith('.'))).toBe(true);
  });

  it('reads list prices per TLD and currency', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const prices = await client.tldPricing();
    const com = prices.filter((p) => p.tld === '.com');
    expect(com.length).toBeGreaterThanOrEqual(1);
    expect(com.map((p) => p.currencyCode)).toContain('USD');
    const usd = com.find((p) => p.currencyCode === 'USD');
    expect(moneyToCents(usd?.registrationPrice ?? '')).toBeGreaterThan(0);
    expect(usd?.years).toContain(1);
  });

  it('reads cart prices per operation with a per-years map', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    for (const type of ['register', 'renew', 'transfer'] as const) {
      const pricing = await client.cartPricing(type, 'example-shop.com');
      expect(pricing.record.type).toBe(`domain${type}`);
      expect(pricing.byYears[1]).toMatch(/^\d+\.\d\d$/);
    }
    const query = sim.requests.at(-1)?.query;
    expect(query).toEqual({ domain: 'example-shop.com' });
  });

  it('sends an internationalized name for cart pricing in Punycode', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    await client.cartPricing('register', 'bücher.com');
    expect(sim.requests.at(-1)?.query).toEqual({ domain: 'xn--bcher-kva.com' });
  });

  it('looks up availability and reads the result list', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const results = await client.lookup({
      searchTerm: 'my-new-shop',
      tldsToInclude: ['.com', 'net'],
    });
    expect(results.map((r) => r.domainName).sort()).toEqual(['my-new-shop.com', 'my-new-shop.net']);
    for (const result of results) {
      expect(result.availability).toBe(result.isAvailable ? 'available' : 'unavailable');
      expect(result.pricing?.[1]).toBeDefined();
    }
    expect(sim.requests.at(-1)?.body).toMatchObject({
      searchTerm: 'my-new-shop',
      tldsToInclude: ['.com', '.net'],
    });
  });

  it('fills in the Punycode search term for an internationalized label', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    await client.lookup({ searchTerm: 'bücher', tldsToInclude: ['.com'] });
    expect(sim.requests.at(-1)?.body).toMatchObject({
      searchTerm: 'bücher',
      punyCodeSearchTerm: 'xn--bcher-kva',
      isIdnDomain: '1',
    });
  });

  it('refuses an internationalized search term that has no Punycode form, sending nothing', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const error = await failureOf(client.lookup({ searchTerm: 'bücher laden' }));
    expect(error.kind).toBe('validation');
    expect(error.message).toMatch(/Punycode/);
    expect(sim.countRequests()).toBe(0);
  });

  it('sends suggestion settings and reads the suggestions', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const suggestions = await client.suggestions({
      searchTerm: 'coffee',
      tldsToInclude: ['.com'],
      suggestionSettings: { maxResults: 5 },
    });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(5);
    expect(sim.requests.at(-1)?.body).toMatchObject({ suggestionSettings: { maxResults: '5' } });
  });

  it('reports a rejected request as validation, with the server text kept apart', async () => {
    const sim = await simulatorWithAccount();
    const { client } = clientFor(sim);
    const error = await failureOf(client.cartPricing('register', 'no-such-tld.invalidtld'));
    expect(error.kind).toBe('validation');
    expect(error.status).toBe(400);
    expect(error.serverMessage).toMatch(/validation/i);
  });
});
