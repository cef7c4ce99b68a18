import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF, parseRetryAfter } from './backoff';

describe('retry pacing', () => {
  it('reads Retry-After as seconds or as an HTTP date against the server clock', () => {
    const serverNow = Date.parse('2026-11-22T10:00:00Z');
    expect(parseRetryAfter('3', serverNow)).toBe(3000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 10:00:05 GMT', serverNow)).toBe(5000);
    expect(parseRetryAfter('Sun, 22 Nov 2026 09:00:00 GMT', serverNow)).toBe(0);
    expect(parseRetryAfter('soon', serverNow)).toBeUndefined();
    expect(parseRetryAfter(null, serverNow)).toBeUndefined();
  });

  it('grows exponentially, stays bounded, and never undercuts Retry-After', () => {
    const max = (attempt: number): number =>
      backoffDelay(attempt, undefined, DEFAULT_BACKOFF, () => 1);
    expect(max(0)).toBe(500);
    expect(max(1)).toBe(1000);
    expect(max(10)).toBe(DEFAULT_BACKOFF.maxDelayMs);
    expect(backoffDelay(0, undefined, DEFAULT_BACKOFF, () => 0)).toBe(250);
    expect(backoffDelay(0, 4000, DEFAULT_BACKOFF, () => 0)).toBe(4000);
  });
});
