import { z } from 'zod';
import type { ChannelMap, ConnectivityChange } from '../contract';
import { defineChannel, returns } from '../define';

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
    input: z.object({ accountId: z.string().trim().min(1).nullable() }),
    output: returns<null>(),
  }),
} satisfies ChannelMap;
