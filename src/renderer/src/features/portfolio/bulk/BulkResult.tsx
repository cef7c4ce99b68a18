import { Button, Card, Group, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useJob } from '../../../app/jobsStore';
import { JobProgressCard } from '../../../components/JobProgressCard';

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
            <Table withRowBorders={false} verticalSpacing={2} fz="xs" aria-label="Failures">
              <Table.Tbody>
                {failed.map((item) => (
                  <Table.Tr key={item.index}>
                    <Table.Td fw={500}>{item.key}</Table.Td>
                    <Table.Td>{item.error?.message ?? 'Failed.'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Card>
      )}
    </Stack>
  );
}
