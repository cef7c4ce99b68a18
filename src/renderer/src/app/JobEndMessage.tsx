import { Anchor, Text } from '@mantine/core';
import type { JobSummary } from '../../../shared/ipc/channels/jobs';
import { hasResultsScreen, showJobResults } from './showJobResults';

/** A finished job's counts, with its results one click away when a screen shows them. */
export function JobEndMessage({
  text,
  job,
}: {
  text: string;
  job: Pick<JobSummary, 'jobId' | 'kind' | 'accountId'>;
}) {
  return (
    <Text size="sm">
      {text}
      {hasResultsScreen(job) && (
        <>
          {' · '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              showJobResults(job);
            }}
          >
            Show the results
          </Anchor>
        </>
      )}
    </Text>
  );
}
