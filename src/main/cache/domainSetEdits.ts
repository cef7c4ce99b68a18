import { normalizeTags } from './domainNames';
import { toJsonText } from './jsonText';
import { num, rows, run, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** A change the portfolio can make to many of its domains at once, in the cache only. */
export type DomainSetEdit =
  | { readonly kind: 'addTags'; readonly tags: readonly string[] }
  | { readonly kind: 'removeTags'; readonly tags: readonly string[] }
  | { readonly kind: 'remove' };

// The ids of a batch cross into SQLite as one JSON array: one statement per batch, whatever
// its size, and no limit on bound parameters to mind. The unary plus keeps SQLite from
// walking every domain of the account by an index on account_id instead of looking the ids up.
const IN_BATCH = `d.id IN (SELECT value FROM json_each(@ids)) AND +d.account_id = @accountId`;

/**
 * Applies `edit` to the account's domains with these ids in one transaction, a few statements
 * for the whole batch. Returns the ids it applied to: an id missing from the answer is a
 * domain no longer in the portfolio (removed meanwhile).
 */
export function applyDomainSetEdit(
  db: Db,
  accountId: string,
  ids: readonly number[],
  edit: DomainSetEdit,
  at: string,
): Set<number> {
  const params = { accountId, ids: toJsonText(ids) };
  return withTransaction(db, () => {
    const found = new Set(
      rows(db, `SELECT d.id FROM domains d WHERE ${IN_BATCH}`, params).map((row) => num(row[0])),
    );
    if (found.size === 0) return found;
    if (edit.kind === 'remove') {
      // Tags and snapshots go with their domain (ON DELETE CASCADE).
      run(db, `DELETE FROM domains AS d WHERE ${IN_BATCH}`, params);
      return found;
    }
    const tags = toJsonText(normalizeTags(edit.tags));
    if (edit.kind === 'addTags') {
      run(
        db,
        `INSERT OR IGNORE INTO domain_tags (domain_id, tag)
         SELECT d.id, t.value FROM domains d, json_each(@tags) t WHERE ${IN_BATCH}`,
        { ...params, tags },
      );
    } else {
      run(
        db,
        `DELETE FROM domain_tags WHERE tag IN (SELECT value FROM json_each(@tags))
           AND domain_id IN (SELECT d.id FROM domains d WHERE ${IN_BATCH})`,
        { ...params, tags },
      );
    }
    run(db, `UPDATE domains AS d SET updated_at = @at WHERE ${IN_BATCH}`, { ...params, at });
    return found;
  });
}

/** The tags each of the account's domains with these ids has now, by id (none: absent). */
export function domainTagsOf(
  db: Db,
  accountId: string,
  ids: readonly number[],
): Map<number, string[]> {
  const found = new Map<number, string[]>();
  const params = { accountId, ids: toJsonText(ids) };
  const tagged = rows(
    db,
    `SELECT t.domain_id, t.tag FROM domain_tags t JOIN domains d ON d.id = t.domain_id
     WHERE ${IN_BATCH}`,
    params,
  );
  for (const [id, tag] of tagged) {
    const list = found.get(num(id)) ?? [];
    list.push(String(tag));
    found.set(num(id), list);
  }
  return found;
}
