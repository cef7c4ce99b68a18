import { createHmac } from 'node:crypto';

/**
 * The `token` header the server expects at `at`, written from the API's description
 * (Authentication) apart from the client's own code, so a mistake in one is not hidden by the
 * same mistake in the other: base64 of the ASCII lowercase hex HMAC-SHA256 of the API key,
 * keyed with `<email>:<yy-mm-dd HH>` in UTC.
 */
export function expectedToken(email: string, apiKey: string, at: Date): string {
  // 2026-11-22T09:59:59.000Z → 26-11-22 09
  const iso = at.toISOString();
  const hour = `${iso.slice(2, 10)} ${iso.slice(11, 13)}`;
  const hex = createHmac('sha256', `${email}:${hour}`).update(apiKey, 'utf8').digest('hex');
  return Buffer.from(hex, 'ascii').toString('base64');
}
