import { describe, expect, it } from 'vitest';
import { ServerClock } from './serverClock';

const at = (iso: string): number => Date.parse(iso);

describe('server clock', () => {
  it('learns the offset from the Date header', () => {
    let now = at('2026-11-22T10:10:00.300Z');
    const clock = new ServerClock(() => now);
    clock.observeDateHeader('Sun, 22 Nov 2026 11:10:00 GMT');
    now = at('2026-11-22T10:20:00Z');
    expect(new Date(clock.serverNow()).getUTCHours()).toBe(11);
    expect(Math.abs(clock.offsetMs - 3_600_000)).toBeLessThan(1000);
  });

  it('ignores sub-second differences that the header cannot express', () => {
    const clock = new ServerClock(() => at('2026-11-22T10:10:00.700Z'));
    clock.observeDateHeader('Sun, 22 Nov 2026 10:10:00 GMT');
    expect(clock.offsetMs).toBe(0);
  });

  it('retries in the hour the server reports when it differs', () => {
    const now = at('2026-11-22T10:10:00Z');
    const clock = new ServerClock(() => now);
    clock.observeDateHeader('Sun, 22 Nov 2026 11:10:00 GMT');
    expect(new Date(clock.retryInstant(now)).getUTCHours()).toBe(11);
  });

  it('otherwise retries with the nearer neighbouring hour', () => {
    const early = at('2026-11-22T10:10:00Z');
    const late = at('2026-11-22T10:50:00Z');
    const clock = new ServerClock(() => early);
    expect(new Date(clock.retryInstant(early)).getUTCHours()).toBe(9);
    expect(new Date(clock.retryInstant(late)).getUTCHours()).toBe(11);
  });
});
