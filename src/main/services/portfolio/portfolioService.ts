import { AppFailure } from '../../../shared/ipc';
import type { CallOptions } from '../../../shared/api';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import type { PortfolioHealth } from '../../../shared/ipc/channels/portfolioHealthTypes';
import type {
  AddReport,
  PortfolioDetail,
  PortfolioPage,
  PortfolioQuery,
  PortfolioRow,
  RegistrarFeature,
  RemoveReport,
  SyncOutcome,
} from '../../../shared/ipc/channels/portfolioTypes';
import { domainsNamed, queryDomainGrid, recordOrdered } from '../../cache/portfolioQueries';
import { createJobRunner } from '../jobs/jobRunner';
import type { JobRunner } from '../jobs/jobRunner';
import type { ServiceContext } from '../serviceContext';
import type {
  BulkAction,
  PortfolioSelection,
  NotesPreview,
  SelectionNames,
} from '../../../shared/ipc/channels/portfolioBulkTypes';
import type { NotesEdit } from '../../cache/domainNotesEdit';
import { withTransaction } from '../../cache/sqlite';
import { notesPreview } from './bulkNotes';
import { createDomainsService } from '../domains';
import type { DomainsService } from '../domains';
import { startBulkAction } from './bulkActions';
import { portfolioHealth } from './portfolioHealth';
import type { CopyPart, CopySource } from '../../../shared/ipc/channels/portfolioCopyTypes';
import { createModelCopy } from './modelCopy/modelCopy';
import type { CopyApplyOptions, PresetPreviewOptions } from './modelCopy/modelCopy';
import type { PresetView } from '../../../shared/ipc/channels/presets';
import { selectionReach } from './bulkReach';
import type { BulkReach } from '../../../shared/bulk/bulkReach';
import { startBulkSync } from './bulkSync';
import { exportSelectionCsv } from './exportCsv';
import { gridFilterOf } from './gridFilterOf';
import { selectionNames } from './selection';
import type { BulkSyncRequest } from './bulkSync';
import { requireDomainName, resolveDomain } from './domainRef';
import type { DomainRef } from './domainRef';
import { syncDomain } from './domainSync';
import { readCsvNames, readPastedNames } from './nameListInput';
import { createPendingWatcher, systemTimers } from './pendingWatcher';
import type { TimerApi } from './pendingWatcher';
import { addNameList } from './portfolioAdd';
import type { AddOptions } from './portfolioAdd';
import { toPortfolioRow } from './portfolioRows';
import { createPendingRounds } from './pendingRound';
import type { DueCheck, PendingRound } from './pendingRound';
import { resetUnsupported, unsupportedFeatures } from './unsupportedFeatures';
import { collectPresetOffers } from '../presets/presetOffers';
import type { PresetOfferCollector } from '../presets/presetOffers';

export interface PortfolioServiceOptions {
  /** Timers of the pending watcher; tests fire them by hand. */
  readonly timers?: TimerApi;
  readonly log?: (message: string) => void;
  /** Where bulk syncs run; the app passes its one runner so windows see the jobs. */
  readonly jobs?: JobRunner;
  /** Makes the API changes of bulk actions (lock, nameservers...). */
  readonly domains?: DomainsService;
}

export type { DueCheck, PendingRound } from './pendingRound';

/** A CSV import may also update the tags and notes of domains already held. */
export type ImportOptions = Pick<AddOptions, 'updateExisting'>;

export interface PortfolioService {
  list(query?: PortfolioQuery): PortfolioPage;
  /** The Health view's checks counted from the cache (see `portfolioHealth`). */
  health(accountId: string, profileId?: string): PortfolioHealth;
  get(ref: DomainRef): PortfolioDetail;
  /** Pasted text: one name per line, or separated by commas or spaces. */
  addNames(accountId: string, text: string): Promise<AddReport>;
  /** A CSV file: the `domain` column, or the first column. */
  importCsv(accountId: string, csv: string, options?: ImportOptions): Promise<AddReport>;
  /** Called by the orders service once an order was accepted: the domain is pending. */
  addOrdered(accountId: string, name: string, kind: 'register' | 'transfer'): PortfolioRow;
  sync(accountId: string, name: string, options?: CallOptions): Promise<SyncOutcome>;
  /** Starts a job syncing many domains; its items' results are `BulkSyncItemResult`s. */
  syncMany(request: BulkSyncRequest): Promise<JobSummary>;
  /** Starts a job applying one action to every selected domain. */
  bulk(selection: PortfolioSelection, action: BulkAction): Promise<JobSummary>;
  /** Starts a job previewing a copy from a model domain or profile; see `ModelCopy`. */
  copyPreview(
    selection: PortfolioSelection,
    source: CopySource,
    part: CopyPart,
  ): Promise<JobSummary>;
  /**
   * Starts a job applying a finished copy preview to the domains that differ; one that
   * removes much of a zone or empties it runs only with `confirmedZoneRemovals`.
   */
  copyApply(previewJobId: string, options?: CopyApplyOptions): JobSummary;
  /** Starts a copy preview job of every part the preset sets; applied with `copyApply`. */
  presetPreview(
    selection: PortfolioSelection,
    preset: PresetView,
    options?: PresetPreviewOptions,
  ): Promise<JobSummary>;
  /** How many selected domains a bulk API action reaches, and how many it leaves out. */
  bulkReach(selection: PortfolioSelection): Promise<BulkReach>;
  selectionNames(selection: PortfolioSelection, limit: number): Promise<SelectionNames>;
  exportCsv(selection: PortfolioSelection): Promise<string>;
  /** What adding the text would do, line by line; nothing is saved. */
  previewNames(accountId: string, format: 'paste' | 'csv', text: string): Promise<AddReport>;
  /** Pending domains whose next check is due at `now` (ms; default the context's clock). */
  recheckDue(now?: number): DueCheck[];
  /** Checks the pending domains that are due, a bounded round at a time. */
  recheckPending(): Promise<PendingRound>;
  startPendingWatcher(): void;
  stop(): void;
  /** Resolves once no automatic re-check is running. */
  whenIdle(): Promise<void>;
  remove(names: readonly string[], accountId?: string): RemoveReport;
  setTags(names: readonly string[], tags: readonly string[], accountId?: string): PortfolioRow[];
  /** Sets one domain's notes, logged with the notes before and after. */
  setNotes(ref: DomainRef, notes: string): PortfolioRow;
  /** How many selected domains a bulk notes edit would change; nothing is saved. */
  notesPreview(selection: PortfolioSelection, edit: NotesEdit): Promise<NotesPreview>;
  tags(): string[];
  unsupported(accountId: string): RegistrarFeature[];
  /** Forgets the features marked unsupported, so the next sync asks the registrar again. */
  resetUnsupported(accountId: string): void;
}

export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

export function createPortfolioService(
  ctx: ServiceContext,
  options: PortfolioServiceOptions = {},
): PortfolioService {
  const jobs = options.jobs ?? createJobRunner(ctx);
  const domains = options.domains ?? createDomainsService(ctx);
  const row = (record: Parameters<typeof toPortfolioRow>[0]): PortfolioRow =>
    toPortfolioRow(record, ctx.now());
  const changed = (rows: readonly { accountId: string; name: string }[]): void => {
    for (const accountId of new Set(rows.map((r) => r.accountId))) {
      const domains = rows.filter((r) => r.accountId === accountId).map((r) => r.name);
      ctx.events.emit('cache:changed', { scope: 'domains', accountId, domains });
    }
  };

  const modelCopy = createModelCopy(ctx, jobs, domains);
  const rounds = createPendingRounds(ctx);
  const recheckDue = (now: number = ctx.now()): DueCheck[] => rounds.due(now);
  const recheckPending = (): Promise<PendingRound> => rounds.run();

  const watcher = createPendingWatcher({
    now: ctx.now,
    timers: options.timers ?? systemTimers,
    nextDueAt: rounds.nextDueAt,
    runDue: recheckPending,
    log: options.log,
  });

  const rowsFor = (names: readonly string[], accountId?: string) =>
    names.flatMap((name) => {
      const ascii = requireDomainName(name);
      if (accountId !== undefined) {
        const found = ctx.cache.domains.get(accountId, ascii);
        return found ? [found] : [];
      }
      return domainsNamed(ctx.cache.db, ascii);
    });

  const service: PortfolioService = {
    list(query = {}) {
      const offset = Math.max(0, Math.floor(query.offset ?? 0));
      const limit = Math.min(
        Math.max(1, Math.floor(query.limit ?? DEFAULT_PAGE_SIZE)),
        MAX_PAGE_SIZE,
      );
      const { total, rows } = queryDomainGrid(ctx.cache.db, {
        ...gridFilterOf(ctx, query.accountId, query),
        sort: query.sort,
        direction: query.direction,
        offset,
        limit,
      });
      return { total, offset, limit, rows: rows.map(row) };
    },

    get(ref) {
      const record = resolveDomain(ctx.cache, ref);
      const stored = ctx.cache.snapshots.getAll(record.accountId, record.name);
      const snapshots: PortfolioDetail['snapshots'] = Object.fromEntries(
        Object.entries(stored).map(([kind, snap]) => [
          kind,
          { data: snap.data, readAt: snap.readAt },
        ]),
      );
      return {
        domain: row(record),
        snapshots,
        unsupported: unsupportedFeatures(ctx.cache, record.accountId),
      };
    },

    addNames: (accountId, text) => addNameList(ctx, accountId, readPastedNames(text), 'added'),
    importCsv: (accountId, csv, options = {}) =>
      addNameList(ctx, accountId, readCsvNames(csv), 'imported', options),

    addOrdered(accountId, name, kind) {
      const ascii = requireDomainName(name);
      const origin = kind === 'register' ? 'registered' : 'transferred';
      recordOrdered(ctx.cache.db, accountId, ascii, origin, new Date(ctx.now()).toISOString());
      changed([{ accountId, name: ascii }]);
      watcher.poke();
      const record = ctx.cache.domains.get(accountId, ascii);
      if (!record)
        throw new AppFailure('internal', `${ascii} could not be added to the portfolio.`);
      return row(record);
    },

    sync: (accountId, name, callOptions) => syncDomain(ctx, accountId, name, callOptions),
    // A job starts at once; a selection refused up front comes back as a rejection.
    syncMany: (request) => Promise.resolve().then(() => startBulkSync(ctx, jobs, request)),
    health: (accountId, profileId) => portfolioHealth(ctx, accountId, profileId),
    bulk: (selection, action) =>
      Promise.resolve().then(() => startBulkAction(ctx, jobs, domains, selection, action)),
    copyPreview: (selection, source, part) => modelCopy.preview(selection, source, part),
    copyApply: (previewJobId, applyOptions) => modelCopy.apply(previewJobId, applyOptions),
    presetPreview: (selection, preset, previewOptions) =>
      modelCopy.previewPreset(selection, preset, previewOptions),
    bulkReach: (selection) => selectionReach(ctx, selection),
    selectionNames: (selection, limit) => selectionNames(ctx, selection, limit),
    exportCsv: (selection) => exportSelectionCsv(ctx, selection),
    previewNames: (accountId, format, text) =>
      addNameList(
        ctx,
        accountId,
        format === 'csv' ? readCsvNames(text) : readPastedNames(text),
        'added',
        { dryRun: true },
      ),
    recheckDue,
    recheckPending,
    startPendingWatcher: () => {
      watcher.start();
    },
    stop: () => {
      watcher.stop();
    },
    whenIdle: () => watcher.idle(),

    remove(names, accountId) {
      const removed: string[] = [];
      const notFound: string[] = [];
      const gone: { accountId: string; name: string }[] = [];
      for (const name of names) {
        const targets = rowsFor([name], accountId);
        for (const target of targets) ctx.cache.domains.remove(target.accountId, target.name);
        gone.push(...targets);
        if (targets.length > 0) removed.push(requireDomainName(name));
        else notFound.push(name);
      }
      if (gone.length > 0) changed(gone);
      return { removed, notFound };
    },

    setTags(names, tags, accountId) {
      const offers = new Map<string, PresetOfferCollector>();
      const updated = rowsFor(names, accountId).map((target) => {
        const saved = ctx.cache.domains.setTags(target.accountId, target.name, tags);
        const collector =
          offers.get(target.accountId) ?? collectPresetOffers(ctx, target.accountId);
        offers.set(target.accountId, collector);
        collector.note(target.name, target.tags, saved.tags);
        return saved;
      });
      changed(updated);
      for (const collector of offers.values()) collector.send();
      return updated.map(row);
    },

    setNotes(ref, notes) {
      const target = resolveDomain(ctx.cache, ref);
      const updated = withTransaction(ctx.cache.db, () => {
        const saved = ctx.cache.domains.setNotes(target.accountId, target.name, notes);
        if (target.notes !== notes) {
          ctx.cache.activity.append({
            accountId: target.accountId,
            domain: target.name,
            action: 'domain.notes',
            before: { notes: target.notes },
            after: { notes },
            result: 'succeeded',
          });
        }
        return saved;
      });
      changed([updated]);
      return row(updated);
    },

    notesPreview: (selection, edit) => notesPreview(ctx, selection, edit),
    tags: () => ctx.cache.domains.allTags(),
    unsupported: (accountId) => unsupportedFeatures(ctx.cache, accountId),
    resetUnsupported: (accountId) => {
      resetUnsupported(ctx.cache, accountId);
      // Every screen showing what the registrar lacks reads it again.
      ctx.events.emit('cache:changed', { scope: 'domains', accountId });
    },
  };
  return service;
}
