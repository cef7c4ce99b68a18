import { centsToMoney, moneyToCents } from '../../../shared/api';
import type {
  AutopilotRun,
  AutopilotRunLine,
  AutopilotSkipReason,
} from '../../../shared/ipc/channels/autopilot';
import type { QuoteItem } from '../../../shared/ipc/channels/pricing';
import type { AutopilotCandidate } from '../../cache/autopilotQuery';

export const cents = (amount: string | null | undefined): number =>
  amount === null || amount === undefined ? 0 : (moneyToCents(amount) ?? 0);

/** The run being written: lines land in one list each, in the order they were tried. */
export class RunBook {
  readonly renewed: (AutopilotRunLine & { charged: string | null })[] = [];
  readonly unknown: AutopilotRunLine[] = [];
  readonly failed: (AutopilotRunLine & { reason: string })[] = [];
  readonly skipped: (AutopilotRunLine & { reason: AutopilotSkipReason })[] = [];
  spentCents = 0;

  constructor(readonly startedAt: string) {}

  skip(line: AutopilotRunLine, reason: AutopilotSkipReason): void {
    this.skipped.push({ ...line, reason });
  }

  done(endedAt: string): AutopilotRun {
    return {
      startedAt: this.startedAt,
      endedAt,
      renewed: this.renewed,
      unknown: this.unknown,
      failed: this.failed,
      skipped: this.skipped,
      spent: centsToMoney(this.spentCents),
    };
  }
}

export const lineOf = (
  candidate: AutopilotCandidate,
  item: QuoteItem | undefined,
): AutopilotRunLine => ({
  domain: candidate.name,
  unicodeDomain: candidate.unicodeName,
  expiryDate: candidate.expiryDate,
  price: item?.price ?? null,
  ...(item?.lateFee && { lateFee: item.lateFee }),
});

/** "1 in grace, fee 5.00": the renewals of expired names of one phase and the fees included. */
function lateText(run: AutopilotRun, phase: 'grace' | 'redemption'): string | null {
  const late = run.renewed.filter((line) => line.lateFee?.phase === phase);
  if (late.length === 0) return null;
  const fees = late.reduce((sum, line) => sum + cents(line.lateFee?.amount), 0);
  return `${String(late.length)} in ${phase}, ${late.length === 1 ? 'fee' : 'fees'} ${centsToMoney(fees)}`;
}

/** One sentence for Activity and notifications. */
export function runSummary(run: AutopilotRun): string {
  const late = [lateText(run, 'grace'), lateText(run, 'redemption')].filter((text) => !!text);
  const renewed = `renewed ${String(run.renewed.length)}`;
  const parts = [late.length > 0 ? `${renewed} (${late.join('; ')})` : renewed];
  if (run.unknown.length > 0) parts.push(`${String(run.unknown.length)} of unknown outcome`);
  if (run.failed.length > 0) parts.push(`${String(run.failed.length)} failed`);
  if (run.skipped.length > 0) parts.push(`skipped ${String(run.skipped.length)}`);
  return `Renewal autopilot: ${parts.join(', ')}; spent ${run.spent}.`;
}
