export { createJobRunner, DEFAULT_JOB_CONCURRENCY } from './jobRunner';
export type { JobItemSource } from './itemFeed';
export type {
  JobContext,
  JobDefinition,
  JobItemInput,
  JobRunner,
  JobRunnerOptions,
  SettledItem,
} from './jobRunner';
