import { describe, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/ipc';
import { ADA } from '../services/orders/testing/ordersFixture';
import { createDispatcher } from './dispatcher';
import type { Handlers } from './dispatcher';

// Every input below is refused by the channel's schema: no handler may ever run.
const reached: string[] = [];
const handlers = new Proxy({} as Handlers, {
  get: (_target, channel) => () => {
    reached.push(String(channel));
    return null;
  },
});
const dispatcher = createDispatcher(handlers);

async function refusal(channel: ChannelName, input: unknown): Promise<string> {
  const result = await dispatcher.dispatch({ channel, input, trustedSender: true });
  expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_input' } });
  return result.ok ? '' : result.error.message;
}

const contact = ADA;
const MEGABYTE = 'x'.repeat(1024 * 1024);

describe('inputs at the bridge', () => {
  it.each([
    ['\r\n', 'London\r\nX-Injected: 1'],
    ['\n', 'London\nX-Injected: 1'],
    ['\r', 'London\rX'],
    ['\u2028', 'London\u2028X'],
  ])('refuse a contact field holding a line break (%j), naming it', async (_break, city) => {
    const message = await refusal('contactProfiles:save', {
      name: 'Ada',
      contact: { ...contact, city },
    });
    expect(message).toContain('contact.city: Must be on one line');
  });

  it('refuse a NUL character in a note, a label, a profile name or any other text', async () => {
    expect(
      await refusal('portfolio:setNotes', { name: 'example.com', notes: 'shown\u0000hidden' }),
    ).toContain('notes: Must not contain the NUL character (U+0000)');
    expect(
      await refusal('accounts:update', { accountId: 'a1', changes: { label: 'Main\u0000X' } }),
      // The label's own rule names the character in its words.
    ).toMatch(/changes\.label: .*NUL character \(U\+0000\)/);
    expect(await refusal('contactProfiles:save', { name: 'Ada\u0000X', contact })).toContain(
      'name: Must not contain the NUL character',
    );
    expect(
      await refusal('contactProfiles:save', {
        name: 'Ada',
        contact: { ...contact, address1: '1 Main St\u0000hidden' },
      }),
    ).toContain('contact.address1: Must not contain the NUL character');
    // A field whose own schema has no rule for it is refused all the same.
    expect(await refusal('app:dismissNotice', { id: 'notice\u0000hidden' })).toContain(
      'id: Must not contain the NUL character',
    );
    expect(reached).toEqual([]);
  });

  it('refuse line breaks in names, nameservers, labels and tags', async () => {
    expect(
      await refusal('orders:place', {
        accountId: 'a1',
        order: {
          domain: 'example.com',
          operation: 'register',
          period: 1,
          nameservers: ['ns1.example.net', 'ns2.example.net\r\nns3.evil.example'],
        },
      }),
    ).toContain(
      'order.nameservers.ns2: ns2: "ns2.example.net\\u{D}\\u{A}ns3.evil.example" contains a control character',
    );
    expect(await refusal('contactProfiles:save', { name: 'Ada\nsecond line', contact })).toContain(
      'name: Must be on one line',
    );
    expect(
      await refusal('portfolio:setTags', { names: ['example.com'], tags: ['vip\r\nx'] }),
    ).toContain('tags.0: Must be on one line');
    expect(
      await refusal('accounts:update', { accountId: 'a1', changes: { label: 'Main\nX' } }),
    ).toContain('changes.label: Keep the name on one line.');
  });

  it('refuse an IPv6 zone id as a glue address', async () => {
    const message = await refusal('domains:registerGlue', {
      name: 'example.com',
      nameserver: 'ns1.example.com',
      ipaddress: 'fe80::1%eth0',
    });
    expect(message).toContain('ipaddress: An IPv6 zone id');
  });

  it('bound every string: a 1 MB value is refused without being echoed', async () => {
    const cases: [ChannelName, unknown, string][] = [
      ['pricing:tldPrices', { accountId: 'a1', currency: MEGABYTE }, 'currency:'],
      ['orders:get', { orderId: MEGABYTE }, 'orderId:'],
      ['jobs:cancel', { jobId: MEGABYTE }, 'jobId:'],
      ['accounts:verify', { accountId: MEGABYTE }, 'accountId:'],
      ['portfolio:get', { name: 'example.com', accountId: MEGABYTE }, 'accountId:'],
      [
        'domains:saveDns',
        {
          name: 'example.com',
          records: [],
          base: [{ hostname: '@', type: 'A', address: '192.0.2.1', priority: 0, recid: MEGABYTE }],
        },
        'base.0.recid:',
      ],
      ['orders:checkout', { accountId: 'a1', eppCodes: { [MEGABYTE]: 'code' } }, 'eppCodes.'],
      [
        'accounts:test',
        { baseUrl: `https://x.example/${MEGABYTE}`, email: 'r@example.com', apiKey: 'k' },
        'baseUrl:',
      ],
    ];
    for (const [channel, input, field] of cases) {
      const message = await refusal(channel, input);
      expect(message).toContain(field);
      expect(message.length).toBeLessThan(2000);
    }
  });

  it('reach no handler with any of these', () => {
    expect(reached).toEqual([]);
  });
});
