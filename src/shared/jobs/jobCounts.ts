import type { JobSummary } from '../ipc/channels/jobs';

/**
 * "38 of 40 succeeded, 2 failed": an ended job's counts in words, the same in the jobs list,
 * the pop-up at its end and the notification centre.
 */
export function jobCountsText(job: JobSummary): string {
  const total = job.total.toLocaleString('en-US');
  const parts = [`${job.succeeded.toLocaleString('en-US')} of ${total} succeeded`];
  if (job.failed > 0) parts.push(`${job.failed.toLocaleString('en-US')} failed`);
  if (job.cancelled > 0) parts.push(`${job.cancelled.toLocaleString('en-US')} cancelled`);
  return parts.join(', ');
}
