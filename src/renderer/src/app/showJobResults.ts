import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { RESULTS_SCREEN } from '../components/jobOutcome';
import { searchStores } from '../features/search/searchStore';
import { navigationStore } from '../state/navigationStore';

/** Whether a screen shows this job's results. */
export function hasResultsScreen(job: Pick<JobSummary, 'kind'>): boolean {
  return RESULTS_SCREEN[job.kind] !== undefined;
}

/**
 * Opens the screen that shows a job's results; a search's own results come back on the
 * search screen even when another search ran since.
 */
export function showJobResults(job: Pick<JobSummary, 'jobId' | 'kind' | 'accountId'>): void {
  const screen = RESULTS_SCREEN[job.kind];
  if (screen === undefined) return;
  if (job.kind === 'search' && job.accountId !== null) {
    searchStores.forAccount(job.accountId).getState().showJob(job.jobId);
  }
  navigationStore.getState().navigate(screen);
}
