import { fromJsonTextOrNull, toJsonText } from './jsonText';
import { all, num, one, run, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

/** A notification as stored; `target` is the JSON the service wrote. */
export interface StoredNotification {
  readonly id: number;
  readonly accountId: string;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly target: unknown;
  readonly createdAt: string;
  readonly readAt: string | null;
}

export interface NotificationToStore {
  readonly accountId: string;
  readonly kind: string;
  readonly title: string;
  readonly body: string;
  readonly target: unknown;
  readonly createdAt: string;
}

/** A domain whose status differs from the one last seen (`previous` null: never seen). */
export interface DomainStatusChange {
  readonly id: number;
  readonly name: string;
  readonly unicodeName: string;
  readonly origin: string;
  readonly status: string;
  readonly previous: string | null;
  readonly pendingSince: string | null;
  readonly addedAt: string;
  readonly lastSeenActiveAt: string | null;
  readonly lastErrorKind: string | null;
  readonly lastErrorMessage: string | null;
}

/** Records a fact as told; false when it already was (so it is not told again). */
export function recordFact(db: Db, accountId: string, key: string, at: string): boolean {
  const { changes } = run(
    db,
    `INSERT OR IGNORE INTO notification_facts (account_id, fact_key, seen_at)
     VALUES (@accountId, @key, @at)`,
    { accountId, key, at },
  );
  return changes > 0;
}

/** Records many facts in one statement (the digest's, which may run to thousands). */
export function recordFacts(db: Db, accountId: string, keys: readonly string[], at: string): void {
  run(
    db,
    `INSERT OR IGNORE INTO notification_facts (account_id, fact_key, seen_at)
     SELECT @accountId, value, @at FROM json_each(@keys)`,
    { accountId, keys: JSON.stringify(keys), at },
  );
}

export function factKnown(db: Db, accountId: string, key: string): boolean {
  return (
    one(db, 'SELECT 1 AS known FROM notification_facts WHERE account_id = @a AND fact_key = @k', {
      a: accountId,
      k: key,
    }) !== null
  );
}

/** The account's facts whose key starts with `prefix`, read at once (the digest's). */
export function factsWithPrefix(db: Db, accountId: string, prefix: string): Set<string> {
  return new Set(
    all(
      db,
      `SELECT fact_key FROM notification_facts WHERE account_id = @accountId
         AND fact_key >= @prefix AND substr(fact_key, 1, length(@prefix)) = @prefix`,
      { accountId, prefix },
    ).map((row) => str(row.fact_key)),
  );
}

/** Forgets facts whose key starts with `prefix`, so the next such fact is told again. */
export function forgetFacts(db: Db, accountId: string, prefix: string): void {
  run(
    db,
    `DELETE FROM notification_facts WHERE account_id = @accountId
       AND substr(fact_key, 1, length(@prefix)) = @prefix`,
    { accountId, prefix },
  );
}

export function storeNotification(db: Db, row: NotificationToStore): number {
  const stored = one(
    db,
    `INSERT INTO notifications (account_id, kind, title, body, target_json, created_at)
     VALUES (@accountId, @kind, @title, @body, @target, @createdAt) RETURNING id`,
    {
      accountId: row.accountId,
      kind: row.kind,
      title: row.title,
      body: row.body,
      target: toJsonText(row.target),
      createdAt: row.createdAt,
    },
  );
  return num(stored?.id);
}

const toStored = (row: Record<string, unknown>): StoredNotification => ({
  id: num(row.id),
  accountId: str(row.account_id),
  kind: str(row.kind),
  title: str(row.title),
  body: str(row.body),
  target: fromJsonTextOrNull(row.target_json),
  createdAt: str(row.created_at),
  readAt: strOrNull(row.read_at),
});

/** The account's notifications still in the centre, newest first, and how many are unread. */
export function listNotifications(
  db: Db,
  accountId: string,
  limit: number,
): { items: StoredNotification[]; unread: number } {
  const items = all(
    db,
    `SELECT * FROM notifications WHERE account_id = @accountId AND dismissed_at IS NULL
     ORDER BY id DESC LIMIT @limit`,
    { accountId, limit },
  ).map(toStored);
  const unread = num(
    one(
      db,
      `SELECT count(*) AS n FROM notifications
       WHERE account_id = @accountId AND dismissed_at IS NULL AND read_at IS NULL`,
      { accountId },
    )?.n,
  );
  return { items, unread };
}

/** Unread notifications still in the centre, per account that has any. */
export function unreadByAccount(db: Db): { accountId: string; unread: number }[] {
  return all(
    db,
    `SELECT account_id, count(*) AS n FROM notifications
     WHERE dismissed_at IS NULL AND read_at IS NULL GROUP BY account_id`,
    {},
  ).map((row) => ({ accountId: str(row.account_id), unread: num(row.n) }));
}

/** Sets `read_at` or `dismissed_at` on the account's given notifications (all when null). */
export function markNotifications(
  db: Db,
  accountId: string,
  ids: readonly number[] | null,
  column: 'read_at' | 'dismissed_at',
  at: string,
): void {
  const which = ids === null ? '' : `AND id IN (SELECT value FROM json_each(@ids))`;
  run(
    db,
    `UPDATE notifications SET ${column} = coalesce(${column}, @at)
     WHERE account_id = @accountId ${which}`,
    { accountId, at, ...(ids !== null && { ids: JSON.stringify(ids) }) },
  );
}

/** The account's domains whose status is not the one last seen. */
export function domainStatusChanges(db: Db, accountId: string): DomainStatusChange[] {
  return all(
    db,
    `SELECT d.id, d.name, d.unicode_name, d.origin, d.status, s.status AS previous,
            d.pending_since, d.added_at, d.last_seen_active_at, d.last_error_kind, d.last_error_message
     FROM domains d LEFT JOIN notification_domain_state s ON s.domain_id = d.id
     WHERE d.account_id = @accountId AND (s.status IS NULL OR s.status <> d.status)`,
    { accountId },
  ).map((row) => ({
    id: num(row.id),
    name: str(row.name),
    unicodeName: str(row.unicode_name),
    origin: str(row.origin),
    status: str(row.status),
    previous: strOrNull(row.previous),
    pendingSince: strOrNull(row.pending_since),
    addedAt: str(row.added_at),
    lastSeenActiveAt: strOrNull(row.last_seen_active_at),
    lastErrorKind: strOrNull(row.last_error_kind),
    lastErrorMessage: strOrNull(row.last_error_message),
  }));
}

/** Whether any of the account's domains has been seen before (else this is the first look). */
export function domainStatesKnown(db: Db, accountId: string): boolean {
  return (
    one(
      db,
      `SELECT 1 AS known FROM notification_domain_state s JOIN domains d ON d.id = s.domain_id
       WHERE d.account_id = @accountId LIMIT 1`,
      { accountId },
    ) !== null
  );
}

/** The first look at an account: every status it holds now, in one statement. */
export function learnDomainStates(db: Db, accountId: string): void {
  run(
    db,
    `INSERT INTO notification_domain_state (domain_id, status)
     SELECT id, status FROM domains WHERE account_id = @accountId AND status <> 'unknown'
     ON CONFLICT (domain_id) DO UPDATE SET status = excluded.status`,
    { accountId },
  );
}

export function saveDomainState(db: Db, domainId: number, status: string): void {
  run(
    db,
    `INSERT INTO notification_domain_state (domain_id, status) VALUES (@domainId, @status)
     ON CONFLICT (domain_id) DO UPDATE SET status = excluded.status`,
    { domainId, status },
  );
}

/** An active domain expiring from `from` to `until` (YYYY-MM-DD, inclusive), with its tags. */
export interface ExpiringDomain {
  readonly name: string;
  readonly unicodeName: string;
  readonly expiryDate: string;
  readonly tags: readonly string[];
}

export function expiringDomains(
  db: Db,
  accountId: string,
  from: string,
  until: string,
): ExpiringDomain[] {
  return all(
    db,
    `SELECT d.name, d.unicode_name, d.expiry_date,
       (SELECT json_group_array(tag) FROM domain_tags t WHERE t.domain_id = d.id) AS tags_json
     FROM domains d
     WHERE d.account_id = @accountId AND d.status = 'active'
       AND d.expiry_date >= @from AND d.expiry_date <= @until
     ORDER BY d.expiry_date, d.name`,
    { accountId, from, until },
  ).map((row) => ({
    name: str(row.name),
    unicodeName: str(row.unicode_name),
    expiryDate: str(row.expiry_date),
    tags: (fromJsonTextOrNull(row.tags_json) as string[] | null) ?? [],
  }));
}
