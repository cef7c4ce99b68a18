import { randomUUID } from 'node:crypto';
import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { fromJsonText, toJsonText } from './jsonText';
import { all, one, run, str } from './sqlite';
import type { Db } from './sqlite';

/** Something to tell the user, kept until they dismiss it. */
export interface StoredNotice {
  id: string;
  kind: string;
  /** What the user is shown (JSON). */
  body: unknown;
  /** What an action on the notice needs and the user is not shown (JSON), or null. */
  data: unknown;
  createdAt: string;
}

export interface NoticesRepo {
  add(notice: { id?: string; kind: string; body: unknown; data?: unknown }): StoredNotice;
  /** Oldest first. */
  list(): StoredNotice[];
  get(id: string): StoredNotice | null;
  remove(id: string): boolean;
}

const columns = 'id, kind, body_json, data_json, created_at';

export function createNoticesRepo(db: Db, clock: Clock): NoticesRepo {
  const get = (id: string): StoredNotice | null => {
    const row = one(db, `SELECT ${columns} FROM notices WHERE id = @id`, { id });
    return row ? toNotice(row) : null;
  };
  return {
    add(notice) {
      const id = notice.id ?? randomUUID();
      run(
        db,
        `INSERT OR IGNORE INTO notices (id, kind, body_json, data_json, created_at)
         VALUES (@id, @kind, @body, @data, @at)`,
        {
          id,
          kind: notice.kind,
          body: toJsonText(notice.body),
          data: notice.data === undefined ? null : toJsonText(notice.data),
          at: isoAt(clock),
        },
      );
      const stored = get(id);
      if (!stored) throw new Error(`Notice ${id} vanished while recording.`);
      return stored;
    },
    list() {
      return all(db, `SELECT ${columns} FROM notices ORDER BY created_at, rowid`).map(toNotice);
    },
    get,
    remove(id) {
      return run(db, 'DELETE FROM notices WHERE id = @id', { id }).changes > 0;
    },
  };
}

function toNotice(row: Record<string, unknown>): StoredNotice {
  return {
    id: str(row.id),
    kind: str(row.kind),
    body: fromJsonText(row.body_json),
    data: row.data_json === null ? null : fromJsonText(row.data_json),
    createdAt: str(row.created_at),
  };
}
