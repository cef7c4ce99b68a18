import { Alert, List } from '@mantine/core';
import { useId } from 'react';

/** Every problem found in what the user typed, listed at once under a title that names it. */
export function ProblemList({ title, problems }: { title: string; problems: readonly string[] }) {
  const titleId = useId();
  return (
    <Alert color="red" variant="light" title={<span id={titleId}>{title}</span>}>
      <List size="sm" aria-labelledby={titleId}>
        {problems.map((problem) => (
          <List.Item key={problem}>{problem}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
