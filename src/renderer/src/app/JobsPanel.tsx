import { Badge, Button, Drawer, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useCurrentAccount } from '../state/currentAccount';
import { jobsStore, listedJobs, unseenEnded, useJobs } from '../state/jobsStore';
import { JobListItem } from './JobListItem';

/**
 * The header's "Jobs" button and the drawer it opens: the current account's running and
 * ended jobs, each kept until dismissed, so an ended job (a failure above all) stays
 * reachable after its notification has gone and other jobs have run.
 */
export function JobsPanel() {
  const accountId = useCurrentAccount()?.id ?? null;
  const jobs = useJobs((state) => state.jobs);
  const [opened, setOpened] = useState(false);
  const listed = useMemo(() => listedJobs(jobs, accountId), [jobs, accountId]);
  const unseen = useMemo(() => unseenEnded(jobs, accountId), [jobs, accountId]);
  const running = listed.filter((job) => job.summary.state === 'running').length;
  const endedCount = listed.length - running;

  // What ends while the list is open is seen there.
  useEffect(() => {
    if (opened && unseen > 0) jobsStore.getState().markSeen(accountId);
  }, [opened, unseen, accountId]);

  if (accountId === null) return null;
  // The count is visible; the words after it are for screen readers, so the button's name
  // holds its visible text ("Jobs 2 ended, not seen yet").
  const count =
    unseen > 0
      ? { value: unseen, words: ' ended, not seen yet', color: 'orange', variant: 'filled' }
      : running > 0
        ? { value: running, words: ' running', color: 'blue', variant: 'light' }
        : null;
  return (
    <>
      <Button
        size="xs"
        variant="default"
        aria-haspopup="dialog"
        aria-expanded={opened}
        onClick={() => {
          setOpened(true);
        }}
        rightSection={
          count === null ? undefined : (
            <>
              <Badge size="sm" circle color={count.color} variant={count.variant}>
                {count.value}
              </Badge>
              <VisuallyHidden>{count.words}</VisuallyHidden>
            </>
          )
        }
        style={{ flexShrink: 0 }}
      >
        Jobs
      </Button>
      <Drawer
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        position="right"
        size="md"
        title="Jobs"
        closeButtonProps={{ 'aria-label': 'Close the jobs list' }}
      >
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {listed.length === 0
                ? 'No jobs for this account. Bulk searches, syncs and changes show here.'
                : `${running} running · ${endedCount} ended`}
            </Text>
            {endedCount > 0 && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                onClick={() => {
                  jobsStore.getState().dismissEnded(accountId);
                }}
              >
                Dismiss all ended
              </Button>
            )}
          </Group>
          <Stack gap="xs" role="list" aria-label="Jobs of this account">
            {listed.map((job) => (
              <JobListItem
                key={job.summary.jobId}
                job={job}
                onShow={() => {
                  setOpened(false);
                }}
              />
            ))}
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}
