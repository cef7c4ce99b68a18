import { MAX_NOTES_LENGTH } from '../../shared/notes/notesRules';
import type { NotesMode } from '../../shared/notes/notesRules';
import { toJsonText } from './jsonText';
import { num, rows, run, withTransaction } from './sqlite';
import type { Db } from './sqlite';

/** A bulk "Set notes": the text, and whether it replaces the notes or is added after them. */
export interface NotesEdit {
  readonly notes: string;
  readonly mode: NotesMode;
}

// The same ids-as-JSON batch as the other cache-only edits (see `domainSetEdits`).
const IN_BATCH = `d.id IN (SELECT value FROM json_each(@ids)) AND +d.account_id = @accountId`;

// `editedNotes` of the shared rules, in SQL so a batch is a few statements.
const NEW_NOTES = `CASE WHEN @mode = 'replace' OR d.notes = '' THEN @text
  WHEN @text = '' THEN d.notes ELSE d.notes || char(10) || @text END`;

/** What a notes edit does to a batch: the ids it changes and the ids it would make too long. */
export interface NotesEditCount {
  readonly found: ReadonlySet<number>;
  readonly changing: ReadonlySet<number>;
  readonly tooLong: ReadonlySet<number>;
}

function countBatch(db: Db, params: Record<string, string | number>): NotesEditCount {
  const found = new Set<number>();
  const changing = new Set<number>();
  const tooLong = new Set<number>();
  for (const row of rows(
    db,
    `SELECT d.id, (${NEW_NOTES}) IS NOT d.notes, length(${NEW_NOTES}) > @max
       FROM domains d WHERE ${IN_BATCH}`,
    params,
  )) {
    const id = num(row[0]);
    found.add(id);
    if (num(row[2]) === 1) tooLong.add(id);
    else if (num(row[1]) === 1) changing.add(id);
  }
  return { found, changing, tooLong };
}

const paramsOf = (accountId: string, ids: readonly number[], edit: NotesEdit) => ({
  accountId,
  ids: toJsonText(ids),
  text: edit.notes,
  mode: edit.mode,
  max: MAX_NOTES_LENGTH,
});

/** Which domains of a batch the edit would change, without changing anything. */
export function countNotesEdit(
  db: Db,
  accountId: string,
  ids: readonly number[],
  edit: NotesEdit,
): NotesEditCount {
  return countBatch(db, paramsOf(accountId, ids, edit));
}

/**
 * Applies a notes edit to a batch in one transaction and logs each change in the activity
 * log with the notes before and after, as a single domain's edit is. Domains whose notes
 * would grow past the limit are left as they are (reported in `tooLong`).
 */
export function applyNotesEdit(
  db: Db,
  accountId: string,
  ids: readonly number[],
  edit: NotesEdit,
  at: string,
): NotesEditCount {
  const params = paramsOf(accountId, ids, edit);
  return withTransaction(db, () => {
    const counted = countBatch(db, params);
    if (counted.changing.size === 0) return counted;
    const changed = { ...params, changed: toJsonText([...counted.changing]), at };
    const inChanged = `d.id IN (SELECT value FROM json_each(@changed)) AND +d.account_id = @accountId`;
    run(
      db,
      `INSERT INTO activity_log (account_id, domain, action, before_json, after_json, result,
         result_detail, at)
       SELECT d.account_id, d.name, 'domain.notes', json_object('notes', d.notes),
         json_object('notes', ${NEW_NOTES}), 'succeeded', NULL, @at
       FROM domains d WHERE ${inChanged} ORDER BY d.id`,
      changed,
    );
    run(
      db,
      `UPDATE domains AS d SET notes = ${NEW_NOTES}, updated_at = @at WHERE ${inChanged}`,
      changed,
    );
    return counted;
  });
}
