export { createJobRunner, DEFAULT_JOB_CONCURRENCY } from './jobRunner';
export type {
  JobContext,
  JobDefinition,
  JobItemInput,
  JobRunner,
  JobRunnerOptions,
  SettledItem,
} from './jobRunner';
