import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redactSecrets';

// Token for reseller@example.com / s3cr3t-API-key at 2026-11-22 09:59:59 UTC.
const TOKEN =
  'NjUzMmJhOTU0MTEyOGQ1YmVhMzkzNmUwMDhiYzA3NmRjMTUwODU3Y2NjMmMyYzg2NTlhN2RkYjE2NTE4YjMxZA==';
const HEX_DIGEST = '6532ba9541128d5bea3936e008bc076dc150857ccc2c2c8659a7ddb16518b31d';

describe('redactSecrets', () => {
  it('removes a token, a hex digest and a labelled API key from a message', () => {
    const text = `request failed: token ${TOKEN}, digest ${HEX_DIGEST}, apiKey=s3cr3t-API-key`;
    const clean = redactSecrets(text);
    expect(clean).not.toContain(TOKEN);
    expect(clean).not.toContain(HEX_DIGEST);
    expect(clean).not.toContain('s3cr3t-API-key');
    expect(clean).toContain('request failed');
  });

  it('removes values after token, password and authorization labels in headers and JSON', () => {
    expect(redactSecrets('token: abc.def')).toBe(`token: ${REDACTED}`);
    expect(redactSecrets('{"api_key":"short-key"}')).toBe(`{"api_key":"${REDACTED}"}`);
    expect(redactSecrets('Authorization: Bearer xyz')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactSecrets('?password=hunter2&x=1')).toBe(`?password=${REDACTED}&x=1`);
  });

  it('removes secrets the caller knows, wherever they appear', () => {
    expect(redactSecrets('key was plainword1 in the log', ['plainword1'])).toBe(
      `key was ${REDACTED} in the log`,
    );
  });

  it('keeps ordinary text, domain names and dates readable', () => {
    const text =
      'The domain my-very-long-domain-name-for-2024.com is not in this account (expires 2026-11-22).';
    expect(redactSecrets(text)).toBe(text);
    expect(redactSecrets('The token changes every hour.')).toBe('The token changes every hour.');
  });
});
