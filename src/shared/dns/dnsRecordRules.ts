import type { DnsRecord } from '../api';
import { fieldPath } from '../rules/fieldIssue';
import type { DnsRecordView } from '../ipc/channels/domainsTypes';
import type { FieldIssue } from '../rules/fieldIssue';
import { unsafeCharacterProblem, visibleText } from '../text/unsafeCharacters';
import { ipVersion } from './ipAddress';

export const DNS_RECORD_TYPES = [
  'A',
  'AAAA',
  'CNAME',
  'MX',
  'TXT',
  'NS',
  'SRV',
  'CAA',
  'URL',
  'FRAME',
];
/** The longest character-string a TXT record can hold (RFC 1035 §3.3); longer text is split. */
export const TXT_STRING_MAX = 255;
/** Types whose priority the registrar uses; for the others it is sent as 0. */
const PRIORITY_TYPES = new Set(['MX', 'SRV']);
/** Types whose target is a host name. */
const HOST_TARGET_TYPES = new Set(['CNAME', 'MX', 'NS']);

const LABEL = /^(?:\*|_?[a-z0-9](?:[a-z0-9_-]{0,61}[a-z0-9])?|_[a-z0-9-]{1,62})$/i;
const HOST_TARGET_LABEL = /^[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?$/i;
const CAA = /^\d{1,3}\s+(issue|issuewild|iodef|contactemail|contactphone)\s+\S.*$/i;

export interface DnsCheck {
  readonly records: DnsRecord[];
  readonly issues: FieldIssue[];
}

/** `@` for the apex; a name typed in full (`www.example.com`) becomes its label (`www`). */
function relativeHost(hostname: string, domain: string): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (host === '' || host === '@' || host === domain) return '@';
  return host.endsWith(`.${domain}`) ? host.slice(0, -domain.length - 1) : host;
}

function hostnameProblem(host: string): string | undefined {
  if (host === '@') return undefined;
  if (host.length > 253) return 'host name is longer than 253 characters';
  const labels = host.split('.');
  if (labels.some((label) => label === '')) return `host "${host}" has an empty part`;
  const bad = labels.find((label, i) => !LABEL.test(label) || (label === '*' && i > 0));
  return bad === undefined
    ? undefined
    : `host "${host}" must be @, a label such as "www", or labels separated by dots`;
}

function isHostTarget(address: string): boolean {
  const host = address.replace(/\.$/, '');
  if (host.length === 0 || host.length > 253 || ipVersion(host) !== 0) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => HOST_TARGET_LABEL.test(label));
}

function addressProblem(type: string, address: string): string | undefined {
  if (address === '') return 'target is required';
  if (type === 'A' && ipVersion(address) !== 4)
    return `"${address}" is not an IPv4 address (A record)`;
  if (type === 'AAAA' && ipVersion(address) !== 6)
    return `"${address}" is not an IPv6 address (AAAA record)`;
  if (HOST_TARGET_TYPES.has(type) && !isHostTarget(address)) {
    return `"${address}" must be a host name such as mail.example.com (${type} record)`;
  }
  if (type === 'SRV') {
    const parts = address.split(/\s+/);
    const target = parts[parts.length - 1] ?? '';
    const numbers = parts.slice(0, -1);
    const portsOk = numbers.every((n) => /^\d{1,5}$/.test(n) && Number(n) <= 65535);
    if (![0, 2].includes(numbers.length) || !portsOk || !isHostTarget(target)) {
      return `"${address}" must be "weight port target" (e.g. "5 5060 sip.example.com") or a host name (SRV record)`;
    }
  }
  if (type === 'TXT') return txtProblem(address);
  if (type === 'CAA' && !CAA.test(address)) {
    return `"${address}" must read flags tag value, e.g. 0 issue "letsencrypt.org" (CAA record)`;
  }
  if ((type === 'URL' || type === 'FRAME') && !/^https?:\/\/\S+$/i.test(address)) {
    return `"${address}" must be an http:// or https:// address (${type} record)`;
  }
  return undefined;
}

/** Unquoted text is one string; `"part one" "part two"` is several, each within the limit. */
function txtProblem(address: string): string | undefined {
  const quoted = address.startsWith('"') ? address.match(/"(?:[^"\\]|\\.)*"/g) : null;
  const strings = quoted ? quoted.map((part) => part.slice(1, -1)) : [address];
  const longest = Math.max(...strings.map((part) => part.length));
  if (longest <= TXT_STRING_MAX) return undefined;
  return quoted
    ? `a quoted part is ${longest} characters; each may hold at most ${TXT_STRING_MAX} (TXT record)`
    : `the text is ${longest} characters; split it into quoted parts of at most ${TXT_STRING_MAX}, e.g. "first part" "second part" (TXT record)`;
}

/** True for the types whose priority the registrar uses (MX, SRV). */
export function usesPriority(type: string): boolean {
  return PRIORITY_TYPES.has(type.trim().toUpperCase());
}

/** Why `priority` cannot be a `type` record's priority, or undefined; the others ignore it. */
export function priorityProblem(type: string, priority: unknown): string | undefined {
  if (!usesPriority(type)) return undefined;
  const value =
    typeof priority === 'string' && priority.trim() !== '' ? Number(priority) : priority;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 65535) {
    return `priority must be a whole number from 0 to 65535 (${type.trim().toUpperCase()} record)`;
  }
  return undefined;
}

/** The priority to send: the one given where it is used, else 0 (never -1, 1.5 or 1e308). */
function priorityOf(type: string, priority: unknown): number | string {
  if (!usesPriority(type)) return 0;
  const problem = priorityProblem(type, priority);
  return problem ?? Number(priority);
}

/** Controls, text-direction and zero-width characters in the fields a record is sent with. */
function hiddenCharacterIssues(record: DnsRecordView, at: string, where: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of ['type', 'hostname', 'address'] as const) {
    const problem = unsafeCharacterProblem(record[field]);
    if (problem !== undefined) {
      issues.push({
        path: `${at}.${field}`,
        message: `${where}: ${field} "${visibleText(record[field])}" ${problem}.`,
      });
    }
  }
  return issues;
}

/**
 * Checks a DNS set as the user edited it and normalises it for sending. Each problem names
 * the record (1-based, as the user counts) and the field.
 */
export function checkDnsRecords(records: readonly DnsRecordView[], domain: string): DnsCheck {
  const issues: FieldIssue[] = [];
  const out: DnsRecord[] = [];
  if (records.length === 0) {
    issues.push({
      path: 'records',
      message: 'The API cannot store an empty DNS set; keep at least one record.',
    });
  }
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const at = fieldPath('records', index);
    const type = record.type.trim().toUpperCase();
    const hostname = relativeHost(record.hostname, domain);
    const address = record.address.trim();
    const where = `Record ${index + 1} (${visibleText(type) || '?'} ${visibleText(hostname)})`;
    const problems: FieldIssue[] = [];
    if (!DNS_RECORD_TYPES.includes(type)) {
      problems.push({
        path: `${at}.type`,
        message: `${where}: type "${record.type}" is not supported; use one of ${DNS_RECORD_TYPES.join(', ')}.`,
      });
    }
    const hidden = hiddenCharacterIssues(record, at, where);
    problems.push(...hidden);
    const hostProblem = hostnameProblem(hostname);
    if (hostProblem && !hidden.some((issue) => issue.path === `${at}.hostname`))
      problems.push({ path: `${at}.hostname`, message: `${where}: ${hostProblem}.` });
    if (type === 'CNAME' && hostname === '@') {
      problems.push({
        path: `${at}.hostname`,
        message: `${where}: a CNAME cannot be at the apex (@).`,
      });
    }
    if (type === 'SRV' && !/^_[^.]+\._[^.]+/.test(hostname)) {
      problems.push({
        path: `${at}.hostname`,
        message: `${where}: an SRV host must read _service._protocol (e.g. _sip._tcp).`,
      });
    }
    const addressIssue =
      DNS_RECORD_TYPES.includes(type) && !hidden.some((i) => i.path === `${at}.address`)
        ? addressProblem(type, address)
        : undefined;
    if (addressIssue)
      problems.push({ path: `${at}.address`, message: `${where}: ${addressIssue}.` });
    const priority = priorityOf(type, record.priority);
    if (typeof priority === 'string')
      problems.push({ path: `${at}.priority`, message: `${where}: ${priority}.` });
    const key = `${hostname}|${type}|${address.toLowerCase()}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      problems.push({ path: at, message: `${where}: the same record as record ${earlier + 1}.` });
    } else seen.set(key, index);
    issues.push(...problems);
    if (problems.length === 0 && typeof priority === 'number') {
      out.push({
        hostname,
        type,
        address,
        priority,
        ...(record.recid ? { recid: record.recid } : {}),
      });
    }
  });
  issues.push(...cnameClashes(out));
  return { records: out, issues };
}

/** A host with a CNAME may hold no other record, another CNAME included (RFC 1034 §3.6.2). */
function cnameClashes(records: readonly DnsRecord[]): FieldIssue[] {
  const byHost = new Map<string, string[]>();
  for (const record of records) {
    byHost.set(record.hostname, [...(byHost.get(record.hostname) ?? []), record.type]);
  }
  const issues: FieldIssue[] = [];
  for (const [host, types] of byHost) {
    const cnames = types.filter((type) => type === 'CNAME').length;
    if (cnames === 0 || types.length === 1) continue;
    const others = cnames > 1 ? `${cnames} CNAME records` : 'a CNAME and other records';
    issues.push({
      path: 'records',
      message: `Host "${host}" has ${others}; a CNAME must be the only record of its host.`,
    });
  }
  return issues;
}

const SPF = /^"?v=spf1(?:[\s"]|$)/i;

/**
 * What may be saved yet is likely a mistake: two SPF records (TXT starting `v=spf1`) at one
 * host make receivers fail SPF for every message (RFC 7208 §4.5).
 */
export function dnsSetWarnings(records: readonly DnsRecordView[], domain: string): string[] {
  const spf = new Map<string, number>();
  for (const record of records) {
    if (record.type.trim().toUpperCase() !== 'TXT' || !SPF.test(record.address.trim())) continue;
    const host = relativeHost(record.hostname, domain);
    spf.set(host, (spf.get(host) ?? 0) + 1);
  }
  return [...spf.entries()]
    .filter(([, count]) => count > 1)
    .map(
      ([host, count]) =>
        `Host "${host}" has ${count} SPF records (TXT starting v=spf1): mail receivers then fail SPF for every message. Merge them into one.`,
    );
}
