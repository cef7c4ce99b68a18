import { messageOf } from './lenientFields';

const FAILURE_WORDS = new Set(['error', 'failed', 'failure', 'fail', 'false']);
const SUCCESS_WORDS = new Set(['success', 'ok', 'true']);

function word(value: unknown): string | undefined {
  return typeof value === 'string' ? value.trim().toLowerCase() : undefined;
}

/**
 * When a 2xx body nevertheless reports a failure (`status: "error"`, `result: "error"`,
 * `success: false`, or a lone `error` text), the failure text; otherwise undefined.
 */
export function failureTextOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const record = body as Record<string, unknown>;
  const status = word(record.status);
  const result = word(record.result);
  const success = record.success;
  const failed =
    (status !== undefined && FAILURE_WORDS.has(status)) ||
    (result !== undefined && FAILURE_WORDS.has(result)) ||
    success === false ||
    (typeof success === 'string' && FAILURE_WORDS.has(success.trim().toLowerCase()));
  const saysSuccess =
    (status !== undefined && SUCCESS_WORDS.has(status)) ||
    (result !== undefined && SUCCESS_WORDS.has(result)) ||
    success === true;
  const errorText = typeof record.error === 'string' ? record.error.trim() : '';
  if (failed || (errorText !== '' && !saysSuccess)) {
    if (errorText !== '') return errorText;
    return messageOf(record) ?? 'The server reported an error without details.';
  }
  return undefined;
}

/** Whether an order answer is one of the known success shapes. */
export function isOrderSuccess(body: unknown): boolean {
  if (typeof body === 'string') return SUCCESS_WORDS.has(body.trim().toLowerCase());
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  if (failureTextOf(body) !== undefined) return false;
  const record = body as Record<string, unknown>;
  return (
    SUCCESS_WORDS.has(word(record.result) ?? '') ||
    SUCCESS_WORDS.has(word(record.status) ?? '') ||
    record.success === true ||
    word(record.success) === 'success'
  );
}
