import type { DnsRecordView } from '../ipc/channels/domainsTypes';
import { TXT_STRING_MAX } from './dnsRecordRules';
import { ipVersion } from './ipAddress';
import { zoneLines } from './zoneLines';
import type { ZoneEntry, ZoneLineProblem } from './zoneLines';

/** A line of the file that is not imported, and why. */
export type SkippedLine = ZoneLineProblem;

export interface ZoneImport {
  readonly records: DnsRecordView[];
  /** Every line not imported (SOA, apex NS, types the API cannot hold, unreadable lines). */
  readonly skipped: SkippedLine[];
}

/** A zone file that cannot be imported at all: another domain's zone. */
export class ZoneRefused extends Error {}

const TTL = /^(\d+[smhdw]?)+$/i;
const CLASSES = new Set(['IN', 'CH', 'HS', 'CS', 'ANY']);
/** Types the API stores; the others known to DNS are named as such when left out. */
const STORED = new Set(['A', 'AAAA', 'CNAME', 'MX', 'TXT', 'NS', 'SRV', 'CAA', 'SOA']);
const OTHER_TYPES = new Set(
  'PTR SPF DS DNSKEY HINFO RRSIG NSEC NSEC3 NSEC3PARAM TLSA SSHFP NAPTR LOC RP AFSDB CERT DNAME URI SVCB HTTPS OPENPGPKEY SMIMEA CDS CDNSKEY ALIAS KEY SIG KX MINFO MB MG MR WKS X25 ISDN APL IPSECKEY DHCID ZONEMD CSYNC EUI48 EUI64 NULL'.split(
    ' ',
  ),
);
const isType = (token: string): boolean =>
  STORED.has(token) || OTHER_TYPES.has(token) || /^TYPE\d+$/.test(token);

const absolute = (name: string, origin: string): string => {
  if (name === '@') return origin;
  return (name.endsWith('.') ? name : `${name}.${origin}`).toLowerCase();
};

/** `www.example.com.` → `www`, the apex → `@`; null for a name outside the domain. */
function relativeTo(name: string, domain: string): string | null {
  if (name === `${domain}.`) return '@';
  return name.endsWith(`.${domain}.`) ? name.slice(0, -domain.length - 2) : null;
}

/** A target host written in full, without the final dot (how the API keeps it). */
const hostOf = (token: string, origin: string): string =>
  absolute(token, origin).replace(/\.$/, '');

/** Quoted parts joined into one text when it fits one string, else kept as quoted parts. */
function txtValue(tokens: readonly string[]): string {
  const parts = tokens.map((t) => (t.startsWith('"') ? t : `"${t}"`));
  const joined = parts.map((part) => part.slice(1, -1)).join('');
  return joined.length <= TXT_STRING_MAX ? joined : parts.join(' ');
}

const port = (token: string | undefined): boolean =>
  token !== undefined && /^\d{1,5}$/.test(token) && Number(token) <= 65535;

type Read = { record: Omit<DnsRecordView, 'hostname'> } | { reason: string };

/** The record's value from its data tokens, or why it cannot be read. */
function readData(type: string, data: readonly string[], origin: string, at: string): Read {
  const count = (n: number, what: string): string | null =>
    data.length === n
      ? null
      : `a ${type} record needs ${what}; this line has ${data.length === 0 ? 'none' : `"${data.join(' ')}"`}.`;
  const rec = (address: string, priority = 0): Read => ({ record: { type, address, priority } });
  switch (type) {
    case 'A':
    case 'AAAA': {
      const problem = count(1, type === 'A' ? 'an IPv4 address' : 'an IPv6 address');
      if (problem) return { reason: problem };
      const ip = data[0] ?? '';
      if (ipVersion(ip) !== (type === 'A' ? 4 : 6)) {
        return { reason: `"${ip}" is not an IPv${type === 'A' ? 4 : 6} address.` };
      }
      return rec(ip);
    }
    case 'CNAME':
    case 'NS': {
      const problem = count(1, 'one target host');
      if (problem) return { reason: problem };
      if (type === 'NS' && at === '@') {
        return { reason: 'NS at the apex: the domain’s nameservers are set under Nameservers.' };
      }
      return rec(hostOf(data[0] ?? '', origin));
    }
    case 'MX': {
      const problem = count(2, 'a preference and a mail host');
      if (problem) return { reason: problem };
      if (!port(data[0])) return { reason: `the preference "${data[0] ?? ''}" is not 0 to 65535.` };
      return rec(hostOf(data[1] ?? '', origin), Number(data[0]));
    }
    case 'TXT':
      return data.length === 0 ? { reason: 'a TXT record needs its text.' } : rec(txtValue(data));
    case 'SRV': {
      const problem = count(4, 'priority, weight, port and target');
      if (problem) return { reason: problem };
      const [priority, weight, srvPort, target = ''] = data;
      if (![priority, weight, srvPort].every(port)) {
        return { reason: 'priority, weight and port must be whole numbers from 0 to 65535.' };
      }
      return rec(`${weight ?? 0} ${srvPort ?? 0} ${hostOf(target, origin)}`, Number(priority));
    }
    case 'CAA': {
      const problem = count(3, 'flags, a tag and a value');
      if (problem) return { reason: problem };
      const [flags = '', tag = '', value = ''] = data;
      if (!/^\d{1,3}$/.test(flags)) return { reason: `the flags "${flags}" are not a number.` };
      return rec(`${flags} ${tag.toLowerCase()} ${value.startsWith('"') ? value : `"${value}"`}`);
    }
    default:
      return { reason: `the API does not store ${type} records.` };
  }
}

/** The origin a `$ORIGIN` line sets, or a refusal when it is another domain's. */
function originOf(entry: ZoneEntry, origin: string, domain: string): string {
  const given = entry.tokens[1];
  if (given === undefined) throw new ZoneRefused(`Line ${entry.line}: $ORIGIN names no domain.`);
  const next = absolute(given, origin);
  if (relativeTo(next, domain) === null) {
    throw new ZoneRefused(
      `Line ${entry.line}: "$ORIGIN ${given}" is the zone of another domain; this page edits ${domain}. Nothing was imported.`,
    );
  }
  return next;
}

/**
 * Reads a BIND zone file into the records the API can hold. Every line left out is listed
 * with its number and reason; a file for another domain (`$ORIGIN`) is refused whole.
 */
export function importZone(text: string, domainName: string): ZoneImport {
  const domain = domainName.toLowerCase().replace(/\.$/, '');
  const { entries, problems } = zoneLines(text);
  const records: DnsRecordView[] = [];
  const skipped: SkippedLine[] = [...problems];
  let origin = `${domain}.`;
  let owner: string | null = null;
  for (const entry of entries) {
    const skip = (reason: string) => skipped.push({ line: entry.line, text: entry.text, reason });
    const first = entry.tokens[0] ?? '';
    if (first.startsWith('$')) {
      const directive = first.toUpperCase();
      if (directive === '$ORIGIN') origin = originOf(entry, origin, domain);
      else if (directive !== '$TTL')
        skip(`${directive} is not followed: paste the records it names.`);
      continue;
    }
    let rest = entry.tokens;
    if (!entry.sameOwner) {
      owner = absolute(first, origin);
      rest = rest.slice(1);
    } else if (owner === null) {
      skip('the line starts with a blank, yet no record before it gives the name to use.');
      continue;
    }
    let i = 0;
    let seenTtl = false;
    let seenClass = false;
    for (; i < rest.length; i += 1) {
      const token = (rest[i] ?? '').toUpperCase();
      if (!seenTtl && TTL.test(token)) seenTtl = true;
      else if (!seenClass && CLASSES.has(token) && !isType(token)) seenClass = true;
      else break;
    }
    const classToken = rest.slice(0, i).find((t) => CLASSES.has(t.toUpperCase()));
    const type = (rest[i] ?? '').toUpperCase();
    if (classToken !== undefined && classToken.toUpperCase() !== 'IN') {
      skip(`class ${classToken} is not the Internet (IN).`);
    } else if (!isType(type)) {
      skip(
        type === '' ? 'no record type on this line.' : `"${rest[i] ?? ''}" is not a record type.`,
      );
    } else if (type === 'SOA') {
      skip('the SOA record: the registrar’s DNS servers write their own.');
    } else {
      const hostname = relativeTo(owner, domain);
      if (hostname === null) {
        skip(`the name ${owner} is outside ${domain}.`);
        continue;
      }
      const read = readData(type, rest.slice(i + 1), origin, hostname);
      if ('reason' in read) skip(read.reason);
      else records.push({ hostname, ...read.record });
    }
  }
  skipped.sort((a, b) => a.line - b.line);
  return { records, skipped };
}
