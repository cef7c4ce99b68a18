import { describe, expect, it } from 'vitest';
import { computeToken, tokenHour } from './token';

// Vectors computed with PHP's hash_hmac, gmdate and base64_encode.
const vectors = [
  {
    at: '2026-11-22T09:59:59Z',
    hour: '26-11-22 09',
    token:
      'NjUzMmJhOTU0MTEyOGQ1YmVhMzkzNmUwMDhiYzA3NmRjMTUwODU3Y2NjMmMyYzg2NTlhN2RkYjE2NTE4YjMxZA==',
  },
  {
    at: '2026-11-22T10:00:00Z',
    hour: '26-11-22 10',
    token:
      'NDRmNmQzNzE3ZGM4NDdmYTc2MjI2ZTQ1YjRkOGQ4MjhiMWE3ODZkOGY4YTBlOGFhZmZmZjE0ODhhMTE3OTc2NA==',
  },
  {
    at: '2026-01-05T23:30:00Z',
    hour: '26-01-05 23',
    token:
      'ZTc4MWEwMGFkOWU3YzQyYjdjZDIxM2M0NmYwZmU5OTM1NTgxZjMzZGIxZjgzYmRhYTZiODY3MTc3OTBhYTMwNA==',
  },
];

describe('API token', () => {
  it.each(vectors)('matches the PHP reference at $at', ({ at, hour, token }) => {
    expect(tokenHour(new Date(at))).toBe(hour);
    expect(computeToken('reseller@example.com', 's3cr3t-API-key', new Date(at))).toBe(token);
  });

  it('changes at the top of each UTC hour and not within it', () => {
    const a = computeToken('r@example.com', 'k', new Date('2026-03-01T10:00:00Z'));
    const b = computeToken('r@example.com', 'k', new Date('2026-03-01T10:59:59Z'));
    const c = computeToken('r@example.com', 'k', new Date('2026-03-01T11:00:00Z'));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });
});
