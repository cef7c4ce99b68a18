import type { AutopilotRun } from '../../../shared/ipc/channels/autopilot';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { jobCountsText } from '../../../shared/jobs/jobCounts';
import type {
  NotificationKind,
  NotificationTarget,
} from '../../../shared/ipc/channels/notifications';
import type { LowBalanceView } from '../../../shared/ipc/channels/orders';
import type { DomainStatusChange } from '../../cache/notificationsRepo';
import { TRANSFER_FAILED_KIND, TRANSFERRED_AWAY_KIND } from '../portfolio/presence';

/** A notification about to be raised; `key` names the fact, so it is told once. */
export interface Draft {
  readonly kind: NotificationKind;
  readonly key: string;
  readonly title: string;
  readonly body: string;
  readonly target: NotificationTarget;
}

/** Statuses of a domain held in the account, and those of one that has left it. */
const HELD = new Set(['active', 'expired', 'transferring']);
const GONE = new Set(['not_in_account', 'released', 'deleted']);

const day = (iso: string | null): string => (iso === null ? '' : iso.slice(0, 10));

function leftReason(change: DomainStatusChange): string {
  if (change.lastErrorKind === TRANSFERRED_AWAY_KIND && change.lastErrorMessage) {
    return change.lastErrorMessage;
  }
  if (change.status === 'deleted') return 'It was deleted.';
  if (change.status === 'released') return 'It was released to another registrar.';
  return (
    `It was in this account until ${day(change.lastSeenActiveAt)}; the API now says it is not ` +
    '(transferred, released or deleted elsewhere?).'
  );
}

/** What a change of a domain's status tells, or null when it tells nothing worth a notice. */
export function domainChangeDraft(change: DomainStatusChange): Draft | null {
  const name = change.unicodeName;
  const target: NotificationTarget = { kind: 'domain', domain: change.name };
  const order = day(change.pendingSince ?? change.addedAt);
  if (change.previous === 'pending' && change.status === 'active') {
    return change.origin === 'transferred'
      ? {
          kind: 'transfer',
          key: `transfer-completed:${change.name}:${order}`,
          title: `Transfer of ${name} completed`,
          body: `${name} is now in this account.`,
          target,
        }
      : {
          kind: 'active',
          key: `active:${change.name}:${order}`,
          title: `${name} is active`,
          body: `The registration ordered on ${order} is now in this account.`,
          target,
        };
  }
  if (
    change.previous === 'pending' &&
    change.status === 'not_in_account' &&
    change.lastErrorKind === TRANSFER_FAILED_KIND
  ) {
    return {
      kind: 'transfer',
      key: `transfer-failed:${change.name}:${order}`,
      title: `Transfer of ${name} failed`,
      body: change.lastErrorMessage ?? 'The registry refused the transfer.',
      target,
    };
  }
  if (change.previous !== null && HELD.has(change.previous) && GONE.has(change.status)) {
    return {
      kind: 'left',
      key: `left:${change.name}:${change.status}:${day(change.lastSeenActiveAt)}`,
      title: `${name} left the account`,
      body: leftReason(change),
      target,
    };
  }
  return null;
}

/** A low balance, told once until the balance is enough again (or the threshold moves). */
export function lowBalanceDraft(view: LowBalanceView): Draft | null {
  if (!view.low || view.balance === null) return null;
  const currency = view.currency === null ? '' : ` ${view.currency}`;
  const against =
    view.source === 'account'
      ? `your warning threshold of ${view.threshold}${currency}`
      : `${view.threshold}${currency}, what the ${view.renewalsDue} renewals due within 30 days cost`;
  return {
    kind: 'lowBalance',
    key: `${LOW_BALANCE_PREFIX}${view.threshold}`,
    title: 'The balance is low',
    body: `The balance of ${view.balance}${currency} is below ${against}.`,
    target: { kind: 'runway' },
  };
}
export const LOW_BALANCE_PREFIX = 'low-balance:';

/**
 * A finished job of an account; null while it runs, for a job of no account, and for a
 * quiet one (what started it tells how it went).
 */
export function jobDraft(job: JobSummary): Draft | null {
  if (job.state === 'running' || job.accountId === null || job.quiet === true) return null;
  const verb = job.state === 'cancelled' ? 'Cancelled' : job.state === 'failed' ? 'Failed' : 'Done';
  return {
    kind: 'job',
    key: `job:${job.jobId}`,
    title: `${verb}: ${job.label}`,
    body: `${jobCountsText(job)}.`,
    target: { kind: 'job', jobId: job.jobId, jobKind: job.kind },
  };
}

/**
 * A run of the renewal autopilot that did or held back something. A run that sent orders is
 * a fact of its own; one that only skipped is told once a month for the same domains and
 * reasons (the autopilot runs hourly and would say the same each time).
 */
export function autopilotDraft(run: AutopilotRun, summary: string): Draft | null {
  const sent = run.renewed.length + run.failed.length + run.unknown.length;
  if (sent === 0 && run.skipped.length === 0) return null;
  const skipped = run.skipped
    .map((line) => `${line.domain}:${line.reason}`)
    .sort()
    .join(',');
  const title =
    sent === 0
      ? `Renewal autopilot skipped ${String(run.skipped.length)}`
      : `Renewal autopilot renewed ${String(run.renewed.length)}`;
  return {
    kind: 'autopilot',
    key:
      sent > 0
        ? `autopilot:${run.startedAt}`
        : `autopilot-skipped:${run.startedAt.slice(0, 7)}:${skipped}`,
    title,
    body: summary,
    target: { kind: 'expiry' },
  };
}
