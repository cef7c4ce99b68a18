import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DnsRecordView } from '../../../shared/ipc/channels/domainsTypes';
import { startDomainsHarnessWithDns } from './testing/domainsHarness';
import type { DomainsHarness } from './testing/domainsHarness';

let h: DomainsHarness;
beforeEach(async () => {
  h = await startDomainsHarnessWithDns();
});
afterEach(async () => {
  await h.close();
});

const dnsSaves = () => h.sim.countRequests({ method: 'POST', path: /\/dns$/ });
const liveDns = () =>
  (h.sim.domain(h.name)?.dns ?? []).map(
    (r) => `${r.hostname} ${r.type} ${r.address} ${r.priority}`,
  );

describe('saving DNS records', () => {
  it('replaces the whole set and logs what it was before and after', async () => {
    const ref = { name: h.name };
    const base = (await h.domains.getDns(ref)).data;
    const edited: DnsRecordView[] = [
      ...base.filter((r) => r.type !== 'CNAME'),
      { hostname: '@', type: 'MX', address: 'mail.example.net', priority: 10 },
      { hostname: '@', type: 'TXT', address: 'v=spf1 mx -all', priority: 0 },
    ];

    const saved = await h.domains.saveDns(ref, { records: edited, base });

    expect(liveDns()).toEqual([
      '@ A 192.0.2.10 0',
      '@ MX mail.example.net 10',
      '@ TXT v=spf1 mx -all 0',
    ]);
    expect(saved.data.map((r) => r.type)).toEqual(['A', 'MX', 'TXT']);
    const [entry] = h.domains.activity(ref);
    expect(entry).toMatchObject({ id: saved.activityId, action: 'dns.save', result: 'succeeded' });
    expect(entry?.before).toEqual(base);
    expect(entry?.after).toEqual(saved.data);
    expect(h.portfolio.get(ref).snapshots.dns?.data).toEqual(saved.data);

    // Restoring puts the replaced set back, as a change of its own.
    const restored = await h.domains.restore(saved.activityId);
    expect(liveDns()).toEqual(['@ A 192.0.2.10 0', `www CNAME ${h.name}. 0`]);
    expect(h.domains.activity(ref)[0]).toMatchObject({
      id: restored.activityId,
      action: 'dns.restore',
      before: saved.data,
    });
  });

  it('sends priority 0 for records that do not use one, whatever the form held', async () => {
    const ref = { name: h.name };
    const base = (await h.domains.getDns(ref)).data;
    const edited: DnsRecordView[] = [
      { hostname: '@', type: 'A', address: '192.0.2.10', priority: 1.5 },
      { hostname: 'www', type: 'CNAME', address: `${h.name}.`, priority: -1 },
      { hostname: '@', type: 'TXT', address: 'v=spf1 -all', priority: 1e308 },
      { hostname: '@', type: 'MX', address: 'mail.example.net', priority: 10 },
    ];

    await h.domains.saveDns(ref, { records: edited, base });

    expect(liveDns()).toEqual([
      '@ A 192.0.2.10 0',
      `www CNAME ${h.name}. 0`,
      '@ TXT v=spf1 -all 0',
      '@ MX mail.example.net 10',
    ]);
  });

  it('refuses to save over records someone changed since they were loaded', async () => {
    const ref = { accountId: h.main.accountId, name: h.name };
    const base = (await h.domains.getDns(ref)).data;
    await h.main.otherClient.saveDns(h.name, [
      { hostname: '@', type: 'A', address: '198.51.100.7', priority: 0 },
    ]);
    const before = dnsSaves();

    const attempt = h.domains.saveDns(ref, {
      records: [...base, { hostname: 'shop', type: 'A', address: '192.0.2.20', priority: 0 }],
      base,
    });

    await expect(attempt).rejects.toMatchObject({
      kind: 'conflict',
      detail: {
        live: [expect.objectContaining({ address: '198.51.100.7' })],
        base: [
          expect.objectContaining({ address: '192.0.2.10' }),
          expect.objectContaining({ type: 'CNAME' }),
        ],
      },
    });
    expect(dnsSaves()).toBe(before);
    expect(liveDns()).toEqual(['@ A 198.51.100.7 0']);
    // The cache now shows the live set that was read.
    expect(h.portfolio.get(ref).snapshots.dns?.data).toEqual([
      expect.objectContaining({ address: '198.51.100.7' }),
    ]);
    // Logged as refused, never as a save that went through.
    expect(
      h.domains
        .activity(ref)
        .filter((e) => e.action === 'dns.save')
        .map((e) => [e.result, e.resultDetail?.startsWith('Refused: ')]),
    ).toEqual([['failed', true]]);
  });

  it('names each invalid record and sends nothing', async () => {
    const ref = { name: h.name };
    const base = (await h.domains.getDns(ref)).data;
    const before = dnsSaves();
    const attempt = h.domains.saveDns(ref, {
      base,
      records: [
        { hostname: '@', type: 'A', address: '2001:db8::1', priority: 0 },
        { hostname: 'mail', type: 'AAAA', address: '192.0.2.1', priority: 0 },
        { hostname: '@', type: 'MX', address: 'mx.example.net', priority: -1 },
        { hostname: 'bad host', type: 'TXT', address: 'x', priority: 0 },
        { hostname: 'x', type: 'SPF', address: 'x', priority: 0 },
      ],
    });
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid_input',
      detail: {
        issues: [
          {
            path: 'records.0.address',
            message: 'Record 1 (A @): "2001:db8::1" is not an IPv4 address (A record).',
          },
          {
            path: 'records.1.address',
            message: 'Record 2 (AAAA mail): "192.0.2.1" is not an IPv6 address (AAAA record).',
          },
          {
            path: 'records.2.priority',
            message:
              'Record 3 (MX @): priority must be a whole number from 0 to 65535 (MX record).',
          },
          {
            path: 'records.3.hostname',
            message: expect.stringContaining(
              'Record 4 (TXT bad host): host "bad host" must be @',
            ) as string,
          },
          {
            path: 'records.4.type',
            message: expect.stringContaining('type "SPF" is not supported') as string,
          },
        ],
      },
    });
    expect(dnsSaves()).toBe(before);
  });
});

describe("a DNS set larger than the provider's PHP reads", () => {
  it('is refused before anything is sent, and saved once the account says the limit is higher', async () => {
    const ref = { name: h.name };
    const base = (await h.domains.getDns(ref)).data;
    const big: DnsRecordView[] = Array.from({ length: 201 }, (_, i) => ({
      hostname: `host${String(i)}`,
      type: 'A',
      address: `192.0.2.${String(i % 250)}`,
      priority: 0,
      recid: String(5000 + i),
    }));
    const before = dnsSaves();

    await expect(h.domains.saveDns(ref, { records: big, base })).rejects.toMatchObject({
      kind: 'invalid_input',
      detail: {
        issues: [
          {
            path: 'records',
            message: expect.stringMatching(
              /201 DNS records take 1005 form fields, more than the 1000 .*about 200 DNS records/,
            ) as string,
          },
        ],
      },
      // The limit is raised in the account's settings: the refusal opens them.
      next: { action: 'openAccountSettings', accountId: h.main.accountId },
    });
    expect(dnsSaves()).toBe(before);

    h.cache.accounts.update(h.main.accountId, { maxInputVars: 2000 });
    const withoutIds = big.map(({ recid: _recid, ...record }) => record);
    await h.domains.saveDns(ref, { records: withoutIds, base });
    expect(liveDns()).toHaveLength(201);
  });
});

describe('saving e-mail forwarding', () => {
  it('replaces the rules when unchanged underneath and refuses when they changed', async () => {
    const ref = { name: h.name };
    const base = (await h.domains.getEmailForwarding(ref)).data;
    const saved = await h.domains.saveEmailForwarding(ref, {
      rules: [{ prefix: 'info', forwardto: 'owner@example.net' }],
      base,
    });
    expect(h.sim.domain(h.name)?.emailForwarding).toEqual([
      { prefix: 'info', forwardto: 'owner@example.net' },
    ]);
    expect(h.domains.activity(ref)[0]).toMatchObject({
      id: saved.activityId,
      action: 'email.save',
      before: base,
    });

    await h.main.otherClient.saveEmailForwarding(h.name, [
      { prefix: 'sales', forwardto: 'b@example.net' },
    ]);
    await expect(
      h.domains.saveEmailForwarding(ref, {
        rules: [{ prefix: 'x', forwardto: 'x@example.net' }],
        base: saved.data,
      }),
    ).rejects.toMatchObject({ kind: 'conflict', detail: { live: [{ prefix: 'sales' }] } });
  });
});

describe('restoring e-mail forwarding and listing the account activity', () => {
  it('puts back the rules an earlier save replaced, logged as a restore', async () => {
    const ref = { name: h.name };
    await h.domains.saveEmailForwarding(ref, {
      rules: [{ prefix: 'info', forwardto: 'first@example.net' }],
      base: (await h.domains.getEmailForwarding(ref)).data,
    });
    const second = await h.domains.saveEmailForwarding(ref, {
      rules: [{ prefix: 'sales', forwardto: 'second@example.net' }],
      base: [{ prefix: 'info', forwardto: 'first@example.net' }],
    });

    const restored = await h.domains.restore(second.activityId);

    expect(h.sim.domain(h.name)?.emailForwarding).toEqual([
      { prefix: 'info', forwardto: 'first@example.net' },
    ]);
    const accountId = h.domains.activity(ref)[0]?.accountId ?? '';
    expect(h.domains.accountActivity(accountId).map((entry) => entry.action)).toEqual([
      'email.restore',
      'email.save',
      'email.save',
    ]);
    expect(h.domains.accountActivity(accountId)[0]?.id).toBe(restored.activityId);
  });
});
