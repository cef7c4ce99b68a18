import { domainFieldProblems } from '../../../../shared/domainFields';
import type { ContactProfileView } from '../../../../shared/ipc/channels/contactProfiles';
import type {
  CartItemView,
  CheckoutDefaults,
  OrderContactRole,
  OrderView,
} from '../../../../shared/ipc/channels/orders';
import { ORDER_CONTACT_ROLES } from '../../../../shared/ipc/channels/orders';
import { cartLineProblems } from './orderValidation';
import type { CartLineDraft } from './orderValidation';
import type { FieldIssue } from '../../../../shared/rules/fieldIssue';

export type RoleProfiles = Partial<Record<OrderContactRole, string>>;

/** What the cart screen applies to every line that does not set its own. */
export interface CartDefaults {
  readonly nameservers: readonly string[];
  readonly contactProfileIds: RoleProfiles;
}

/** Only roles with a profile chosen; an empty set means "use the defaults". */
export function chosenRoles(ids: RoleProfiles): RoleProfiles {
  return Object.fromEntries(
    ORDER_CONTACT_ROLES.flatMap((role) => {
      const id = ids[role];
      return id === undefined || id === '' ? [] : [[role, id]];
    }),
  );
}

export function hasRoles(ids: RoleProfiles): boolean {
  return Object.keys(chosenRoles(ids)).length > 0;
}

/** Lines from a text box: one host a line (commas and spaces also split). */
export { splitTypedHosts as hostsFromText } from '../../../../shared/nameservers/nameserverRules';

/**
 * The line as checkout will send it: its own nameservers and profiles when it has any, else
 * the defaults (the orders service resolves them the same way).
 */
export function lineDraft(
  item: CartItemView,
  defaults: CartDefaults,
  profiles: readonly ContactProfileView[],
  eppCode: string,
): CartLineDraft {
  const ids = hasRoles(item.contactProfileIds)
    ? chosenRoles(item.contactProfileIds)
    : chosenRoles(defaults.contactProfileIds);
  const contacts: CartLineDraft['contacts'] = {};
  for (const role of ORDER_CONTACT_ROLES) {
    const id = ids[role];
    if (id === undefined) continue;
    // A profile deleted since it was chosen leaves the role empty, which the check reports.
    const profile = profiles.find((p) => p.id === id);
    if (profile) contacts[role] = profile.contact;
  }
  return {
    domain: item.domain,
    operation: item.operation,
    nameservers: item.nameservers.length > 0 ? item.nameservers : defaults.nameservers,
    contacts,
    eppCode,
  };
}

/** The order of unknown outcome for this line's name and operation, if there is one. */
export function unknownOrderFor(
  item: CartItemView,
  unknownOrders: readonly OrderView[],
): OrderView | undefined {
  return unknownOrders.find(
    (order) => order.domain === item.domain && order.operation === item.operation,
  );
}

export function linesProblems(
  items: readonly CartItemView[],
  defaults: CartDefaults,
  profiles: readonly ContactProfileView[],
  eppCodes: Readonly<Record<string, string>>,
  unknownOrders: readonly OrderView[] = [],
): Map<number, FieldIssue[]> {
  return new Map(
    items.map((item) => {
      const problems = cartLineProblems(
        lineDraft(item, defaults, profiles, eppCodes[item.domain] ?? ''),
      );
      if (item.operation !== 'renew') problems.push(...domainFieldProblems(item.domainfields));
      // Ordering again while the last order may have gone through could charge twice.
      if (unknownOrderFor(item, unknownOrders) !== undefined) {
        problems.unshift({
          path: 'lastOrder',
          message: 'The outcome of the last order is unknown: check it before ordering again.',
        });
      }
      return [item.id, problems];
    }),
  );
}

/** The defaults as `orders:checkout` takes them: only what is set. */
export function checkoutDefaults(defaults: CartDefaults): CheckoutDefaults {
  const hosts = defaults.nameservers.filter((h) => h.trim() !== '');
  const roles = chosenRoles(defaults.contactProfileIds);
  return {
    ...(hosts.length > 0 && { nameservers: hosts }),
    ...(Object.keys(roles).length > 0 && { contactProfileIds: roles }),
  };
}
