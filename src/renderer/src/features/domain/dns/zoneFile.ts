import * as zonefileModule from 'dns-zonefile';
import type { DNSZone } from 'dns-zonefile';
import type { DnsRecordView } from '../../../../../shared/ipc/channels/domainsTypes';
import { characterStrings, isPlainToken, printable } from './zoneText';

// The package ships an ES module whose only export is a default object, while its typings
// declare named functions; take whichever form the bundler hands over.
const zonefile =
  (zonefileModule as unknown as { default?: typeof zonefileModule }).default ?? zonefileModule;

/** Why a record cannot be written as it is, or null when it can. */
function unwritable(r: DnsRecordView, type: string): string | null {
  if (!isPlainToken(r.hostname)) return 'its name';
  if (type === 'TXT' || type === 'CAA') return null;
  const tokens = type === 'SRV' ? r.address.trim().split(/ +/) : [r.address];
  return tokens.every(isPlainToken) ? null : 'its value';
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
