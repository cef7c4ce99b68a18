import { randomUUID } from 'node:crypto';
import { DEFAULT_MAX_INPUT_VARS } from '../../shared/api/phpInputVars';
import { ORDER_SETTLE_LIMITS, PACING_LIMITS } from '../../shared/accounts/accountRules';
import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { DuplicateError, NotFoundError, isUniqueViolation } from './cacheErrors';
import { all, num, one, run, str, strOrNull, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** Everything DomainDesk remembers about a reseller account. The API key is not here. */
export interface AccountRecord {
  id: string;
  label: string;
  baseUrl: string;
  email: string;
  /** Null means the app's default browser-like agent. */
  userAgent: string | null;
  maxConcurrentRequests: number;
  minRequestIntervalMs: number;
  /** Form variables the provider's PHP reads per request (`max_input_vars`). */
  maxInputVars: number;
  currency: string | null;
  /** Minutes after sending during which a lost order may still be processed by the provider. */
  orderSettleMinutes: number;
  lastBalance: { amount: string; at: string } | null;
  /** Saved before keys were bound to URL and e-mail: its key may be under the id alone. */
  legacyKey: boolean;
  /** Below this balance the header warns; null: the renewals due within 30 days. */
  lowBalanceThreshold: string | null;
  /** The account's own proxy, `http(s)://host:port`; its credentials are in the keychain. */
  proxyUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AccountInput {
  id?: string;
  label: string;
  baseUrl: string;
  email: string;
  userAgent?: string | null;
  maxConcurrentRequests?: number;
  minRequestIntervalMs?: number;
  maxInputVars?: number;
  currency?: string | null;
  orderSettleMinutes?: number;
  lowBalanceThreshold?: string | null;
  proxyUrl?: string | null;
}

export type AccountPatch = Partial<Omit<AccountInput, 'id'>>;

export interface AccountsRepo {
  create(input: AccountInput): AccountRecord;
  update(id: string, patch: AccountPatch): AccountRecord;
  get(id: string): AccountRecord | null;
  list(): AccountRecord[];
  /** Removes the account with its domains, snapshots, prices and cart; history stays. */
  remove(id: string): boolean;
  recordBalance(id: string, amount: string): void;
}

const columns = `id, label, base_url, email, user_agent, max_concurrent_requests,
  min_request_interval_ms, max_input_vars, currency, order_settle_minutes, last_balance,
  last_balance_at, legacy_key, low_balance_threshold, proxy_url, created_at, updated_at`;

export function createAccountsRepo(db: Db, clock: Clock): AccountsRepo {
  const get = (id: string): AccountRecord | null => {
    const row = one(db, `SELECT ${columns} FROM accounts WHERE id = @id`, { id });
    return row ? toAccount(row) : null;
  };
  const mustGet = (id: string): AccountRecord => {
    const account = get(id);
    if (!account) throw new NotFoundError(`No account with id ${id}.`);
    return account;
  };

  return {
    create(input) {
      const id = input.id ?? randomUUID();
      const at = isoAt(clock);
      // Fields are picked one by one: whatever else the caller's object holds (a key typed
      // into the same form, say) can never reach the file.
      guardUnique(input, () =>
        run(
          db,
          `INSERT INTO accounts (id, label, base_url, email, user_agent, max_concurrent_requests,
             min_request_interval_ms, max_input_vars, currency, order_settle_minutes,
             proxy_url, created_at, updated_at)
           VALUES (@id, @label, @baseUrl, @email, @userAgent, @maxConcurrent, @minInterval,
             @maxInputVars, @currency, @settleMinutes, @proxyUrl, @at, @at)`,
          {
            id,
            label: input.label,
            baseUrl: input.baseUrl,
            email: input.email,
            userAgent: input.userAgent ?? null,
            maxInputVars: input.maxInputVars ?? DEFAULT_MAX_INPUT_VARS,
            maxConcurrent:
              input.maxConcurrentRequests ?? PACING_LIMITS.maxConcurrentRequests.default,
            minInterval: input.minRequestIntervalMs ?? PACING_LIMITS.minRequestIntervalMs.default,
            currency: input.currency ?? null,
            settleMinutes: input.orderSettleMinutes ?? ORDER_SETTLE_LIMITS.default,
            proxyUrl: input.proxyUrl ?? null,
            at,
          },
        ),
      );
      return mustGet(id);
    },

    update(id, patch) {
      return withTransaction(db, () => {
        const current = mustGet(id);
        const next = { ...current, ...definedOnly(patch) };
        guardUnique(next, () =>
          run(
            db,
            `UPDATE accounts SET label = @label, base_url = @baseUrl, email = @email,
               user_agent = @userAgent, max_concurrent_requests = @maxConcurrent,
               min_request_interval_ms = @minInterval, max_input_vars = @maxInputVars,
               currency = @currency, order_settle_minutes = @settleMinutes,
               low_balance_threshold = @lowBalance, proxy_url = @proxyUrl, updated_at = @at,
               legacy_key = CASE WHEN base_url = @baseUrl AND email = @email
                 THEN legacy_key ELSE 0 END
             WHERE id = @id`,
            {
              id,
              label: next.label,
              baseUrl: next.baseUrl,
              email: next.email,
              userAgent: next.userAgent,
              maxConcurrent: next.maxConcurrentRequests,
              minInterval: next.minRequestIntervalMs,
              maxInputVars: next.maxInputVars,
              currency: next.currency,
              settleMinutes: next.orderSettleMinutes,
              lowBalance: next.lowBalanceThreshold,
              proxyUrl: next.proxyUrl,
              at: isoAt(clock),
            },
          ),
        );
        return mustGet(id);
      });
    },

    get,

    list() {
      return all(db, `SELECT ${columns} FROM accounts ORDER BY label COLLATE NOCASE, id`).map(
        toAccount,
      );
    },

    remove(id) {
      return run(db, 'DELETE FROM accounts WHERE id = @id', { id }).changes > 0;
    },

    recordBalance(id, amount) {
      const at = isoAt(clock);
      const { changes } = run(
        db,
        `UPDATE accounts SET last_balance = @amount, last_balance_at = @at WHERE id = @id`,
        { id, amount, at },
      );
      if (changes === 0) throw new NotFoundError(`No account with id ${id}.`);
    },
  };
}

function guardUnique(account: { baseUrl: string; email: string }, write: () => unknown): void {
  try {
    write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new DuplicateError(
        `An account for ${account.email} at ${account.baseUrl} already exists.`,
      );
    }
    throw error;
  }
}

function definedOnly<T extends object>(patch: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(patch).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function toAccount(row: Record<string, unknown>): AccountRecord {
  const balance = strOrNull(row.last_balance);
  const balanceAt = strOrNull(row.last_balance_at);
  return {
    id: str(row.id),
    label: str(row.label),
    baseUrl: str(row.base_url),
    email: str(row.email),
    userAgent: strOrNull(row.user_agent),
    maxConcurrentRequests: num(row.max_concurrent_requests),
    minRequestIntervalMs: num(row.min_request_interval_ms),
    maxInputVars: num(row.max_input_vars),
    currency: strOrNull(row.currency),
    orderSettleMinutes: num(row.order_settle_minutes),
    lastBalance: balance !== null && balanceAt !== null ? { amount: balance, at: balanceAt } : null,
    legacyKey: num(row.legacy_key) === 1,
    lowBalanceThreshold: strOrNull(row.low_balance_threshold),
    proxyUrl: strOrNull(row.proxy_url),
    createdAt: str(row.created_at),
    updatedAt: str(row.updated_at),
  };
}
