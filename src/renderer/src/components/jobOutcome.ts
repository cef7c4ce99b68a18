import type { JobKind, JobSummary } from '../../../shared/ipc/channels/jobs';
import type { Screen } from '../state/navigationStore';

// The counts' words are shared with main's notifications.
export { jobCountsText } from '../../../shared/jobs/jobCounts';

/** What each kind of job is, as a heading names it once it has ended. */
const JOB_NOUNS: Readonly<Record<JobKind, string>> = {
  search: 'Search',
  orders: 'Orders',
  sync: 'Sync',
  'portfolio.lock': 'Lock',
  'portfolio.unlock': 'Unlock',
  'portfolio.idProtectionOn': 'ID protection on',
  'portfolio.idProtectionOff': 'ID protection off',
  'portfolio.setNameservers': 'Nameserver change',
  'portfolio.addTags': 'Tagging',
  'portfolio.removeTags': 'Tag removal',
  'portfolio.setNotes': 'Notes change',
  'portfolio.remove': 'Removal from the portfolio',
  'portfolio.readContacts': 'Contact reading',
  'portfolio.copyPreview': 'Copy preview',
  'portfolio.copyApply': 'Copy',
};

/** Where a finished job's results are read, by job kind. */
export const RESULTS_SCREEN: Readonly<Partial<Record<JobKind, Screen>>> = {
  search: 'search',
  orders: 'cart',
  sync: 'portfolio',
};

/**
 * How far a job got: "12 of 40 names". Items cancelled are counted apart, never as done: a
 * search stopped after 8 of 40 names reads "8 of 40 names done · 32 cancelled".
 */
export function jobDoneText(job: JobSummary, unit: string): string {
  const grouped = (count: number) => count.toLocaleString('en-US');
  const done = Math.max(0, job.done - job.cancelled);
  const text = `${grouped(done)} of ${grouped(job.total)} ${unit}`;
  return job.cancelled > 0 ? `${text} done · ${grouped(job.cancelled)} cancelled` : text;
}

/** How the job stands, in a word or three. */
export function jobStateText(job: JobSummary): string {
  switch (job.state) {
    case 'running':
      return 'running';
    case 'cancelled':
      return 'cancelled';
    case 'failed':
      return 'failed';
    case 'done':
      return job.failed > 0 ? 'finished with failures' : 'finished';
  }
}

/**
 * The heading of a job's card: its label while it runs ("Searching 51 names"), then what
 * became of it ("Search cancelled"), so an ended job never reads as still under way.
 */
export function jobHeading(job: JobSummary): string {
  return job.state === 'running' ? job.label : `${JOB_NOUNS[job.kind]} ${jobStateText(job)}`;
}

/** Whether the job's end needs the user's eye (failures, an error, a cancel). */
export function jobWentWrong(job: JobSummary): boolean {
  return job.state === 'failed' || job.state === 'cancelled' || job.failed > 0;
}
