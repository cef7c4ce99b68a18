import { z } from 'zod';
import { defineChannel, returns } from '../define';
import type { ChannelMap } from '../define';
import { accountIdSchema } from './portfolio';

/** Why an account's API could not be reached. */
export type ConnectivityReason = 'network' | 'timeout' | 'proxy_blocked';

/** The app's view of reaching one account's API, as its last API call showed it. */
export interface ConnectivityChange {
  readonly accountId: string;
  readonly online: boolean;
  /** ISO 8601 instant of the call that showed it (for an event, the one that changed it). */
  readonly checkedAt: string;
  /** Set while offline. */
  readonly reason?: ConnectivityReason;
}

export type PacingPhase = 'starting' | 'rising' | 'backing-off' | 'holding' | 'at-ceiling';

/** How fast DomainDesk is calling one account's API now (it adapts to the answers). */
export interface PacingView {
  readonly phase: PacingPhase;
  /** Requests per second allowed now; null while no limit below the ceiling is needed. */
  readonly ratePerSecond: number | null;
  /** Requests answered cleanly in the last second. */
  readonly answeredPerSecond: number;
  readonly inFlightLimit: number;
  /** The user's ceiling: requests at once, and per second (null when not limited). */
  readonly ceiling: { readonly concurrent: number; readonly perSecond: number | null };
  /** Requests the server refused or let time out for load since the account was first called. */
  readonly refused: number;
}

export const connectivityChannels = {
  /**
   * The current view of every account whose API was called in this run, so a window opened
   * later starts from what the others know; an account not listed counts as reachable.
   * Changes arrive as `connectivity:changed` events.
   */
  'connectivity:status': defineChannel({
    input: z.undefined(),
    output: returns<ConnectivityChange[]>(),
  }),
  /**
   * The account this window shows: its API is asked a light question every few seconds while
   * offline or idle, so a change is reported by `connectivity:changed` without a click. Null
   * stops it.
   */
  'connectivity:watch': defineChannel({
    input: z.object({ accountId: accountIdSchema.nullable() }),
    output: returns<null>(),
  }),
  /**
   * The account's current pace, for a running job to show; null when the account has not
   * been called in this run.
   */
  'pacing:status': defineChannel({
    input: z.object({ accountId: accountIdSchema }),
    output: returns<PacingView | null>(),
  }),
} satisfies ChannelMap;
