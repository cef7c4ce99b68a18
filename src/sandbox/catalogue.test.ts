import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, startHarness, type Harness } from './testing/apiClient';

interface PricingRow {
  tld: string;
  currencyCode: string;
  years: number[];
  redemptionDays: number;
  registrationPrice: string;
}

describe('TLD list and prices', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h.sim.close();
  });

  it('lists at least 30 TLDs with leading dots and a few empty slots', async () => {
    const tlds = (await h.api.get('/tlds')).json as (string | null)[];
    expect(tlds.filter((t) => t === null).length).toBeGreaterThan(0);
    const names = tlds.filter((t): t is string => t !== null);
    expect(names.length).toBeGreaterThanOrEqual(30);
    for (const t of ['.com', '.io', '.de', '.eu', '.co.uk', '.org.uk', '.com.au', '.co.nz']) {
      expect(names).toContain(t);
    }
    expect(names.every((t) => t.startsWith('.'))).toBe(true);
  });

  it('prices every TLD once per currency with the specified fields', async () => {
    const rows = (await h.api.get('/tlds/pricing')).json as PricingRow[];
    const tlds = new Set(rows.map((r) => r.tld));
    expect(rows.length).toBe(tlds.size * 3);
    for (const currency of ['USD', 'EUR', 'GBP']) {
      expect(rows.filter((r) => r.currencyCode === currency).length).toBe(tlds.size);
    }
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
      [
        'currencyCode',
        'graceDays',
        'graceFee',
        'redemptionDays',
        'redemptionFee',
        'registrationPrice',
        'renewalPrice',
        'transferPrice',
        'tld',
        'years',
      ].sort(),
    );
    const usd = (tld: string): PricingRow | undefined =>
      rows.find((r) => r.tld === tld && r.currencyCode === 'USD');
    expect(usd('.de')?.years).toEqual([1]);
    expect(usd('.io')?.years).toEqual([1, 2, 3]);
    expect(usd('.co.uk')?.years).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(usd('.com')?.registrationPrice).toMatch(/^\d+\.\d\d$/);
    expect(rows.some((r) => r.redemptionDays === -1)).toBe(true);
  });

  it('answers cart pricing with one column per year and -1.00 where not offered', async () => {
    const uk = (await h.api.get('/order/pricing/domains/register?domain=shop.co.uk')).json;
    expect(uk).toMatchObject({
      type: 'domainregister',
      currency: 1,
      msetupfee: '8.99',
      qsetupfee: '17.98',
      ssetupfee: '26.97',
      asetupfee: '35.96',
      bsetupfee: '44.95',
      monthly: '53.94',
      quarterly: '62.93',
      semiannually: '71.92',
      annually: '80.91',
      biennially: '89.90',
      tsetupfee: '-1.00',
      triennially: '-1.00',
    });
    const de = (await h.api.get('/order/pricing/domains/renew?domain=beispiel.de')).json;
    expect(de).toMatchObject({
      type: 'domainrenew',
      msetupfee: '6.99',
      qsetupfee: '-1.00',
      biennially: '-1.00',
    });
    const io = (await h.api.get('/order/pricing/domains/transfer?domain=startup.io')).json;
    expect(io).toMatchObject({ type: 'domaintransfer', ssetupfee: '119.97', asetupfee: '-1.00' });
  });

  it('answers cart pricing in the account currency', async () => {
    const gbp = clientFor(h, { email: 'uk@example.com', apiKey: 'k', currency: 'GBP' });
    const rec = (await gbp.get('/order/pricing/domains/register?domain=shop.com')).json;
    expect(rec).toMatchObject({ currency: 3, msetupfee: '8.68' });
  });

  it('refuses cart pricing without a valid domain of a known TLD', async () => {
    for (const query of [
      '',
      '?domain=',
      '?domain=nodot',
      '?domain=hello.nosuchtld',
      '?domain=-x-.com',
    ]) {
      const res = await h.api.get(`/order/pricing/domains/register${query}`);
      expect(res.status).toBe(400);
      expect((res.json as { error: string }).error).toMatch(
        /^Request validation error: .+\. Please contact administration$/,
      );
    }
    expect((await h.api.get('/order/pricing/domains/restore?domain=a.com')).status).toBe(404);
  });
});
