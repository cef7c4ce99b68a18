export { createJobRunner, DEFAULT_JOB_CONCURRENCY } from './jobRunner';
export type * from './jobTypes';
