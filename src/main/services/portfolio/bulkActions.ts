import { domainsCount } from '../../../shared/counts';
import { checkNameserverList } from '../../../shared/nameservers/nameserverRules';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type {
  BulkAction,
  BulkItemResult,
  PortfolioSelection,
} from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { DomainKey } from '../../cache/portfolioQueries';
import type { DomainsService } from '../domains';
import { rejectIssues } from '../domains/domainCalls';
import { applyDomainSetEdit, domainTagsOf } from '../../cache/domainSetEdits';
import type { DomainSetEdit } from '../../cache/domainSetEdits';
import type { BatchOutcome, JobRunner, SettledItem } from '../jobs/jobRunner';
import type { ServiceContext } from '../serviceContext';
import { collectPresetOffers } from '../presets/presetOffers';
import type { PresetOfferCollector } from '../presets/presetOffers';
import { LEFT_OUT_STATUSES } from '../../../shared/bulk/bulkReach';
import { recordingOutcome } from './bulkReach';
import { notesBatch } from './bulkNotes';
import { itemChunks, startSyncJob } from './bulkSync';
import { missingNames, selectionSource } from './selection';

type Apply = (target: DomainKey) => Promise<void>;

const CACHE_ONLY: ReadonlySet<BulkAction['kind']> = new Set(['addTags', 'removeTags', 'remove']);

const LABELS: Record<BulkAction['kind'], string> = {
  sync: 'Syncing',
  lock: 'Locking',
  unlock: 'Unlocking',
  idProtectionOn: 'Turning ID protection on for',
  idProtectionOff: 'Turning ID protection off for',
  setNameservers: 'Setting nameservers of',
  addTags: 'Tagging',
  removeTags: 'Removing tags from',
  remove: 'Removing from the portfolio',
  setNotes: 'Setting the notes for',
  readContacts: 'Reading the contacts of',
};

/** What one item of the action does; changes through the API go via the domains service. */
function applier(domains: DomainsService, action: BulkAction): Apply {
  const ref = (t: DomainKey) => ({ accountId: t.accountId, name: t.name });
  switch (action.kind) {
    case 'lock':
    case 'unlock':
      return async (t) => {
        await domains.setLock(ref(t), action.kind === 'lock');
      };
    case 'idProtectionOn':
    case 'idProtectionOff':
      return async (t) => {
        await domains.setIdProtection(ref(t), action.kind === 'idProtectionOn');
      };
    case 'setNameservers':
      return async (t) => {
        await domains.saveNameservers(ref(t), { nameservers: action.nameservers });
      };
    case 'readContacts':
      return async (t) => {
        await domains.getContacts(ref(t));
      };
    case 'addTags':
    case 'removeTags':
    case 'remove':
    case 'setNotes':
    case 'sync':
      throw new Error(`${action.kind} does not run domain by domain.`);
  }
}

/**
 * Starts a job applying one action to every selected domain. It answers at once with the
 * selection's count; the domains are read from the cache in chunks as the job goes (the
 * services keep answering meanwhile); names not in the portfolio
 * are listed as failed items. Each item's failure keeps the API's reason.
 */
export function startBulkAction(
  ctx: ServiceContext,
  jobs: JobRunner,
  domains: DomainsService,
  selection: PortfolioSelection,
  action: BulkAction,
): JobSummary {
  // Checked once with the single-domain rules, so a bad list starts no job at all.
  if (action.kind === 'setNameservers') {
    rejectIssues(
      checkNameserverList(action.nameservers).issues,
      'The nameservers cannot be set; nothing was started',
    );
  }
  // Changes through the API leave out pending domains and those gone from the account: each
  // would only fail. Cache-only changes (tags, removal) take every selected domain.
  const viaApi = !CACHE_ONLY.has(action.kind);
  const targets = selectionSource(ctx, selection, {
    leaveOut: viaApi ? LEFT_OUT_STATUSES : undefined,
  });
  const settled: SettledItem<never>[] = missingNames(ctx, selection).map((missing) => ({
    key: missing.input,
    state: 'failed',
    error: { kind: 'not_found', message: missing.reason },
  }));
  if (action.kind === 'sync') {
    return startSyncJob(ctx, jobs, targets, settled, selection.accountId);
  }
  const base = {
    kind: `portfolio.${action.kind}` as const,
    label: `${LABELS[action.kind]} ${domainsCount(targets.count)}`,
    accountId: selection.accountId,
    settled,
    items: { count: targets.count, chunks: itemChunks(targets.chunks) },
  };
  if (
    action.kind === 'addTags' ||
    action.kind === 'removeTags' ||
    action.kind === 'remove' ||
    action.kind === 'setNotes'
  ) {
    // Domains that newly get a tag bound to a preset are offered it once the job ends.
    const offers =
      action.kind === 'addTags'
        ? collectPresetOffers(ctx, selection.accountId, action.tags)
        : undefined;
    const summary = jobs.start<DomainKey, BulkItemResult>({
      ...base,
      batchSize: CACHE_EDIT_BATCH,
      runBatch: (batch) =>
        action.kind === 'setNotes'
          ? notesBatch(ctx, selection.accountId, batch, action)
          : editBatch(ctx, selection.accountId, batch, action, offers),
    });
    // Cache-only changes say so once at the end rather than once per batch.
    void jobs.finished(summary.jobId).then(() => {
      ctx.events.emit('cache:changed', { scope: 'domains', accountId: selection.accountId });
      offers?.send();
    });
    return summary;
  }
  const apply = applier(domains, action);
  const summary = jobs.start<DomainKey, BulkItemResult>({
    ...base,
    run: async (target, { signal }) => {
      await recordingOutcome(ctx, target, signal, () => apply(target));
      return { accountId: target.accountId, name: target.name };
    },
  });
  // The grid shows each row's last error: it reads them again once the job has left them.
  void jobs.finished(summary.jobId).then(() => {
    ctx.events.emit('cache:changed', { scope: 'domains', accountId: selection.accountId });
  });
  return summary;
}

/**
 * Domains changed per transaction by a cache-only action: 100,000 domains are 50 short
 * transactions, with a turn of the event loop between them, and a cancel stops between two.
 */
export const CACHE_EDIT_BATCH = 2000;

/** One batch of a cache-only action: one transaction, a few statements for all its domains. */
function editBatch(
  ctx: ServiceContext,
  accountId: string,
  batch: readonly DomainKey[],
  edit: DomainSetEdit,
  offers?: PresetOfferCollector,
): BatchOutcome<BulkItemResult>[] {
  const ids = batch.map((target) => target.id);
  // Read only when a preset is bound to a tag given: tagging stays one statement otherwise.
  const before =
    edit.kind === 'addTags' && offers?.bound === true
      ? domainTagsOf(ctx.cache.db, accountId, ids)
      : undefined;
  const applied = applyDomainSetEdit(
    ctx.cache.db,
    accountId,
    ids,
    edit,
    new Date(ctx.now()).toISOString(),
  );
  if (before !== undefined && edit.kind === 'addTags') {
    for (const target of batch) {
      if (!applied.has(target.id)) continue;
      const had = before.get(target.id) ?? [];
      offers?.note(target.name, had, [...had, ...edit.tags]);
    }
  }
  return batch.map((target) =>
    applied.has(target.id)
      ? { state: 'succeeded', result: { accountId: target.accountId, name: target.name } }
      : {
          state: 'failed',
          error: {
            kind: 'not_found',
            message: `${target.unicodeName} is no longer in the portfolio.`,
          },
        },
  );
}
