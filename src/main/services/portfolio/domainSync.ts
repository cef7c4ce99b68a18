import { isApiCallError } from '../../../shared/api';
import type { CallOptions, DomainInformation } from '../../../shared/api';
import type {
  RegistrarFeature,
  SyncOutcome,
  SyncPart,
  SyncPartResult,
} from '../../../shared/ipc/channels/portfolioTypes';
import type { ResellerClient } from '../../api';
import type { DomainRecord } from '../../cache/domainRecord';
import { withTransaction } from '../../cache/sqlite';
import type { RegistrarDetails } from '../../cache/domainsRepo';
import type { ServiceContext } from '../serviceContext';
import { resolveDomain } from './domainRef';
import { calendarDate, describeFailure } from './failureText';
import { toPortfolioRow } from './portfolioRows';
import {
  TRANSFER_FAILED_KIND,
  TRANSFERRED_AWAY_KIND,
  awaitingOrder,
  statusAfterNotFound,
} from './presence';
import { logTransferCompleted, logTransferFailed } from './transferOutcome';
import { isUnsupported, markUnsupported } from './unsupportedFeatures';

export type InformationCheck =
  | { readonly state: 'active'; readonly row: DomainRecord }
  | { readonly state: 'absent'; readonly row: DomainRecord }
  | { readonly state: 'failed'; readonly row: DomainRecord; readonly part: SyncPartResult };

const EXPIRED_WORDS = /^(expired|grace|redemption|pending ?delete)/i;

function detailsOf(info: DomainInformation): RegistrarDetails {
  const registrarStatus = info.status?.trim() ? info.status.trim() : undefined;
  return {
    status: registrarStatus && EXPIRED_WORDS.test(registrarStatus) ? 'expired' : 'active',
    expiryDate: calendarDate(info.expiryDate),
    registrarStatus,
    locked: info.transferLock,
    nameservers:
      info.nameservers?.ns1 && info.nameservers.ns2
        ? { ...info.nameservers, ns1: info.nameservers.ns1, ns2: info.nameservers.ns2 }
        : undefined,
    idProtection: info.idProtectionStatus,
  };
}

function failedPart(part: SyncPart, error: unknown): SyncPartResult {
  const { kind, message } = describeFailure(error);
  return { part, outcome: 'failed', errorKind: kind, message };
}

/** The registry's verdict on a transfer order still answering 403, when it has one. */
async function transferVerdict(client: ResellerClient, row: DomainRecord, options?: CallOptions) {
  try {
    const result = await client.transferSync(row.name, options);
    return result.failed ? (result.reason ?? 'The registry refused the transfer.') : undefined;
  } catch {
    // 500 while the order is still pending: nothing to learn yet.
    return undefined;
  }
}

async function recordAbsence(
  ctx: ServiceContext,
  client: ResellerClient,
  row: DomainRecord,
  options?: CallOptions,
): Promise<DomainRecord> {
  const { accountId, name } = row;
  // Our own release or deletion explains the 403; the row keeps saying so.
  if (row.status === 'released' || row.status === 'deleted') return row;
  if (row.origin === 'transferred' && awaitingOrder(row)) {
    const failure = await transferVerdict(client, row, options);
    if (failure !== undefined) {
      ctx.cache.domains.recordNotFound(accountId, name, 'not_in_account');
      const failed = ctx.cache.domains.recordError(accountId, name, {
        kind: TRANSFER_FAILED_KIND,
        message: failure,
      });
      // Told once, when the refusal is first seen (later checks keep the row's reason).
      if (row.lastError?.kind !== TRANSFER_FAILED_KIND) {
        await logTransferFailed(ctx, client, failed, failure);
      }
      return failed;
    }
  }
  const judged = statusAfterNotFound({ ...row, lastError: null }, ctx.now());
  return ctx.cache.domains.recordNotFound(accountId, name, judged);
}

/**
 * GET information: confirms the domain is in the account and refreshes status, expiry,
 * registrar status, lock, nameservers and ID protection. A 403 is judged pending or not in
 * this account from the row's history; any other failure is recorded on the row and leaves
 * the cached data as it was.
 */
export async function checkInformation(
  ctx: ServiceContext,
  client: ResellerClient,
  row: DomainRecord,
  options?: CallOptions,
): Promise<InformationCheck> {
  const { accountId, name } = row;
  try {
    const info = await client.information(name, options);
    // One commit for both: each commit waits for the disk, and blocks the services meanwhile.
    const updated = withTransaction(ctx.cache.db, () => {
      ctx.cache.snapshots.save(accountId, name, 'information', { ...info });
      return ctx.cache.domains.recordActive(accountId, name, detailsOf(info));
    });
    return { state: 'active', row: updated };
  } catch (error) {
    if (isApiCallError(error) && error.kind === 'not_in_account') {
      return { state: 'absent', row: await recordAbsence(ctx, client, row, options) };
    }
    const part = failedPart('information', error);
    // A read the caller cancelled says nothing about the domain.
    if (options?.signal?.aborted === true) return { state: 'failed', row, part };
    const updated = ctx.cache.domains.recordError(accountId, name, describeFailure(error));
    return { state: 'failed', row: updated, part };
  }
}

/** POST sync, or transfersync for a transfer order seen for the first time. */
async function registrarSync(
  ctx: ServiceContext,
  client: ResellerClient,
  row: DomainRecord,
  firstSightOfTransfer: boolean,
  options?: CallOptions,
): Promise<SyncPartResult> {
  const { accountId, name } = row;
  try {
    const result = firstSightOfTransfer
      ? await client.transferSync(name, options)
      : await client.sync(name, options);
    const expired = 'expired' in result && result.expired === true;
    const expiryDate = calendarDate(result.expirydate);
    if (expiryDate !== undefined || expired) {
      ctx.cache.domains.recordActive(accountId, name, {
        status: expired ? 'expired' : row.status,
        ...(expiryDate !== undefined ? { expiryDate } : {}),
      });
    }
    if ('transferredAway' in result && result.transferredAway === true) {
      ctx.cache.domains.setStatus(accountId, name, 'not_in_account');
      ctx.cache.domains.recordError(accountId, name, {
        kind: TRANSFERRED_AWAY_KIND,
        message: 'The registrar reports that the domain was transferred to another registrar.',
      });
    }
    return { part: 'sync', outcome: 'updated' };
  } catch (error) {
    return failedPart('sync', error);
  }
}

async function snapshotPart<T>(
  ctx: ServiceContext,
  row: DomainRecord,
  part: SyncPart,
  feature: RegistrarFeature | null,
  read: () => Promise<T>,
  save: (data: T) => void,
): Promise<SyncPartResult> {
  if (feature !== null && isUnsupported(ctx.cache, row.accountId, feature)) {
    return { part, outcome: 'unsupported' };
  }
  try {
    save(await read());
    return { part, outcome: 'updated' };
  } catch (error) {
    if (feature !== null && isApiCallError(error) && error.kind === 'unsupported') {
      markUnsupported(ctx.cache, row.accountId, feature);
      return { part, outcome: 'unsupported', message: error.message };
    }
    return failedPart(part, error);
  }
}

export const PART_LABELS: Record<SyncPart, string> = {
  information: 'Details',
  sync: 'Registrar sync',
  contacts: 'Contacts',
  dns: 'DNS',
  email: 'E-mail forwarding',
};

/**
 * Brings one domain of the portfolio up to date from the API. Each part (details, registrar
 * sync, contacts, DNS, e-mail forwarding) is read on its own: one failing or unsupported part
 * keeps the others and the good cached data; failures end up as the row's last error.
 * Never throws for an API failure: the outcome says what happened.
 */
export async function syncDomain(
  ctx: ServiceContext,
  accountId: string,
  name: string,
  options?: CallOptions,
): Promise<SyncOutcome> {
  const row = resolveDomain(ctx.cache, { accountId, name });
  const finish = (presence: SyncOutcome['presence'], parts: SyncPartResult[]): SyncOutcome => {
    ctx.events.emit('cache:changed', { scope: 'domains', accountId, domains: [row.name] });
    const fresh = ctx.cache.domains.get(accountId, row.name) ?? row;
    return { presence, domain: toPortfolioRow(fresh, ctx.now()), parts };
  };

  let client: ResellerClient;
  try {
    client = await ctx.clients(accountId);
  } catch (error) {
    ctx.cache.domains.recordError(accountId, row.name, describeFailure(error));
    return finish('failed', [failedPart('information', error)]);
  }

  const firstSightOfTransfer = row.origin === 'transferred' && awaitingOrder(row);
  const checked = await checkInformation(ctx, client, row, options);
  if (checked.state === 'failed') return finish('failed', [checked.part]);
  if (checked.state === 'absent') {
    const presence = checked.row.status === 'pending' ? 'pending' : 'not_in_account';
    return finish(presence, [{ part: 'information', outcome: 'skipped' }]);
  }

  const active = checked.row;
  if (firstSightOfTransfer) logTransferCompleted(ctx, active);
  const { snapshots } = ctx.cache;
  // The parts' snapshots are written together once all have answered: one commit, not three.
  const saves: (() => void)[] = [];
  const parts: SyncPartResult[] = [{ part: 'information', outcome: 'updated' }];
  parts.push(
    ...(await Promise.all([
      registrarSync(ctx, client, active, firstSightOfTransfer, options),
      snapshotPart(
        ctx,
        active,
        'contacts',
        null,
        () => client.getContacts(active.name, options),
        (data) => {
          saves.push(() => {
            snapshots.save(accountId, active.name, 'contacts', data);
          });
        },
      ),
      snapshotPart(
        ctx,
        active,
        'dns',
        'dns',
        () => client.getDns(active.name, options),
        (data) => {
          saves.push(() => {
            snapshots.save(accountId, active.name, 'dns', data);
          });
        },
      ),
      snapshotPart(
        ctx,
        active,
        'email',
        'email',
        () => client.getEmailForwarding(active.name, options),
        (data) => {
          saves.push(() => {
            snapshots.save(accountId, active.name, 'email', data);
          });
        },
      ),
    ])),
  );

  withTransaction(ctx.cache.db, () => {
    for (const save of saves) save();
  });

  const failures = parts.filter((part) => part.outcome === 'failed');
  const [first] = failures;
  // Parts cut short by the caller's cancel say nothing about the domain.
  if (first !== undefined && options?.signal?.aborted !== true) {
    ctx.cache.domains.recordError(accountId, active.name, {
      kind: first.errorKind ?? 'internal',
      message: failures.map((f) => `${PART_LABELS[f.part]}: ${f.message ?? 'failed'}`).join(' '),
    });
  }
  return finish('active', parts);
}
