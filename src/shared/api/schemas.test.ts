import { describe, expect, it } from 'vitest';
import { failureTextOf, isOrderSuccess } from './bodyStatus';
import {
  creditsSchema,
  dnsRecordListSchema,
  domainInformationSchema,
  emailForwardingSchema,
  eppCodeResultSchema,
  lockStatusSchema,
  orderResultSchema,
  syncResultSchema,
  transferSyncResultSchema,
} from './domainSchemas';
import { domainLookupListSchema } from './lookupSchemas';
import { nameserversResultSchema } from './nameserverSchemas';
import { cartPricingSchema, tldListSchema, tldPriceListSchema } from './pricingSchemas';

describe('result schemas are lenient', () => {
  it('drop null TLD slots, also when PHP sent the list as an object', () => {
    expect(tldListSchema.parse(['.com', null, '.net'])).toEqual(['.com', '.net']);
    expect(tldListSchema.parse({ 0: '.com', 2: '.org' })).toEqual(['.com', '.org']);
  });

  it('keep fields they do not know', () => {
    const [price] = tldPriceListSchema.parse([
      {
        tld: '.com',
        registrationPrice: '10.00',
        renewalPrice: 11,
        currencyCode: 'USD',
        years: [1, 2, '3'],
        promo: 'spring',
      },
    ]);
    expect(price).toMatchObject({
      tld: '.com',
      registrationPrice: '10.00',
      renewalPrice: '11.00',
      years: [1, 2, 3],
      promo: 'spring',
    });
    const info = domainInformationSchema.parse({
      domain: 'example.com',
      nameservers: { ns1: 'a.example', ns2: 'b.example' },
      transferLock: 1,
      expiryDate: '',
      registrarSpecific: { x: 1 },
    });
    expect(info).toMatchObject({
      transferLock: true,
      expiryDate: '',
      registrarSpecific: { x: 1 },
      nameservers: { ns1: 'a.example', ns2: 'b.example' },
    });
  });

  it('read current and old lookup shapes', () => {
    const [full, old, taken, errored] = domainLookupListSchema.parse([
      {
        domainName: 'example.com',
        sld: 'example',
        tld: 'com',
        legacyStatus: 'available',
        isAvailable: true,
        pricing: { 1: { register: {} } },
        premiumCostPricing: [],
      },
      { sld: 'old', tld: 'net', status: 'available' },
      { sld: 'taken', tld: '.org', status: 'unavailable' },
      { domainName: 'x.com', legacyStatus: 'error', status: 'unknown', isAvailable: false },
    ]);
    expect(full?.availability).toBe('available');
    expect(full?.pricing).toEqual({ 1: { register: {} } });
    expect(old).toMatchObject({ domainName: 'old.net', availability: 'available' });
    expect(taken).toMatchObject({ domainName: 'taken.org', availability: 'unavailable' });
    expect(errored?.availability).toBe('error');
  });

  it('map cart pricing cycles to years and skip periods not offered', () => {
    const pricing = cartPricingSchema.parse({
      id: 4,
      type: 'domainregister',
      currency: 1,
      relid: 2,
      msetupfee: '10.00',
      qsetupfee: '20.00',
      ssetupfee: '-1.00',
      asetupfee: '-1.00',
      bsetupfee: '-1.00',
      tsetupfee: '0.00',
      monthly: '-1.00',
      quarterly: '-1.00',
      semiannually: '-1.00',
      annually: '-1.00',
      biennially: '95.00',
      triennially: '0.00',
    });
    expect(pricing.byYears).toEqual({ 1: '10.00', 2: '20.00', 10: '95.00' });
    expect(pricing.record.type).toBe('domainregister');
    expect(pricing.record.ssetupfee).toBe('-1.00');
  });

  it('read the known shapes of the calls the spec leaves open', () => {
    expect(
      nameserversResultSchema.parse({
        ns1: 'a',
        ns2: 'b',
        status: 'success',
        message: '',
        success: 'success',
      }),
    ).toMatchObject({ ns1: 'a', ns2: 'b' });
    expect(lockStatusSchema.parse(' Locked ')).toBe('locked');
    expect(lockStatusSchema.safeParse('maybe').success).toBe(false);
    expect(
      dnsRecordListSchema.parse([
        { hostname: '@', type: 'mx', address: 'mx.example', priority: '10' },
      ]),
    ).toEqual([{ hostname: '@', type: 'MX', address: 'mx.example', priority: 10 }]);
    expect(emailForwardingSchema.parse([{ prefix: 'info', forwardto: 'a@b.c' }])).toEqual([
      { prefix: 'info', forwardto: 'a@b.c' },
    ]);
    expect(
      emailForwardingSchema.parse({ prefix: ['info', 'sales'], forwardto: ['a@b.c', 'd@e.f'] }),
    ).toEqual([
      { prefix: 'info', forwardto: 'a@b.c' },
      { prefix: 'sales', forwardto: 'd@e.f' },
    ]);
    expect(eppCodeResultSchema.parse({ eppcode: 'X1' }).eppCode).toBe('X1');
    expect(eppCodeResultSchema.parse('success').eppCode).toBeUndefined();
    expect(syncResultSchema.parse({ expirydate: '2027-01-01', active: true })).toMatchObject({
      active: true,
    });
    expect(transferSyncResultSchema.parse({ failed: true, reason: 'Rejected' })).toMatchObject({
      failed: true,
      reason: 'Rejected',
    });
    expect(creditsSchema.parse('125.50')).toBe('125.50');
    expect(creditsSchema.parse(125.5)).toBe('125.50');
  });

  it('recognise both order success shapes and nothing else', () => {
    expect(orderResultSchema.safeParse('success').success).toBe(true);
    expect(orderResultSchema.parse({ result: 'success', msg: 'Order placed' }).message).toBe(
      'Order placed',
    );
    expect(orderResultSchema.safeParse({ orderid: 5 }).success).toBe(false);
    expect(isOrderSuccess({ result: 'error', msg: 'no' })).toBe(false);
  });

  it('spot failure reported inside a 2xx body', () => {
    expect(failureTextOf({ status: 'error', message: 'm', error: 'Not supported' })).toBe(
      'Not supported',
    );
    expect(failureTextOf({ result: 'error', msg: 'Declined' })).toBe('Declined');
    expect(failureTextOf({ success: false })).toMatch(/without details/);
    expect(failureTextOf({ status: 'success', message: '', success: 'success' })).toBeUndefined();
    expect(failureTextOf(['error'])).toBeUndefined();
  });
});

describe('nameserver sets', () => {
  it('leave out the empty slots servers send for unused nameservers', () => {
    expect(
      nameserversResultSchema.parse({
        ns1: 'a.example',
        ns2: 'b.example',
        ns3: '',
        ns4: '',
        ns5: '',
        status: 'success',
      }),
    ).toEqual({ ns1: 'a.example', ns2: 'b.example', status: 'success' });
    expect(nameserversResultSchema.parse(['a.example', 'b.example'])).toEqual({
      ns1: 'a.example',
      ns2: 'b.example',
    });
  });
});
