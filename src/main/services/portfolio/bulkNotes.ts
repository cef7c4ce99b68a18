import type {
  BulkItemResult,
  NotesPreview,
  PortfolioSelection,
} from '../../../shared/ipc/channels/portfolioBulkTypes';
import { MAX_NOTES_LENGTH } from '../../../shared/notes/notesRules';
import { applyNotesEdit, countNotesEdit } from '../../cache/domainNotesEdit';
import type { NotesEdit } from '../../cache/domainNotesEdit';
import type { DomainKey } from '../../cache/portfolioQueries';
import type { BatchOutcome } from '../jobs/jobRunner';
import type { ServiceContext } from '../serviceContext';
import { selectionSource } from './selection';

/** Counts what a bulk notes edit would change, chunk by chunk; nothing is saved. */
export async function notesPreview(
  ctx: ServiceContext,
  selection: PortfolioSelection,
  edit: NotesEdit,
): Promise<NotesPreview> {
  const source = selectionSource(ctx, selection);
  let selected = 0;
  let changing = 0;
  let tooLong = 0;
  for await (const chunk of source.chunks) {
    const counted = countNotesEdit(
      ctx.cache.db,
      selection.accountId,
      chunk.map((key) => key.id),
      edit,
    );
    selected += counted.found.size;
    changing += counted.changing.size;
    tooLong += counted.tooLong.size;
  }
  return { selected, changing, tooLong };
}

/** One batch of a bulk notes edit: one transaction, each change logged before and after. */
export function notesBatch(
  ctx: ServiceContext,
  accountId: string,
  batch: readonly DomainKey[],
  edit: NotesEdit,
): BatchOutcome<BulkItemResult>[] {
  const applied = applyNotesEdit(
    ctx.cache.db,
    accountId,
    batch.map((target) => target.id),
    edit,
    new Date(ctx.now()).toISOString(),
  );
  return batch.map((target): BatchOutcome<BulkItemResult> => {
    if (!applied.found.has(target.id)) {
      return {
        state: 'failed',
        error: {
          kind: 'not_found',
          message: `${target.unicodeName} is no longer in the portfolio.`,
        },
      };
    }
    if (applied.tooLong.has(target.id)) {
      return {
        state: 'failed',
        error: {
          kind: 'invalid_input',
          message: `Not changed: its notes would be longer than ${MAX_NOTES_LENGTH.toLocaleString('en-US')} characters.`,
        },
      };
    }
    return { state: 'succeeded', result: { accountId: target.accountId, name: target.name } };
  });
}
