import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useCurrentAccount } from '../../state/currentAccount';
import { ErrorAlert } from '../../components/ErrorAlert';
import { InputProblems } from './InputProblems';
import { RecentSearches } from './RecentSearches';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useOfferedTlds, useSearchDefaults } from './searchReads';
import { useSearch } from './searchStore';
import { SuggestionsPanel } from './SuggestionsPanel';

/** Bulk search: paste many names, see what is free under which TLD, put the chosen in the cart. */
export function SearchScreen() {
  const account = useCurrentAccount();
  const accountId = account?.id ?? null;
  const error = useSearch((s) => s.error);
  const jobId = useSearch((s) => s.jobId);
  const start = useSearch((s) => s.start);
  const tlds = useOfferedTlds(accountId);
  useSearchDefaults();

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={3}>Bulk search</Title>
        <RecentSearches />
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <Stack gap="md">
            <Card withBorder padding="sm">
              <SearchForm />
            </Card>
            <Card withBorder padding="sm">
              <SuggestionsPanel />
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <Stack gap="sm">
            {/* Beside the form, where the names were typed, rather than below the fold. */}
            <InputProblems />
            {tlds.error && (
              <ErrorAlert
                error={tlds.error}
                title="The provider's TLDs could not be read"
                onRetry={tlds.reload}
              />
            )}
            {error && (
              <ErrorAlert
                error={error}
                title="The search did not start"
                {...(accountId !== null && {
                  onRetry: () => {
                    void start(accountId);
                  },
                })}
              />
            )}
            {jobId === null ? (
              <Card withBorder padding="lg">
                <Text fw={600}>Find names to register</Text>
                <Text size="sm" c="dimmed">
                  Paste names on the left, choose the TLDs and press Search (Ctrl+Enter). Results
                  appear here as they arrive; tick the available ones and add them to the cart.
                </Text>
              </Card>
            ) : (
              <SearchResults />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
