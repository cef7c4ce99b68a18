import type {
  AutopilotRun,
  AutopilotRunLine,
  AutopilotSettings,
  AutopilotSkipReason,
} from '../../../../../shared/ipc/channels/autopilot';
import { formatMoney } from '../../../components/money';

export const SKIP_REASONS: Readonly<Record<AutopilotSkipReason, string>> = {
  premium_unknown: 'premium renewal price unknown: renew it yourself once the price is known',
  redemption_not_allowed:
    'in redemption, and the autopilot may not pay redemption fees (allow them, or renew it yourself)',
  unpriced: 'no renewal price known: refresh the prices',
  over_cap: "would pass this month's cap",
  over_balance: 'not enough credits',
  offline: 'the provider could not be reached',
  order_open: 'an earlier order of it is still open',
  renewed_recently: 'renewed recently: waiting for its new expiry date',
  expiry_changed:
    'its expiry date at the provider was not the one DomainDesk had (renewed elsewhere?): read again, nothing sent',
  stopped: 'the autopilot was stopped',
};

const count = (n: number, one: string, many: string): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Which domains, in words. */
export function scopeText(settings: AutopilotSettings): string {
  if (settings.scope === 'all') return 'every active domain';
  const list = settings.targets.join(', ');
  return settings.scope === 'tags'
    ? `domains tagged ${list}`
    : `${count(settings.targets.length, 'listed domain', 'listed domains')} (${list})`;
}

/** "Renews … 30 days before expiry, and expired ones in grace …, up to 200.00 USD a month." */
export function settingsText(settings: AutopilotSettings, currency: string | null): string {
  const cap = formatMoney(settings.monthlyCap, currency);
  const late = settings.payRedemption
    ? 'expired ones still in grace or redemption (with the grace or redemption fee)'
    : 'expired ones still in grace (with the grace fee; none in redemption)';
  return `Renews ${scopeText(settings)} ${count(settings.daysBefore, 'day', 'days')} before expiry, and ${late}, for 1 year, up to ${cap} a month, only while DomainDesk runs.`;
}

/** "in grace, 5.00 USD fee included" for a line of an expired name. */
export function lateFeeText(line: AutopilotRunLine, currency: string | null): string | null {
  if (!line.lateFee) return null;
  const { phase, amount } = line.lateFee;
  // Many TLDs charge nothing extra in grace: the renewal is still one of an expired name.
  return Number(amount) === 0
    ? `expired, in ${phase}, no fee`
    : `in ${phase}, ${formatMoney(amount, currency)} fee included`;
}

/** One line for a run: what it renewed, skipped and spent. */
export function runText(run: AutopilotRun, currency: string | null): string {
  const parts = [count(run.renewed.length, 'domain renewed', 'domains renewed')];
  if (run.unknown.length > 0)
    parts.push(count(run.unknown.length, 'outcome unknown', 'outcomes unknown'));
  if (run.failed.length > 0) parts.push(`${run.failed.length.toLocaleString('en-US')} failed`);
  if (run.skipped.length > 0) parts.push(`${run.skipped.length.toLocaleString('en-US')} skipped`);
  return `${parts.join(', ')}; ${formatMoney(run.spent, currency)} spent.`;
}
