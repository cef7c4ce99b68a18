import { z } from 'zod';
import { checkNameserverList, splitTypedHosts } from '../nameservers/nameserverRules';
import type { FieldIssue } from '../rules/fieldIssue';
import { withRule } from '../rules/ruleSchema';

// These registries move a name by a registrar tag rather than an authorisation code.
const NO_EPP_CODE_TLDS = new Set(['uk', 'co.uk', 'org.uk', 'me.uk', 'ltd.uk', 'plc.uk', 'net.uk']);

/** Whether a transfer of a name under this TLD needs the authorisation (EPP) code. */
export function needsEppCode(operation: string, domain: string): boolean {
  if (operation !== 'transfer') return false;
  const tld = domain.slice(domain.indexOf('.') + 1).toLowerCase();
  return !NO_EPP_CODE_TLDS.has(tld);
}

/**
 * The problems of a nameserver list as typed (one host a line), by the shared nameserver
 * rule in its own words; empty is allowed where it means "the defaults".
 */
export function typedNameserverIssues(text: string, allowEmpty: boolean): FieldIssue[] {
  const hosts = splitTypedHosts(text).filter((host) => host.trim() !== '');
  if (allowEmpty && hosts.length === 0) return [];
  return checkNameserverList(hosts).issues;
}

/**
 * One cart line's own fields as its editor holds them: its nameservers as typed (empty: the
 * cart's) and, for a transfer, the EPP code. Each problem sits on the field it concerns.
 */
export function cartLineFormSchema(line: { readonly domain: string; readonly operation: string }) {
  return withRule(z.object({ nameservers: z.string(), eppCode: z.string() }), (values) => {
    const nameservers = typedNameserverIssues(values.nameservers, true);
    return [
      ...(nameservers.length === 0
        ? []
        : [{ path: 'nameservers', message: nameservers.map((i) => i.message).join(' ') }]),
      ...(needsEppCode(line.operation, line.domain) && values.eppCode.trim() === ''
        ? [{ path: 'eppCode', message: 'Required to transfer this name' }]
        : []),
    ];
  });
}

export interface CartLineForm extends Record<string, unknown> {
  readonly nameservers: string;
  readonly eppCode: string;
}
