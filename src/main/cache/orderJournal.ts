import { randomUUID } from 'node:crypto';
import type { OrderJournalState } from '../../shared/ipc/channels/orders';
import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { IllegalOrderTransitionError, NotFoundError, UnresolvedOrderError } from './cacheErrors';
import type { OrderOperation } from './cartRepo';
import { asciiDomainName } from './domainNames';
import { fromJsonText, toJsonText } from './jsonText';
import { maskSecrets } from './secretMasking';
import { all, num, one, run, str, strOrNull, withTransaction } from './sqlite';
import type { Db, SqlValue } from './sqlite';

// The journal's states are the ones the renderer shows: one list for both.
export { ORDER_JOURNAL_STATES as ORDER_STATES } from '../../shared/ipc/channels/orders';
export type OrderState = OrderJournalState;

/**
 * Orders have no idempotency key: a lost response may or may not have been charged. The
 * journal therefore records an order before it is sent, and a "sent" order can only end
 * as succeeded, failed or outcome_unknown; an unknown outcome is settled by reconciling,
 * never by sending again.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderState, readonly OrderState[]>> = {
  prepared: ['sent', 'failed'],
  sent: ['succeeded', 'failed', 'outcome_unknown'],
  outcome_unknown: ['reconciled'],
  succeeded: [],
  failed: [],
  reconciled: [],
};

/** States in which another order for the same domain and operation is refused. */
export const UNRESOLVED_ORDER_STATES: readonly OrderState[] = [
  'prepared',
  'sent',
  'outcome_unknown',
];

export interface OrderEntry {
  id: string;
  accountId: string;
  operation: OrderOperation;
  domain: string;
  period: number;
  /** What was (to be) sent, with the EPP code and any other secret masked. */
  requestSummary: unknown;
  priceQuoted: string | null;
  currency: string | null;
  state: OrderState;
  outcomeDetail: string | null;
  createdAt: string;
  updatedAt: string;
  /** When it was sent; null before, and for entries imported or written before this was kept. */
  sentAt: string | null;
  /** What the order took from the balance (before minus after); null when not read. */
  priceCharged: string | null;
  /** The balance read straight after the order's answer; null when not read. */
  balanceAfter: string | null;
}

/** An entry as an export file holds it (files from before the send time was kept lack it). */
export type RestoredOrder = Omit<OrderEntry, 'sentAt' | 'priceCharged' | 'balanceAfter'> & {
  sentAt?: string | null | undefined;
  priceCharged?: string | null | undefined;
  balanceAfter?: string | null | undefined;
};

export interface OrderToRecord {
  accountId: string;
  operation: OrderOperation;
  domain: string;
  period: number;
  requestSummary: unknown;
  priceQuoted?: string | null;
  currency?: string | null;
}

export interface OrderJournal {
  /** The entry of the name and operation still prepared, sent or of unknown outcome, if any. */
  findOpen(accountId: string, domain: string, operation: OrderOperation): OrderEntry | null;
  /** Records the order as `prepared`; call before sending. Refuses while an earlier one is open. */
  record(order: OrderToRecord): OrderEntry;
  transition(id: string, to: OrderState, detail?: string): OrderEntry;
  markSent(id: string): OrderEntry;
  markSucceeded(id: string, detail?: string): OrderEntry;
  markFailed(id: string, detail: string): OrderEntry;
  markOutcomeUnknown(id: string, detail: string): OrderEntry;
  reconcile(id: string, detail: string): OrderEntry;
  /** Keeps what a sent order took from the balance, read after its answer. */
  recordCharge(id: string, charge: { charged: string; balanceAfter: string }): OrderEntry;
  get(id: string): OrderEntry | null;
  /** Newest first. */
  list(filter?: {
    accountId?: string;
    domain?: string;
    states?: readonly OrderState[];
  }): OrderEntry[];
  /**
   * At start-up: orders left `sent` by a crash become `outcome_unknown`; orders left
   * `prepared` never went out and become `failed`. Returns the entries changed.
   */
  settleInterrupted(): OrderEntry[];
  /** Adds an entry from an import as it was; false when that id is already present. */
  restore(entry: RestoredOrder): boolean;
}

const columns = `id, account_id, operation, domain, period, request_summary_json, price_quoted,
  currency, state, outcome_detail, created_at, updated_at, sent_at, price_charged, balance_after`;

export function createOrderJournal(db: Db, clock: Clock): OrderJournal {
  const get = (id: string): OrderEntry | null => {
    const row = one(db, `SELECT ${columns} FROM order_journal WHERE id = @id`, { id });
    return row ? toEntry(row) : null;
  };

  const transition = (id: string, to: OrderState, detail?: string): OrderEntry =>
    withTransaction(db, () => {
      const current = get(id);
      if (!current) throw new NotFoundError(`No order ${id} in the journal.`);
      if (!ORDER_TRANSITIONS[current.state].includes(to)) {
        throw new IllegalOrderTransitionError(id, current.state, to);
      }
      run(
        db,
        `UPDATE order_journal SET state = @to, outcome_detail = coalesce(@detail, outcome_detail),
           updated_at = @at, sent_at = CASE WHEN @to = 'sent' THEN @at ELSE sent_at END
         WHERE id = @id AND state = @from`,
        { id, to, from: current.state, detail: detail ?? null, at: isoAt(clock) },
      );
      return get(id) ?? current;
    });

  const list: OrderJournal['list'] = (filter = {}) => {
    const where: string[] = [];
    const params: Record<string, SqlValue> = {};
    if (filter.accountId !== undefined) {
      where.push('account_id = @accountId');
      params.accountId = filter.accountId;
    }
    if (filter.domain !== undefined) {
      where.push('domain = @domain');
      params.domain = asciiDomainName(filter.domain);
    }
    if (filter.states) {
      where.push('state IN (SELECT value FROM json_each(@states))');
      params.states = toJsonText(filter.states);
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    return all(
      db,
      `SELECT ${columns} FROM order_journal ${clause} ORDER BY created_at DESC, rowid DESC`,
      params,
    ).map(toEntry);
  };

  const findOpen: OrderJournal['findOpen'] = (accountId, domain, operation) =>
    list({ accountId, domain, states: UNRESOLVED_ORDER_STATES }).find(
      (entry) => entry.operation === operation,
    ) ?? null;

  return {
    findOpen,
    record(order) {
      const domain = asciiDomainName(order.domain);
      return withTransaction(db, () => {
        const open = findOpen(order.accountId, domain, order.operation);
        if (open) throw new UnresolvedOrderError(open.id, domain, order.operation, open.state);
        const id = randomUUID();
        const at = isoAt(clock);
        run(
          db,
          `INSERT INTO order_journal (id, account_id, operation, domain, period,
             request_summary_json, price_quoted, currency, state, created_at, updated_at)
           VALUES (@id, @accountId, @operation, @domain, @period, @summary, @price, @currency,
             'prepared', @at, @at)`,
          {
            id,
            accountId: order.accountId,
            operation: order.operation,
            domain,
            period: order.period,
            summary: toJsonText(maskSecrets(order.requestSummary)),
            price: order.priceQuoted ?? null,
            currency: order.currency ?? null,
            at,
          },
        );
        const entry = get(id);
        if (!entry) throw new NotFoundError(`Order ${id} vanished while recording.`);
        return entry;
      });
    },
    transition,
    markSent: (id) => transition(id, 'sent'),
    markSucceeded: (id, detail) => transition(id, 'succeeded', detail),
    markFailed: (id, detail) => transition(id, 'failed', detail),
    markOutcomeUnknown: (id, detail) => transition(id, 'outcome_unknown', detail),
    reconcile: (id, detail) => transition(id, 'reconciled', detail),
    recordCharge(id, { charged, balanceAfter }) {
      run(
        db,
        `UPDATE order_journal SET price_charged = @charged, balance_after = @balanceAfter
         WHERE id = @id`,
        { id, charged, balanceAfter },
      );
      const entry = get(id);
      if (!entry) throw new NotFoundError(`No order ${id} in the journal.`);
      return entry;
    },
    get,
    list,
    settleInterrupted() {
      return withTransaction(db, () => [
        ...list({ states: ['sent'] }).map((entry) =>
          transition(entry.id, 'outcome_unknown', 'DomainDesk closed before the answer arrived.'),
        ),
        ...list({ states: ['prepared'] }).map((entry) =>
          transition(entry.id, 'failed', 'Not sent: DomainDesk closed before sending.'),
        ),
      ]);
    },
    restore(entry) {
      const { changes } = run(
        db,
        `INSERT OR IGNORE INTO order_journal (id, account_id, operation, domain, period,
           request_summary_json, price_quoted, currency, state, outcome_detail, created_at,
           updated_at, sent_at, price_charged, balance_after)
         VALUES (@id, @accountId, @operation, @domain, @period, @summary, @price, @currency,
           @state, @detail, @createdAt, @updatedAt, @sentAt, @charged, @balanceAfter)`,
        {
          id: entry.id,
          accountId: entry.accountId,
          operation: entry.operation,
          domain: asciiDomainName(entry.domain),
          period: entry.period,
          summary: toJsonText(maskSecrets(entry.requestSummary)),
          price: entry.priceQuoted,
          currency: entry.currency,
          state: entry.state,
          detail: entry.outcomeDetail,
          createdAt: entry.createdAt,
          updatedAt: entry.updatedAt,
          sentAt: entry.sentAt ?? null,
          charged: entry.priceCharged ?? null,
          balanceAfter: entry.balanceAfter ?? null,
        },
      );
      return changes > 0;
    },
  };
}

/** Columns are written only by this journal and checked by the schema. */
export function toEntry(row: Record<string, unknown>): OrderEntry {
  return {
    id: str(row.id),
    accountId: str(row.account_id),
    operation: str(row.operation) as OrderOperation,
    domain: str(row.domain),
    period: num(row.period),
    requestSummary: fromJsonText(row.request_summary_json),
    priceQuoted: strOrNull(row.price_quoted),
    currency: strOrNull(row.currency),
    state: str(row.state) as OrderState,
    outcomeDetail: strOrNull(row.outcome_detail),
    createdAt: str(row.created_at),
    updatedAt: str(row.updated_at),
    sentAt: strOrNull(row.sent_at),
    priceCharged: strOrNull(row.price_charged),
    balanceAfter: strOrNull(row.balance_after),
  };
}
