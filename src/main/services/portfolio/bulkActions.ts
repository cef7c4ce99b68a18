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
import type { JobRunner, SettledItem } from '../jobs/jobRunner';
import type { ServiceContext } from '../serviceContext';
import { itemChunks, startSyncJob } from './bulkSync';
import { missingNames, selectionSource } from './selection';

type Apply = (target: DomainKey) => Promise<void>;

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
  readContacts: 'Reading the contacts of',
};

/** What one item of the action does; changes through the API go via the domains service. */
function applier(ctx: ServiceContext, domains: DomainsService, action: BulkAction): Apply {
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
      return (t) => {
        const current = ctx.cache.domains.get(t.accountId, t.name)?.tags ?? [];
        const tags =
          action.kind === 'addTags'
            ? [...new Set([...current, ...action.tags])]
            : current.filter((tag) => !action.tags.includes(tag));
        ctx.cache.domains.setTags(t.accountId, t.name, tags);
        return Promise.resolve();
      };
    case 'remove':
      return (t) => {
        ctx.cache.domains.remove(t.accountId, t.name);
        return Promise.resolve();
      };
    case 'sync':
      throw new Error('Syncs run as sync jobs.');
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
  const targets = selectionSource(ctx, selection);
  const settled: SettledItem<never>[] = missingNames(ctx, selection).map((missing) => ({
    key: missing.input,
    state: 'failed',
    error: { kind: 'not_found', message: missing.reason },
  }));
  if (action.kind === 'sync') {
    return startSyncJob(ctx, jobs, targets, settled, selection.accountId);
  }
  const apply = applier(ctx, domains, action);
  const summary = jobs.start<DomainKey, BulkItemResult>({
    kind: `portfolio.${action.kind}`,
    label: `${LABELS[action.kind]} ${domainsCount(targets.count)}`,
    accountId: selection.accountId,
    settled,
    items: { count: targets.count, chunks: itemChunks(targets.chunks) },
    run: async (target) => {
      await apply(target);
      return { accountId: target.accountId, name: target.name };
    },
  });
  // Cache-only changes say so once at the end rather than once per domain.
  if (action.kind === 'addTags' || action.kind === 'removeTags' || action.kind === 'remove') {
    void jobs.finished(summary.jobId).then(() => {
      ctx.events.emit('cache:changed', { scope: 'domains', accountId: selection.accountId });
    });
  }
  return summary;
}
