import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { useJob, useJobs } from '../state/jobsStore';
import { jobDoneText, jobHeading } from './jobOutcome';

const grouped = (count: number): string => count.toLocaleString('en-US');

function timeLeft(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '';
  if (seconds < 60) return `about ${Math.ceil(seconds)} s left`;
  return `about ${Math.ceil(seconds / 60)} min left`;
}

/** A job's progress with its rate, time left and cancel; the app stays usable meanwhile. */
export function JobProgressCard({ jobId, unit = 'items' }: { jobId: string; unit?: string }) {
  const job = useJob(jobId);
  const cancel = useJobs((state) => state.cancel);
  if (job === undefined) return null;
  const { summary } = job;
  const running = summary.state === 'running';
  const elapsed = Math.max(0.001, (job.lastAt - job.seenAt) / 1000);
  const rate = summary.done / elapsed;
  const left = rate > 0 ? (summary.total - summary.done) / rate : Number.NaN;
  const percent = summary.total === 0 ? 100 : (summary.done / summary.total) * 100;
  return (
    <Card withBorder padding="sm" aria-label={`${summary.label}: progress`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {jobHeading(summary)}
          </Text>
          {running && (
            <Button
              size="compact-xs"
              variant="subtle"
              color="red"
              onClick={() => void cancel(jobId)}
              aria-label={`Cancel ${summary.label}`}
            >
              Cancel
            </Button>
          )}
        </Group>
        <Progress
          value={percent}
          animated={running}
          aria-label={`${summary.label}: ${Math.round(percent)} %`}
        />
        <Text size="xs" c="dimmed">
          {jobDoneText(summary, unit)}
          {summary.failed > 0 ? ` · ${grouped(summary.failed)} failed` : ''}
          {running && rate > 0 ? ` · ${rate.toFixed(1)}/s · ${timeLeft(left)}` : ''}
          {summary.state === 'done' ? ' · finished' : ''}
          {summary.state === 'cancelled' ? ' · cancelled' : ''}
          {summary.state === 'failed' ? ' · stopped with an error' : ''}
        </Text>
      </Stack>
    </Card>
  );
}
