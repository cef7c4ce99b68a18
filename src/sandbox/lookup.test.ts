import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './testing/apiClient';
import { freeName, takenName } from './testing/names';
import { orderFields } from './testing/orderFields';

interface Result {
  domainName: string;
  idnDomainName: string;
  sld: string;
  idnSld: string;
  tld: string;
  status: string;
  legacyStatus: string;
  isAvailable: boolean;
  isRegistered: boolean;
  isValidDomain: boolean;
  isPremium: boolean;
  domainErrorMessage: string;
  premiumCostPricing: { type: string; price: string; currencyCode: string }[];
  pricing: Record<string, { register: { price: string } }>;
  shortestPeriod: { period: number };
}

const FIELDS = [
  'domainName',
  'idnDomainName',
  'tld',
  'tldNoDots',
  'sld',
  'idnSld',
  'status',
  'legacyStatus',
  'score',
  'isRegistered',
  'isAvailable',
  'isValidDomain',
  'domainErrorMessage',
  'pricing',
  'shortestPeriod',
  'group',
  'minLength',
  'maxLength',
  'isPremium',
  'premiumCostPricing',
];

describe('availability lookup', () => {
  let h: Harness;
  const lookup = async (fields: Record<string, string | boolean | string[]>): Promise<Result[]> =>
    (await h.api.post('/domains/lookup', fields)).json as Result[];

  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.sim.close();
  });

  it('answers one complete element per requested TLD', async () => {
    const results = await lookup({
      searchTerm: 'Example',
      tldsToInclude: ['.com', '.co.uk', '.io'],
    });
    expect(results.map((r) => r.domainName)).toEqual([
      'example.com',
      'example.co.uk',
      'example.io',
    ]);
    for (const r of results) {
      expect(Object.keys(r)).toEqual(FIELDS);
      expect(r).toMatchObject({
        isRegistered: true,
        isAvailable: false,
        legacyStatus: 'unavailable',
      });
    }
    expect(results[1]).toMatchObject({ tld: 'co.uk', tldNoDots: 'couk', sld: 'example' });
    expect(Object.keys(results[2]?.pricing ?? {})).toEqual(['1', '2', '3']);
    expect(results[2]?.shortestPeriod.period).toBe(1);
  });

  it('reports free names as available with prices', async () => {
    const name = freeName('net', 'lookupfree');
    const [r] = await lookup({ searchTerm: name.split('.')[0] ?? '', tldsToInclude: ['.net'] });
    expect(r).toMatchObject({
      isAvailable: true,
      legacyStatus: 'available',
      isRegistered: false,
      isPremium: false,
    });
    expect(r?.pricing['1']?.register.price).toBe('12.99');
    const taken = takenName('net', 'lookuptaken');
    const [t] = await lookup({ searchTerm: taken.split('.')[0] ?? '', tldsToInclude: ['.net'] });
    expect(t?.isAvailable).toBe(false);
  });

  it('shows premium names only when premium results are enabled', async () => {
    const [hidden] = await lookup({ searchTerm: 'casino', tldsToInclude: ['.com'] });
    expect(hidden).toMatchObject({ isAvailable: false, isPremium: true, premiumCostPricing: [] });
    const [shown] = await lookup({
      searchTerm: 'casino',
      tldsToInclude: ['.com'],
      premiumEnabled: true,
    });
    expect(shown).toMatchObject({ isAvailable: true, isPremium: true, legacyStatus: 'available' });
    const register = shown?.premiumCostPricing.find((p) => p.type === 'register');
    expect(register?.currencyCode).toBe('USD');
    expect(Number(register?.price)).toBeGreaterThanOrEqual(125);
    expect(shown?.pricing['1']?.register.price).toBe(register?.price);
    const [short] = await lookup({
      searchTerm: 'qz',
      tldsToInclude: ['.net'],
      premiumEnabled: '1',
    });
    expect(short?.isPremium).toBe(true);
  });

  it.each([
    ['bad_name', 'The domain name contains invalid characters'],
    ['-start', 'The domain name cannot begin or end with a hyphen'],
    ['ab--cd', 'The domain name cannot contain hyphens in the third and fourth positions'],
    ['a'.repeat(64), 'The domain name must be at most 63 characters for .com'],
  ])('marks %j as an invalid domain', async (term, message) => {
    const [r] = await lookup({ searchTerm: term, tldsToInclude: ['.com'] });
    expect(r).toMatchObject({
      isValidDomain: false,
      isAvailable: false,
      domainErrorMessage: message,
    });
  });

  it('applies per-TLD minimum lengths and unknown TLDs', async () => {
    const [io, zz] = await lookup({ searchTerm: 'ab', tldsToInclude: ['.io', '.zz'] });
    expect(io?.domainErrorMessage).toBe('The domain name must be at least 3 characters for .io');
    expect(zz).toMatchObject({ isValidDomain: false, legacyStatus: 'error', status: 'unknown' });
  });

  it('handles internationalised names in both forms', async () => {
    const [de, io] = await lookup({
      searchTerm: 'Straße-und-Platz',
      punyCodeSearchTerm: 'xn--strae-und-platz-tib',
      isIdnDomain: true,
      tldsToInclude: ['.de', '.io'],
    });
    expect(de).toMatchObject({
      domainName: 'xn--strae-und-platz-tib.de',
      idnDomainName: 'straße-und-platz.de',
      sld: 'xn--strae-und-platz-tib',
      idnSld: 'straße-und-platz',
      isValidDomain: true,
    });
    expect(io?.isValidDomain).toBe(false);
    expect(io?.domainErrorMessage).toContain('not supported for .io');
  });

  it('reports names held by a simulated account as registered', async () => {
    const name = freeName('org', 'heldhere');
    await h.api.post('/order/domains/register', orderFields(name));
    const [r] = await lookup({ searchTerm: name.split('.')[0] ?? '', tldsToInclude: ['.org'] });
    expect(r).toMatchObject({ isRegistered: true, isAvailable: false });
  });
});

describe('suggestions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.sim.close();
  });

  it('requires suggestionSettings[maxResults]', async () => {
    const none = await h.api.post('/domains/lookup/suggestions', { searchTerm: 'bakery' });
    expect([none.status, none.json]).toEqual([
      400,
      {
        error:
          'Request validation error: suggestionSettings is required. Please contact administration',
      },
    ]);
    const noMax = await h.api.post('/domains/lookup/suggestions', {
      searchTerm: 'bakery',
      suggestionSettings: { other: 1 },
    });
    expect(noMax.status).toBe(400);
  });

  it('returns at most maxResults variations, some with an unknown status', async () => {
    const few = await h.api.post('/domains/lookup/suggestions', {
      searchTerm: 'bakery',
      tldsToInclude: ['.com'],
      suggestionSettings: { maxResults: 5 },
    });
    expect((few.json as Result[]).length).toBe(5);
    const many = (
      await h.api.post('/domains/lookup/suggestions', {
        searchTerm: 'bakery',
        tldsToInclude: ['.com'],
        suggestionSettings: { maxResults: 60 },
      })
    ).json as Result[];
    expect(many.length).toBeGreaterThan(20);
    expect(many.length).toBeLessThanOrEqual(60);
    expect(many.some((r) => r.legacyStatus === 'error' && r.status === 'unknown')).toBe(true);
    expect(many.some((r) => r.isAvailable && r.legacyStatus === 'available')).toBe(true);
    expect(many.some((r) => r.sld !== 'bakery')).toBe(true);
    expect(many.some((r) => r.sld === 'bakery' && r.tld !== 'com')).toBe(true);
    expect(many.every((r) => r.isValidDomain)).toBe(true);
  });
});
