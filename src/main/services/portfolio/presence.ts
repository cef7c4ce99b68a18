import type { TransferView } from '../../../shared/ipc/channels/portfolioTypes';
import type { DomainRecord } from '../../cache/domainRecord';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long an order of ours may keep answering 403 "not found in the reseller account"
 * before it is no longer called pending. A registration is provisioned within minutes once
 * the account e-mail is verified and the order accepted; a week covers a late verification
 * or a manual order review. A transfer also waits for the losing registrar (five days for
 * most gTLDs, longer for some ccTLDs and when the owner does not approve at once): a month.
 */
export const PENDING_LIMIT_DAYS = { registered: 7, transferred: 30 } as const;

/** Set on the row when transfersync reports that the registry refused the transfer. */
export const TRANSFER_FAILED_KIND = 'transfer_failed';
/** Set on the row when the registrar reports the domain was transferred to another registrar. */
export const TRANSFERRED_AWAY_KIND = 'transferred_away';

const day = (iso: string): string => iso.slice(0, 10);

function isOrdered(
  row: DomainRecord,
): row is DomainRecord & { origin: 'registered' | 'transferred' } {
  return row.origin === 'registered' || row.origin === 'transferred';
}

/** Seen active since the current order was placed (or ever, for a domain not ordered here). */
function seenActiveSinceOrder(row: DomainRecord): boolean {
  if (row.lastSeenActiveAt === null) return false;
  return row.pendingSince === null || row.lastSeenActiveAt >= row.pendingSince;
}

/** One of our orders that has not yet been seen in the account. */
export function awaitingOrder(row: DomainRecord): boolean {
  return isOrdered(row) && !seenActiveSinceOrder(row);
}

function orderAgeDays(row: DomainRecord, now: number): number {
  const since = row.pendingSince ?? row.addedAt;
  return (now - Date.parse(since)) / DAY_MS;
}

/**
 * A 403 tells a pending order and a domain that is not in this account apart only by its
 * history: one of our orders, never seen active since it was placed and younger than the
 * limit, is pending; everything else is not in this account.
 */
export function statusAfterNotFound(row: DomainRecord, now: number): 'pending' | 'not_in_account' {
  if (!isOrdered(row) || seenActiveSinceOrder(row)) return 'not_in_account';
  if (row.lastError?.kind === TRANSFER_FAILED_KIND) return 'not_in_account';
  return orderAgeDays(row, now) <= PENDING_LIMIT_DAYS[row.origin] ? 'pending' : 'not_in_account';
}

function checksText(row: DomainRecord): string {
  const { count, firstAt } = row.notFound;
  if (count === 0 || firstAt === null) return '';
  return count === 1
    ? ` The API answered "not found in this account" on ${day(firstAt)}.`
    : ` The API answered "not found in this account" ${count} times since ${day(firstAt)}.`;
}

function notInAccountReason(row: DomainRecord, now: number): string {
  if (row.lastError?.kind === TRANSFER_FAILED_KIND) {
    return `The transfer failed: ${row.lastError.message}`;
  }
  if (row.lastError?.kind === TRANSFERRED_AWAY_KIND) return row.lastError.message;
  if (isOrdered(row) && !seenActiveSinceOrder(row)) {
    const what = row.origin === 'registered' ? 'registration' : 'transfer';
    const days = Math.floor(orderAgeDays(row, now));
    return (
      `Still not in this account ${days} days after the ${what} order; it normally appears ` +
      `within ${PENDING_LIMIT_DAYS[row.origin]} days.${checksText(row)}`
    );
  }
  if (row.lastSeenActiveAt !== null) {
    return (
      `Was in this account until ${day(row.lastSeenActiveAt)}; the API now says it is not ` +
      `(transferred, released or deleted elsewhere?).${checksText(row)}`
    );
  }
  return `Not in this account: the API has never answered for it as one of its domains.${checksText(row)}`;
}

/** The plain-language reason shown next to a row's status. */
export function statusReason(row: DomainRecord, now: number): string {
  switch (row.status) {
    case 'pending': {
      const since = row.pendingSince ? ` on ${day(row.pendingSince)}` : '';
      const what =
        row.origin === 'transferred'
          ? `Transfer ordered${since}; waiting for the registry to complete it.`
          : `Registration ordered${since}; not provisioned to the account yet.`;
      return `${what}${checksText(row)} Checked again automatically.`;
    }
    case 'active':
      return row.registrarStatus
        ? `In this account; the registrar says "${row.registrarStatus}".`
        : 'In this account.';
    case 'expired':
      return row.expiryDate
        ? `Expired on ${row.expiryDate}${row.registrarStatus ? ` (registrar status "${row.registrarStatus}")` : ''}.`
        : 'Expired.';
    case 'transferring':
      return 'A transfer is in progress.';
    case 'released':
      return 'Released to another registrar through DomainDesk.';
    case 'deleted':
      return 'Deletion requested through DomainDesk.';
    case 'not_in_account':
      return notInAccountReason(row, now);
    case 'unknown':
      return row.lastError
        ? `Not confirmed yet: the last check failed (${row.lastError.message}).`
        : 'Not checked with the API yet.';
  }
}

/**
 * How a transfer ordered here stands: started until the account has been asked about it,
 * pending at the registry while it answers "not found", completed once seen in the account,
 * failed when transfersync gave the registry's refusal. Null for other domains.
 */
export function transferStatus(row: DomainRecord): TransferView | null {
  if (row.origin !== 'transferred') return null;
  if (row.lastError?.kind === TRANSFER_FAILED_KIND) {
    return { state: 'failed', reason: row.lastError.message };
  }
  if (seenActiveSinceOrder(row)) return { state: 'completed', reason: null };
  return { state: row.notFound.count === 0 ? 'started' : 'pending', reason: null };
}
