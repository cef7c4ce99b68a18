import { centsToMoney, moneyToCents } from '../../shared/api';
import { AUTOPILOT_DEFAULTS } from '../../shared/ipc/channels/autopilot';
import type {
  AutopilotRun,
  AutopilotScope,
  AutopilotSettings,
} from '../../shared/ipc/channels/autopilot';
import { fromJsonTextOrNull, toJsonText } from './jsonText';
import { all, num, one, run, scalar, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

/** A journal entry `j` that took nothing: failed, or reconciled as not placed. */
const NOT_PLACED = `coalesce(j.state = 'failed' OR (j.state = 'reconciled'
  AND substr(j.outcome_detail, 1, length(@notPlaced)) = @notPlaced), 0)`;

export interface StoredAutopilot {
  readonly settings: AutopilotSettings;
  readonly lastRun: AutopilotRun | null;
}

export function autopilotOf(db: Db, accountId: string): StoredAutopilot {
  const row = one(db, 'SELECT * FROM autopilot_settings WHERE account_id = @accountId', {
    accountId,
  });
  if (!row) return { settings: AUTOPILOT_DEFAULTS, lastRun: null };
  const targets = fromJsonTextOrNull(strOrNull(row.targets_json));
  return {
    settings: {
      enabled: num(row.enabled) === 1,
      daysBefore: num(row.days_before),
      monthlyCap: str(row.monthly_cap),
      scope: str(row.scope) as AutopilotScope,
      targets: Array.isArray(targets) ? targets.map(String) : [],
      payRedemption: num(row.pay_redemption) === 1,
    },
    lastRun: fromJsonTextOrNull(strOrNull(row.last_run_json)) as AutopilotRun | null,
  };
}

export function saveAutopilot(
  db: Db,
  accountId: string,
  settings: AutopilotSettings,
  at: string,
): void {
  run(
    db,
    `INSERT INTO autopilot_settings (account_id, enabled, days_before, monthly_cap, scope,
       targets_json, pay_redemption, updated_at)
     VALUES (@accountId, @enabled, @daysBefore, @cap, @scope, @targets, @payRedemption, @at)
     ON CONFLICT (account_id) DO UPDATE SET enabled = excluded.enabled,
       days_before = excluded.days_before, monthly_cap = excluded.monthly_cap,
       scope = excluded.scope, targets_json = excluded.targets_json,
       pay_redemption = excluded.pay_redemption, updated_at = excluded.updated_at`,
    {
      accountId,
      enabled: settings.enabled ? 1 : 0,
      daysBefore: settings.daysBefore,
      cap: settings.monthlyCap,
      scope: settings.scope,
      targets: toJsonText(settings.targets),
      payRedemption: settings.payRedemption ? 1 : 0,
      at,
    },
  );
}

export function recordAutopilotRun(db: Db, accountId: string, lastRun: AutopilotRun): void {
  run(db, 'UPDATE autopilot_settings SET last_run_json = @run WHERE account_id = @accountId', {
    accountId,
    run: toJsonText(lastRun),
  });
}

/** Accounts whose autopilot is on. */
export function autopilotAccounts(db: Db): string[] {
  return all(db, 'SELECT account_id FROM autopilot_settings WHERE enabled = 1').map((row) =>
    str(row.account_id),
  );
}

/**
 * Reserves a renewal against the month's cap before it is sent; answers false when this
 * domain's renewal of that expiry date was reserved before, by an earlier run.
 */
export function reserveRenewal(
  db: Db,
  renewal: { accountId: string; domain: string; expiryDate: string; month: string; quoted: string },
  at: string,
): boolean {
  return (
    run(
      db,
      `INSERT INTO autopilot_renewals (account_id, domain, expiry_date, month, quoted, created_at)
       VALUES (@accountId, @domain, @expiryDate, @month, @quoted, @at)
       ON CONFLICT DO NOTHING`,
      { ...renewal, at },
    ).changes === 1
  );
}

/** A reservation whose order was refused before sending: it spent nothing. */
export function dropRenewal(
  db: Db,
  key: { accountId: string; domain: string; expiryDate: string },
): void {
  run(
    db,
    `DELETE FROM autopilot_renewals
     WHERE account_id = @accountId AND domain = @domain AND expiry_date = @expiryDate`,
    key,
  );
}

/**
 * What the autopilot spent in a month, as the cap counts it: each renewal's charge where the
 * journal knows it, nothing for a failed one, and the quoted price for every other (sent,
 * unknown, or reserved by a run that stopped before the journal had it).
 */
export function autopilotSpent(
  db: Db,
  accountId: string,
  month: string,
  notPlacedPrefix: string,
): string {
  const rows = all(
    db,
    // Each reservation's order is the first renewal of its domain journalled after it.
    `SELECT r.quoted, j.price_charged, ${NOT_PLACED} AS not_placed
       FROM autopilot_renewals r
       LEFT JOIN order_journal j ON j.id = (
         SELECT o.id FROM order_journal o
          WHERE o.account_id = r.account_id AND o.domain = r.domain AND o.operation = 'renew'
            AND o.created_at >= r.created_at
          ORDER BY o.created_at LIMIT 1)
      WHERE r.account_id = @accountId AND r.month = @month`,
    { accountId, month, notPlaced: notPlacedPrefix },
  );
  let cents = 0;
  for (const row of rows) {
    if (num(row.not_placed) === 1) continue;
    const charged = strOrNull(row.price_charged);
    cents += moneyToCents(charged ?? str(row.quoted)) ?? 0;
  }
  return centsToMoney(cents);
}

/**
 * Whether a renewal of the domain was journalled since `since` and may have gone through
 * (anything but failed or reconciled as not placed): its new expiry may not be read yet.
 */
export function renewedSince(
  db: Db,
  renewal: { accountId: string; domain: string; since: string },
  notPlacedPrefix: string,
): boolean {
  return (
    num(
      scalar(
        db,
        `SELECT count(*) FROM order_journal j
          WHERE j.account_id = @accountId AND j.domain = @domain AND j.operation = 'renew'
            AND j.created_at >= @since AND NOT ${NOT_PLACED}`,
        { ...renewal, notPlaced: notPlacedPrefix },
      ),
    ) > 0
  );
}
