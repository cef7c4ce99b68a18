import * as zonefileModule from 'dns-zonefile';
import type { DNSZone } from 'dns-zonefile';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { TXT_STRING_MAX } from '../../../../../shared/dns/dnsRecordRules';
import { characterStrings, isPlainToken, printable } from './zoneText';

// The package ships an ES module whose only export is a default object, while its typings
// declare named functions; take whichever form the bundler hands over.
const zonefile =
  (zonefileModule as unknown as { default?: typeof zonefileModule }).default ?? zonefileModule;

export interface ZoneImport {
  readonly records: DnsRecordView[];
  /** Lines of the file the API cannot hold (SOA, apex NS, unsupported types), in words. */
  readonly skipped: string[];
}

/** `www.example.com.` → `www`, `example.com.` or `@` → `@`; relative names stay as they are. */
function relativeName(name: string, domain: string): string {
  const lower = name.trim().toLowerCase();
  if (lower === '@' || lower === '' || lower === `${domain}.`) return '@';
  if (lower.endsWith(`.${domain}.`)) return lower.slice(0, -domain.length - 2);
  return lower.replace(/\.$/, '');
}

function hostTarget(host: string): string {
  return host.trim().replace(/\.$/, '');
}

/** The parser keeps TXT quotes: one part is unquoted, parts that fit one string are joined. */
function txtValue(raw: string): string {
  const parts = raw.match(/"(?:[^"\\]|\\.)*"/g);
  if (!parts) return raw.trim();
  const texts = parts.map((part) => part.slice(1, -1));
  const joined = texts.join('');
  return joined.length <= TXT_STRING_MAX ? joined : parts.join(' ');
}

function quoted(value: string): string {
  return value.startsWith('"') ? value : `"${value.replace(/"/g, '\\"')}"`;
}

/** Why a record cannot be written as it is, or null when it can. */
function unwritable(r: DnsRecordView, type: string): string | null {
  if (!isPlainToken(r.hostname)) return 'its name';
  if (type === 'TXT' || type === 'CAA') return null;
  const tokens = type === 'SRV' ? r.address.trim().split(/ +/) : [r.address];
  return tokens.every(isPlainToken) ? null : 'its value';
}

/** Reads a BIND zone file into the records the API can hold, saying what it leaves out. */
export function importZone(text: string, domain: string): ZoneImport {
  const zone: DNSZone = zonefile.parse(text);
  const records: DnsRecordView[] = [];
  const skipped: string[] = [];
  const add = (hostname: string, type: string, address: string, priority = 0) => {
    records.push({ hostname: relativeName(hostname, domain), type, address, priority });
  };
  if (zone.soa) skipped.push('The SOA record (the registrar’s DNS servers write their own).');
  for (const r of zone.ns ?? []) {
    if (relativeName(r.name, domain) === '@') {
      skipped.push(`NS ${hostTarget(r.host)} at the apex (set it under Nameservers).`);
    } else add(r.name, 'NS', hostTarget(r.host));
  }
  for (const r of zone.a ?? []) add(r.name, 'A', r.ip);
  for (const r of zone.aaaa ?? []) add(r.name, 'AAAA', r.ip);
  for (const r of zone.cname ?? []) add(r.name, 'CNAME', hostTarget(r.alias));
  for (const r of zone.mx ?? []) add(r.name, 'MX', hostTarget(r.host), r.preference);
  for (const r of zone.txt ?? []) add(r.name, 'TXT', txtValue(r.txt));
  for (const r of zone.srv ?? []) {
    add(r.name, 'SRV', `${r.weight} ${r.port} ${hostTarget(r.target)}`, r.priority);
  }
  for (const r of zone.caa ?? []) add(r.name, 'CAA', `${r.flags} ${r.tag} ${quoted(r.value)}`);
  for (const [type, list] of [
    ['PTR', zone.ptr],
    ['SPF', zone.spf],
    ['DS', zone.ds],
  ] as const) {
    const count = list?.length ?? 0;
    if (count > 0) skipped.push(`${count} ${type} record(s): the API does not store ${type}.`);
  }
  return { records, skipped };
}

function absolute(host: string): string {
  return host.endsWith('.') ? host : `${host}.`;
}

/** Writes the records as a BIND zone file; URL and FRAME records become comments. */
export function exportZone(
  domain: string,
  records: readonly DnsRecordView[],
  nameservers: readonly string[],
  now: Date = new Date(),
): string {
  const notes: string[] = [];
  const hosts = nameservers.filter(isPlainToken);
  for (const host of nameservers.filter((ns) => !isPlainToken(ns))) {
    notes.push(
      `; left out: nameserver ${printable(host)} (it holds characters a zone file cannot carry)`,
    );
  }
  const zone: DNSZone = {
    $origin: `${domain}.`,
    $ttl: 3600,
    soa: {
      name: '@',
      mname: absolute(hosts[0] ?? `ns1.${domain}`),
      rname: `hostmaster.${domain}.`,
      serial: Number(`${now.toISOString().slice(0, 10).replace(/-/g, '')}01`),
      refresh: 7200,
      retry: 3600,
      expire: 1209600,
      minimum: 3600,
    },
    ns: hosts.map((host) => ({ name: '@', host: absolute(host) })),
  };
  for (const r of records) {
    const name = r.hostname;
    const type = r.type.toUpperCase();
    const problem = unwritable(r, type);
    if (problem !== null) {
      notes.push(
        `; left out: ${printable(type)} ${printable(name)} ${printable(r.address)} (${problem} holds characters a zone file cannot carry)`,
      );
    } else if (type === 'A') (zone.a ??= []).push({ name, ip: r.address });
    else if (type === 'AAAA') (zone.aaaa ??= []).push({ name, ip: r.address });
    else if (type === 'CNAME') (zone.cname ??= []).push({ name, alias: absolute(r.address) });
    else if (type === 'NS') (zone.ns ??= []).push({ name, host: absolute(r.address) });
    else if (type === 'MX') {
      (zone.mx ??= []).push({ name, preference: r.priority, host: absolute(r.address) });
    } else if (type === 'TXT') {
      (zone.txt ??= []).push({ name, txt: characterStrings(r.address) });
    } else if (type === 'SRV') {
      const [weight = '0', port = '0', target = r.address] = r.address.split(/\s+/);
      (zone.srv ??= []).push({
        name,
        priority: r.priority,
        weight: Number(weight),
        port: Number(port),
        target: absolute(target),
      });
    } else if (type === 'CAA') {
      const [flags = '0', tag = 'issue', ...value] = r.address.split(/\s+/);
      const caaValue = characterStrings(value.join(' '));
      (zone.caa ??= []).push({ name, flags: Number(flags), tag, value: caaValue });
    } else {
      notes.push(
        `; ${printable(type)} ${name} ${printable(r.address)} (registrar feature, not a DNS record type)`,
      );
    }
  }
  const text = zonefile.generate(zone);
  return notes.length === 0 ? text : `${text}\n${notes.join('\n')}\n`;
}
