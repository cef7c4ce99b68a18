import { Alert, Code, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AppNotice } from '../../../shared/ipc/channels/userData';
import { getBridge } from '../bridge';

/** A notice of any kind: its message, plus what a known kind adds. */
function NoticeText({ notice }: { notice: AppNotice }) {
  const movedTo = 'movedTo' in notice && typeof notice.movedTo === 'string' ? notice.movedTo : null;
  return (
    <Stack gap={4}>
      <Text size="sm">{notice.message}</Text>
      {movedTo !== null && (
        <Text size="xs">
          The damaged file was kept at <Code>{movedTo}</Code>.
        </Text>
      )}
    </Stack>
  );
}

/** What main has to tell the user (a damaged cache replaced, …), until dismissed. */
export function NoticesArea() {
  const [notices, setNotices] = useState<readonly AppNotice[]>([]);
  useEffect(() => {
    let current = true;
    void getBridge()
      .appNotices()
      .then((result) => {
        if (current && result.ok) setNotices(result.data);
      });
    return () => {
      current = false;
    };
  }, []);
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs" mb="sm" aria-label="Notices" component="section">
      {notices.map((notice, index) => (
        <Alert
          key={`${notice.kind}-${String(index)}`}
          color="yellow"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss this notice"
          onClose={() => {
            setNotices((list) => list.filter((item) => item !== notice));
          }}
          data-testid="app-notice"
        >
          <NoticeText notice={notice} />
        </Alert>
      ))}
    </Stack>
  );
}
