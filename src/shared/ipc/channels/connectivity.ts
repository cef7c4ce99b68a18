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
} satisfies ChannelMap;
