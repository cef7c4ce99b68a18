import { Alert, Button, Stack } from '@mantine/core';
import { countOf } from '../../../../shared/counts';
import { SkippedEntries } from './SkippedEntries';
import type { SearchFailure } from './useSearchResults';

/** Names the search could not check, each with why, and a way to search them again. */
export function FailedNames({
  failures,
  finished,
  retrying,
  onRetry,
}: {
  failures: readonly SearchFailure[];
  finished: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (failures.length === 0) return null;
  const names = countOf(failures.length, 'name', 'names');
  return (
    <Alert
      color="red"
      variant="light"
      title={
        failures.length === 1 ? '1 name could not be checked' : `${names} could not be checked`
      }
    >
      <Stack gap={6} align="flex-start">
        <Stack gap={0} w="100%">
          <SkippedEntries
            label="Names not checked"
            entries={failures.map((failure) => ({ label: failure.key, reason: failure.message }))}
          />
        </Stack>
        {finished && (
          <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
            {failures.length === 1
              ? 'Search the failed name again'
              : `Search the ${failures.length.toLocaleString('en-US')} failed names again`}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
