import { Alert } from '@mantine/core';
import { useState } from 'react';
import { NewerRelease } from '../components/UpdateAnswer';
import { useBridgeRead } from '../data/useBridgeRead';

/**
 * On start, asks main for its once-a-day look at the release feed (main decides whether to
 * look, from the user's setting and the time of the last look) and shows a notice only when a
 * newer release exists. A failed look says nothing here: Settings shows why when asked.
 */
export function UpdateNotice() {
  // Once per window: the answer stays fresh until the app starts again.
  const read = useBridgeRead('app:checkForUpdates', { when: 'onStart' }, { maxAgeMs: Infinity });
  const [closed, setClosed] = useState(false);
  const answer = read.status === 'ok' ? read.data : null;
  if (closed || answer?.status !== 'checked' || !answer.newer) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      mb="md"
      title="A new version of DomainDesk"
      withCloseButton
      closeButtonLabel="Dismiss the update notice"
      onClose={() => {
        setClosed(true);
      }}
    >
      <NewerRelease latest={answer.latest} url={answer.url} />
    </Alert>
  );
}
