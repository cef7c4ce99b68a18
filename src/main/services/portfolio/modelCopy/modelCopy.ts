import { domainsCount } from '../../../../shared/counts';
import { AppFailure } from '../../../../shared/ipc';
import type { JobSummary } from '../../../../shared/ipc/channels/jobs';
import type { BulkItemResult } from '../../../../shared/ipc/channels/portfolioBulkTypes';
import type { PortfolioSelection } from '../../../../shared/ipc/channels/portfolioBulkTypes';
import type {
  CopyPart,
  CopyPreviewItem,
  CopySource,
} from '../../../../shared/ipc/channels/portfolioCopyTypes';
import type { ContactsView, DnsRecordView } from '../../../../shared/ipc/channels/domainsTypes';
import type { DomainKey } from '../../../cache/portfolioQueries';
import type { DomainsService } from '../../domains';
import type { JobRunner, SettledItem } from '../../jobs/jobRunner';
import type { ServiceContext } from '../../serviceContext';
import { missingNames, selectedDomains } from '../selection';
import { contactChanges, dnsChanges, nameserverChanges } from './copyDiff';
import { readWantedSet } from './copySource';
import type { WantedSet } from './copySource';

/** The live set a domain had when previewed: the apply refuses if it has changed since. */
type Base = readonly string[] | ContactsView | readonly DnsRecordView[];

interface CopyPlan {
  readonly accountId: string;
  readonly wanted: WantedSet;
  readonly what: string;
  /** Domains that differ, by ASCII name, with the set each had at the preview. */
  readonly changing: Map<string, { readonly target: DomainKey; readonly base: Base }>;
}

/** Previews kept for an apply; older ones must be previewed again. */
const KEPT_PLANS = 20;

const PART_WORDS: Record<CopyPart, string> = {
  nameservers: 'nameservers',
  contacts: 'contacts',
  dns: 'DNS records',
};

export interface ModelCopy {
  /**
   * Reads the source set, then starts a job reading each target's live set; each item's
   * result is a `CopyPreviewItem`. Nothing is sent. The job id names the preview to apply.
   */
  preview(selection: PortfolioSelection, source: CopySource, part: CopyPart): Promise<JobSummary>;
  /** Applies a finished preview to the domains it found different, through whole-set saves. */
  apply(previewJobId: string): JobSummary;
}

export function createModelCopy(
  ctx: ServiceContext,
  jobs: JobRunner,
  domains: DomainsService,
): ModelCopy {
  const plans = new Map<string, CopyPlan>();

  const readLive = async (target: DomainKey, part: CopyPart): Promise<Base> => {
    const ref = { accountId: target.accountId, name: target.name };
    if (part === 'nameservers') return (await domains.getNameservers(ref)).data;
    if (part === 'contacts') return (await domains.getContacts(ref)).data;
    return (await domains.getDns(ref)).data;
  };

  const changesOf = (wanted: WantedSet, base: Base): string[] => {
    if (wanted.part === 'nameservers') {
      return nameserverChanges(base as readonly string[], wanted.nameservers);
    }
    if (wanted.part === 'contacts') return contactChanges(base as ContactsView, wanted.contacts);
    return dnsChanges(base as readonly DnsRecordView[], wanted.records);
  };

  const save = async (plan: CopyPlan, target: DomainKey, base: Base): Promise<void> => {
    const ref = { accountId: target.accountId, name: target.name };
    const { wanted } = plan;
    if (wanted.part === 'nameservers') {
      await domains.saveNameservers(ref, {
        nameservers: wanted.nameservers,
        base: base as readonly string[],
      });
    } else if (wanted.part === 'contacts') {
      await domains.saveContacts(ref, { contacts: wanted.contacts, base: base as ContactsView });
    } else {
      await domains.saveDns(ref, {
        records: wanted.records,
        base: base as readonly DnsRecordView[],
      });
    }
  };

  const keep = (jobId: string, plan: CopyPlan): void => {
    plans.set(jobId, plan);
    for (const old of plans.keys()) {
      if (plans.size <= KEPT_PLANS) break;
      plans.delete(old);
    }
  };

  return {
    async preview(selection, source, part) {
      const wanted = await readWantedSet(ctx, domains, selection.accountId, source, part);
      const targets = await selectedDomains(ctx, selection);
      const settled: SettledItem<never>[] = missingNames(ctx, selection).map((missing) => ({
        key: missing.input,
        state: 'failed',
        error: { kind: 'not_found', message: missing.reason },
      }));
      const from = source.kind === 'domain' ? source.name : 'the contact profile';
      const plan: CopyPlan = {
        accountId: selection.accountId,
        wanted,
        what: `${PART_WORDS[part]} of ${from}`,
        changing: new Map(),
      };
      const summary = jobs.start<DomainKey, CopyPreviewItem>({
        kind: 'portfolio.copyPreview',
        label: `Previewing the ${plan.what} on ${domainsCount(targets.length)}`,
        accountId: selection.accountId,
        settled,
        items: targets.map((target) => ({ key: target.unicodeName, input: target })),
        run: async (target) => {
          const base = await readLive(target, part);
          const changes = changesOf(wanted, base);
          if (changes.length > 0) plan.changing.set(target.name, { target, base });
          return {
            accountId: target.accountId,
            name: target.name,
            unicodeName: target.unicodeName,
            changes,
          };
        },
      });
      keep(summary.jobId, plan);
      return summary;
    },

    apply(previewJobId) {
      const plan = plans.get(previewJobId);
      const preview = jobs.get(previewJobId, { limit: 1 })?.job;
      if (plan === undefined || preview === undefined) {
        throw new AppFailure(
          'not_found',
          'This preview is no longer kept. Preview the copy again.',
        );
      }
      if (preview.state === 'running') {
        throw new AppFailure('invalid_input', 'The preview has not finished yet.');
      }
      // One apply per preview: a second one would find every domain changed since.
      plans.delete(previewJobId);
      const changing = [...plan.changing.values()];
      return jobs.start<(typeof changing)[number], BulkItemResult>({
        kind: 'portfolio.copyApply',
        label: `Copying the ${plan.what} to ${domainsCount(changing.length)}`,
        accountId: plan.accountId,
        items: changing.map((item) => ({ key: item.target.unicodeName, input: item })),
        run: async ({ target, base }) => {
          await save(plan, target, base);
          return { accountId: target.accountId, name: target.name };
        },
      });
    },
  };
}
