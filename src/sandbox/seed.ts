import type { TldInfo } from './catalogue';
import { findTld } from './catalogue';
import { addDays, addYears, startOfDay } from './clock';
import type { Contact } from './contacts';
import type { SandboxCore } from './core';
import type { DomainDetails, DomainRecord } from './domains';
import { toAsciiName } from './domainName';
import { hash32, seededRandom } from './random';
import {
  ADJECTIVES,
  CLOUD_NAMESERVERS,
  DEMO_CONTACT,
  HOSTING_NAMESERVERS,
  IDN_NAMES,
  NOUNS,
  TLD_WEIGHTS,
} from './seedData';
import type { ContactRole } from './types';

export const DEMO_EMAIL = 'demo@domaindesk.test';
export const DEMO_API_KEY = 'dd-demo-4f7c2a9e81b35d60';
export const DEMO_PORTFOLIO_SIZE = 300;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const WEIGHTED_TLDS: readonly TldInfo[] = TLD_WEIGHTS.flatMap(([name, weight]) => {
  const tld = findTld(name);
  return tld ? Array.from({ length: weight }, () => tld) : [];
});

/** The i-th demo label: adjective + noun, numbered once the combinations run out. */
function demoLabel(i: number): string {
  const a = ADJECTIVES[i % ADJECTIVES.length] ?? 'demo';
  const n = NOUNS[Math.floor(i / ADJECTIVES.length) % NOUNS.length] ?? 'site';
  const round = Math.floor(i / (ADJECTIVES.length * NOUNS.length));
  return round === 0 ? `${a}${n}` : `${a}${n}${round}`;
}

function demoName(i: number, pick: number): string {
  const idn = IDN_NAMES[i];
  if (idn !== undefined) return toAsciiName(idn);
  const tld = WEIGHTED_TLDS[pick % WEIGHTED_TLDS.length]?.tld ?? 'com';
  return `${demoLabel(i)}.${tld}`;
}

const DEMO_CONTACTS: Record<ContactRole, Contact> = {
  Registrant: DEMO_CONTACT,
  Technical: DEMO_CONTACT,
  Billing: DEMO_CONTACT,
  Admin: DEMO_CONTACT,
};

/** DNS, forwarding, glue and contacts of a seeded domain, derived from its name on first use. */
export function demoDetails(record: DomainRecord): DomainDetails {
  const h = hash32(`details:${record.name}`);
  const ownNameservers = h % 10 === 0;
  const nameservers = ownNameservers
    ? [`ns1.${record.name}`, `ns2.${record.name}`]
    : h % 10 < 3
      ? [...CLOUD_NAMESERVERS]
      : [...HOSTING_NAMESERVERS];
  const ip = `192.0.2.${1 + (h % 250)}`;
  const dns = record.dnsManagement
    ? [
        { hostname: '@', type: 'A', address: ip, priority: 0, recid: '1' },
        { hostname: 'www', type: 'CNAME', address: record.name, priority: 0, recid: '2' },
        { hostname: '@', type: 'MX', address: 'mx1.mailhost.example', priority: 10, recid: '3' },
        {
          hostname: '@',
          type: 'TXT',
          address: 'v=spf1 include:mailhost.example ~all',
          priority: 0,
          recid: '4',
        },
      ]
    : [];
  return {
    nameservers,
    dns,
    nextRecId: dns.length + 1,
    emailRules: record.emailForwarding
      ? [
          { prefix: 'info', forwardto: 'dana@domaindesk.test' },
          { prefix: 'sales', forwardto: 'sales@domaindesk.test' },
        ]
      : [],
    glue: ownNameservers
      ? [
          { hostname: `ns1.${record.name}`, ipaddress: ip },
          { hostname: `ns2.${record.name}`, ipaddress: `198.51.100.${1 + (h % 250)}` },
        ]
      : [],
    contacts: h % 20 === 7 ? null : DEMO_CONTACTS,
  };
}

/** Expiry of an active demo domain: mostly later, some within 30 days, some just expired. */
function activeExpiry(tld: TldInfo, today: number, r: number, r2: number): number {
  if (r < 0.08) return addDays(today, 1 + Math.floor(r2 * 30));
  if (r < 0.11 && tld.graceDays > 0) return addDays(today, -1 - Math.floor(r2 * tld.graceDays));
  return addDays(today, 31 + Math.floor(r2 * 1100));
}

function demoRecord(i: number, now: number, random: () => number): DomainRecord {
  const name = demoName(i, Math.floor(random() * 1_000_000));
  const tld = findTld(name.slice(name.indexOf('.') + 1)) ?? WEIGHTED_TLDS[0];
  if (!tld) throw new Error('The TLD table is empty');
  const today = startOfDay(now);
  const years = tld.years[0] ?? 1;
  const r = random();
  const r2 = random();
  const record: DomainRecord = {
    name,
    account: DEMO_EMAIL,
    kind: 'registration',
    state: 'active',
    orderedAt: now - Math.floor((5 + r2 * 1000) * DAY_MS),
    readyAt: now,
    forced: false,
    eppAccepted: true,
    regperiod: years,
    expiresAt: activeExpiry(tld, today, random(), r2),
    locked: random() < 0.75,
    idProtection: random() < 0.4,
    dnsManagement: random() < 0.7,
    emailForwarding: random() < 0.3,
    premium: false,
    chargedCents: 0,
  };
  if (r < 0.04) {
    // Ordered recently; provisioning still runs for a few hours.
    Object.assign(record, {
      state: 'pending',
      orderedAt: now - HOUR_MS,
      readyAt: now + Math.ceil(r2 * 48) * HOUR_MS,
      expiresAt: addYears(today, years),
    });
  } else if (r < 0.08) {
    Object.assign(record, {
      kind: 'transfer',
      state: r < 0.07 ? 'transfer-pending' : 'transfer-failed',
      orderedAt: now - DAY_MS,
      readyAt: now + Math.ceil(1 + r2 * 4) * DAY_MS,
      eppAccepted: r < 0.07,
      locked: false,
      ...(r >= 0.07 && {
        failureReason: 'The authorization code was rejected by the losing registrar',
      }),
    });
  }
  return record;
}

/** Records seeded between two turns of the event loop: a few milliseconds' work. */
const SEED_CHUNK = 2_000;

/**
 * Creates the demo account and its portfolio (deterministic for a seed). Domain details are
 * generated on first use, and the records are made in chunks that let the event loop turn:
 * 100,000 domains take a few hundred milliseconds, which the process hosting the simulator
 * (the app's services, in the demo) must not spend in one block.
 */
export async function seedDemo(
  core: SandboxCore,
  size = DEMO_PORTFOLIO_SIZE,
  seed = 20_261_122,
): Promise<{ email: string; apiKey: string }> {
  core.addAccount({
    email: DEMO_EMAIL,
    apiKey: DEMO_API_KEY,
    credit: '2500.00',
    currency: 'USD',
    verified: true,
    profile: 'full',
  });
  const { domains, clock } = core.state;
  domains.detailsFactory = demoDetails;
  const random = seededRandom(seed);
  const now = clock.now();
  for (let i = 0; i < size; i++) {
    if (i > 0 && i % SEED_CHUNK === 0) await new Promise((resolve) => setImmediate(resolve));
    domains.put(demoRecord(i, now, random));
  }
  return { email: DEMO_EMAIL, apiKey: DEMO_API_KEY };
}
