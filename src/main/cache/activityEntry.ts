import type { ActivityEntry, ActivityResult } from './activityLog';
import { fromJsonTextOrNull } from './jsonText';
import { num, one, str, strOrNull } from './sqlite';
import type { Db } from './sqlite';

/** One activity log entry by its id (to restore what a change replaced), or null. */
export function activityEntry(db: Db, id: number): ActivityEntry | null {
  const row = one(
    db,
    `SELECT id, account_id, domain, action, before_json, after_json, result, result_detail, at
     FROM activity_log WHERE id = @id`,
    { id },
  );
  if (!row) return null;
  return {
    id: num(row.id),
    accountId: str(row.account_id),
    domain: strOrNull(row.domain),
    action: str(row.action),
    before: fromJsonTextOrNull(row.before_json),
    after: fromJsonTextOrNull(row.after_json),
    result: str(row.result) as ActivityResult,
    resultDetail: strOrNull(row.result_detail),
    at: str(row.at),
  };
}
