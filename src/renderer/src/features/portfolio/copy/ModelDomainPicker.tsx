import { Select } from '@mantine/core';
import { useState } from 'react';
import { useBridgeRead } from '../../../data/useBridgeRead';

const SHOWN = 20;

/** A searchable list of the account's domains, asked from main as the user types. */
export function ModelDomainPicker({
  accountId,
  value,
  onChange,
  error,
}: {
  accountId: string;
  value: string | null;
  onChange: (name: string | null) => void;
  error?: string | null;
}) {
  const [search, setSearch] = useState('');
  const text = search.trim();
  const found = useBridgeRead(
    'portfolio:list',
    { accountId, statuses: ['active'], ...(text !== '' && { text }), sort: 'name', limit: SHOWN },
    { keepPrevious: true },
  );
  const options =
    found.status === 'ok'
      ? found.data.rows.map((row) => ({ value: row.name, label: row.unicodeName }))
      : [];

  // The chosen domain stays listed while the search text moves on.
  const data =
    value !== null && !options.some((option) => option.value === value)
      ? [{ value, label: value }, ...options]
      : options;
  return (
    <Select
      size="sm"
      label="Model domain"
      description="An active domain of this account whose settings are copied"
      placeholder="Type to search the portfolio"
      searchable
      clearable
      data-autofocus
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage="No active domain matches"
      error={error}
      onChange={onChange}
    />
  );
}
