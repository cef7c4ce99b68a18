import { Anchor, Text } from '@mantine/core';
import type { UpdateCheck } from '../../../shared/ipc/channels/updates';

/** "DomainDesk X.Y.Z is available — Open the release page", as a notice and in Settings. */
export function NewerRelease({ latest, url }: { latest: string; url: string }) {
  return (
    <Text size="sm">
      DomainDesk {latest} is available —{' '}
      {/* Opens in the system browser through the main process's https-only link guard. */}
      <Anchor href={url} target="_blank" rel="noopener noreferrer">
        Open the release page
      </Anchor>
    </Text>
  );
}

/** What the last look at the release feed found, in words. */
export function UpdateAnswer({ answer }: { answer: UpdateCheck }) {
  if (answer.status === 'checked' && answer.newer) {
    return <NewerRelease latest={answer.latest} url={answer.url} />;
  }
  const text =
    answer.status === 'checked'
      ? `DomainDesk ${answer.current} is up to date.`
      : answer.status === 'failed'
        ? answer.message
        : 'No check was made.';
  return (
    <Text size="sm" c={answer.status === 'failed' ? 'red' : undefined}>
      {text}
    </Text>
  );
}
