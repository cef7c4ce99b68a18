import { validationError } from './replies';

/** Reading fields of a parsed PHP form body, which holds strings, lists and maps. */
export type Form = Record<string, unknown>;

export function isMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A scalar field, trimmed; undefined when absent, empty or not a scalar. */
export function optionalString(form: Form, key: string): string | undefined {
  const value = form[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function requiredString(form: Form, key: string, label = key): string {
  const value = optionalString(form, key);
  if (value === undefined) throw validationError(`${label} is required`);
  return value;
}

/** The values of a list or map field in order; a scalar counts as a one-element list. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value as unknown[];
  if (isMap(value)) return Object.values(value);
  if (value === undefined) return [];
  return [value];
}

/** PHP-style truthiness of a flag sent as 1/0/true/false. */
export function flag(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const v = value.trim().toLowerCase();
  return v !== '' && v !== '0' && v !== 'false' && v !== 'off' && v !== 'no';
}

/** A positive whole number field (regperiod, maxResults). */
export function requiredInteger(form: Form, key: string, label = key): number {
  const raw = requiredString(form, key, label);
  if (!/^\d{1,4}$/.test(raw) || Number(raw) < 1) {
    throw validationError(`${label} must be a positive whole number`);
  }
  return Number(raw);
}
