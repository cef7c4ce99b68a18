import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { JobProgress } from '../../../shared/ipc';
import type { JobItemView, JobSummary } from '../../../shared/ipc/channels/jobs';
import { getBridge } from '../bridge';

export interface TrackedJob {
  readonly summary: JobSummary;
  /** Items settled so far, in the order their events arrived. */
  readonly items: readonly JobItemView[];
  /** Wall-clock ms of the first and the latest event seen, for rate and time left. */
  readonly seenAt: number;
  readonly lastAt: number;
  /** Its end has been seen in the jobs list (or it ended before this window opened). */
  readonly endSeen: boolean;
  /** Taken off the jobs list by the user; its results stay where a screen shows them. */
  readonly dismissed: boolean;
}

interface JobsState {
  readonly jobs: Readonly<Record<string, TrackedJob>>;
  /** Starts following a job just started (its events may already be on their way). */
  track: (summary: JobSummary) => void;
  apply: (progress: JobProgress) => void;
  cancel: (jobId: string) => Promise<void>;
  /** Marks the ended jobs of an account as seen in the jobs list. */
  markSeen: (accountId: string | null) => void;
  dismiss: (jobId: string) => void;
  /** Takes every ended job of an account off the list; running ones stay. */
  dismissEnded: (accountId: string | null) => void;
}

const ended = (summary: JobSummary): boolean => summary.state !== 'running';

/**
 * The later of two summaries of one job. Events and the answer to a cancel travel apart
 * (IPC replies, or HTTP answers and Server-Sent Events in the preview), so the cancel's
 * "still running" answer can land after the job's final event: it must not reopen the job,
 * nor may any summary with fewer items settled replace one with more.
 */
export function laterSummary(known: JobSummary | undefined, next: JobSummary): JobSummary {
  if (known === undefined) return next;
  if (ended(known) && !ended(next)) return known;
  if (!ended(known) && !ended(next) && next.done < known.done) return known;
  return next;
}

function patched(
  jobs: Readonly<Record<string, TrackedJob>>,
  change: (job: TrackedJob) => TrackedJob,
): Record<string, TrackedJob> {
  return Object.fromEntries(Object.entries(jobs).map(([id, job]) => [id, change(job)]));
}

/** Every job's progress, fed by the `jobs:progress` event; one store per window. */
export const jobsStore = createStore<JobsState>()((set, get) => ({
  jobs: {},
  track(summary) {
    if (get().jobs[summary.jobId] !== undefined) return;
    const now = Date.now();
    set({
      jobs: {
        ...get().jobs,
        [summary.jobId]: {
          summary,
          items: [],
          seenAt: now,
          lastAt: now,
          endSeen: false,
          dismissed: false,
        },
      },
    });
  },
  apply(progress) {
    const { items, ...summary } = progress;
    const known = get().jobs[summary.jobId];
    const next: TrackedJob = {
      summary: laterSummary(known?.summary, summary),
      items: items === undefined ? (known?.items ?? []) : [...(known?.items ?? []), ...items],
      seenAt: known?.seenAt ?? Date.now(),
      lastAt: Date.now(),
      endSeen: known?.endSeen ?? false,
      dismissed: known?.dismissed ?? false,
    };
    set({ jobs: { ...get().jobs, [summary.jobId]: next } });
  },
  async cancel(jobId) {
    const result = await getBridge().jobsCancel({ jobId });
    if (result.ok) get().apply(result.data);
  },
  markSeen(accountId) {
    set({
      jobs: patched(get().jobs, (job) =>
        job.summary.accountId === accountId && ended(job.summary) && !job.endSeen
          ? { ...job, endSeen: true }
          : job,
      ),
    });
  },
  dismiss(jobId) {
    const job = get().jobs[jobId];
    if (job === undefined || !ended(job.summary)) return;
    set({ jobs: { ...get().jobs, [jobId]: { ...job, dismissed: true, endSeen: true } } });
  },
  dismissEnded(accountId) {
    set({
      jobs: patched(get().jobs, (job) =>
        job.summary.accountId === accountId && ended(job.summary)
          ? { ...job, dismissed: true, endSeen: true }
          : job,
      ),
    });
  },
}));

/** The jobs of one account still on its list, newest first. */
export function listedJobs(
  jobs: Readonly<Record<string, TrackedJob>>,
  accountId: string | null,
): TrackedJob[] {
  return Object.values(jobs)
    .filter((job) => job.summary.accountId === accountId && !job.dismissed)
    .sort((a, b) => b.summary.startedAt.localeCompare(a.summary.startedAt) || b.seenAt - a.seenAt);
}

/** Ended jobs of one account whose end the user has not seen in the list yet. */
export function unseenEnded(
  jobs: Readonly<Record<string, TrackedJob>>,
  accountId: string | null,
): number {
  return listedJobs(jobs, accountId).filter((job) => ended(job.summary) && !job.endSeen).length;
}

let listening = false;

/**
 * Subscribes the store to job events once per window, and catches up with the jobs main
 * still knows (a reloaded window): those that ended before count as seen.
 */
export function listenToJobs(): void {
  if (listening) return;
  listening = true;
  const api = getBridge();
  api.onJobsProgress((progress) => {
    jobsStore.getState().apply(progress);
  });
  void api.jobsList(undefined).then((result) => {
    if (!result.ok) return;
    for (const summary of result.data) {
      const state = jobsStore.getState();
      if (state.jobs[summary.jobId] !== undefined) continue;
      state.track(summary);
      if (ended(summary)) {
        const job = jobsStore.getState().jobs[summary.jobId];
        if (job !== undefined) {
          jobsStore.setState({
            jobs: { ...jobsStore.getState().jobs, [summary.jobId]: { ...job, endSeen: true } },
          });
        }
      }
    }
  });
}

export function useJob(jobId: string | null | undefined): TrackedJob | undefined {
  return useStore(jobsStore, (state) => (jobId ? state.jobs[jobId] : undefined));
}

export function useJobs<T>(selector: (state: JobsState) => T): T {
  return useStore(jobsStore, selector);
}
