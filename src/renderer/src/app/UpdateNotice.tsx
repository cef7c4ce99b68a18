import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { UpdateCheck } from '../../../shared/ipc/channels/updates';
import { getBridge } from '../bridge';
import { NewerRelease } from '../components/UpdateAnswer';

/**
 * On start, asks main for its once-a-day look at the release feed (main decides whether to
 * look, from the user's setting and the time of the last look) and shows a notice only when a
 * newer release exists. A failed look says nothing here: Settings shows why when asked.
 */
export function UpdateNotice() {
  const [answer, setAnswer] = useState<UpdateCheck | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    let live = true;
    void getBridge()
      .appCheckForUpdates({ when: 'onStart' })
      .then((result) => {
        if (live && result.ok) setAnswer(result.data);
      });
    return () => {
      live = false;
    };
  }, []);
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
