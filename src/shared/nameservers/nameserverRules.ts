import { NAMESERVER_KEYS } from '../api';
import type { Nameservers } from '../api';
import { ipVersion } from '../dns/ipAddress';
import { parseDomainName } from '../domainName';
import { lookAlikeWarning } from '../domainName/lookAlike';
import type { FieldIssue } from '../rules/fieldIssue';
import { unsafeCharacterProblem, visibleText } from '../text/unsafeCharacters';

/*
 * The one home of the nameserver rules: the single-domain save, the bulk job's check before
 * it starts, orders, the default nameservers and every form that edits them.
 */

/** The API needs two nameservers and stores at most five (`ns1`…`ns5`). */
export const MIN_NAMESERVERS = 2;
export const MAX_NAMESERVERS = 5;

/** A host as compared and sent: trimmed, lower case, without the root dot. */
export function nameserverKey(host: string): string {
  return host.trim().toLowerCase().replace(/\.$/, '');
}

/** Hosts typed in one box: one per line, or separated by spaces, commas or semicolons. */
export function splitTypedHosts(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((host) => host.trim())
    .filter((host) => host !== '');
}

/** The ASCII (Punycode) form of a nameserver host, or why it cannot be one. */
export function checkNameserverHost(
  raw: string,
): { ok: true; host: string } | { ok: false; problem: string } {
  const unsafe = unsafeCharacterProblem(raw);
  if (unsafe !== undefined) return { ok: false, problem: `"${visibleText(raw)}" ${unsafe}` };
  const typed = raw.trim();
  const parsed = ipVersion(typed) === 0 ? parseDomainName(typed) : undefined;
  if (parsed?.ok !== true) return { ok: false, problem: `"${typed}" is not a valid host name` };
  return { ok: true, host: parsed.value.ascii };
}

export interface NameserverCheck {
  /** The `ns1`..`ns5` set to send, in the order given; absent while there are issues. */
  readonly nameservers?: Nameservers;
  /** Every problem, on `ns1`…`ns5` (by the slot it was typed in) or `nameservers`. */
  readonly issues: FieldIssue[];
  /** Hosts that mix scripts (look-alikes), with the ASCII form that will be sent. */
  readonly warnings: FieldIssue[];
}

/**
 * The problems of each host typed (blank slots ignored), on `ns1`…`ns5` by the slot it was
 * typed in: not a host name, a hidden character, or listed twice (whatever its case). With
 * the hosts as they will be sent and the look-alike warnings.
 */
export function nameserverHostIssues(slots: readonly string[]): {
  hosts: string[];
  issues: FieldIssue[];
  warnings: FieldIssue[];
} {
  const hosts: string[] = [];
  const issues: FieldIssue[] = [];
  const warnings: FieldIssue[] = [];
  slots.forEach((raw, i) => {
    if (raw.trim() === '') return;
    const key = NAMESERVER_KEYS[i] ?? `ns${i + 1}`;
    const checked = checkNameserverHost(raw);
    if (!checked.ok) {
      issues.push({ path: key, message: `${key}: ${checked.problem}.` });
    } else if (hosts.includes(checked.host)) {
      issues.push({ path: key, message: `${key}: ${checked.host} is listed twice.` });
    } else {
      hosts.push(checked.host);
      const warning = lookAlikeWarning(raw);
      if (warning !== undefined) warnings.push({ path: key, message: `${key}: ${warning}` });
    }
  });
  return { hosts, issues, warnings };
}

/**
 * Checks a nameserver list as typed, blank slots ignored: two to five distinct hosts. Every
 * problem is listed, not only the first.
 */
export function checkNameserverList(slots: readonly string[]): NameserverCheck {
  const issues: FieldIssue[] = [];
  const given = slots.filter((slot) => slot.trim() !== '');
  if (given.length > MAX_NAMESERVERS) {
    issues.push({
      path: 'nameservers',
      message: `At most ${MAX_NAMESERVERS} nameservers can be set; ${given.length} were given.`,
    });
  }
  const each = nameserverHostIssues(slots);
  issues.push(...each.issues);
  for (let i = given.length; i < MIN_NAMESERVERS; i += 1) {
    issues.push({
      path: `ns${i + 1}`,
      message: `ns${i + 1} is required (at least ${MIN_NAMESERVERS} nameservers).`,
    });
  }
  const { warnings, hosts } = each;
  if (issues.length > 0) return { issues, warnings };
  const [ns1 = '', ns2 = '', ...rest] = hosts;
  const nameservers: Nameservers = { ns1, ns2 };
  rest.forEach((host, i) => {
    const key = NAMESERVER_KEYS[i + 2];
    if (key) nameservers[key] = host;
  });
  return { nameservers, issues, warnings };
}

/** A child nameserver must be a host under the domain itself (`ns1.example.com`). */
export function childHostProblem(host: string, domain: string): string | undefined {
  if (host.trim() === '') return 'A host name is required.';
  const checked = checkNameserverHost(host);
  if (!checked.ok || !checked.host.endsWith(`.${domain}`)) {
    return `"${visibleText(host.trim())}" must be a host name under ${domain}, such as ns1.${domain}.`;
  }
  return undefined;
}

/** An IPv4 or IPv6 address for a glue record; an IPv6 zone id names one computer's interface. */
export function glueIpProblem(address: string): string | undefined {
  const ip = address.trim();
  if (ip === '') return 'An IP address is required.';
  if (ip.includes('%')) {
    return `"${ip}" carries an IPv6 zone id (after %), which names a network interface of one computer and cannot be a glue address.`;
  }
  return ipVersion(ip) === 0 ? `"${ip}" is not an IPv4 or IPv6 address.` : undefined;
}
