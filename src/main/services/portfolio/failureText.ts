import { isApiCallError } from '../../../shared/api';
import { isAppFailure } from '../../../shared/ipc';

/** What a failed call is recorded as on a domain row: a kind the UI knows and plain words. */
export function describeFailure(error: unknown): { kind: string; message: string } {
  if (isApiCallError(error)) return { kind: error.kind, message: error.message };
  if (isAppFailure(error)) return { kind: error.kind, message: error.message };
  // Anything else is a defect of the app; its text may hold internals, so it is not shown.
  return { kind: 'internal', message: 'DomainDesk failed while handling the answer.' };
}

/** `YYYY-MM-DD` from the date texts registrars send (`2027-01-05`, `2027-01-05 00:00:00`…). */
export function calendarDate(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.startsWith('0000-00-00')) return undefined;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(trimmed);
  if (iso?.[1] !== undefined) return iso[1];
  const parsed = Date.parse(trimmed);
  return Number.isNaN(parsed) ? undefined : new Date(parsed).toISOString().slice(0, 10);
}
