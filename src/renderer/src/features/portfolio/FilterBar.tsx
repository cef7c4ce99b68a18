import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  TextInput,
  Checkbox,
} from '@mantine/core';
import { memo, useState } from 'react';
import { PORTFOLIO_STATUSES } from '../../../../shared/ipc/channels/portfolioTypes';
import { useBridgeRead } from '../../data/useBridgeRead';
import { statusLabel } from '../../components/StatusBadge';
import { useGrid } from './grid/gridStore';
import { FilterChips } from './FilterChips';
import { SavedViewsMenu } from './SavedViewsMenu';
import { ColumnsMenu } from './ColumnsMenu';

const STATUS_CHOICES = PORTFOLIO_STATUSES.map((status) => ({
  value: status,
  label: statusLabel(status),
}));

function days(value: string | number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value)
    ? Math.max(0, Math.floor(value))
    : undefined;
}

/** A filter counted in days from today. */
function DaysFilter({
  field,
  label,
}: {
  field: 'expiringWithinDays' | 'notSyncedForDays';
  label: string;
}) {
  const value = useGrid((state) => state.filter[field]);
  const { setFilter } = useGrid.getActions();
  return (
    <NumberInput
      size="xs"
      w={130}
      label={label}
      placeholder="days"
      suffix=" days"
      min={0}
      max={3650}
      value={value ?? ''}
      onChange={(typed) => {
        setFilter({ [field]: days(typed) });
      }}
    />
  );
}

/** Name or notes; every keystroke asks at once, the grid shows only the latest answer. */
function FindBox() {
  const filterText = useGrid((state) => state.filter.text);
  const { setFilter } = useGrid.getActions();
  const [text, setText] = useState(filterText ?? '');
  const [shown, setShown] = useState(filterText);
  // A saved view or "Clear filters" changed the text: put it in the box.
  if (filterText !== shown) {
    setShown(filterText);
    setText(filterText ?? '');
  }
  return (
    <TextInput
      size="xs"
      w={220}
      label="Find"
      placeholder="Name or notes"
      value={text}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const wanted = typed.trim() === '' ? undefined : typed;
        setText(typed);
        setShown(wanted);
        if (wanted !== filterText) setFilter({ text: wanted });
      }}
    />
  );
}

function StatusFilter() {
  const statuses = useGrid((state) => state.filter.statuses);
  const { setFilter } = useGrid.getActions();
  return (
    <MultiSelect
      size="xs"
      w={220}
      label="Status"
      placeholder="Any"
      clearable
      data={STATUS_CHOICES}
      value={[...(statuses ?? [])]}
      onChange={(values) => {
        setFilter({ statuses: values.length > 0 ? values : undefined });
      }}
    />
  );
}

function TldFilter() {
  const tld = useGrid((state) => state.filter.tld);
  const { setFilter } = useGrid.getActions();
  return (
    <TextInput
      size="xs"
      w={80}
      label="TLD"
      placeholder="com"
      value={tld ?? ''}
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        setFilter({ tld: typed === '' ? undefined : typed });
      }}
    />
  );
}

function TagFilter() {
  // Read once the list first opens, then kept current by the `domains` scope (a bulk action
  // may add tags).
  const [opened, setOpened] = useState(false);
  const read = useBridgeRead('portfolio:tags', opened ? undefined : null);
  const tags = read.status === 'ok' ? read.data : [];
  const tag = useGrid((state) => state.filter.tag);
  const { setFilter } = useGrid.getActions();
  return (
    <Select
      size="xs"
      w={130}
      label="Tag"
      placeholder="Any"
      clearable
      data={tags}
      onDropdownOpen={() => {
        setOpened(true);
      }}
      value={tag ?? null}
      onChange={(chosen) => {
        setFilter({ tag: chosen ?? undefined });
      }}
    />
  );
}

function ErrorFilter() {
  const hasError = useGrid((state) => state.filter.hasError);
  const { setFilter } = useGrid.getActions();
  return (
    <Checkbox
      size="xs"
      mb={6}
      label="Has an error"
      checked={hasError === true}
      onChange={(event) => {
        setFilter({ hasError: event.currentTarget.checked ? true : undefined });
      }}
    />
  );
}

function ClearFilters() {
  const empty = useGrid((state) => Object.keys(state.filter).length === 0);
  const { clearFilter } = useGrid.getActions();
  return (
    <Button size="xs" variant="subtle" onClick={clearFilter} disabled={empty}>
      Clear filters
    </Button>
  );
}

/**
 * The grid's filters; each narrows the rows, together they combine. Each control reads only
 * its own condition, so a keystroke in Find renders the Find box and not the whole bar.
 */
export const FilterBar = memo(function FilterBar() {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <FindBox />
      <StatusFilter />
      <TldFilter />
      <TagFilter />
      <DaysFilter field="expiringWithinDays" label="Expires within" />
      <DaysFilter field="notSyncedForDays" label="Not synced for" />
      <ErrorFilter />
      <FilterChips />
      <ClearFilters />
      <Group gap="xs" ml="auto">
        <SavedViewsMenu />
        <ColumnsMenu />
      </Group>
    </Group>
  );
});
