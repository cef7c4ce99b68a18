import { Alert, List, Text } from '@mantine/core';
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
          : `${problems.length} entries were not searched`
      }
      aria-label="Input problems"
    >
      <List size="xs" spacing={2} mah={180} style={{ overflowY: 'auto' }}>
        {problems.map((problem, index) => (
          <List.Item key={index}>
            <Text size="xs" span fw={600}>
              {problem.line === null ? 'TLDs' : `Line ${problem.line}`}:
            </Text>{' '}
            <Text size="xs" span>
              {problem.reason}
            </Text>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
