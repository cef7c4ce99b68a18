import { ADA } from '../../src/main/services/orders/testing/ordersFixture';
import type { ChannelName } from '../../src/shared/ipc';

/** One bad input: where it goes, and the field its refusal must name. */
export interface BadInput {
  readonly channel: ChannelName;
  readonly what: string;
  readonly input: unknown;
  /** As the answer names it: `contact.email`, `records.0.address`, `line 2`. */
  readonly field: string;
}

/** What the cases are built around: a connected account with one active domain. */
export interface CaseContext {
  readonly accountId: string;
  readonly domain: string;
  readonly exportText: string;
}

/**
 * A field's path (`contact.email`, `records.0.address`), the bad values to put there, and the
 * name the answer gives the field when it is not the path (the form's own name: `ns1`).
 */
type FieldTable = readonly (readonly [path: string, values: readonly unknown[], field?: string])[];

const LONG = 'x'.repeat(5000);

function withValue(base: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  const keys = path.split('.');
  let at: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1] ?? ''] = value;
  return copy;
}

// JSON.stringify(undefined) is undefined, whatever its type says.
const shown = (value: unknown): string =>
  ((JSON.stringify(value) as string | undefined) ?? String(value)).slice(0, 40);

/** Every value of the table put, one at a time, into an otherwise valid input. */
function mutations(channel: ChannelName, base: unknown, table: FieldTable): BadInput[] {
  return table.flatMap(([path, values, field]) =>
    values.map((value) => ({
      channel,
      what: `${path} = ${shown(value)}`,
      input: withValue(base, path, value),
      // The answer names a field by the path it was put at: one path style everywhere.
      field: field ?? path,
    })),
  );
}

const ACCOUNT_FIELDS: FieldTable = [
  ['label', ['', 'Main\nsecond line', LONG, 42, 'Main\u0000hidden']],
  [
    'baseUrl',
    [
      '',
      'not a url',
      'ftp://reseller.example/api',
      'javascript:alert(1)',
      7,
      'https://reseller.example/modules/\naddons/DomainsReseller/api/index.php',
    ],
  ],
  ['email', ['', 'no-at-sign', 'jörg@example.com', 'a@b.com\r\nBcc: x@y.z', null]],
  ['apiKey', ['', LONG.repeat(3), 12345]],
  ['maxConcurrentRequests', [0, 17, 1.5, '4', -1]],
  ['minRequestIntervalMs', [-1, 60_001, 'fast', 0.5]],
  ['maxInputVars', [99, 2_000_000, 'many']],
  ['userAgent', ['Mozi\nlla', LONG]],
  ['currency', ['dollars', 'US', 5]],
];

const ADA_FIELDS: FieldTable = [
  ['firstname', ['', '  ', 'Ada\nLovelace', LONG, 1, 'safe\u202eexe.txt', 'Ada\u200b']],
  ['lastname', ['', 'Love\rlace', LONG]],
  ['email', ['', 'nobody', 'ada@', '@example.net', 'ada@example.net\nBcc: x@y.z']],
  ['email', ['a\u0000b@example.net', 'ada@ex\u0430mple.net', '\u0430da@example.net']],
  ['address1', ['', 'Line\nbreak', LONG, 'a\u0000b']],
  ['city', ['', 'London\u2028X', LONG, '\u001b[31mLondon', 'London\u0085']],
  ['country', ['', 'United Kingdom', 'XX', 'g1', 44]],
  ['phonenumber', ['', '0207 946 0000', 'call me', '+44.', '+44.2079460000\n']],
  ['postcode', [LONG, 'SW1\nY']],
];

const DNS_RECORD = { hostname: 'www', type: 'A', address: '192.0.2.10', priority: 0 };
const DNS_FIELDS: FieldTable = [
  ['records.0.type', ['BOGUS', '', 'a\nb', 7]],
  ['records.0.address', ['', 'not-an-ip', '999.1.1.1', '2001:db8::1', 'fe80::1%eth0', LONG]],
  ['records.0.address', ['192.0.2.1\u202e', '\u001b[31m', '192.0.2.1\u200b']],
  ['records.0.hostname', ['a b', 'under score!', 'x'.repeat(300), '-lead', 'line\nbreak']],
  ['records.0.priority', ['ten', null]],
];
const MX_FIELDS: FieldTable = [
  ['records.0.priority', [-1, 70_000, 1.5]],
  ['records.0.address', ['', 'mail server', '192.0.2.1 extra']],
];
const AAAA_FIELDS: FieldTable = [['records.0.address', ['192.0.2.1', 'gggg::1', '']]];

const NAMESERVER_FIELDS: FieldTable = [
  // The editor's slots are ns1 to ns5; an empty slot is dropped, leaving ns2 missing.
  ['nameservers.0', ['x'.repeat(301)]],
  ['nameservers.0', ['ns1.example.net\nns2'], 'nameservers.ns1'],
  ['nameservers.0', ['ns1..example.net', 'ns 1.example.net', '-ns.example.net'], 'ns1'],
  ['nameservers.0', [''], 'nameservers.ns2'],
  ['nameservers.0', ['ns1.example.net\u202e', 'ns1.exa\u0000mple.net'], 'ns1'],
  ['nameservers.1', ['NS1.Example.NET'], 'ns2'],
  ['nameservers.1', ['ns1.example.net'], 'ns2'],
  ['nameservers.1', ['ns2.example.net\r\nns3.evil.example'], 'nameservers.ns2'],
  ['nameservers.1', [3]],
];

const EMAIL_FIELDS: FieldTable = [
  ['rules.0.forwardto', ['a\u0000b@example.com', 'safe\u202eexe@example.com']],
  ['rules.0.forwardto', ['ada@p\u0430ypal.com', 'nobody']],
  ['rules.0.prefix', ['in\u200bfo']],
];

const BULK_FIELDS: FieldTable = [
  ['action.nameservers.1', ['ns2.example.net\r\n'], 'ns2'],
  ['action.nameservers.1', ['-bad-.host', 'NS1.example.net'], 'ns2'],
];

const GLUE_FIELDS: FieldTable = [
  ['ipaddress', ['', 'abc', '300.1.1.1', '192.0.2', 'fe80::1%eth0', '1.2.3.4/24']],
  ['nameserver', ['', 'ns1..x', 'ns 1', 'x'.repeat(301), 'ns1\nns2']],
];

const SEARCH_FIELDS: FieldTable = [
  ['entries', [[], 'example', Array.from({ length: 5001 }, () => 'a')]],
  ['entries.0', ['a\nb', LONG, 42, null]],
  ['tlds', ['.com', Array.from({ length: 101 }, () => '.com')]],
  ['tlds.0', ['x'.repeat(65), '.co\nm', 1]],
  ['premium', ['yes']],
];

const ORDER_FIELDS: FieldTable = [
  ['order.domain', ['', 'exa\nmple.com', 'x'.repeat(1000)]],
  ['order.domain', ['..', 'a b.com', '.com', 'x'.repeat(250)], 'domain'],
  ['order.operation', ['steal', '', 3]],
  ['order.period', [0, 11, 1.5, 'one', -1]],
  ['order.nameservers', [['a', 'b', 'c', 'd', 'e', 'f'], 'ns1.example.net']],
  ['order.nameservers.0', ['ns1.example.net\nns2'], 'order.nameservers.ns1'],
  ['order.nameservers.0', [LONG]],
  ['order.contacts.registrant.email', ['a@b\nc', 'ada\u200b@example.net']],
  ['order.contacts.registrant.firstname', ['safe\u202eexe.txt']],
  ['order.contacts.registrant.email', ['ada@ex\u0430mple.net'], 'contacts.registrant.email'],
  ['order.contacts.registrant.email', ['nobody', 'ada@'], 'contacts.registrant.email'],
  ['order.contacts.registrant.country', ['Britain', 'XX'], 'contacts.registrant.country'],
  ['order.eppCode', [LONG, 'code\nline']],
  ['order.addons.idprotection', ['yes']],
];

const IMPORT_FIELDS: FieldTable = [
  ['format', ['something-else', 1]],
  ['version', [99, 'one', 0]],
  [
    'accounts.0.baseUrl',
    [
      'not a url',
      '',
      'http://user:pw@127.0.0.1:18082/not-the-api/',
      'https://reseller.example/modules/\naddons/DomainsReseller/api/index.php',
    ],
  ],
  ['accounts.0.id', ['acc\r\n1', '']],
  ['accounts.0.label', ['Main\r\nX-Injected: 1', 'Main\u0000hidden']],
  ['accounts.0.userAgent', ['Agent\r\nX-Injected: 1']],
  ['accounts.0.minRequestIntervalMs', [1e12]],
  ['domains.0.notes', ['shown\u0000hidden', 'x'.repeat(10_001)]],
  ['domains.0.tags', [Array.from({ length: 51 }, (_, i) => `tag-${String(i)}`)]],
  ['domains.0.tags.0', ['a\nb', 'a\u0000b']],
  ['accounts.0.email', ['nobody', '']],
  ['accounts.0.maxConcurrentRequests', [0, 100]],
  ['contactProfiles.0.name', ['', 5, 'Office\u0000hidden']],
  ['contactProfiles.0.contact.email', ['nobody', 7, '']],
  ['contactProfiles.0.contact.country', ['Britain', 'XX']],
  ['contactProfiles.0.contact.phonenumber', ['call me']],
  ['accounts', ['none']],
];

/** CSV files and pasted lists whose every line is refused, each with its own reason. */
const BAD_NAME_LINES = [
  '..',
  'foo bar.com',
  '-lead.com',
  'trail-.com',
  'a'.repeat(64) + '.com',
  'exa_mple.com',
  'example..com',
  'http://',
  '...',
  'a.b.c..d',
];

function importLines(ctx: CaseContext): BadInput[] {
  // A paste splits on spaces as well as lines, so a line with a space is two entries there.
  return BAD_NAME_LINES.flatMap((line) => [
    {
      channel: 'portfolio:importCsv' as const,
      what: `CSV line ${JSON.stringify(line)}`,
      input: { accountId: ctx.accountId, csv: `domain\n${line}\n` },
      field: 'line 2',
    },
    ...(line.includes(' ')
      ? []
      : [
          {
            channel: 'portfolio:addNames' as const,
            what: `pasted ${JSON.stringify(line)}`,
            input: { accountId: ctx.accountId, text: line },
            field: 'line 1',
          },
        ]),
  ]);
}

/** Channels given the wrong kind of input altogether. */
const SHAPE_CHANNELS: readonly ChannelName[] = [
  'accounts:connect',
  'accounts:test',
  'accounts:update',
  'accounts:verify',
  'accounts:remove',
  'contactProfiles:save',
  'contactProfiles:remove',
  'domains:saveDns',
  'domains:saveNameservers',
  'domains:registerGlue',
  'domains:saveContacts',
  'domains:saveEmailForwarding',
  'domains:setLock',
  'domains:delete',
  'orders:place',
  'orders:startBatch',
  'orders:cartPut',
  'orders:checkout',
  'search:start',
  'portfolio:importCsv',
  'portfolio:addNames',
  'portfolio:setTags',
  'data:import',
  'settings:update',
];

function wrongShapes(): BadInput[] {
  return SHAPE_CHANNELS.flatMap((channel) =>
    ['a string', 42, null, [1, 2]].map((input) => ({
      channel,
      what: `input ${JSON.stringify(input)}`,
      input,
      field: 'input',
    })),
  );
}

export function badInputs(ctx: CaseContext): BadInput[] {
  const { accountId, domain: name } = ctx;
  const account = {
    label: 'Main',
    baseUrl: 'https://reseller.example/modules/addons/DomainsReseller/api/index.php',
    email: 'reseller@example.com',
    apiKey: 'a-key',
    maxConcurrentRequests: 2,
    minRequestIntervalMs: 250,
  };
  const order = {
    accountId,
    order: {
      domain: 'bad-input-order.com',
      operation: 'register',
      period: 1,
      nameservers: ['ns1.example.net', 'ns2.example.net'],
      contacts: { registrant: ADA },
      addons: {},
    },
  };
  const dns = (record: object) => ({ accountId, name, records: [record], base: [] });
  const exported = JSON.parse(ctx.exportText) as unknown;
  return [
    ...mutations('accounts:connect', account, ACCOUNT_FIELDS),
    ...mutations('contactProfiles:save', { name: 'Ada', contact: ADA }, [
      ['name', ['', '   ', 'Ada\nsecond', LONG]],
      ...ADA_FIELDS.map(([path, values]) => [`contact.${path}`, values] as const),
    ]),
    ...mutations('domains:saveDns', dns(DNS_RECORD), DNS_FIELDS),
    ...mutations('domains:saveDns', dns({ ...DNS_RECORD, type: 'MX', address: 'mx.ex.net' }), [
      ...MX_FIELDS,
    ]),
    ...mutations('domains:saveDns', dns({ ...DNS_RECORD, type: 'AAAA' }), AAAA_FIELDS),
    ...mutations(
      'domains:saveNameservers',
      { accountId, name, nameservers: ['ns1.example.net', 'ns2.example.net'] },
      NAMESERVER_FIELDS,
    ),
    ...mutations(
      'domains:saveEmailForwarding',
      { accountId, name, rules: [{ prefix: 'info', forwardto: 'ada@example.net' }], base: [] },
      EMAIL_FIELDS,
    ),
    ...mutations(
      'portfolio:bulk',
      {
        selection: { kind: 'names', accountId, names: [name] },
        action: { kind: 'setNameservers', nameservers: ['ns1.example.net', 'ns2.example.net'] },
      },
      BULK_FIELDS,
    ),
    ...mutations(
      'domains:registerGlue',
      { accountId, name, nameserver: `ns1.${name}`, ipaddress: '192.0.2.53' },
      GLUE_FIELDS,
    ),
    ...mutations(
      'search:start',
      { accountId, entries: ['example'], tlds: ['.com'] },
      SEARCH_FIELDS,
    ),
    ...mutations('orders:place', order, ORDER_FIELDS),
    ...mutations('data:import', exported, IMPORT_FIELDS).map((c) => ({
      ...c,
      input: { text: JSON.stringify(c.input) },
    })),
    ...importLines(ctx),
    ...wrongShapes(),
  ];
}
