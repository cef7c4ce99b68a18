import { z } from 'zod';
import type { ChannelMap } from '../define';
import { defineChannel, returns } from '../define';
import { idText } from '../inputText';
import type { AppErrorKind } from '../errors';

export type JobState = 'running' | 'done' | 'failed' | 'cancelled';

/**
 * Every kind of job main runs: a closed set, so a window can tell which jobs may have spent
 * credit and what each item's result holds (`jobResults.ts`).
 */
export const JOB_KINDS = [
  'search',
  'orders',
  'sync',
  'portfolio.lock',
  'portfolio.unlock',
  'portfolio.idProtectionOn',
  'portfolio.idProtectionOff',
  'portfolio.setNameservers',
  'portfolio.addTags',
  'portfolio.removeTags',
  'portfolio.remove',
  'portfolio.setNotes',
  'portfolio.readContacts',
  'portfolio.copyPreview',
  'portfolio.copyApply',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

/** The only jobs that may spend credit: a window reads the balance again when one ends. */
export const MONEY_JOB_KINDS: readonly JobKind[] = ['orders'];
export type JobItemState = 'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled';

export interface JobItemError {
  readonly kind: AppErrorKind;
  readonly message: string;
}

/** One unit of a job (a searched label, an order) and how it ended. */
export interface JobItemView<R = unknown> {
  /** Position in the job, from 0. */
  readonly index: number;
  /** What the item is about, for people: a label, a domain name, an entry as typed. */
  readonly key: string;
  readonly state: JobItemState;
  /** Plain JSON whose shape depends on the job kind (see the feature's channel file). */
  readonly result?: R;
  readonly error?: JobItemError;
}

export interface JobSummary {
  readonly jobId: string;
  readonly kind: JobKind;
  readonly label: string;
  readonly accountId: string | null;
  readonly state: JobState;
  readonly total: number;
  /** Items settled (succeeded, failed or cancelled). */
  readonly done: number;
  readonly succeeded: number;
  readonly failed: number;
  readonly cancelled: number;
  /** ISO 8601. */
  readonly startedAt: string;
  readonly finishedAt: string | null;
  /**
   * Set on a job whose ending is told by what started it (an ordered domain's preset
   * applied by itself): it raises no notification of its own.
   */
  readonly quiet?: true;
}

/** A job with one page of its items, for a window that opens or reopens mid-job. */
export interface JobDetail<R = unknown> {
  readonly job: JobSummary;
  readonly items: readonly JobItemView<R>[];
  readonly offset: number;
  readonly limit: number;
}

export const JOB_PAGE_LIMIT = 500;

const jobId = idText('jobId');

export const jobsChannels = {
  'jobs:list': defineChannel({ input: z.undefined(), output: returns<JobSummary[]>() }),
  'jobs:get': defineChannel({
    input: z.object({
      jobId,
      offset: z.number().int().min(0, { error: 'offset must be 0 or more' }).optional(),
      limit: z
        .number()
        .int()
        .min(1, { error: 'limit must be at least 1' })
        .max(JOB_PAGE_LIMIT, { error: `limit must be at most ${JOB_PAGE_LIMIT}` })
        .optional(),
    }),
    output: returns<JobDetail>(),
  }),
  'jobs:cancel': defineChannel({ input: z.object({ jobId }), output: returns<JobSummary>() }),
} satisfies ChannelMap;
