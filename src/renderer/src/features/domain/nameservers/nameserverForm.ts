import { ipVersion } from '../../../../../shared/dns/ipAddress';
import { parseDomainName } from '../../../../../shared/domainName';
import type { DiffEntry } from '../../../components/DiffView';

export const MIN_NAMESERVERS = 2;
export const MAX_NAMESERVERS = 5;

/** Problems by field (`ns1`…`ns5`, `nameservers`), as the service words them. */
export function checkNameserverSlots(slots: readonly string[]): Record<string, string> {
  const issues: Record<string, string> = {};
  const seen = new Set<string>();
  const given = slots.map((slot) => slot.trim()).filter((slot) => slot !== '');
  slots.forEach((raw, i) => {
    const host = raw.trim().toLowerCase().replace(/\.$/, '');
    const key = `ns${i + 1}`;
    if (host === '') return;
    if (ipVersion(host) !== 0 || !parseDomainName(host).ok) {
      issues[key] = `${key}: "${raw.trim()}" is not a valid host name.`;
    } else if (seen.has(host)) issues[key] = `${key}: ${host} is listed twice.`;
    seen.add(host);
  });
  if (given.length < MIN_NAMESERVERS) {
    issues.nameservers = `At least ${MIN_NAMESERVERS} nameservers are required; ${given.length} given.`;
  }
  return issues;
}

/** Nameservers compare by position: ns1 is the one resolvers try first. */
export function diffNameservers(
  before: readonly string[],
  after: readonly string[],
): DiffEntry<string>[] {
  const norm = (host: string) => host.trim().toLowerCase().replace(/\.$/, '');
  const entries: DiffEntry<string>[] = [];
  const length = Math.max(before.length, after.length);
  for (let i = 0; i < length; i += 1) {
    const old = before[i];
    const next = after[i];
    const label = (host: string) => `ns${i + 1}: ${norm(host)}`;
    if (old === undefined && next !== undefined)
      entries.push({ change: 'added', after: label(next) });
    else if (next === undefined && old !== undefined)
      entries.push({ change: 'removed', before: label(old) });
    else if (old !== undefined && next !== undefined && norm(old) !== norm(next)) {
      entries.push({ change: 'changed', before: label(old), after: label(next) });
    }
  }
  return entries;
}

/** An IPv4 or IPv6 address for a glue record, or the problem with it. */
export function glueIpProblem(address: string): string | undefined {
  const ip = address.trim();
  if (ip === '') return 'An IP address is required.';
  return ipVersion(ip) === 0 ? `"${ip}" is not an IPv4 or IPv6 address.` : undefined;
}

/** A glue host must sit under the domain itself (`ns1.example.com`). */
export function glueHostProblem(host: string, domain: string): string | undefined {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (name === '') return 'A host name is required.';
  if (!parseDomainName(name).ok || !name.endsWith(`.${domain}`)) {
    return `"${host.trim()}" must be a host name under ${domain}, such as ns1.${domain}.`;
  }
  return undefined;
}
