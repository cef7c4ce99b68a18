import { Container, Text, Title } from '@mantine/core';

/** Placeholder until this screen is built. */
export function PortfolioScreen() {
  return (
    <Container size="md" py="xl">
      <Title order={2}>portfolio</Title>
      <Text c="dimmed">This screen is being built.</Text>
    </Container>
  );
}
