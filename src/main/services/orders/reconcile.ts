import { centsToMoney, isApiCallError, moneyToCents } from '../../../shared/api';
import type { Availability } from '../../../shared/api';
import { parseDomainName } from '../../../shared/domainName';
import type { OrderVerdict } from '../../../shared/ipc/channels/orders';
import { formatMoney } from '../../../shared/money';
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
  const money = (cents: number): string => formatMoney(centsToMoney(cents), entry.currency);
  if (drop === price) {
    reasons.push(`The balance dropped by the order's price (${money(price)}).`);
    return 'charged';
  }
  if (drop === 0) {
    reasons.push(`The balance is unchanged (${money(nowCents)}): nothing was charged.`);
    return 'not_charged';
  }
  reasons.push(
    `The balance changed by ${money(drop)}, not by the order's price (${money(price)}).`,
  );
  return 'unclear';
}

/**
 * Decides whether an order whose answer was lost went through, from the domain's state and
 * the balance. "Placed" needs one positive sign: the domain active in the account (or, for a
 * registration, taken while the balance dropped by the price), a renewal's expiry date moved,
 * a transfer charged. "Not placed" needs evidence fitting the operation — a registration's
 * name still not in the account and still available (and no charge), a transfer still not in
 * the account and nothing charged, a renewal's expiry date and balance both unchanged — and
 * the settle window over: until then the provider may still complete the request, so the
 * answer stays unknown (`settling`).
 */
export function conclude(
  entry: OrderEntry,
  later: readonly OrderEntry[],
  evidence: Evidence,
  settled: boolean,
): Conclusion & { settling: boolean } {
  const reasons: string[] = [];
  const { active, lookup } = evidence;
  if (active === true) reasons.push(`${entry.domain} is active in your account.`);
  if (active === false) reasons.push(`${entry.domain} is not active in your account (yet).`);
  if (lookup === 'available') reasons.push(`${entry.domain} is still available for registration.`);
  if (lookup === 'unavailable') reasons.push(`${entry.domain} is registered.`);
  const expiryBefore = summaryOf(entry).checks?.expiryBefore ?? null;
  const expiryNow = evidence.expiryNow;
  const known = expiryBefore !== null && expiryNow !== null;
  const expiryMoved = known && expiryNow > expiryBefore;
  if (entry.operation === 'renew' && expiryMoved) {
    reasons.push(`The expiry date moved from ${expiryBefore} to ${expiryNow}.`);
  }
  if (entry.operation === 'renew' && known && expiryNow === expiryBefore) {
    reasons.push(`The expiry date is unchanged (${expiryNow}).`);
  }
  const balance = readBalance(entry, later, evidence, reasons);
  const placed = (): Conclusion & { settling: boolean } => ({
    verdict: 'placed',
    reasons,
    settling: false,
  });

  let looksNotPlaced: boolean;
  if (entry.operation === 'register') {
    if (active === true) return placed();
    if (balance === 'charged' && lookup === 'unavailable') return placed();
    looksNotPlaced = active === false && lookup === 'available' && balance !== 'charged';
  } else if (entry.operation === 'transfer') {
    if (active === true || balance === 'charged') return placed();
    looksNotPlaced = active === false && balance === 'not_charged';
  } else {
    if (expiryMoved || balance === 'charged') return placed();
    looksNotPlaced = known && expiryNow === expiryBefore && balance === 'not_charged';
  }
  if (looksNotPlaced && settled) return { verdict: 'not_placed', reasons, settling: false };
  return { verdict: 'unknown', reasons, settling: looksNotPlaced };
}
