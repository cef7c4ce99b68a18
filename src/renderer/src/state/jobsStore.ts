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
}

interface JobsState {
  readonly jobs: Readonly<Record<string, TrackedJob>>;
  /** Starts following a job just started (its events may already be on their way). */
  track: (summary: JobSummary) => void;
  apply: (progress: JobProgress) => void;
  cancel: (jobId: string) => Promise<void>;
}

/** Every job's progress, fed by the `jobs:progress` event; one store per window. */
export const jobsStore = createStore<JobsState>()((set, get) => ({
  jobs: {},
  track(summary) {
    if (get().jobs[summary.jobId] !== undefined) return;
    set({
      jobs: {
        ...get().jobs,
        [summary.jobId]: { summary, items: [], seenAt: Date.now(), lastAt: Date.now() },
      },
    });
  },
  apply(progress) {
    const { items, ...summary } = progress;
    const known = get().jobs[summary.jobId];
    const next: TrackedJob = {
      summary,
      items: items === undefined ? (known?.items ?? []) : [...(known?.items ?? []), ...items],
      seenAt: known?.seenAt ?? Date.now(),
      lastAt: Date.now(),
    };
    set({ jobs: { ...get().jobs, [summary.jobId]: next } });
  },
  async cancel(jobId) {
    const result = await getBridge().jobsCancel({ jobId });
    if (result.ok) get().apply(result.data);
  },
}));

let listening = false;

/** Subscribes the store to job events once per window. */
export function listenToJobs(): void {
  if (listening) return;
  listening = true;
  getBridge().onJobsProgress((progress) => {
    jobsStore.getState().apply(progress);
  });
}

export function useJob(jobId: string | null | undefined): TrackedJob | undefined {
  return useStore(jobsStore, (state) => (jobId ? state.jobs[jobId] : undefined));
}

export function useJobs<T>(selector: (state: JobsState) => T): T {
  return useStore(jobsStore, selector);
}
