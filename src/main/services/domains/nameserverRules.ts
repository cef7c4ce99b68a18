import { isIP } from 'node:net';
import { NAMESERVER_KEYS } from '../../../shared/api';
import type { Nameservers } from '../../../shared/api';
import type { FieldIssue } from '../../../shared/ipc/channels/domainsTypes';
import { checkDomainName } from '../portfolio/domainNameCheck';

export const MIN_NAMESERVERS = 2;
export const MAX_NAMESERVERS = 5;

/**
 * Checks a nameserver list as typed (blank slots ignored): two to five distinct host names.
 * Returns the `ns1`..`ns5` set to send, in the order given.
 */
export function checkNameservers(hosts: readonly string[]): {
  nameservers?: Nameservers;
  issues: FieldIssue[];
} {
  const given = hosts.map((host) => host.trim()).filter((host) => host !== '');
  const issues: FieldIssue[] = [];
  if (given.length > MAX_NAMESERVERS) {
    issues.push({
      path: 'nameservers',
      message: `At most ${MAX_NAMESERVERS} nameservers can be set; ${given.length} were given.`,
    });
  }
  const names: string[] = [];
  given.slice(0, MAX_NAMESERVERS).forEach((host, i) => {
    const key = NAMESERVER_KEYS[i] ?? `ns${i + 1}`;
    const check = checkDomainName(host);
    if (!check.ok) {
      issues.push({ path: key, message: `${key}: "${host}" is not a valid host name.` });
    } else if (names.includes(check.name)) {
      issues.push({ path: key, message: `${key}: ${check.name} is listed twice.` });
    } else names.push(check.name);
  });
  for (let i = given.length; i < MIN_NAMESERVERS; i += 1) {
    issues.push({
      path: `ns${i + 1}`,
      message: `ns${i + 1} is required (at least ${MIN_NAMESERVERS} nameservers).`,
    });
  }
  if (issues.length > 0) return { issues };
  const [ns1 = '', ns2 = '', ...rest] = names;
  const set: Nameservers = { ns1, ns2 };
  rest.forEach((host, i) => {
    const key = NAMESERVER_KEYS[i + 2];
    if (key) set[key] = host;
  });
  return { nameservers: set, issues };
}

/** A child nameserver must be a host under the domain itself (`ns1.example.com`). */
export function checkChildHost(
  host: string,
  domain: string,
): { host?: string; issue?: FieldIssue } {
  const check = checkDomainName(host);
  if (!check.ok || !check.name.endsWith(`.${domain}`)) {
    return {
      issue: {
        path: 'nameserver',
        message: `"${host.trim()}" must be a host name under ${domain}, such as ns1.${domain}.`,
      },
    };
  }
  return { host: check.name };
}

export function checkIpAddress(address: string, path: string): { ip?: string; issue?: FieldIssue } {
  const ip = address.trim();
  // Node accepts an IPv6 zone id (`fe80::1%eth0`), which only means something on one computer.
  if (ip.includes('%')) {
    return {
      issue: {
        path,
        message: `"${ip}" carries an IPv6 zone id (after %), which names a network interface of one computer and cannot be a glue address.`,
      },
    };
  }
  if (isIP(ip) === 0) {
    return { issue: { path, message: `"${ip}" is not an IPv4 or IPv6 address.` } };
  }
  return { ip };
}
