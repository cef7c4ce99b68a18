import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled block of the settings screen. */
export function SettingsSection(props: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={props.title}>
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4">
            {props.title}
          </Title>
          <Text size="sm" c="dimmed">
            {props.description}
          </Text>
        </div>
        {props.children}
      </Stack>
    </Card>
  );
}
