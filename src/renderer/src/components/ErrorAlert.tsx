import { Alert, Anchor, Button, Code, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { AppError } from '../../../shared/ipc';
import { navigationStore } from '../state/navigationStore';
import { getBridge } from '../bridge/getBridge';
import { detailLines } from './detailLines';

export interface ErrorAction {
  readonly label: string;
  readonly onClick: () => void;
}

/**
 * An error as the user should see it: the plain-language message, the server's own text on
 * demand, and the next step as a button: retry, and what main said to do (`error.next`).
 */
export function ErrorAlert({
  error,
  title = 'Something went wrong',
  onRetry,
  actions = [],
}: {
  error: AppError;
  title?: string;
  onRetry?: () => void;
  actions?: readonly ErrorAction[];
}) {
  const [showDetail, setShowDetail] = useState(false);
  const [logFolder, setLogFolder] = useState<string | null>(null);
  const detail = error.detail === undefined ? null : detailLines(error.detail).join('\n');
  const next = error.next;
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      <Stack gap="xs">
        <Text size="sm">{error.message}</Text>
        <Group gap="xs">
          {onRetry && (
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              Try again
            </Button>
          )}
          {next?.action === 'openAccountSettings' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                navigationStore.getState().navigate('accounts', {
                  params: { edit: next.accountId },
                });
              }}
            >
              Open account settings
            </Button>
          )}
          {next?.action === 'openLogFolder' && (
            <Button
              size="xs"
              variant="light"
              onClick={() => {
                void getBridge()
                  .appOpenLogFolder()
                  .then((result) => {
                    setLogFolder(
                      result.ok
                        ? result.data.opened
                          ? `Opened ${result.data.folder}`
                          : `The log is in ${result.data.folder}`
                        : result.error.message,
                    );
                  });
              }}
            >
              Open the log folder
            </Button>
          )}
          {actions.map((action) => (
            <Button key={action.label} size="xs" variant="light" onClick={action.onClick}>
              {action.label}
            </Button>
          ))}
          {detail !== null && (
            <Anchor
              component="button"
              type="button"
              size="xs"
              onClick={() => {
                setShowDetail(!showDetail);
              }}
            >
              {showDetail ? 'Hide details' : 'Show details'}
            </Anchor>
          )}
        </Group>
        {logFolder !== null && (
          <Text size="xs" role="status" style={{ overflowWrap: 'anywhere' }}>
            {logFolder}
          </Text>
        )}
        {showDetail && detail !== null && (
          // Long values wrap: the details never push the page sideways.
          <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {detail}
          </Code>
        )}
      </Stack>
    </Alert>
  );
}
