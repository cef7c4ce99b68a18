import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '../../components/ErrorAlert';
import { BulkBar } from './bulk/BulkBar';
import { domainsText } from './bulk/bulkActionText';
import { FilterBar } from './FilterBar';
import { LastFullSync } from './LastFullSync';
import { useGrid } from './grid/gridStore';
import { PortfolioGrid } from './grid/PortfolioGrid';
import { selectedCount, toPortfolioSelection } from './grid/selectionModel';
import { usePortfolioRows } from './grid/usePortfolioRows';

/** The grid with its filters and the actions on what is selected. */
export function GridView({
  accountId,
  offlineReason,
  onAdd,
}: {
  accountId: string;
  offlineReason: string | null;
  onAdd: () => void;
}) {
  const filter = useGrid((state) => state.filter);
  const sort = useGrid((state) => state.sort);
  const selection = useGrid((state) => state.selection);
  const { selectAll } = useGrid.getActions();
  const shown = usePortfolioRows(accountId, filter, sort);
  const { rows, fromTop, total, error } = shown;
  // The rows shown answer the filter and sort on screen (not one replaced since).
  const current = shown.filter === filter && shown.sort === sort;

  const count = selectedCount(selection, total ?? 0);
  const filtered = Object.keys(filter).length > 0;
  if (total === 0 && !filtered) {
    return (
      <Card withBorder padding="xl">
        <Stack align="center" gap="sm">
          <Title order={4}>No domains in this portfolio yet</Title>
          <Text size="sm" c="dimmed" ta="center" maw={520}>
            The API cannot list an account&apos;s domains, so DomainDesk keeps the ones you add,
            import or order here.
          </Text>
          <Button onClick={onAdd}>Add domains</Button>
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="xs">
      <FilterBar />
      <Group justify="space-between" gap="xs">
        <BulkBar
          selection={toPortfolioSelection(selection, accountId, filter, sort)}
          count={count}
          offlineReason={offlineReason}
        />
        <Group gap="xs">
          <LastFullSync accountId={accountId} />
          <Text size="sm" c="dimmed" aria-live="polite">
            {countText(total, filtered, current)}
          </Text>
          {total !== null && total > 0 && !selection.all && (
            <Anchor component="button" size="sm" onClick={selectAll}>
              Select all {domainsText(total)}
            </Anchor>
          )}
        </Group>
      </Group>
      {error && <ErrorAlert error={error} title="The portfolio could not be read" />}
      {total === 0 && filtered ? (
        <Text size="sm" c="dimmed" py="md">
          No domain matches these filters.
        </Text>
      ) : (
        // Busy while a new filter's or sort's rows are on their way (the memoised grid is not
        // rendered again for it).
        <div aria-busy={!current}>
          <PortfolioGrid
            rows={rows}
            accountId={shown.accountId}
            fromTop={fromTop}
            total={total ?? 0}
            height="calc(100vh - 380px)"
          />
        </div>
      )}
    </Stack>
  );
}

/** The count of the rows shown; while a new query's rows are on their way, not the old count. */
function countText(total: number | null, filtered: boolean, current: boolean): string {
  if (total === null) return 'Loading…';
  if (!current) return 'Filtering…';
  return `${domainsText(total)}${filtered ? ' match' : ''}`;
}
