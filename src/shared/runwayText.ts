import type { RunwayView } from './ipc/channels/reports';
import { formatMoney } from './money';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `14 Dec` from `2027-12-14`. */
export function shortDay(date: string): string {
  const [, month = '1', day = '1'] = date.split('-');
  return `${String(Number(day))} ${MONTHS[Number(month) - 1] ?? month}`;
}

/** Days from `today` to `date` (both YYYY-MM-DD). */
function daysBetween(today: string, date: string): number {
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 864e5);
}

/** The runway in one sentence: what to top up and by when, or that the balance covers all. */
export function runwaySentence(view: RunwayView): string {
  if (view.balance === null) return 'The balance has not been read yet: read it to see the runway.';
  if (view.shortfall !== null) {
    const { amount, before } = view.shortfall;
    const when = before === view.today ? 'today' : `before ${shortDay(before)}`;
    return `Top up ${formatMoney(amount, view.currency)} ${when} to renew everything due.`;
  }
  const open = view.premiumUnknownCount + view.unpriced;
  const covers = `The balance covers every renewal due in the next 90 days (${formatMoney(view.total, view.currency)})`;
  return open === 0 ? `${covers}.` : `${covers}, except ${String(open)} not priced.`;
}

/** The header's hint: set when the balance runs short within 30 days. */
export function runwayHint(view: RunwayView): string | null {
  if (view.shortfall === null || daysBetween(view.today, view.shortfall.before) > 30) return null;
  return runwaySentence(view);
}
