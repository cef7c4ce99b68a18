import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';

/** How often every account's domains are re-read while the app runs. */
export const BACKGROUND_SYNC_SCHEDULES = ['off', 'daily', 'weekly'] as const;
export type BackgroundSyncSchedule = (typeof BACKGROUND_SYNC_SCHEDULES)[number];

/** The time a full pass is spread over, per schedule. */
export const BACKGROUND_SYNC_PERIOD_MS: Record<Exclude<BackgroundSyncSchedule, 'off'>, number> = {
  daily: 24 * 60 * 60 * 1000,
  weekly: 7 * 24 * 60 * 60 * 1000,
};

export const backgroundSyncScheduleSchema = z.enum(BACKGROUND_SYNC_SCHEDULES, {
  error: 'The background sync schedule is one of off, daily or weekly.',
});

/** One account's background re-read: the last full pass and the one under way. */
export interface BackgroundSyncAccount {
  readonly accountId: string;
  /** ISO instant the last full pass finished; null when none has yet. */
  readonly lastFinishedAt: string | null;
  /** The pass under way, or null between passes. */
  readonly current: {
    readonly startedAt: string;
    readonly done: number;
    readonly failed: number;
    readonly total: number;
    /** Why it waits (offline, no key), or null while it runs. */
    readonly pausedReason: string | null;
  } | null;
}

export interface BackgroundSyncStatus {
  readonly schedule: BackgroundSyncSchedule;
  readonly accounts: readonly BackgroundSyncAccount[];
}

export const backgroundSyncChannels = {
  /** When each account's last full background pass finished and how far the current one is. */
  'backgroundSync:status': defineChannel({
    input: z.undefined(),
    output: returns<BackgroundSyncStatus>(),
  }),
} satisfies ChannelMap;
