import { z } from 'zod';

/*
 * Field schemas that accept the variants servers are known to send (numbers as strings,
 * booleans as 0/1 or words) and normalise them. The `opt*` forms turn an unexpected value
 * into undefined instead of rejecting the whole answer.
 */

export const text = z.union([z.string(), z.number()]).transform((v) => String(v));

/** Money as a decimal string; a JSON number is written with two decimals. */
export const money = z
  .union([z.string(), z.number()])
  .transform((v) => (typeof v === 'number' ? v.toFixed(2) : v.trim()));

export const numberish = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'on', 'locked', 'active', 'enabled']);

export const boolish = z.union([
  z.boolean(),
  z.number().transform((n) => n !== 0),
  z.string().transform((s) => TRUE_WORDS.has(s.trim().toLowerCase())),
]);

export const optText = text.optional().catch(undefined);
export const optMoney = money.optional().catch(undefined);
export const optNumber = numberish.optional().catch(undefined);
export const optBool = boolish.optional().catch(undefined);

/**
 * A list that PHP may have serialised as an array or, when its keys are not 0..n-1, as an
 * object. `null` entries (empty slots) are dropped.
 */
export function listOf<T extends z.ZodType>(item: T): z.ZodType<z.output<T>[]> {
  const entry = z.union([z.null(), item]);
  return z
    .union([z.array(entry), z.record(z.string(), entry).transform((r) => Object.values(r))])
    .transform((entries) => entries.filter((e) => e !== null) as z.output<T>[]);
}

/** A keyed map that PHP serialises as `[]` when empty. */
export const looseRecord = z.union([
  z.record(z.string(), z.unknown()),
  z.array(z.unknown()).transform((a) => Object.fromEntries(a.entries())),
]);

/** `message`, `msg` or a bare string: the human text of a success or failure body. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  for (const key of ['message', 'msg', 'error', 'reason']) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}
