import { createHmac } from 'node:crypto';

/** `yy-mm-dd HH` of the given instant in UTC: the hour a token is valid for. */
export function tokenHour(at: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return (
    `${pad(at.getUTCFullYear() % 100)}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ` +
    pad(at.getUTCHours())
  );
}

/**
 * The `token` header: base64 of the lowercase hex HMAC-SHA256 of the API key, keyed with
 * `<email>:<yy-mm-dd HH>` (the ASCII hex text is encoded, not the raw digest).
 */
export function computeToken(email: string, apiKey: string, at: Date): string {
  const hex = createHmac('sha256', `${email}:${tokenHour(at)}`)
    .update(apiKey)
    .digest('hex');
  return Buffer.from(hex, 'ascii').toString('base64');
}
