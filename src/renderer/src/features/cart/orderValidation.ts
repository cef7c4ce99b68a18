import type { ContactInput } from '../../../../shared/ipc/channels/domainsTypes';
import { checkNameserverList } from '../../../../shared/nameservers/nameserverRules';
import { checkOrderContacts } from '../../../../shared/orders/orderContacts';
import type { FieldIssue } from '../../../../shared/rules/fieldIssue';
import type { OrderContactRole } from '../../../../shared/ipc/channels/orders';
import type { OrderOperation } from '../../../../shared/ipc/channels/pricing';
import { needsEppCode } from '../../../../shared/orders/cartLineSchema';

/**
 * 2 to 5 distinct host names, blank lines ignored, by the shared nameserver rule in its own
 * words (`ns2: ns1.example.net is listed twice.`).
 */
export function nameserverProblems(hosts: readonly string[]): FieldIssue[] {
  return checkNameserverList(hosts.filter((host) => host.trim() !== '')).issues;
}

export { needsEppCode } from '../../../../shared/orders/cartLineSchema';

export interface CartLineDraft {
  readonly domain: string;
  readonly operation: OrderOperation;
  /** The nameservers that will be sent: the line's own, else the defaults. */
  readonly nameservers: readonly string[];
  /** The contact each role will get (its profile's, else the registrant's); undefined: none. */
  readonly contacts: Partial<Record<OrderContactRole, ContactInput>>;
  readonly eppCode: string;
}

/**
 * Everything that would make main refuse a line, by the rules main checks it with, found
 * before anything is sent. Renewals need neither nameservers nor contacts.
 */
export function cartLineProblems(line: CartLineDraft): FieldIssue[] {
  if (line.operation === 'renew') return [];
  const problems: FieldIssue[] = [...nameserverProblems(line.nameservers)];
  const contacts = checkOrderContacts(line.contacts);
  problems.push(
    ...contacts.issues.map((issue) =>
      issue.path === 'contacts.registrant'
        ? { ...issue, message: 'A registrant contact is required: choose a contact profile.' }
        : issue,
    ),
  );
  if (needsEppCode(line.operation, line.domain) && line.eppCode.trim() === '') {
    problems.push({
      path: 'eppCode',
      message: `The EPP code is required to transfer ${line.domain}.`,
    });
  }
  return problems;
}
