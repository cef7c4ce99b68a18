import type { JobItemView, JobKind, JobSummary } from './jobs';
import type { OrderOutcome } from './orders';
import type { BulkItemResult } from './portfolioBulkTypes';
import type { CopyPreviewItem } from './portfolioCopyTypes';
import type { BulkSyncItemResult } from './portfolioTypes';
import type { LabelSearchResult } from './search';

/** What one succeeded (or judged) item of each kind of job holds as its result. */
export interface JobResults {
  readonly search: LabelSearchResult;
  readonly orders: OrderOutcome;
  readonly sync: BulkSyncItemResult;
  readonly 'portfolio.lock': BulkItemResult;
  readonly 'portfolio.unlock': BulkItemResult;
  readonly 'portfolio.idProtectionOn': BulkItemResult;
  readonly 'portfolio.idProtectionOff': BulkItemResult;
  readonly 'portfolio.setNameservers': BulkItemResult;
  readonly 'portfolio.addTags': BulkItemResult;
  readonly 'portfolio.removeTags': BulkItemResult;
  readonly 'portfolio.remove': BulkItemResult;
  readonly 'portfolio.setNotes': BulkItemResult;
  readonly 'portfolio.readContacts': BulkItemResult;
  readonly 'portfolio.copyPreview': CopyPreviewItem;
  readonly 'portfolio.copyApply': BulkItemResult;
}

export type JobResultOf<K extends JobKind> = JobResults[K];

/**
 * The items of a job of kind `kind`, typed by their kind's result; none when the job is of
 * another kind. Main produces each kind's results (its services are typed by `JobResultOf`),
 * so checking the job's kind is what makes the items' results known.
 */
export function itemsOfKind<K extends JobKind>(
  kind: K,
  job:
    | { readonly summary: Pick<JobSummary, 'kind'>; readonly items: readonly JobItemView[] }
    | undefined,
): readonly JobItemView<JobResultOf<K>>[] {
  if (job?.summary.kind !== kind) return [];
  return job.items as readonly JobItemView<JobResultOf<K>>[];
}
