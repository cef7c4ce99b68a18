import { Alert, Button, Group, NativeSelect, Stack, Switch, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useCurrentAccount } from '../../state/currentAccount';
import { downloadText } from '../../components/downloadText';
import { JobProgressCard } from '../../components/JobProgressCard';
import { NavigateButton } from '../../components/NavigateButton';
import { AddSelectionDialog, selectionText } from './AddSelectionDialog';
import { FailedNames } from './FailedNames';
import { ResultsList } from './ResultsList';
import { ResultsMatrix } from './ResultsMatrix';
import { rowsToCsv } from './searchRows';
import type { SortKey } from './searchRows';
import { useSearch } from './searchStore';
import { useOfferedTlds } from './searchReads';
import { selectionTotal } from './selectionTotal';
import { useSearchResults } from './useSearchResults';

function CartReport() {
  const report = useSearch((s) => s.cartReport);
  if (report === null) return null;
  return (
    <Alert
      color={report.failures.length === 0 ? 'green' : 'orange'}
      variant="light"
      title={`${report.added} added to the cart${report.alreadyInCart.length > 0 ? `, ${report.alreadyInCart.length} already in the cart` : ''}${report.failures.length > 0 ? `, ${report.failures.length} not added` : ''}`}
    >
      <Stack gap={4}>
        {report.alreadyInCart.length > 0 && (
          <Text size="xs">
            Already in the cart, kept as they were: {report.alreadyInCart.join(', ')}
          </Text>
        )}
        {report.failures.map((failure) => (
          <Text size="xs" key={failure.domain}>
            {failure.domain}: {failure.message}
          </Text>
        ))}
        <Group>
          <NavigateButton screen="cart" variant="light">
            Open the cart
          </NavigateButton>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The orders the list can take; "As typed" keeps the names where they were entered. */
const SORT_CHOICES: { value: SortKey; label: string }[] = [
  { value: 'typed', label: 'As typed' },
  { value: 'domain', label: 'Domain' },
  { value: 'tld', label: 'TLD' },
  { value: 'availability', label: 'Availability' },
  { value: 'price', label: 'Register price' },
];

/** What the search found, streaming in, with the moves that follow: filter, select, buy, export. */
export function SearchResults() {
  const account = useCurrentAccount();
  const { job, rows, shown, failures } = useSearchResults();
  const view = useSearch((s) => s.view);
  const availableOnly = useSearch((s) => s.availableOnly);
  const selected = useSearch((s) => s.selected);
  const period = useSearch((s) => s.period);
  const adding = useSearch((s) => s.adding);
  const setState = useSearch((s) => s.set);
  const addToCart = useSearch((s) => s.addSelectedToCart);
  const retryFailed = useSearch((s) => s.retryFailed);
  const { offered } = useOfferedTlds(account?.id ?? null);
  const starting = useSearch((s) => s.starting);
  const sort = useSearch((s) => s.sort);
  const [confirming, setConfirming] = useState(false);
  const selection = useMemo(() => selectionTotal(rows, selected), [rows, selected]);
  if (job === undefined) return null;
  const available = rows.filter((row) => row.availability === 'available').length;
  const add = () => {
    setConfirming(false);
    if (account) void addToCart(account.id);
  };

  return (
    <Stack gap="sm">
      <JobProgressCard jobId={job.summary.jobId} unit="names" />
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="md">
          <Button.Group aria-label="Results view">
            {(['list', 'matrix'] as const).map((mode) => (
              <Button
                key={mode}
                size="xs"
                variant={view === mode ? 'filled' : 'default'}
                aria-pressed={view === mode}
                onClick={() => {
                  setState({ view: mode });
                }}
              >
                {mode === 'list' ? 'List' : 'Matrix'}
              </Button>
            ))}
          </Button.Group>
          <NativeSelect
            size="xs"
            label="Sort by"
            styles={{ root: { display: 'flex', alignItems: 'center', gap: 6 } }}
            data={SORT_CHOICES}
            value={sort.key}
            onChange={(event) => {
              const key = SORT_CHOICES.find((c) => c.value === event.currentTarget.value)?.value;
              if (key !== undefined) setState({ sort: { key, descending: false } });
            }}
          />
          <Switch
            size="sm"
            label="Available only"
            checked={availableOnly}
            onChange={(event) => {
              setState({ availableOnly: event.currentTarget.checked });
            }}
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {rows.length} checked · {available} available · {selectionText(selection)}
          </Text>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={shown.length === 0}
            onClick={() => {
              downloadText('domain-search.csv', rowsToCsv(shown, period));
            }}
          >
            Export CSV
          </Button>
          <Button
            size="xs"
            disabled={selected.size === 0 || account === null}
            loading={adding}
            onClick={() => {
              if (selection.needsConfirm) setConfirming(true);
              else add();
            }}
          >
            {selected.size === 0 ? 'Add to cart' : `Add ${selected.size} to cart`}
          </Button>
        </Group>
      </Group>
      <AddSelectionDialog
        selection={selection}
        opened={confirming}
        onConfirm={add}
        onCancel={() => {
          setConfirming(false);
        }}
      />
      <CartReport />
      <FailedNames
        failures={failures}
        finished={job.summary.state !== 'running'}
        retrying={starting}
        onRetry={() => {
          if (account)
            void retryFailed(
              account.id,
              failures.map((failure) => failure.key),
              offered,
            );
        }}
      />
      {shown.length === 0 ? (
        <Text size="sm" c="dimmed">
          {job.summary.state === 'running'
            ? 'Results appear here as they arrive…'
            : availableOnly && rows.length > 0
              ? 'None of the names checked is available. Turn off “Available only” to see them all.'
              : 'No names were checked.'}
        </Text>
      ) : view === 'list' ? (
        <ResultsList rows={shown} />
      ) : (
        <ResultsMatrix rows={shown} />
      )}
    </Stack>
  );
}
