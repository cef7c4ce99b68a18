import { toUnicodeLabel } from '../domainName';

/**
 * What the activity log's action names mean, in the words a reseller uses. The log keeps the
 * stable names (`account.update`); every screen that lists activity shows these.
 */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  'account.connect': 'Account connected',
  'account.update': 'Account settings changed',
  'account.key.replace': 'API key replaced',
  'account.key.delete': 'API key deleted',
  'account.remove': 'Account removed',
  'autopilot.run': 'Renewal autopilot ran',
  'autopilot.save': 'Renewal autopilot set up',
  'autopilot.stop': 'Renewal autopilot stopped',
  'contacts.save': 'Contacts changed',
  'contacts.restore': 'Contacts restored',
  'data.import': 'Data imported',
  'dns.save': 'DNS records changed',
  'dns.restore': 'DNS records restored',
  'domain.delete': 'Domain deleted',
  'domain.notes': 'Notes changed',
  'domain.release': 'Released to another registrar',
  'email.save': 'E-mail forwarding changed',
  'eppcode.get': 'EPP code fetched',
  'glue.register': 'Child nameserver added',
  'glue.modify': 'Child nameserver changed',
  'glue.delete': 'Child nameserver deleted',
  'idprotection.set': 'ID protection changed',
  'lock.set': 'Registrar lock changed',
  'nameservers.save': 'Nameservers changed',
  'nameservers.restore': 'Nameservers restored',
  'order.reconcile': 'Order checked with the provider',
  'orders.receipt': 'Receipt',
  'transfer.completed': 'Transfer completed',
  'transfer.failed': 'Transfer failed',
};

const OPERATIONS: Readonly<Record<string, string>> = {
  register: 'Registration',
  renew: 'Renewal',
  transfer: 'Transfer',
};

function operationWord(operation: string): string {
  return OPERATIONS[operation] ?? `${operation.charAt(0).toUpperCase()}${operation.slice(1)}`;
}

/** The action's words; an action this version does not know keeps its name, made readable. */
export function actionLabel(action: string): string {
  const known = ACTION_LABELS[action];
  if (known !== undefined) return known;
  const refused = /^orders\.([a-z]+)\.refused$/.exec(action);
  if (refused?.[1] !== undefined) return `${operationWord(refused[1])} order refused`;
  const order = /^order\.([a-z]+)$/.exec(action);
  if (order?.[1] !== undefined) return `${operationWord(order[1])} order`;
  return action.replace(/[._]+/g, ' ');
}

/** An order line: its operation and period, e.g. "Renewal, 2 years". */
export function orderLabel(operation: string, period: number): string {
  return `${operationWord(operation)}, ${String(period)} ${period === 1 ? 'year' : 'years'}`;
}

const RESULT_LABELS: Readonly<Record<string, string>> = {
  succeeded: 'Done',
  failed: 'Failed',
  outcome_unknown: 'Outcome unknown',
  prepared: 'Prepared, not sent',
  sent: 'Sent, no answer yet',
  started: 'Started',
  placed: 'placed',
  not_placed: 'not placed',
};

/** A result or journal state in words; `a → b` states are worded on both sides. */
export function resultLabel(state: string): string {
  return state
    .split(' → ')
    .map((part) => RESULT_LABELS[part] ?? part.replace(/_/g, ' '))
    .join(' → ');
}

/** The Unicode form of a domain kept in ASCII (Punycode); ASCII names are returned as they are. */
export function unicodeDomain(ascii: string): string {
  return ascii.split('.').map(toUnicodeLabel).join('.');
}
