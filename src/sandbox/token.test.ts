import { describe, expect, it } from 'vitest';
import { expectedToken } from './token';

// The same PHP reference vectors (hash_hmac, gmdate, base64_encode) the client's token is
// checked against: both sides agree with the provider, not merely with each other.
const vectors = [
  {
    at: '2026-11-22T09:59:59Z',
    token:
      'NjUzMmJhOTU0MTEyOGQ1YmVhMzkzNmUwMDhiYzA3NmRjMTUwODU3Y2NjMmMyYzg2NTlhN2RkYjE2NTE4YjMxZA==',
  },
  {
    at: '2026-11-22T10:00:00Z',
    token:
      'NDRmNmQzNzE3ZGM4NDdmYTc2MjI2ZTQ1YjRkOGQ4MjhiMWE3ODZkOGY4YTBlOGFhZmZmZjE0ODhhMTE3OTc2NA==',
  },
  {
    at: '2026-01-05T23:30:00Z',
    token:
      'ZTc4MWEwMGFkOWU3YzQyYjdjZDIxM2M0NmYwZmU5OTM1NTgxZjMzZGIxZjgzYmRhYTZiODY3MTc3OTBhYTMwNA==',
  },
];

describe('the token the simulator expects', () => {
  it.each(vectors)('matches the PHP reference at $at', ({ at, token }) => {
    expect(expectedToken('reseller@example.com', 's3cr3t-API-key', new Date(at))).toBe(token);
  });
});
