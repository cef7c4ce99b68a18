import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatClock } from '../components/dates';
import { jobCountsText, jobStateText, jobWentWrong } from '../components/jobOutcome';
import type { TrackedJob } from '../state/jobsStore';
import { jobsStore } from '../state/jobsStore';
import { hasResultsScreen, showJobResults } from './showJobResults';

/** Failures listed under an ended job; the rest are counted. */
const FAILURES_SHOWN = 5;

function stateColor(job: TrackedJob['summary']): string {
  if (job.state === 'running') return 'blue';
  if (job.state === 'failed') return 'red';
  return jobWentWrong(job) ? 'orange' : 'teal';
}

/** One job of the jobs list: what it was, how it ended in words, and its next moves. */
export function JobListItem({ job, onShow }: { job: TrackedJob; onShow: () => void }) {
  const { summary } = job;
  const running = summary.state === 'running';
  const failed = job.items.filter((item) => item.state === 'failed');
  const counts = running
    ? `${summary.done.toLocaleString('en-US')} of ${summary.total.toLocaleString('en-US')} done`
    : jobCountsText(summary);
  return (
    <Paper withBorder p="sm" role="listitem" aria-label={summary.label}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600}>
            {summary.label}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatClock(summary.startedAt)}
          </Text>
        </Group>
        <Text size="sm">
          <Text span fw={600} c={stateColor(summary)}>
            {jobStateText(summary).replace(/^./, (first) => first.toUpperCase())}
          </Text>
          {` · ${counts}`}
        </Text>
        {!running && failed.length > 0 && (
          // A long name (a refused line) wraps inside the card rather than running out of it.
          <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
            {failed.slice(0, FAILURES_SHOWN).map((item) => (
              <Text size="xs" key={item.index}>
                {item.key}: {item.error?.message ?? 'Failed.'}
              </Text>
            ))}
            {failed.length > FAILURES_SHOWN && (
              <Text size="xs" c="dimmed">
                and {(failed.length - FAILURES_SHOWN).toLocaleString('en-US')} more
              </Text>
            )}
          </Stack>
        )}
        <Group gap="xs">
          {hasResultsScreen(summary) && (
            <Button
              size="compact-xs"
              variant="light"
              aria-label={`Show the results of ${summary.label}`}
              onClick={() => {
                showJobResults(summary);
                onShow();
              }}
            >
              Show the results
            </Button>
          )}
          {running ? (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              aria-label={`Cancel ${summary.label}`}
              onClick={() => void jobsStore.getState().cancel(summary.jobId)}
            >
              Cancel
            </Button>
          ) : (
            <Button
              size="compact-xs"
              variant="subtle"
              color="gray"
              aria-label={`Dismiss ${summary.label}`}
              onClick={() => {
                jobsStore.getState().dismiss(summary.jobId);
              }}
            >
              Dismiss
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
