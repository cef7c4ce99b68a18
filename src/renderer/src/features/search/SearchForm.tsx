import { Button, Group, Select, Stack, Switch } from '@mantine/core';
import { countOf } from '../../../../shared/counts';
import { useCurrentAccount } from '../../state/currentAccount';
import { GrowingTextarea } from '../../components/GrowingTextarea';
import { entriesWithLines } from './searchEntries';
import { useSearch } from './searchStore';
import { TldPicker } from './TldPicker';

const PERIODS = Array.from({ length: 10 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 year' : `${i + 1} years`,
}));

/** What to search: the names, the TLDs, premium names or not, and the period to price. */
export function SearchForm() {
  const account = useCurrentAccount();
  const text = useSearch((s) => s.text);
  const premium = useSearch((s) => s.premium);
  const period = useSearch((s) => s.period);
  const starting = useSearch((s) => s.starting);
  const setState = useSearch((s) => s.set);
  const start = useSearch((s) => s.start);
  const count = entriesWithLines(text).length;
  const submit = () => {
    if (account) void start(account.id);
  };

  return (
    <Stack gap="sm">
      <GrowingTextarea
        label="Names"
        description="One per line, or separated by commas or spaces. Bare names or full domains, Unicode or punycode."
        placeholder={'shop\nbücher.de\nxn--caf-dma.com'}
        minRows={6}
        maxRows={14}
        size="sm"
        value={text}
        onChange={(event) => {
          setState({ text: event.currentTarget.value });
        }}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter searches from the keyboard without leaving the list.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
        }}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
      <TldPicker />
      <Group gap="md" align="flex-end">
        <Select
          label="Prices for"
          size="sm"
          w={120}
          allowDeselect={false}
          data={PERIODS}
          value={String(period)}
          onChange={(value) => {
            if (value !== null) setState({ period: Number(value) });
          }}
        />
        <Switch
          label="Include premium names"
          size="sm"
          checked={premium}
          onChange={(event) => {
            setState({ premium: event.currentTarget.checked });
          }}
          mb={8}
        />
      </Group>
      <Button onClick={submit} loading={starting} disabled={account === null} title="Ctrl+Enter">
        {count <= 1 ? 'Search' : `Search ${countOf(count, 'name', 'names')}`}
      </Button>
    </Stack>
  );
}
