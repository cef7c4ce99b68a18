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
import { LEFT_OUT_STATUSES } from '../../../../shared/bulk/bulkReach';
import { removesMuchOfZone } from '../../../../shared/dns/massRemoval';
import { recordingOutcome } from '../bulkReach';
import { contactChanges, dnsChanges, dnsDiff, nameserverChanges } from './copyDiff';
import { readWantedSet } from './copySource';
import type { WantedSet } from './copySource';
import { presetPreview, presetWanted, readPresetBase, savePreset } from './presetParts';
import type { PresetBase, PresetWanted } from './presetParts';
import type { PresetView } from '../../../../shared/ipc/channels/presets';

/** The live set a domain had when previewed: the apply refuses if it has changed since. */
type Base = readonly string[] | ContactsView | readonly DnsRecordView[] | PresetBase;

/** A copy of one part, or a preset: several parts, a DNS template filled per domain. */
type Wanted = WantedSet | { readonly part: 'preset'; readonly preset: PresetWanted };

interface CopyPlan {
  readonly accountId: string;
  readonly wanted: Wanted;
  readonly what: string;
  /** Domains that differ, by ASCII name, with the set each had at the preview. */
  readonly changing: Map<string, { readonly target: DomainKey; readonly base: Base }>;
  /** Domains whose zone the copy removes much of (or empties), by Unicode name. */
  readonly zoneRemovals: string[];
  /** Started by DomainDesk itself (an ordered domain's preset): its jobs notify nothing. */
  readonly quiet: boolean;
}

export interface PresetPreviewOptions {
  /** The preview and its apply tell nothing on their own: the caller tells the outcome. */
  readonly quiet?: boolean;
}

export interface CopyApplyOptions {
  /** The user confirmed a second time the zones the preview found would lose much. */
  readonly confirmedZoneRemovals?: boolean | undefined;
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
  /**
   * Applies a finished preview to the domains it found different, through whole-set saves.
   * One that removes much of a zone runs only with `confirmedZoneRemovals`.
   */
  apply(previewJobId: string, options?: CopyApplyOptions): JobSummary;
  /** As `preview`, for every part a preset sets; applied with `apply`. */
  previewPreset(
    selection: PortfolioSelection,
    preset: PresetView,
    options?: PresetPreviewOptions,
  ): Promise<JobSummary>;
}

export function createModelCopy(
  ctx: ServiceContext,
  jobs: JobRunner,
  domains: DomainsService,
): ModelCopy {
  const plans = new Map<string, CopyPlan>();

  const readLive = async (target: DomainKey, wanted: Wanted): Promise<Base> => {
    const ref = { accountId: target.accountId, name: target.name };
    const { part } = wanted;
    if (part === 'preset') return readPresetBase(ctx, domains, wanted.preset, target);
    if (part === 'nameservers') return (await domains.getNameservers(ref)).data;
    if (part === 'contacts') return (await domains.getContacts(ref)).data;
    return (await domains.getDns(ref)).data;
  };

  /** What the preview item says of one domain: its changes, and the counts the guards need. */
  const previewOf = (
    wanted: Wanted,
    base: Base,
    target: DomainKey,
  ): Pick<CopyPreviewItem, 'changes' | 'nameservers' | 'dns' | 'notReadLive'> => {
    if (wanted.part === 'preset') return presetPreview(wanted.preset, base as PresetBase, target);
    if (wanted.part === 'nameservers') {
      const current = base as readonly string[];
      return {
        changes: nameserverChanges(current, wanted.nameservers),
        nameservers: { current, wanted: wanted.nameservers },
      };
    }
    if (wanted.part === 'contacts') {
      return { changes: contactChanges(base as ContactsView, wanted.contacts) };
    }
    const live = base as readonly DnsRecordView[];
    const { removed } = dnsDiff(live, wanted.records);
    return {
      changes: dnsChanges(live, wanted.records),
      dns: { live: live.length, removed: removed.length, model: wanted.records.length },
    };
  };

  const save = async (plan: CopyPlan, target: DomainKey, base: Base): Promise<void> => {
    const ref = { accountId: target.accountId, name: target.name };
    const { wanted } = plan;
    if (wanted.part === 'preset') {
      await savePreset(domains, wanted.preset, base as PresetBase, target);
    } else if (wanted.part === 'nameservers') {
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

  const startPreview = async (
    selection: PortfolioSelection,
    wanted: Wanted,
    what: string,
    quiet = false,
  ): Promise<JobSummary> => {
    // Pending domains and those gone from the account could only fail: left out.
    const targets = await selectedDomains(ctx, selection, { leaveOut: LEFT_OUT_STATUSES });
    const settled: SettledItem<never>[] = missingNames(ctx, selection).map((missing) => ({
      key: missing.input,
      state: 'failed',
      error: { kind: 'not_found', message: missing.reason },
    }));
    const plan: CopyPlan = {
      accountId: selection.accountId,
      wanted,
      what,
      changing: new Map(),
      zoneRemovals: [],
      quiet,
    };
    const summary = jobs.start<DomainKey, CopyPreviewItem>({
      kind: 'portfolio.copyPreview',
      label: `Previewing the ${plan.what} on ${domainsCount(targets.length)}`,
      accountId: selection.accountId,
      quiet,
      settled,
      items: targets.map((target) => ({ key: target.unicodeName, input: target })),
      run: async (target) => {
        const base = await readLive(target, wanted);
        const found = previewOf(wanted, base, target);
        if (found.changes.length > 0) plan.changing.set(target.name, { target, base });
        if (found.dns && removesMuchOfZone(found.dns.live, found.dns.removed)) {
          plan.zoneRemovals.push(target.unicodeName);
        }
        return {
          accountId: target.accountId,
          name: target.name,
          unicodeName: target.unicodeName,
          ...found,
        };
      },
    });
    keep(summary.jobId, plan);
    return summary;
  };

  return {
    async preview(selection, source, part) {
      const wanted = await readWantedSet(ctx, domains, selection.accountId, source, part);
      return startPreview(selection, wanted, whatIsCopied(source, wanted));
    },

    async previewPreset(selection, preset, options = {}) {
      // Checked before any domain is read: a preset that cannot apply starts nothing.
      return await startPreview(
        selection,
        { part: 'preset', preset: presetWanted(ctx, preset) },
        `preset "${preset.name}"`,
        options.quiet === true,
      );
    },

    apply(previewJobId, options = {}) {
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
      const changing = [...plan.changing.values()];
      // The API cannot store an empty DNS set: every save would be refused, so none is tried.
      if (plan.wanted.part === 'dns' && plan.wanted.records.length === 0 && changing.length > 0) {
        throw new AppFailure(
          'invalid_input',
          `The model domain has no DNS records: this would delete all records of ${domainsCount(changing.length)}, and the API cannot store an empty DNS set. Add records to the model domain or choose another one.`,
        );
      }
      // The same guard as a single-domain DNS save, whatever the window asked.
      if (plan.zoneRemovals.length > 0 && options.confirmedZoneRemovals !== true) {
        throw new AppFailure(
          'invalid_input',
          `This copy removes most or all DNS records of ${domainsCount(plan.zoneRemovals.length)} (${shortList(plan.zoneRemovals)}). Confirm these removals to apply it.`,
        );
      }
      // One apply per preview: a second one would find every domain changed since.
      plans.delete(previewJobId);
      const summary = jobs.start<(typeof changing)[number], BulkItemResult>({
        kind: 'portfolio.copyApply',
        label: `${plan.wanted.part === 'preset' ? 'Applying' : 'Copying'} the ${plan.what} to ${domainsCount(changing.length)}`,
        accountId: plan.accountId,
        quiet: plan.quiet,
        items: changing.map((item) => ({ key: item.target.unicodeName, input: item })),
        run: async ({ target, base }, { signal }) => {
          await recordingOutcome(ctx, target, signal, () => save(plan, target, base));
          return { accountId: target.accountId, name: target.name };
        },
      });
      // The grid reads the rows' last errors again once the job has left them.
      void jobs.finished(summary.jobId).then(() => {
        ctx.events.emit('cache:changed', { scope: 'domains', accountId: plan.accountId });
      });
      return summary;
    },
  };
}

/** "DNS records of model.com", "nameservers ns1.example.net, ns2.example.net". */
function whatIsCopied(source: CopySource, wanted: WantedSet): string {
  if (source.kind === 'nameservers' && wanted.part === 'nameservers') {
    return `nameservers ${wanted.nameservers.join(', ')}`;
  }
  const from = source.kind === 'domain' ? source.name : 'the contact profile';
  return `${PART_WORDS[wanted.part]} of ${from}`;
}

/** The first few names of a list, and how many more. */
function shortList(names: readonly string[]): string {
  const shown = names.slice(0, 3).join(', ');
  return names.length > 3 ? `${shown} and ${names.length - 3} more` : shown;
}
