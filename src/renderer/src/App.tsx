import { Alert, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { AppInfo, Result } from '../../shared/ipc';
import { getBridge } from './bridge';

export function App() {
  const [info, setInfo] = useState<Result<AppInfo> | undefined>();

  useEffect(() => {
    let current = true;
    void getBridge()
      .appInfo()
      .then((result) => {
        if (current) setInfo(result);
      });
    return () => {
      current = false;
    };
  }, []);

  return (
    <Center mih="100vh">
      <Stack align="center" gap="sm">
        <Title order={1} data-testid="app-title">
          DomainDesk
        </Title>
        {info === undefined && <Loader size="sm" aria-label="Loading" />}
        {info?.ok === true && (
          <Group gap="xs" data-testid="app-info">
            <Text c="dimmed" data-testid="app-version">
              Version {info.data.version}
            </Text>
            <Badge variant="light" data-testid="app-transport">
              {info.data.transport === 'web' ? 'Browser preview' : 'Desktop'}
            </Badge>
            {info.data.demo && (
              <Badge color="orange" variant="light" data-testid="app-demo">
                Demo account
              </Badge>
            )}
          </Group>
        )}
        {info?.ok === false && (
          <Alert color="red" title="DomainDesk could not start" data-testid="app-error">
            {info.error.message}
          </Alert>
        )}
      </Stack>
    </Center>
  );
}
