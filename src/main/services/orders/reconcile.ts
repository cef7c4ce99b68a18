import { centsToMoney, isApiCallError, moneyToCents } from '../../../shared/api';
import type { Availability } from '../../../shared/api';
import { parseDomainName } from '../../../shared/domainName';
import type { OrderVerdict } from '../../../shared/ipc/channels/orders';
import type { ResellerClient } from '../../api';
import type { OrderEntry } from '../../cache/orderJournal';
import { nonEmpty } from '../search/lookupRows';
import { summaryOf, verdictOf } from './orderJournalView';

/** What the API says now about the name and the balance. */
export interface Evidence {
  /** true: the domain answers as active in the account; false: 403; null: not known. */
  readonly active: boolean | null;
  readonly expiryNow: string | null;
  /** Registrations only. */
  readonly lookup: Availability | null;
  readonly balanceNow: string | null;
}

export interface Conclusion {
  readonly verdict: OrderVerdict | 'unknown';
  readonly reasons: string[];
}

async function settle<T>(
  work: Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await work };
  } catch (error) {
    return { ok: false, error };
  }
}

/** Reads the domain's information, a lookup (for registrations) and the balance. */
export async function gatherEvidence(client: ResellerClient, entry: OrderEntry): Promise<Evidence> {
  const info = await settle(client.information(entry.domain));
  let active: boolean | null = null;
  let expiryNow: string | null = null;
  if (info.ok) {
    active = true;
    expiryNow = nonEmpty(info.value.expiryDate) ?? null;
  } else if (isApiCallError(info.error) && info.error.kind === 'not_in_account') {
    active = false;
  }
  let lookup: Availability | null = null;
  const name = parseDomainName(entry.domain);
  if (entry.operation === 'register' && name.ok) {
    const isIdn = name.value.label.ascii.startsWith('xn--');
    const found = await settle(
      client.lookup({
        searchTerm: isIdn ? name.value.label.unicode : name.value.label.ascii,
        ...(isIdn && { punyCodeSearchTerm: name.value.label.ascii, isIdnDomain: true }),
        tldsToInclude: [`.${name.value.tld}`],
        premiumEnabled: true,
      }),
    );
    if (found.ok) {
      const result =
        found.value.find((r) => r.domainName.toLowerCase() === entry.domain) ?? found.value[0];
      lookup = result?.availability ?? null;
    }
  }
  const credits = await settle(client.credits());
  return { active, expiryNow, lookup, balanceNow: credits.ok ? credits.value : null };
}

/** Charges by later orders of the same account that did go through, in cents. */
function laterCharges(later: readonly OrderEntry[]): number | undefined {
  let cents = 0;
  for (const other of later) {
    const placed = other.state === 'succeeded' || verdictOf(other) === 'placed';
    const notPlaced = other.state === 'failed' || verdictOf(other) === 'not_placed';
    if (notPlaced) continue;
    // Another order whose fate is open makes the balance say nothing about this one.
    if (!placed) return undefined;
    const price = other.priceQuoted === null ? undefined : moneyToCents(other.priceQuoted);
    if (price === undefined) return undefined;
    cents += price;
  }
  return cents;
}

type BalanceSays = 'charged' | 'not_charged' | 'unclear';

function readBalance(
  entry: OrderEntry,
  later: readonly OrderEntry[],
  evidence: Evidence,
  reasons: string[],
): BalanceSays {
  const before = summaryOf(entry).checks?.balanceBefore;
  const price = entry.priceQuoted === null ? undefined : moneyToCents(entry.priceQuoted);
  const beforeCents = before === undefined || before === null ? undefined : moneyToCents(before);
  const nowCents = evidence.balanceNow === null ? undefined : moneyToCents(evidence.balanceNow);
  const others = laterCharges(later);
  if (
    beforeCents === undefined ||
    nowCents === undefined ||
    price === undefined ||
    others === undefined
  ) {
    reasons.push('The credit balance could not be compared with the one before the order.');
    return 'unclear';
  }
  const drop = beforeCents - others - nowCents;
  const cur = entry.currency ? ` ${entry.currency}` : '';
  if (drop === price) {
    reasons.push(`The balance dropped by the order's price (${centsToMoney(price)}${cur}).`);
    return 'charged';
  }
  if (drop === 0) {
    reasons.push(
      `The balance is unchanged (${evidence.balanceNow ?? ''}${cur}): nothing was charged.`,
    );
    return 'not_charged';
  }
  reasons.push(
    `The balance changed by ${centsToMoney(drop)}${cur}, not by the order's price (${centsToMoney(price)}${cur}).`,
  );
  return 'unclear';
}

/**
 * Decides whether an order whose answer was lost went through, from the domain's state and
 * the balance. Registrations: a name still available was not registered; one active in the
 * account, or taken while the balance dropped by the price, was. Transfers: active in the
 * account or charged. Renewals: the expiry date moved or the balance dropped by the price.
 * An unchanged balance (with nothing pointing the other way) means not placed.
 */
export function conclude(
  entry: OrderEntry,
  later: readonly OrderEntry[],
  evidence: Evidence,
): Conclusion {
  const reasons: string[] = [];
  const { active, lookup } = evidence;
  if (active === true) reasons.push(`${entry.domain} is active in your account.`);
  if (active === false) reasons.push(`${entry.domain} is not active in your account (yet).`);
  if (lookup === 'available') reasons.push(`${entry.domain} is still available for registration.`);
  if (lookup === 'unavailable') reasons.push(`${entry.domain} is registered.`);
  const expiryBefore = summaryOf(entry).checks?.expiryBefore ?? null;
  const expiryMoved =
    expiryBefore !== null && evidence.expiryNow !== null && evidence.expiryNow > expiryBefore;
  if (entry.operation === 'renew' && expiryMoved) {
    reasons.push(`The expiry date moved from ${expiryBefore} to ${evidence.expiryNow}.`);
  }
  const balance = readBalance(entry, later, evidence, reasons);

  if (entry.operation === 'register') {
    if (lookup === 'available') return { verdict: 'not_placed', reasons };
    if (active === true) return { verdict: 'placed', reasons };
    if (balance === 'charged' && lookup === 'unavailable') return { verdict: 'placed', reasons };
    if (balance === 'not_charged' && active === false) return { verdict: 'not_placed', reasons };
  } else if (entry.operation === 'transfer') {
    if (active === true || balance === 'charged') return { verdict: 'placed', reasons };
    if (balance === 'not_charged') return { verdict: 'not_placed', reasons };
  } else {
    if (expiryMoved || balance === 'charged') return { verdict: 'placed', reasons };
    if (balance === 'not_charged' && active === true) {
      return { verdict: 'not_placed', reasons };
    }
  }
  return { verdict: 'unknown', reasons };
}
