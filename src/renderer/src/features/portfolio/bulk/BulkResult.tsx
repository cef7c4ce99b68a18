import { Button, Card, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { useJob } from '../../../state/jobsStore';
import { JobProgressCard } from '../../../components/JobProgressCard';
import { FailedItemsTable } from './FailedItemsTable';

/** A bulk job's progress, then each failure with its reason and "retry the failed ones". */
export function BulkResult({
  jobId,
  onRetry,
}: {
  jobId: string;
  onRetry: (names: string[]) => void;
}) {
  const job = useJob(jobId);
  const failed = (job?.items ?? []).filter((item) => item.state === 'failed');
  const finished = job !== undefined && job.summary.state !== 'running';
  return (
    <Stack gap="xs">
      <JobProgressCard jobId={jobId} unit="domains" />
      {finished && failed.length > 0 && (
        <Card withBorder padding="sm" aria-label="Failed domains">
          <Group justify="space-between" mb="xs">
            <Text size="sm" fw={600} c="red">
              {failed.length === 1 ? '1 domain failed' : `${failed.length} domains failed`}
            </Text>
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                onRetry(failed.map((item) => item.key));
              }}
            >
              Retry the failed ones
            </Button>
          </Group>
          <ScrollArea.Autosize mah={200}>
            <FailedItemsTable items={failed} label="Failures" />
          </ScrollArea.Autosize>
        </Card>
      )}
    </Stack>
  );
}
