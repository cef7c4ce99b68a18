import type {
  Addons,
  Contact,
  ContactRole,
  Nameservers,
  RegisterRequest,
  RenewRequest,
  TransferRequest,
} from '../../../shared/api';
import { CONTACT_ROLES } from '../../../shared/api';
import { parseDomainName } from '../../../shared/domainName';
import type { DomainName, TldSet } from '../../../shared/domainName';
import { AppFailure } from '../../../shared/ipc';
import type { FieldIssue } from '../../../shared/rules/fieldIssue';
import { orderInputSchema } from '../../../shared/ipc/channels/orders';
import type { OrderContactInput, OrderInput } from '../../../shared/ipc/channels/orders';
import type { ContactProfilesRepo } from '../../cache/contactProfilesRepo';
import { checkOrderContacts } from '../../../shared/orders/orderContacts';
import { checkNameserverList } from '../../../shared/nameservers/nameserverRules';
import { invalidInputDetail } from '../../../shared/ipc/invalidInputDetail';

/** An order checked and ready to send, with what the journal keeps of it. */
export type PreparedOrder =
  | { operation: 'register'; name: DomainName; period: number; request: RegisterRequest }
  | { operation: 'transfer'; name: DomainName; period: number; request: TransferRequest }
  | { operation: 'renew'; name: DomainName; period: number; request: RenewRequest };

function refuse(issues: readonly FieldIssue[]): never {
  const shown = issues.slice(0, 6).map((issue) => issue.message);
  const more = issues.length > 6 ? ` (and ${issues.length - 6} more)` : '';
  throw new AppFailure(
    'invalid_input',
    `The order cannot be sent: ${shown.join(' ')}${more}`,
    invalidInputDetail(issues),
  );
}

function addonsOf(input: OrderInput): Partial<Addons> | undefined {
  if (!input.addons) return undefined;
  const addons: Partial<Addons> = {};
  for (const key of ['dnsmanagement', 'emailforwarding', 'idprotection'] as const) {
    const value = input.addons[key];
    if (value !== undefined) addons[key] = value;
  }
  return addons;
}

/** Each role's contact: given for the role, else its profile, else the registrant's. */
function resolveContacts(
  input: OrderInput,
  profiles: ContactProfilesRepo,
): { contacts?: Record<ContactRole, Contact>; issues: FieldIssue[] } {
  const issues: FieldIssue[] = [];
  const fromProfile = (role: ContactRole): OrderContactInput | undefined => {
    const id = input.contactProfileIds?.[role];
    if (id === undefined) return undefined;
    const profile = profiles.get(id);
    if (!profile) {
      issues.push({
        path: `contactProfileIds.${role}`,
        message: `The ${role} contact profile no longer exists.`,
      });
      return undefined;
    }
    return profile.contact;
  };
  const pick = (role: ContactRole): OrderContactInput | undefined =>
    input.contacts?.[role] ?? fromProfile(role);
  const given: Partial<Record<ContactRole, OrderContactInput>> = {};
  for (const role of CONTACT_ROLES) {
    const contact = pick(role);
    if (contact !== undefined) given[role] = contact;
  }
  const checked = checkOrderContacts(given);
  issues.push(...checked.issues);
  if (!checked.contacts || issues.length > 0) return { issues };
  return { contacts: checked.contacts, issues };
}

/**
 * Checks an order before anything is sent: the name (split with the account's TLD list),
 * nameservers and contacts for registrations and transfers. Throws `invalid_input` naming
 * every problem. The period is checked against prices separately.
 */
export function prepareOrder(
  input: OrderInput,
  deps: { tlds: TldSet; profiles: ContactProfilesRepo },
): PreparedOrder {
  const parsed = parseDomainName(input.domain, deps.tlds);
  if (!parsed.ok) refuse([{ path: 'domain', message: parsed.reason }]);
  const name = parsed.value;
  const addons = addonsOf(input);
  if (input.operation === 'renew') {
    return {
      operation: 'renew',
      name,
      period: input.period,
      request: { domain: name.ascii, regperiod: input.period, ...(addons && { addons }) },
    };
  }
  const ns = checkNameserverList(input.nameservers ?? []);
  const people = resolveContacts(input, deps.profiles);
  const issues = [...ns.issues, ...people.issues];
  if (issues.length > 0 || !ns.nameservers || !people.contacts) refuse(issues);
  const nameservers: Nameservers = ns.nameservers;
  const request: RegisterRequest = {
    domain: name.ascii,
    regperiod: input.period,
    nameservers,
    contacts: people.contacts,
    ...(input.domainfields && { domainfields: input.domainfields }),
    ...(addons && { addons }),
  };
  if (input.operation === 'transfer') {
    const eppcode = input.eppCode?.trim();
    return {
      operation: 'transfer',
      name,
      period: input.period,
      request: { ...request, ...(eppcode !== undefined && eppcode !== '' && { eppcode }) },
    };
  }
  return { operation: 'register', name, period: input.period, request };
}

/**
 * The order as the journal keeps it, to show and to send again after a "not placed"
 * reconciliation. The EPP code is in it only to be masked by the journal.
 */
export function requestSummary(order: PreparedOrder): Record<string, unknown> {
  return { ...order.request };
}

/** Rebuilds the order input from a journal summary (the EPP code must be given again). */
export function inputFromSummary(
  original: { operation: OrderInput['operation']; domain: string; period: number },
  request: Record<string, unknown> | undefined,
  eppCode: string | undefined,
): OrderInput {
  const nameservers = request?.nameservers;
  const parsed = orderInputSchema.safeParse({
    domain: original.domain,
    operation: original.operation,
    period: original.period,
    nameservers:
      typeof nameservers === 'object' && nameservers !== null
        ? Object.values(nameservers).filter((host) => typeof host === 'string')
        : undefined,
    contacts: request?.contacts,
    addons: request?.addons,
    domainfields: request?.domainfields,
    eppCode,
  });
  if (!parsed.success) {
    throw new AppFailure(
      'conflict',
      'The journal no longer holds the whole order, so it cannot be sent again as it was. Place a new order instead.',
    );
  }
  return parsed.data;
}
