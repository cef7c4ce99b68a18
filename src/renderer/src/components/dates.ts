import { countOf } from '../../../shared/counts';

const DAY_MS = 86_400_000;

/** `2027-03-01` from an ISO instant or date; the input itself when it cannot be read. */
export function formatDate(value: string | null): string {
  if (value === null || value === '') return '—';
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString().slice(0, 10);
}

/** Whole days from today (UTC) to a date: negative when it is past. */
export function daysUntil(value: string, now: Date = new Date()): number | null {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return null;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const day = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  return Math.round((day - today) / DAY_MS);
}

/** `in 98 days`, `today`, `3 days ago`. */
export function relativeDays(days: number): string {
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${countOf(days, 'day', 'days')}` : `${countOf(-days, 'day', 'days')} ago`;
}

/** `2027-03-01 · in 98 days`: the absolute date with its distance from today. */
export function formatDateWithAge(value: string | null, now: Date = new Date()): string {
  if (value === null || value === '') return '—';
  const days = daysUntil(value, now);
  return days === null ? value : `${formatDate(value)} · ${relativeDays(days)}`;
}

/** `just now`, `5 min ago`, `3 h ago`, `2 days ago`: how old cached data is. */
export function formatAge(value: string | null, now: Date = new Date()): string {
  if (value === null) return 'never';
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return value;
  const seconds = Math.max(0, Math.round((now.getTime() - at) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${countOf(Math.round(hours / 24), 'day', 'days')} ago`;
}

// Built once: `toLocaleTimeString` builds a formatter per call.
const CLOCK = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/** `14:05` in the user's time zone: when something will happen today or soon. */
export function formatClock(value: string): string {
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) return value;
  return CLOCK.format(at);
}
