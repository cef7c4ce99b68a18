import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { RESULTS_SCREEN } from '../components/jobOutcome';
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
  const { accountId } = job;
  if (job.kind === 'search' && accountId !== null) {
    // The search screen's chunk, loaded when the search is shown (as navigating would).
    void import('../features/search').then((search) => {
      search.showSearchJob(accountId, job.jobId);
      navigationStore.getState().navigate(screen);
    });
    return;
  }
  navigationStore.getState().navigate(screen);
}
