import { Select } from '@mantine/core';
import { useEffect, useState } from 'react';
import { getBridge } from '../../../bridge';

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
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);

  useEffect(() => {
    let live = true;
    const text = search.trim();
    void getBridge()
      .portfolioList({
        accountId,
        statuses: ['active'],
        ...(text !== '' && { text }),
        sort: 'name',
        limit: SHOWN,
      })
      .then((answer) => {
        if (!live || !answer.ok) return;
        setOptions(answer.data.rows.map((row) => ({ value: row.name, label: row.unicodeName })));
      });
    return () => {
      live = false;
    };
  }, [accountId, search]);

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
