import type { FaultRule, Simulator } from '../../src/sandbox/index';

/**
 * The faults of the soak, each on a share of every API request; together about 5 %. The
 * simulator picks them from its seeded generator, so a run can be repeated.
 */
const SHARE = 0.05 / 8;

export const SOAK_FAULTS: readonly FaultRule[] = [
  { rate: SHARE, latencyMs: 400, jitterMs: 200, action: { kind: 'latency' } },
  { rate: SHARE, action: { kind: 'status', status: 500 } },
  {
    rate: SHARE,
    action: {
      kind: 'status',
      status: 502,
      body: '<html><body>Bad Gateway</body></html>',
      contentType: 'text/html',
    },
  },
  { rate: SHARE / 2, action: { kind: 'drop', when: 'before-handling' } },
  { rate: SHARE / 2, action: { kind: 'drop', when: 'after-handling' } },
  {
    rate: SHARE / 2,
    action: { kind: 'malformed', body: '<html><body>Maintenance</body></html>' },
  },
  { rate: SHARE / 2, action: { kind: 'truncate' } },
  {
    rate: SHARE,
    action: {
      kind: 'status',
      status: 403,
      body: 'error code: 1010',
      contentType: 'text/plain; charset=UTF-8',
    },
  },
  {
    rate: SHARE,
    action: {
      kind: 'status',
      status: 429,
      body: '{"error":"Too many requests"}',
      contentType: 'application/json',
      headers: { 'Retry-After': '1' },
    },
  },
];

export function injectSoakFaults(sim: Simulator): void {
  for (const rule of SOAK_FAULTS) sim.faults.add(rule);
}

const HOUR = 3_600_000;

/** The server's clock: right, an hour ahead, right, an hour behind, in turn. */
export function clockOffsetFor(round: number): number {
  return [0, HOUR, 0, -HOUR][round % 4] ?? 0;
}
