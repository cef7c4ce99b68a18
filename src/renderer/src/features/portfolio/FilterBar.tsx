import {
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  TextInput,
  Checkbox,
} from '@mantine/core';
import { useState } from 'react';
import { PORTFOLIO_STATUSES } from '../../../../shared/ipc/channels/portfolioTypes';
import { getBridge } from '../../bridge';
import { statusLabel } from '../../components/StatusBadge';
import { useGrid } from './grid/gridStore';
import { SavedViewsMenu } from './SavedViewsMenu';
import { ColumnsMenu } from './ColumnsMenu';

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

/** The grid's filters; each narrows the rows, together they combine. */
export function FilterBar() {
  const [tags, setTags] = useState<string[]>([]);
  // Read when the list opens: a bulk action may have added tags since.
  const loadTags = () => {
    void getBridge()
      .portfolioTags()
      .then((answer) => {
        if (answer.ok) setTags(answer.data);
      });
  };
  const filter = useGrid((state) => state.filter);
  const { setFilter, clearFilter } = useGrid.getActions();
  const [text, setText] = useState(filter.text ?? '');
  const [shown, setShown] = useState(filter.text);
  // A saved view or "Clear filters" changed the text: put it in the box.
  if (filter.text !== shown) {
    setShown(filter.text);
    setText(filter.text ?? '');
  }

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        size="xs"
        w={220}
        label="Find"
        placeholder="Name or notes"
        value={text}
        onChange={(event) => {
          // Every keystroke asks at once: the grid shows only the latest query's answer.
          const typed = event.currentTarget.value;
          const wanted = typed.trim() === '' ? undefined : typed;
          setText(typed);
          setShown(wanted);
          if (wanted !== filter.text) setFilter({ text: wanted });
        }}
      />
      <MultiSelect
        size="xs"
        w={220}
        label="Status"
        placeholder="Any"
        clearable
        data={PORTFOLIO_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))}
        value={[...(filter.statuses ?? [])]}
        onChange={(values) => {
          setFilter({ statuses: values.length > 0 ? values : undefined });
        }}
      />
      <TextInput
        size="xs"
        w={80}
        label="TLD"
        placeholder="com"
        value={filter.tld ?? ''}
        onChange={(event) => {
          const tld = event.currentTarget.value.trim();
          setFilter({ tld: tld === '' ? undefined : tld });
        }}
      />
      <Select
        size="xs"
        w={130}
        label="Tag"
        placeholder="Any"
        clearable
        data={tags}
        onDropdownOpen={loadTags}
        value={filter.tag ?? null}
        onChange={(tag) => {
          setFilter({ tag: tag ?? undefined });
        }}
      />
      <DaysFilter field="expiringWithinDays" label="Expires within" />
      <DaysFilter field="notSyncedForDays" label="Not synced for" />
      <Checkbox
        size="xs"
        mb={6}
        label="Has an error"
        checked={filter.hasError === true}
        onChange={(event) => {
          setFilter({ hasError: event.currentTarget.checked ? true : undefined });
        }}
      />
      <Button
        size="xs"
        variant="subtle"
        onClick={clearFilter}
        disabled={Object.keys(filter).length === 0}
      >
        Clear filters
      </Button>
      <Group gap="xs" ml="auto">
        <SavedViewsMenu />
        <ColumnsMenu />
      </Group>
    </Group>
  );
}
