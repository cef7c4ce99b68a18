import { isoAt } from './cacheClock';
import type { Clock } from './cacheClock';
import { fromJsonText, toJsonText } from './jsonText';
import { all, num, run, str, strOrNull, withTransaction } from './sqlite';
import type { Db } from './sqlite';

export interface SearchHistoryEntry {
  id: number;
  accountId: string | null;
  term: string;
  tlds: string[];
  searchedAt: string;
}

export interface SearchHistoryRepo {
  /** Records a search; repeating a term moves it to the top instead of adding a row. */
  add(accountId: string | null, term: string, tlds: readonly string[]): void;
  /** Newest first. */
  list(limit?: number): SearchHistoryEntry[];
  clear(): void;
}

/** Older searches beyond this are forgotten. */
export const SEARCH_HISTORY_LIMIT = 200;

export function createSearchHistoryRepo(db: Db, clock: Clock): SearchHistoryRepo {
  return {
    add(accountId, term, tlds) {
      const clean = term.trim();
      if (clean === '') return;
      withTransaction(db, () => {
        run(
          db,
          `DELETE FROM search_history WHERE ifnull(account_id, '') = ifnull(@accountId, '')
             AND term = @term`,
          { accountId, term: clean },
        );
        run(
          db,
          `INSERT INTO search_history (account_id, term, tlds_json, searched_at)
           VALUES (@accountId, @term, @tlds, @at)`,
          { accountId, term: clean, tlds: toJsonText(tlds), at: isoAt(clock) },
        );
        run(
          db,
          `DELETE FROM search_history WHERE id NOT IN
             (SELECT id FROM search_history ORDER BY searched_at DESC, id DESC LIMIT @limit)`,
          { limit: SEARCH_HISTORY_LIMIT },
        );
      });
    },
    list(limit = SEARCH_HISTORY_LIMIT) {
      return all(
        db,
        `SELECT id, account_id, term, tlds_json, searched_at FROM search_history
         ORDER BY searched_at DESC, id DESC LIMIT @limit`,
        { limit },
      ).map((row) => ({
        id: num(row.id),
        accountId: strOrNull(row.account_id),
        term: str(row.term),
        tlds: fromJsonText(row.tlds_json) as string[],
        searchedAt: str(row.searched_at),
      }));
    },
    clear() {
      run(db, 'DELETE FROM search_history');
    },
  };
}
