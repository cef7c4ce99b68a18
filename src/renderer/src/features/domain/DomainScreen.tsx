import { Container, Text, Title } from '@mantine/core';

/** Placeholder until this screen is built. */
export function DomainScreen() {
  return (
    <Container size="md" py="xl">
      <Title order={2}>domain</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Container>
  );
}
