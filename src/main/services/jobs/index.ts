export { createJobRunner, DEFAULT_JOB_CONCURRENCY } from './jobRunner';
export type { JobItemSource } from './itemFeed';
export type * from './jobTypes';
