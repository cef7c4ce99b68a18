import { Alert } from '@mantine/core';
import { SkippedEntries } from './SkippedEntries';
import { useSearch } from './searchStore';

/** Each name that could not be searched, with its line; the valid ones were searched anyway. */
export function InputProblems() {
  const problems = useSearch((s) => s.problems);
  if (problems.length === 0) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={
        problems.length === 1
          ? '1 entry was not searched'
          : `${problems.length.toLocaleString('en-US')} entries were not searched`
      }
      aria-label="Input problems"
    >
      <SkippedEntries
        label="Entries not searched"
        entries={problems.map((problem) => ({
          label: problem.line === null ? 'TLDs' : `Line ${problem.line}`,
          reason: problem.reason,
        }))}
      />
    </Alert>
  );
}
